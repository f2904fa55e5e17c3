// robots.txt: the storefront is open to crawlers; the back office, shells and API are not.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /adm-login',
      'Disallow: /adm-forgot-password',
      'Disallow: /adm-reset-password',
      'Disallow: /adm-accept-invite',
      'Disallow: /shells/',
      'Disallow: /api/',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
