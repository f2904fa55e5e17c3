import { Hono } from 'hono';
import * as z from '../../lib/zod';
import type { AppDeps } from '../../deps';
import { idPattern } from '../../lib/ids';
import { valid } from '../../lib/validator';
import { requireAdmin, requireOwner } from '../../middleware/require-admin';
import { customerDetail, deleteCustomer } from './customer-admin.service';

const customerIdParam = z.object({
  id: z.string().check(z.regex(idPattern, 'must be a customer id')),
});

/** `/api/admin/customers`: one customer's account, inquiries and cart; the owner deletes accounts. */
export const customerAdminRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  const idOf = valid('param', customerIdParam, 'customer id');
  return new Hono()
    .get('/:id', requireAdmin(deps), idOf, async (c) => {
      c.header('Cache-Control', 'no-store');
      const detail = await customerDetail(deps.db, c.req.valid('param').id);
      return c.json({ status: 1, msg: 'Customer found', ...detail });
    })
    .delete('/:id', requireAdmin(deps), requireOwner, idOf, async (c) => {
      const { id, name } = c.var.admin;
      await deleteCustomer(deps.db, { id, name }, c.req.valid('param').id, now());
      return c.json({
        status: 1,
        msg: 'Customer account deleted. Their inquiries are kept, no longer linked to an account.',
      });
    });
};
