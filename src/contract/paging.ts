// Paged admin lists (DESIGN §10 "Admin at scale"): the browser asks for one page, sorted and
// searched on the server, and keeps `page`, `sort` and `q` in its address.

/** Rows per page an admin list may ask for, and what it gets when it does not say. */
export const pageSizeLimit = { default: 25, max: 100 } as const;

/** Longest search text a list takes. */
export const searchMaxLength = 100;

/** One page of a list: the rows, how many match in all, and which page this is. */
export interface Paged<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** Pages needed for `total` rows (at least one, so an empty list still has page 1). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
