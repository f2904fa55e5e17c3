/** A response body prepared once and served many times: its bytes, their gzip form and an ETag. */
export interface CachedBody {
  etag: string;
  raw: Uint8Array;
  gzip: Uint8Array;
}

const encoder = new TextEncoder();

async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Encode, gzip and fingerprint a text body (Web APIs only, so it runs on Node and in workerd). */
export async function prepareBody(text: string): Promise<CachedBody> {
  const raw = encoder.encode(text);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', raw));
  const hash = btoa(String.fromCharCode(...digest.subarray(0, 12)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  // Weak: the same ETag names the plain and the gzip form of one content.
  return { etag: `W/"${hash}"`, raw, gzip: await gzip(raw) };
}

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*` included). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Answer with a prepared body: 304 when the client already has it, gzip when the client accepts it,
 * otherwise the plain bytes. Clients must revalidate (`no-cache`), so a catalogue change shows at once.
 */
export function sendCachedBody(request: Request, body: CachedBody, contentType: string): Response {
  const headers = new Headers({
    'Content-Type': contentType,
    ETag: body.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  });
  if (matchesEtag(request.headers.get('if-none-match'), body.etag))
    return new Response(null, { status: 304, headers });
  const gzipped = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  if (gzipped) headers.set('Content-Encoding', 'gzip');
  const bytes = gzipped ? body.gzip : body.raw;
  headers.set('Content-Length', String(bytes.byteLength));
  // workerd would gzip a body marked gzip again unless told it already is; Node ignores the option.
  const init = { status: 200, headers, encodeBody: 'manual' } as ResponseInit;
  return new Response(request.method === 'HEAD' ? null : (bytes as BodyInit), init);
}
