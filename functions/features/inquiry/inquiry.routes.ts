import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { jsonBody, parseWith } from '../../lib/validate';
import { requireAdmin } from '../../middleware/require-admin';
import { sessionSubject } from '../../middleware/session';
import { inquiryInput, inquiryReference, inquiryStatusParams } from './inquiry.schemas';
import { listInquiries, sendInquiry, setInquiryStatus, trackInquiry } from './inquiry.service';

/** `/api/inquiry`: shoppers send inquiries and follow them by reference. */
export const inquiryRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  return new Hono()
    .post('/send-inquiry', async (c) => {
      const input = parseWith(inquiryInput, await jsonBody(c.req), 'inquiry');
      await hitRateLimit(deps.db, rules.inquiry, deps.clientAddress?.(c) ?? 'unknown', now());
      // The body's user_id is never trusted: the session says who is signed in.
      const userId = await sessionSubject(c, deps, 'customer');
      const reference = await sendInquiry(deps.db, input, userId, now());
      return c.json({ status: 1, msg: 'Thank you! Your inquiry has been sent.', reference }, 201);
    })
    .get('/get-inquiry', requireAdmin(deps), async (c) => {
      c.header('Cache-Control', 'no-store');
      const inquiry = await listInquiries(deps.db);
      return c.json({ status: 1, msg: `${inquiry.length} inquiries`, inquiry });
    })
    .patch('/change-status/:inquiryId/:newStatus', requireAdmin(deps), async (c) => {
      const { inquiryId, newStatus } = parseWith(
        inquiryStatusParams,
        c.req.param(),
        'inquiry status',
      );
      if (!(await setInquiryStatus(deps.db, inquiryId, newStatus, now())))
        throw notFound('Inquiry not found');
      return c.json({
        status: 1,
        msg: newStatus ? 'Inquiry acknowledged' : 'Inquiry marked unread',
      });
    })
    .get('/track/:reference', async (c) => {
      const { reference } = parseWith(inquiryReference, c.req.param(), 'reference');
      const result = await trackInquiry(deps.db, reference);
      if (!result) throw notFound(`No inquiry with the reference ${reference}`);
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 1, msg: `Inquiry ${result.status}`, result });
    });
};
