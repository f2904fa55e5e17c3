const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may make state-changing calls, each serialized as a browser sends it in
 * `Origin` (lowercase `scheme://host[:port]`, default port left out): SITE_URL's origin and, when
 * SITE_URL is a loopback address (a local run), the same scheme on localhost, 127.0.0.1 and [::1] at
 * SITE_URL's port and at each of `localPorts` (the port the server listens on).
 */
export function siteOrigins(siteUrl: string, localPorts: number[] = []): string[] {
  const site = new URL(siteUrl);
  const origins = new Set([site.origin]);
  if (!loopbackHosts.includes(site.hostname)) return [...origins];
  const ports = [site.port, ...localPorts.filter((port) => port > 0).map(String)];
  for (const host of loopbackHosts) {
    for (const port of ports) origins.add(new URL(`${site.protocol}//${host}:${port}`).origin);
  }
  return [...origins];
}
