import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { valid } from '../../lib/validator';
import { requireAdmin, requireOwner } from '../../middleware/require-admin';
import { auditQuery } from './audit.schemas';
import { auditFacets, listAuditPage } from './audit.service';

/** `/api/admin/audit`: the owner reads who changed what (DESIGN §10 "Staff and audit"). */
export const auditRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/', requireAdmin(deps), requireOwner, valid('query', auditQuery, 'query'), async (c) => {
      c.header('Cache-Control', 'no-store');
      const page = await listAuditPage(deps.db, c.req.valid('query'));
      return c.json({ status: 1, msg: `${page.total} entries`, ...page });
    })
    .get('/facets', requireAdmin(deps), requireOwner, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 1, msg: 'Audit filters', ...(await auditFacets(deps.db)) });
    });
