const contentLater = /<html[^>]*\sdata-content-later[\s>=]/;

/**
 * Whether a built page draws its content in script after load (the back office marks its
 * `<html data-content-later>`): such a page needs its code at once, not after a first paint.
 */
export const drawsContentLater = (html: string) => contentLater.test(html);
