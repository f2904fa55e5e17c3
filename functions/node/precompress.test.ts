import { cpSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { precompressSite } from './precompress';

const page = (name: string) => `<!doctype html><h1>${name}</h1>${'<p>925 silver</p>'.repeat(100)}`;
const unpacked = (path: string) => ({
  br: brotliDecompressSync(readFileSync(`${path}.br`)).toString(),
  gzip: gunzipSync(readFileSync(`${path}.gz`)).toString(),
});

it('writes brotli and gzip copies of text files worth compressing, and only of those', async () => {
  const site = mkdtempSync(join(tmpdir(), 'chandi-pack-'));
  mkdirSync(join(site, '_astro'));
  writeFileSync(join(site, 'index.html'), page('Home'));
  writeFileSync(join(site, '_astro/app.js'), 'run();'.repeat(200));
  writeFileSync(join(site, 'tiny.css'), 'a{}');
  writeFileSync(join(site, 'photo.webp'), Buffer.alloc(4096, 7));
  await precompressSite(site);
  expect(unpacked(join(site, 'index.html'))).toEqual({ br: page('Home'), gzip: page('Home') });
  expect(unpacked(join(site, '_astro/app.js')).br).toBe('run();'.repeat(200));
  for (const skipped of ['tiny.css.br', 'photo.webp.br', 'photo.webp.gz'])
    expect(() => statSync(join(site, skipped)), skipped).toThrow();
});

it("takes the previous build's copies of unchanged files and never alters them", async () => {
  const previous = mkdtempSync(join(tmpdir(), 'chandi-pack-'));
  writeFileSync(join(previous, 'same.html'), page('Same'));
  writeFileSync(join(previous, 'changed.html'), page('Before'));
  await precompressSite(previous);
  const next = mkdtempSync(join(tmpdir(), 'chandi-pack-'));
  cpSync(join(previous, 'same.html'), join(next, 'same.html'));
  writeFileSync(join(next, 'changed.html'), page('After'));
  await precompressSite(next, previous);

  expect(statSync(join(next, 'same.html.br')).ino).toBe(
    statSync(join(previous, 'same.html.br')).ino,
  );
  expect(unpacked(join(next, 'same.html')).gzip).toBe(page('Same'));
  expect(unpacked(join(next, 'changed.html'))).toEqual({ br: page('After'), gzip: page('After') });
  expect(unpacked(join(previous, 'changed.html'))).toEqual({
    br: page('Before'),
    gzip: page('Before'),
  });
});
