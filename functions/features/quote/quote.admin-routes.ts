import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { valid } from '../../lib/validator';
import { requireAdmin, type AdminVariables } from '../../middleware/require-admin';
import { gstStateByName } from '../../../src/contract/gst-states';
import { findInquiryRow } from '../inquiry/desk.detail';
import { readShopSettings } from '../settings/settings.service';
import { mailSettings } from '../mail/mail-settings';
import { inquiryQuotes } from './quote.records';
import { newQuoteInput, quoteListQuery } from './quote.schemas';
import { noStore } from './quote.routes';
import { createQuote } from './quote.service';

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
