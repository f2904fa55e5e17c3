import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { valid } from '../../lib/validator';
import { requireAdmin, type AdminVariables } from '../../middleware/require-admin';
import { gstStateByName } from '../../../src/contract/gst-states';
import { findInquiryRow } from '../inquiry/desk.detail';
import { readShopSettings } from '../settings/settings.service';
import { mailSettings } from '../mail/mail-settings';
import { acceptQuote, askForChanges } from './quote.customer';
import { inquiryQuotes } from './quote.records';
import {
  acceptInput,
  changesInput,
  newQuoteInput,
  quoteListQuery,
  quoteNumberParam,
} from './quote.schemas';
import { createQuote } from './quote.service';

const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/**
 * `/api/admin/quotes`: the desk's quotes — an inquiry's quotes with their states, and a new quote
 * (priced at today's rate, replacing the inquiry's live one, e-mailed with its PDF).
 */
export const adminQuoteRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  return new Hono<{ Variables: AdminVariables }>()
    .use(requireAdmin(deps), noStore)
    .get('/', valid('query', quoteListQuery, 'quote list'), async (c) => {
      const { inquiry } = c.req.valid('query');
      const [quotes, shop] = await Promise.all([
        inquiryQuotes(deps.db, inquiry, now()),
        readShopSettings(deps.db),
      ]);
      // The state a new quote's customer is most likely in: the shop's own, when it is known.
      const shopState = shop.gstin.slice(0, 2) || gstStateByName(shop.address.region);
      return c.json({ status: 1 as const, msg: `${quotes.length} quotes`, quotes, shopState });
    })
    .post('/', valid('json', newQuoteInput, 'quote'), async (c) => {
      const input = c.req.valid('json');
      const row = await findInquiryRow(deps.db, input.inquiryId);
      if (!row) throw notFound('Inquiry not found');
      const mail = mailSettings(deps);
      const at = now();
      const number = await createQuote(deps.db, row, input, {
        actor: { id: c.var.admin.id, name: c.var.admin.name },
        now: at,
        siteUrl: mail.siteUrl,
      });
      mail.kick();
      const quotes = await inquiryQuotes(deps.db, row.id, at);
      return c.json(
        {
          status: 1 as const,
          msg: `Quote ${number} saved; it is queued to be e-mailed to ${row.email} with its PDF`,
          number,
          quotes,
        },
        201,
      );
    });
};

/** `/api/quote`: the customer accepts a quote or asks for changes, from its private link. */
export const customerQuoteRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  const context = () => {
    const mail = mailSettings(deps);
    return { now: now(), ownerEmail: mail.ownerEmail, siteUrl: mail.siteUrl };
  };
  return new Hono()
    .use(noStore)
    .post(
      '/:number/accept',
      valid('param', quoteNumberParam, 'quote number'),
      valid('json', acceptInput, 'acceptance'),
      async (c) => {
        await hitRateLimit(deps.db, rules.track, deps.clientAddress?.(c) ?? 'unknown', now());
        const result = await acceptQuote(
          deps.db,
          c.req.valid('param').number,
          c.req.valid('json'),
          context(),
        );
        if (!result.already) mailSettings(deps).kick();
        return c.json({
          status: 1 as const,
          msg: result.already
            ? `You have already accepted quote ${result.quote.number}`
            : `Thank you: quote ${result.quote.number} is accepted. We have e-mailed you a confirmation.`,
          quote: result.quote,
        });
      },
    )
    .post(
      '/:number/changes',
      valid('param', quoteNumberParam, 'quote number'),
      valid('json', changesInput, 'changes'),
      async (c) => {
        await hitRateLimit(deps.db, rules.inquiry, deps.clientAddress?.(c) ?? 'unknown', now());
        await askForChanges(deps.db, c.req.valid('param').number, c.req.valid('json'), context());
        mailSettings(deps).kick();
        return c.json(
          { status: 1 as const, msg: 'Thank you: we have your message and will answer soon.' },
          201,
        );
      },
    );
};
