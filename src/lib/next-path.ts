/**
 * Where to go after signing in, from a `?next=` value: the path, query and fragment of `next`
 * resolved against the shop's `origin`, only when the result stays on that origin; else
 * `fallback`. Resolving with the browser's own URL parser is what makes tab, line feed, carriage
 * return and backslash tricks (`/%09/evil.example`, `/\evil.example`) land on the fallback.
 */
export function safeNextPath(next: string | null, origin: string, fallback = '/'): string {
  if (!next) return fallback;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another host.
  return url.pathname.replace(/^\/+/, '/') + url.search + url.hash;
}
