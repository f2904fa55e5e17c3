import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { valid } from '../../lib/validator';
import { mailSettings } from '../mail/mail-settings';
import { assertInquiryMinimums } from '../trade/trade-minimums';
import { requireAdmin } from '../../middleware/require-admin';
import { sessionSubject } from '../../middleware/session';
import {
  inquiryInput,
  inquiryListQuery,
  inquiryReference,
  inquiryStatusParams,
  trackProof,
} from './inquiry.schemas';
import { findInquiryRow } from './desk.detail';
import { changeStage } from './desk.service';
import { listInquiries, sendInquiry, trackInquiry } from './inquiry.service';

// One answer for an unknown reference, a wrong e-mail address and a wrong token alike, so that a
// lookup tells a guesser nothing (issue 11, DESIGN §10 "Inquiry workflow").
const noSuchInquiry = 'We could not find an inquiry with these details';

/**
 * The page that shows an inquiry's status. Reference and token travel in the fragment, which the
 * browser never sends to a server (no access log, no Referer); the page clears it once read.
 */
const trackingLink = (reference: string, token: string) =>
  `/track-order#ref=${reference}&token=${token}`;

// Set before the checks, so that a refusal about somebody's inquiry is not cached either.
const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/** `/api/inquiry`: shoppers send inquiries and follow them by reference plus e-mail or link. */
export const inquiryRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  return new Hono()
    .post('/send-inquiry', valid('json', inquiryInput, 'inquiry'), async (c) => {
      const input = c.req.valid('json');
      await hitRateLimit(deps.db, rules.inquiry, deps.clientAddress?.(c) ?? 'unknown', now());
      // The body's user_id is never trusted: the session says who is signed in.
      const userId = await sessionSubject(c, deps, 'customer');
      await assertInquiryMinimums(deps.db, userId, input);
      const mail = mailSettings(deps);
      const { reference, trackToken } = await sendInquiry(deps.db, input, userId, now(), mail);
      mail.kick();
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          status: 1,
          msg: 'Thank you! Your inquiry has been sent.',
          reference,
          trackingLink: trackingLink(reference, trackToken),
        },
        201,
      );
    })
    .get(
      '/get-inquiry',
      noStore,
      requireAdmin(deps),
      valid('query', inquiryListQuery, 'inquiry list'),
      async (c) => {
        const window = c.req.valid('query');
        const { inquiry, total } = await listInquiries(deps.db, window);
        return c.json({ status: 1, msg: `${total} inquiries`, inquiry, total, ...window });
      },
    )
    .patch(
      '/change-status/:inquiryId/:newStatus',
      requireAdmin(deps),
      valid('param', inquiryStatusParams, 'inquiry status'),
      async (c) => {
        const { inquiryId, newStatus } = c.req.valid('param');
        const row = await findInquiryRow(deps.db, inquiryId);
        if (!row) throw notFound('Inquiry not found');
        // The reference's Unread/Acknowledged are the workflow's new/in_progress (DESIGN §10); the
        // change joins the inquiry's thread and the audit trail like any other.
        const actor = { id: c.var.admin.id, name: c.var.admin.name };
        await changeStage(deps.db, row, newStatus ? 'in_progress' : 'new', { actor, now: now() });
        return c.json({
          status: 1,
          msg: newStatus ? 'Inquiry acknowledged' : 'Inquiry marked unread',
        });
      },
    )
    .get(
      '/track/:reference',
      noStore,
      valid('param', inquiryReference, 'reference'),
      valid('query', trackProof, 'tracking'),
      async (c) => {
        const { reference } = c.req.valid('param');
        const proof = c.req.valid('query');
        if (proof.email === undefined && proof.token === undefined) {
          throw badRequest(
            'Give the e-mail address used for the inquiry (?email=) or the token of its tracking link (?token=)',
            { email: 'is required' },
          );
        }
        await hitRateLimit(deps.db, rules.track, deps.clientAddress?.(c) ?? 'unknown', now());
        const result = await trackInquiry(deps.db, reference, proof, now());
        if (!result) throw notFound(noSuchInquiry);
        return c.json({ status: 1, msg: `Inquiry ${result.status}`, result });
      },
    );
};
