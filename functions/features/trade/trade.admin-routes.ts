import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { valid } from '../../lib/validator';
import { requireAdmin, requireOwner, type AdminRow } from '../../middleware/require-admin';
import { mailSettings } from '../mail/mail-settings';
import { decideTradeAccount, listTradeAccounts, type DecisionMail } from './trade-account.service';
import { tradeDecisionMail } from './trade-mail';
import { readTradeSettings, saveTradeSettings } from './trade-settings';
import { listTradeTerms, readTradeTerms, saveTradeTerms } from './trade-terms.service';
import {
  tradeAccountParam,
  tradeAccountsQuery,
  tradeDeclineInput,
  tradeProductParam,
  tradeSettingsInput,
  tradeTermsInput,
} from './trade.schemas';

// The shop's calendar is Jaipur's (UTC+05:30), as for the silver rate.
const shopToday = (now: number) => new Date(now + 330 * 60_000).toISOString().slice(0, 10);

/**
 * `/api/admin/trade`: the owner decides trade applications (audit trail, the applicant e-mailed),
 * sets each piece's trade making charge and minimum, and the shop's trade discount and exchange
 * rates. Owner only: trade prices are the shop's pricing, like the silver rate.
 */
export const tradeAdminRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  const actor = (admin: AdminRow) => ({ id: admin.id, name: admin.name });
  const decisionMail: DecisionMail = (decision) =>
    tradeDecisionMail(deps.db, mailSettings(deps), decision);
  const account = valid('param', tradeAccountParam, 'trade account');
  const product = valid('param', tradeProductParam, 'product');

  return new Hono()
    .use(requireAdmin(deps), requireOwner, async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/accounts', valid('query', tradeAccountsQuery, 'trade accounts'), async (c) => {
      const accounts = await listTradeAccounts(deps.db, c.req.valid('query').state);
      return c.json({ status: 1, msg: `${accounts.length} trade accounts`, accounts });
    })
    .patch('/accounts/:id/approve', account, async (c) => {
      const decided = await decideTradeAccount(
        deps.db,
        actor(c.var.admin),
        c.req.valid('param').id,
        { approved: true, note: null },
        now(),
        decisionMail,
      );
      mailSettings(deps).kick();
      return c.json({
        status: 1,
        msg: `${decided.businessName} is approved and told so by e-mail`,
        account: decided,
      });
    })
    .patch(
      '/accounts/:id/decline',
      account,
      valid('json', tradeDeclineInput, 'decline'),
      async (c) => {
        const decided = await decideTradeAccount(
          deps.db,
          actor(c.var.admin),
          c.req.valid('param').id,
          { approved: false, note: c.req.valid('json').note },
          now(),
          decisionMail,
        );
        mailSettings(deps).kick();
        return c.json({
          status: 1,
          msg: `${decided.businessName} is declined and told so by e-mail`,
          account: decided,
        });
      },
    )
    .get('/settings', async (c) => {
      const settings = await readTradeSettings(deps.db);
      return c.json({ status: 1, msg: 'Trade settings', settings });
    })
    .put('/settings', valid('json', tradeSettingsInput, 'trade settings'), async (c) => {
      const input = c.req.valid('json');
      const at = now();
      if (input.fx && input.fx.date > shopToday(at))
        throw badRequest('Invalid trade settings: fx.date: must not be after today', {
          'fx.date': 'must not be after today',
        });
      const settings = await saveTradeSettings(deps.db, input, actor(c.var.admin), at);
      return c.json({ status: 1, msg: 'Trade settings saved', settings });
    })
    .get('/products', async (c) => {
      const terms = await listTradeTerms(deps.db);
      return c.json({ status: 1, msg: `${terms.length} pieces with trade terms`, terms });
    })
    .get('/products/:productId', product, async (c) => {
      const terms = await readTradeTerms(deps.db, c.req.valid('param').productId);
      return c.json({ status: 1, msg: 'Trade terms', terms });
    })
    .put(
      '/products/:productId',
      product,
      valid('json', tradeTermsInput, 'trade terms'),
      async (c) => {
        const terms = await saveTradeTerms(
          deps.db,
          actor(c.var.admin),
          c.req.valid('param').productId,
          c.req.valid('json'),
          now(),
        );
        return c.json({ status: 1, msg: `Trade terms of ${terms.code} saved`, terms });
      },
    );
};
