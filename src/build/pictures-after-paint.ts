// On a phone, a storefront page's lazy pictures wait for its first paint. Chromium starts a lazy
// picture as soon as the first layout finds it within about 1,250 px of the screen: on a phone the
// home page's category strip and first rail, a product page's thumbnails and related pieces. On a
// phone's line those shared the bandwidth with the first picture (the largest paint) for the whole
// of its download. So after the build each `<img loading="lazy">` of a storefront page is wrapped
// in a `<picture>` whose `<source>` holds it to an empty image of the same proportions while
// scripting is on and the screen is a phone's (below 560 px, as `.below-fold` in global.css); the
// head script removes those sources once the page has painted (`window.chandiPainted`,
// src/lib/inline-scripts.ts), and each picture then loads as a lazy one does. Without scripting the
// source does not apply and nothing waits; on wider screens these pictures are on the first screen.
import { afterPaintAttribute } from '../lib/inline-scripts';
import { drawsContentLater } from './page-kind';

const lazyImage = /<img\s[^>]*\bloading="lazy"[^>]*>/g;
const media = '(scripting: enabled) and (max-width: 559.98px)';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="(\\d+)"`).exec(tag)?.[1];

/** An empty image with the picture's proportions, so nothing moves when the picture arrives. */
const standIn = (width: string, height: string) =>
  `data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%20${width}%20${height}'/%3E`;

/** Whether `index` lies between an opening `open` tag and its `close` tag. */
const inside = (html: string, index: number, open: string, close: string) =>
  html.lastIndexOf(open, index) > html.lastIndexOf(close, index);

/**
 * The page with each lazy picture held until the first paint on a phone. Left as they are: a page
 * that draws its content later (the back office), pictures without a width and height (their
 * proportions are unknown), and pictures already in a `<picture>` or in a `<template>` (a copy
 * made after the paint would keep its source for good).
 */
export function picturesAfterPaint(html: string): string {
  if (drawsContentLater(html)) return html;
  return html.replace(lazyImage, (tag: string, index: number) => {
    const width = attribute(tag, 'width');
    const height = attribute(tag, 'height');
    if (!width || !height) return tag;
    if (inside(html, index, '<picture', '</picture>')) return tag;
    if (inside(html, index, '<template', '</template>')) return tag;
    const source = `<source media="${media}" srcset="${standIn(width, height)}" ${afterPaintAttribute}>`;
    return `<picture>${source}${tag}</picture>`;
  });
}
