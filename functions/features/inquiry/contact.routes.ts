import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { valid } from '../../lib/validator';
import { sessionSubject } from '../../middleware/session';
import { shopDetailsForMail } from '../mail/compose';
import { trackingPath } from '../mail/inquiry-mail';
import { mailSettings } from '../mail/mail-settings';
import { contactInput } from './contact.schemas';
import { findUser } from '../user/user.service';
import { sendContactMessage } from './contact.service';

/** `/api/inquiry/contact`: the contact form's messages go into the inquiry desk. */
export const contactRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  return new Hono().post('/contact', valid('json', contactInput, 'message'), async (c) => {
    const input = c.req.valid('json');
    // The same limit as inquiries: both land on the owner's desk and send two e-mails.
    await hitRateLimit(deps.db, rules.inquiry, deps.clientAddress?.(c) ?? 'unknown', now());
    const userId = await sessionSubject(c, deps, 'customer');
    const account = userId ? await findUser(deps.db, userId) : null;
    const sender = account ? { userId: account.id, copyTo: account.email } : null;
    const settings = mailSettings(deps);
    const { reference, trackToken } = await sendContactMessage(deps.db, input, sender, now(), {
      shop: await shopDetailsForMail(deps.db),
      settings,
    });
    settings.kick();
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: 1,
        msg: `Thank you! Your message ${reference} has reached us.`,
        reference,
        trackingLink: trackingPath(reference, trackToken),
        // A copy goes only to a signed-in customer's own address, and only from a shop with a mail
        // transport; the page says so only then.
        copySentTo: deps.mail?.transport && sender ? sender.copyTo : null,
      },
      201,
    );
  });
};
