import * as z from '../../lib/zod';
import { idPattern } from '../../lib/ids';
import { blankless, pageQuery } from '../../lib/paging';

// A calendar day as `<input type="date">` sends it; the round trip through Date refuses 2026-02-30.
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-23'),
  z.refine((value) => {
    const parsed = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(parsed) && new Date(parsed).toISOString().startsWith(value);
  }, 'must be a real date'),
);

/**
 * `GET /api/admin/audit`: a page of the trail, newest first (`sort=at` for oldest first), filtered
 * by who (`actor`, an admin id), what (`entity`), shop days `from`–`to` (inclusive) and `q` (text
 * in the record's id or its changes).
 */
export const auditQuery = z
  .extend(pageQuery(['-at', 'at']), {
    actor: blankless(z.string().check(z.regex(idPattern, 'must be an admin id'))),
    entity: blankless(z.string().check(z.regex(/^[a-z_-]{1,40}$/, 'must be a kind of record'))),
    from: blankless(day),
    to: blankless(day),
  })
  .check(
    z.refine((f) => !f.from || !f.to || f.from <= f.to, {
      path: ['to'],
      message: 'must not be before the start date',
    }),
  );

export type AuditQuery = z.output<typeof auditQuery>;
