// Markup written as strings (cards, search results, icons) is escaped here, once.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text that reads as itself in an element or a quoted attribute: `& < > " '` become entities. */
export const escapeHtml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (c) => entities[c]!);
