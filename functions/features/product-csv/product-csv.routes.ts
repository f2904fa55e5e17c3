import { Hono, type Context } from 'hono';
import * as z from '../../lib/zod';
import { categories } from '../../../db/schema';
import type { ImportPreview } from '../../../src/contract/product-csv';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../lib/errors';
import { valid } from '../../lib/validator';
import { requireAdmin } from '../../middleware/require-admin';
import { backupBeforeChange } from '../backup/backup-first';
import { formatCount } from '../../../src/contract/money';
import { shopDay } from '../../../src/contract/shop-day';
import type { ImportPlan } from './product-csv.plan';

// The CSV code (csv-parse, csv-stringify and the import's rules) is loaded by the first request
// that needs it, so a cold Worker does not parse it for every other request (decision 047).
const apply = () => import('./product-csv.apply');

// A preview lists this many rows of each kind, and this many problems (the first by row); the
// counts are always whole.
const shownRows = 200;
const shownProblems = 100;

const applyQuery = z.object({
  fingerprint: z
    .string({ error: 'is required' })
    .check(z.regex(/^[0-9a-f]{24}$/, 'must be the preview’s')),
});

/** The uploaded file's bytes, from a `text/csv` body (the request guard limits its size). */
async function fileOf(c: Context): Promise<Uint8Array> {
  if (c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() !== 'text/csv') {
    throw new HttpError(415, 'Send the CSV file itself as the body (text/csv)');
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength === 0) throw badRequest('The file is empty');
  return bytes;
}

const summary = (plan: ImportPlan) =>
  `${formatCount(plan.updates.length)} to update, ${formatCount(plan.creates.length)} to create, ${formatCount(plan.unchanged)} unchanged` +
  (plan.problems.length ? `, ${formatCount(plan.problems.length)} problems` : '');

/** `/api/admin/products` CSV: export every product, preview an import, apply it all or nothing. */
export const productCsvRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  async function plan(c: Context) {
    const [{ readProductCsv }, { planImport }] = await Promise.all([
      import('./product-csv.read'),
      import('./product-csv.plan'),
    ]);
    const { rows, problems } = await readProductCsv(await fileOf(c));
    return planImport(deps.db, rows, problems);
  }
  return new Hono()
    .get('/export', requireAdmin(deps), async (c) => {
      const { exportProductsCsv } = await import('./product-csv.export');
      const csv = await exportProductsCsv(deps.db, new URL(c.req.url).origin);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="chandi-products-${shopDay(now())}.csv"`,
        'Cache-Control': 'no-store',
      });
    })
    .post('/import/preview', requireAdmin(deps), async (c) => {
      const planned = await plan(c);
      const preview: ImportPreview = {
        fingerprint: await (await apply()).planFingerprint(planned),
        counts: {
          create: planned.creates.length,
          update: planned.updates.length,
          unchanged: planned.unchanged,
          problems: planned.problems.length,
        },
        creates: planned.creates
          .slice(0, shownRows)
          .map(({ row, columns }) => ({ row, code: columns.code, name: columns.name })),
        updates: planned.updates.slice(0, shownRows).map(({ row, columns, changes }) => ({
          row,
          code: columns.code,
          name: columns.name,
          changes,
        })),
        problems: planned.problems.slice(0, shownProblems),
      };
      return c.json({ status: 1, msg: summary(planned), ...preview });
    })
    .post('/import/apply', requireAdmin(deps), valid('query', applyQuery, 'query'), async (c) => {
      const planned = await plan(c);
      const { applyImport, planFingerprint, stalePlan } = await apply();
      if (planned.problems.length) {
        throw new HttpError(
          400,
          `The file has ${formatCount(planned.problems.length)} ${planned.problems.length === 1 ? 'problem' : 'problems'}; nothing was changed. Fix ${planned.problems.length === 1 ? 'it' : 'them'} and preview again.`,
        );
      }
      if ((await planFingerprint(planned)) !== c.req.valid('query').fingerprint) throw stalePlan();
      if (planned.creates.length + planned.updates.length === 0) {
        return c.json({ status: 1, msg: 'Nothing to change: 0 changes', created: 0, updated: 0 });
      }
      const names = new Map(
        (await deps.db.select({ id: categories.id, name: categories.name }).from(categories)).map(
          (row) => [row.id, row.name],
        ),
      );
      await backupBeforeChange(deps, 'before CSV import');
      await applyImport(deps.db, planned, c.var.admin, now(), (id) => names.get(id));
      deps.publisher?.schedule();
      return c.json({
        status: 1,
        msg: `Imported: ${planned.updates.length} updated, ${planned.creates.length} created. Publishing the shop…`,
        created: planned.creates.length,
        updated: planned.updates.length,
      });
    });
};
