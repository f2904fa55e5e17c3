import { describe, expect, it } from 'vitest';
import { picturesAfterPaint } from './pictures-after-paint';

const page = (body: string, html = '<html lang="en">') =>
  `${html}<head><title>t</title></head><body>${body}</body></html>`;
const lazy = '<img src="/media/a-400.webp" width="800" height="600" alt="A ring" loading="lazy">';

describe('picturesAfterPaint', () => {
  it('holds a lazy picture on a phone with scripting on, behind an empty image of its proportions', () => {
    const source =
      `<source media="(scripting: enabled) and (max-width: 559.98px)" srcset="data:image/svg+xml,` +
      `%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%20800%20600'/%3E" data-after-paint>`;
    expect(picturesAfterPaint(page(`<a href="/p">${lazy}</a>`))).toBe(
      page(`<a href="/p"><picture>${source}${lazy}</picture></a>`),
    );
  });

  it('wraps every lazy picture of the page and nothing else', () => {
    const eager =
      '<img src="/media/hero.webp" width="800" height="800" alt="" fetchpriority="high">';
    const html = picturesAfterPaint(page(`${eager}<ul><li>${lazy}</li><li>${lazy}</li></ul>`));
    expect(html.match(/<picture>/g)).toHaveLength(2);
    expect(html).toContain(`</head><body>${eager}<ul><li><picture>`);
  });

  it('leaves a picture alone when it cannot keep its place or would never be let go', () => {
    const unsized = '<img src="/media/a.webp" alt="" loading="lazy">';
    const inPicture = `<picture><source srcset="/media/a.avif" type="image/avif">${lazy}</picture>`;
    const inTemplate = `<template>${lazy}</template>`;
    for (const body of [unsized, inPicture, inTemplate]) {
      expect(picturesAfterPaint(page(body))).toBe(page(body));
    }
  });

  it('leaves a page that draws its content later as it is', () => {
    const later = page(lazy, '<html lang="en" data-content-later>');
    expect(picturesAfterPaint(later)).toBe(later);
  });
});
