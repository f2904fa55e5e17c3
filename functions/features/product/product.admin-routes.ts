import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { valid } from '../../lib/validator';
import { backupBeforeChange } from '../backup/backup-first';
import { requireAdmin } from '../../middleware/require-admin';
import { listProductPage, productCounts, productPageQuery } from './product.admin-list';
import { bulkInput, bulkMessage, bulkProducts } from './product.bulk';
import { bulkUndoInput, bulkUndoMessage, undoBulkProducts } from './product.bulk-undo';

/**
 * `/api/admin/products`: the admin's catalogue at scale — one page of the list at a time, bulk
 * actions on selected products and their Undo. The CSV export and import beside them are mounted
 * by the admin routes (CSV depends on product, never the reverse).
 */
export const adminProductRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  return (
    new Hono()
      .get('/', requireAdmin(deps), valid('query', productPageQuery, 'query'), async (c) => {
        c.header('Cache-Control', 'no-store');
        const [page, counts] = await Promise.all([
          listProductPage(deps.db, c.req.valid('query')),
          productCounts(deps.db),
        ]);
        return c.json({ status: 1, msg: `${page.total} products`, ...page, counts });
      })
      .post('/bulk', requireAdmin(deps), valid('json', bulkInput, 'bulk action'), async (c) => {
        const input = c.req.valid('json');
        if (input.action === 'delete') await backupBeforeChange(deps, 'before bulk delete');
        const result = await bulkProducts(deps.db, deps.blobs, input, now(), c.var.admin);
        if (result.changed > 0) deps.publisher?.schedule();
        return c.json({ status: 1, msg: bulkMessage(input.action, result), ...result });
      })
      // Undo of a bulk action: the states its answer listed as `previous`, sent back.
      .post('/bulk/undo', requireAdmin(deps), valid('json', bulkUndoInput, 'undo'), async (c) => {
        const { restore } = c.req.valid('json');
        const result = await undoBulkProducts(deps.db, restore, now(), c.var.admin);
        if (result.changed > 0) deps.publisher?.schedule();
        return c.json({ status: 1, msg: bulkUndoMessage(result), ...result });
      })
  );
};
