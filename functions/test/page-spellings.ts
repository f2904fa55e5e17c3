/** Admin pages among the built files (URL paths): they stay open during maintenance. */
export const adminPageFiles = new Set([
  '/adm-login/index.html',
  '/adm-forgot-password/index.html',
  '/adm-reset-password/index.html',
  '/adm-accept-invite/index.html',
  '/shells/admin/index.html',
]);

const encodeFirstLetter = (path: string) =>
  path.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Ways of asking for the built HTML file at `file` (a URL path such as `/shop/faq/index.html` or
 * `/404.html`): every spelling the static servers resolve to it (folder with and without the
 * trailing slash, `/index.html`, `.html`, percent-encoded letters, dots and slashes) and a few
 * near misses. During maintenance each of them must answer with the maintenance screen.
 */
export function pageSpellings(file: string): string[] {
  const page = file.endsWith('/index.html')
    ? file.slice(0, -'index.html'.length)
    : file.replace(/\.html$/, '');
  const bare = page.replace(/\/+$/, '') || '/';
  const spellings = new Set([
    file,
    bare,
    `${bare}/`.replace('//', '/'),
    `${bare}//`.replace('///', '//'),
    `${bare}.html`,
    encodeFirstLetter(file),
    encodeFirstLetter(bare),
    file.replace(/\.html$/, '%2Ehtml'),
    '/' + file.slice(1).replaceAll('/', '%2F'),
    '/' + file.slice(1).replaceAll('/', '%2f'),
    '/' + bare.slice(1).replaceAll('/', '%2F'),
  ]);
  return [...spellings].filter((path) => path.startsWith('/'));
}
