import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { requireCustomer } from '../../middleware/require-customer';
import { listCustomerInquiries } from '../inquiry/customer-view';

/** `/api/user/inquiries`: the signed-in customer's own inquiries, newest first. */
export const myInquiriesRoutes = (deps: AppDeps) =>
  new Hono().get('/inquiries', requireCustomer(deps), async (c) => {
    c.header('Cache-Control', 'no-store');
    const inquiries = await listCustomerInquiries(deps.db, c.var.customer.id);
    return c.json({ status: 1, msg: `${inquiries.length} inquiries`, inquiries });
  });
