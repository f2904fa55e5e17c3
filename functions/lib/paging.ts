import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import * as z from './zod';
import { pageSizeLimit, searchMaxLength } from '../../src/contract/paging';

/** A query parameter that may be left empty (a cleared box): '' counts as absent. */
export const blankless = <S extends z.ZodMiniType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.optional(schema));

const wholeNumber = (min: number, max: number, fallback: number) => {
  const problem = `must be a whole number from ${min} to ${max}`;
  return z.pipe(
    blankless(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d{1,9}$/, problem)), z.transform(Number)),
        z.number().check(z.gte(min, problem), z.lte(max, problem)),
      ),
    ),
    z.transform((value) => value ?? fallback),
  );
};

/**
 * The query of a paged admin list: `page` from 1, `pageSize` 1–100 (25 when absent), `q` the search
 * text (trimmed, '' for none) and `sort`, one of `sorts` (the first when absent).
 */
export const pageQuery = <const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) =>
  z.object({
    page: wholeNumber(1, 1_000_000, 1),
    pageSize: wholeNumber(1, pageSizeLimit.max, pageSizeLimit.default),
    q: z.pipe(
      blankless(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(searchMaxLength, `must be at most ${searchMaxLength} characters`),
          ),
      ),
      z.transform((value) => value ?? ''),
    ),
    sort: z.pipe(
      blankless(z.enum(sorts, { error: `must be one of ${sorts.join(', ')}` })),
      z.transform((value): Sorts[number] => value ?? sorts[0]),
    ),
  });

/** LIMIT and OFFSET of a page. */
export const pageWindow = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** `column LIKE %text%` with the wildcard characters in `text` taken literally (ASCII case-insensitive). */
export function contains(column: AnyColumn | SQL, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} LIKE ${`%${escaped}%`} ESCAPE '\\'`;
}
