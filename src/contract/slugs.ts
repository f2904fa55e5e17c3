/** The one slug rule for products and categories: lowercase, trimmed, spaces to hyphens, other non-word characters dropped. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/_/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug shape accepted in paths and queries. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
