import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { blobKeyPattern } from '../../lib/blob-store';
import { notFound } from '../../lib/errors';

/** The key a path names, or null when its percent-encoding is malformed (a 404, not a crash). */
function decodedKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** `/media/{key}`: stored images with their sniffed type, never sniffed again by the browser, cached for a year. */
export const mediaRoutes = (deps: AppDeps) =>
  new Hono().get('/*', async (c) => {
    const key = decodedKey(c.req.path.replace(/^\/media\//, ''));
    if (key === null || !blobKeyPattern.test(key)) throw notFound('Image not found');
    const blob = await deps.blobs.get(key);
    if (!blob) throw notFound('Image not found');
    return c.body(blob.body, 200, {
      'Content-Type': blob.contentType,
      'Content-Length': String(blob.size),
      // Keys are random and never reused for other content, so the bytes never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
    });
  });
