import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/errors';
import { valid } from '../../lib/validator';
import { requireCustomer } from '../../middleware/require-customer';
import { shopDetailsForMail } from '../mail/compose';
import { mailSettings } from '../mail/mail-settings';
import { currentSilverRate } from '../pricing/silver-rate.service';
import { listProductsByIds } from '../product/product.service';
import { applyForTrade, findTradeAccount, isTradeBuyer } from './trade-account.service';
import { tradeApplicationMail } from './trade-mail';
import { tradePricesFor } from './trade-prices';
import { lineSheetPictures } from './line-sheet-pictures';
import { readTradeSettings } from './trade-settings';
import { tradeApplicationInput, tradePricesQuery } from './trade.schemas';

/** How long a line sheet's prices hold: a week, as trade prices follow the silver rate. */
const lineSheetDays = 7;

// The shop's calendar is Jaipur's (UTC+05:30).
const shopDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

// Trade answers depend on who asks: never kept by a browser or a shared cache.
const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/**
 * `/api/trade`: a signed-in customer applies for a trade account and follows it; an approved
 * trade buyer's browser fetches the trade prices and minimums of the pieces on its page. Nobody
 * else ever receives a trade price (DESIGN §11).
 */
export const tradeRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  return new Hono()
    .use(noStore, requireCustomer(deps))
    .get('/account', async (c) => {
      const account = await findTradeAccount(deps.db, c.var.customer.id);
      return c.json({
        status: 1,
        msg: account ? `Trade account ${account.state}` : 'No trade account',
        account,
      });
    })
    .post('/account', valid('json', tradeApplicationInput, 'trade application'), async (c) => {
      const customer = c.var.customer;
      const input = c.req.valid('json');
      const mail = mailSettings(deps);
      const ownerMail = await tradeApplicationMail(deps.db, mail, {
        userId: customer.id,
        name: customer.name,
        email: customer.email,
        businessName: input.businessName,
        sells: input.sells,
      });
      const account = await applyForTrade(deps.db, customer.id, input, now(), ownerMail);
      mail.kick();
      return c.json(
        { status: 1, msg: 'Thank you: the shop will answer your application by e-mail', account },
        201,
      );
    })
    .get('/line-sheet', valid('query', tradePricesQuery, 'line sheet'), async (c) => {
      const account = await findTradeAccount(deps.db, c.var.customer.id);
      if (account?.state !== 'approved')
        throw new HttpError(403, 'Line sheets are for approved trade buyers');
      const ids = c.req.valid('query').ids;
      const [pieces, prices, rate, shop, pictures] = await Promise.all([
        listProductsByIds(deps.db, ids),
        tradePricesFor(deps.db, ids),
        currentSilverRate(deps.db),
        shopDetailsForMail(deps.db),
        lineSheetPictures(deps, ids),
      ]);
      const byId = new Map(pieces.map((piece) => [piece._id, piece]));
      const rows = prices.flatMap((price) => {
        const piece = byId.get(price._id);
        if (!piece) return [];
        const { code, name, weight, purity, total_price } = piece;
        const picture = pictures.get(price._id);
        return [{ ...price, code, name, weight, purity, retail: total_price, picture }];
      });
      // In the order of the buyer's listing, which sent the ids.
      rows.sort((a, b) => ids.indexOf(a._id) - ids.indexOf(b._id));
      const madeOn = shopDay(now());
      const { lineSheetPdf } = await import('./line-sheet-pdf');
      const pdf = await lineSheetPdf(
        {
          shopName: shop.name,
          buyer: account.businessName,
          rate: rate ? { rate: rate.ratePaise / 100, date: rate.rateDate } : null,
          madeOn,
          validUntil: shopDay(now() + lineSheetDays * 86_400_000),
        },
        rows,
      );
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="line-sheet-${madeOn}.pdf"`,
      });
    })
    .get('/prices', valid('query', tradePricesQuery, 'trade prices'), async (c) => {
      if (!(await isTradeBuyer(deps.db, c.var.customer.id)))
        throw new HttpError(403, 'Trade prices are for approved trade buyers');
      const [prices, settings] = await Promise.all([
        tradePricesFor(deps.db, c.req.valid('query').ids),
        readTradeSettings(deps.db),
      ]);
      return c.json({
        status: 1,
        msg: `${prices.length} trade prices`,
        prices,
        // The owner's rates with their date, for a total's indicative amounts.
        exchange: settings.fx,
      });
    });
};
