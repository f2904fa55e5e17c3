import type { SiteAssets } from '../lib/site-assets';

/**
 * The built storefront from Workers static assets, looked up the way the Node server does:
 * `/a/b` is `/a/b/index.html` (or `/a/b.html`), a path with an extension is that file.
 * The assets are configured with `html_handling = "none"` so this mapping is the only one.
 */
export function createAssetsSite(assets: Fetcher): SiteAssets {
  async function fetchFile(path: string, request: Request): Promise<Response | null> {
    const url = new URL(path, request.url);
    const response = await assets.fetch(
      new Request(url, {
        method: request.method === 'HEAD' ? 'HEAD' : 'GET',
        headers: request.headers,
      }),
    );
    if (response.status === 404) return null;
    // A fetched response's headers are immutable; the app still adds its security headers.
    return new Response(response.body, response);
  }
  return {
    async serve(path, request) {
      const lastSegment = path.slice(path.lastIndexOf('/') + 1);
      if (lastSegment.includes('.')) return fetchFile(path, request);
      const folder = path.endsWith('/') ? path : `${path}/`;
      return (
        (await fetchFile(`${folder}index.html`, request)) ??
        (path.endsWith('/') ? null : await fetchFile(`${path}.html`, request))
      );
    },
  };
}
