import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { valid } from '../../lib/validator';
import { mailSettings } from '../mail/mail-settings';
import { acceptQuote, askForChanges } from './quote.customer';
import { acceptInput, changesInput, quoteNumberParam } from './quote.schemas';

/** Quotes change as they are answered: neither side's answers are kept by a cache. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
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
