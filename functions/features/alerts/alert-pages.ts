import { escapeHtml } from '../../../src/lib/html';
import type { AlertKind } from '../../../src/contract/alerts';

// The pages a confirmation or unsubscribe link opens. They come from the API, not the static site,
// because the token is in the query and the page must work with every script blocked: a plain form
// whose button POSTs (decision 044). A GET changes nothing, so a mail scanner that follows links
// neither confirms nor unsubscribes anyone.

/**
 * The headers of every alert page: no caching, not indexed. (No Referer carrying the token: the
 * page's meta tag, since the shop's security headers set their own Referrer-Policy.)
 */
export const alertPageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  // Inline styles only, and forms that post back to the shop.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

const style =
  'body{margin:0;background:#f6f6f6;font:16px/1.5 Helvetica,Arial,sans-serif;color:#1f2937}' +
  'main{max-width:520px;margin:48px auto;padding:24px;background:#fff;border-radius:6px}' +
  'h1{font-size:22px;margin:0 0 12px}button{font:inherit;padding:10px 18px;border:0;' +
  'border-radius:4px;background:#1f2937;color:#fff;cursor:pointer}a{color:#1f2937}';

/** One short page: a heading, a paragraph, an optional button that POSTs, a way back to the shop. */
export function alertPage(
  shopName: string,
  page: { title: string; text: string; button?: { label: string; action: string; token: string } },
): string {
  const form = page.button
    ? `<form method="post" action="${escapeHtml(page.button.action)}" enctype="multipart/form-data">` +
      `<input type="hidden" name="token" value="${escapeHtml(page.button.token)}">` +
      `<p><button type="submit">${escapeHtml(page.button.label)}</button></p></form>`
    : '';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">' +
    `<title>${escapeHtml(`${page.title} · ${shopName}`)}</title><style>${style}</style></head>` +
    `<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p>${form}` +
    `<p><a href="/">Back to ${escapeHtml(shopName)}</a></p></main></body></html>`
  );
}

/** What the shopper asked for, in words. */
export const alertWords: Record<AlertKind, string> = {
  back_in_stock: 'an e-mail when it is back in stock',
  price_drop: 'an e-mail when its price falls',
};
