import { Hono, type Context } from 'hono';
import { alertRequestedMessage } from '../../../src/contract/alerts';
import type { AppDeps } from '../../deps';
import { afterResponse } from '../../lib/after-response';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { valid } from '../../lib/validator';
import { shopDetailsForMail } from '../mail/compose';
import { mailSettings } from '../mail/mail-settings';
import { readShopSettings } from '../settings/settings.service';
import { confirmationMail } from './alert-mail';
import { alertPage, alertPageHeaders, alertWords } from './alert-pages';
import { alertTokenInput, subscribeInput } from './alerts.schemas';
import {
  alertablePiece,
  confirmAlert,
  requestAlert,
  unsubscribeAlert,
  type LinkOutcome,
} from './alerts.service';

const deadLink = {
  unknown:
    'This link is not one of ours, or it was copied incompletely. Open it again from the e-mail.',
  expired:
    'This confirmation link has expired or was replaced by a newer one. Ask for the alert again on the piece’s page.',
};

/**
 * The token of a confirm or unsubscribe call: from the address (`?token=`, how the e-mail's links
 * and the List-Unsubscribe header carry it), else from the form or JSON body.
 */
async function tokenOf(c: Context): Promise<string> {
  const fromQuery = c.req.query('token');
  if (fromQuery) return fromQuery;
  const type = c.req.header('content-type') ?? '';
  const body: Record<string, unknown> = type.startsWith('application/json')
    ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)
    : type
      ? await c.req.parseBody().catch(() => ({}))
      : {};
  return typeof body.token === 'string' ? body.token : '';
}

/** A browser (our page's form) wants a page back; a mail client's one-click POST takes JSON. */
const wantsPage = (c: Context) => (c.req.header('accept') ?? '').includes('text/html');

/** `/api/alerts`: subscribe (public, no sign-in), confirm by link, leave in one click. */
export const alertRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  const caller = (c: Context) => deps.clientAddress?.(c) ?? 'unknown';
  const shopName = async () => (await readShopSettings(deps.db)).name;

  /** The answer to a confirm or unsubscribe POST: a page for a browser, JSON otherwise. */
  const answer = async (c: Context, outcome: LinkOutcome, doneTitle: string, doneText: string) => {
    if (!wantsPage(c)) {
      return outcome.done
        ? c.json({ status: 1, msg: doneText })
        : c.json(
            { status: 0, msg: deadLink[outcome.reason] },
            outcome.reason === 'unknown' ? 404 : 410,
          );
    }
    const page = outcome.done
      ? { title: doneTitle, text: doneText }
      : { title: 'This link does not work', text: deadLink[outcome.reason] };
    return c.body(alertPage(await shopName(), page), outcome.done ? 200 : 404, alertPageHeaders);
  };

  return (
    new Hono()
      .post('/subscribe', valid('json', subscribeInput, 'alert'), async (c) => {
        const { email, productId, kind } = c.req.valid('json');
        await hitRateLimit(deps.db, rules.alertSubscribe, caller(c), now());
        await hitRateLimit(deps.db, rules.alertSubscribe, `email:${email}`, now());
        // About the piece only (404, 409): answered before, as it reveals nothing about the address.
        const piece = await alertablePiece(deps.db, productId, kind);
        const asked = now();
        // Whether the address is new, waiting or already confirmed must not show in the timing either.
        afterResponse(c, 'An alert subscription', async () => {
          const shop = await shopDetailsForMail(deps.db);
          const { siteUrl } = mailSettings(deps);
          await requestAlert(deps.db, { email, kind, piece }, asked, (token) =>
            confirmationMail(shop, siteUrl, email, kind, piece, token),
          );
          mailSettings(deps).kick();
        });
        c.header('Cache-Control', 'no-store');
        return c.json({ status: 1, msg: alertRequestedMessage }, 202);
      })
      .get('/confirm', valid('query', alertTokenInput, 'alert link'), async (c) => {
        const { token } = c.req.valid('query');
        const page = {
          title: 'Confirm your alert',
          text: 'Press the button to confirm that you want this alert. Nothing is sent until you do.',
          button: {
            label: 'Confirm',
            action: `/api/alerts/confirm?token=${encodeURIComponent(token)}`,
            token,
          },
        };
        return c.body(alertPage(await shopName(), page), 200, alertPageHeaders);
      })
      .post('/confirm', async (c) => {
        const token = await tokenOf(c);
        const outcome = token
          ? await confirmAlert(deps.db, token, now())
          : { done: false as const, reason: 'unknown' as const };
        const text = outcome.done
          ? `You will get ${alertWords[outcome.kind]}: ${outcome.piece}. Every alert has a link to stop it.`
          : '';
        return answer(c, outcome, 'Your alert is on', text);
      })
      .get('/unsubscribe', valid('query', alertTokenInput, 'alert link'), async (c) => {
        const { token } = c.req.valid('query');
        const page = {
          title: 'Stop this alert?',
          text: 'Press the button and we will not e-mail you about this piece again. No sign-in needed.',
          button: {
            label: 'Unsubscribe',
            action: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
            token,
          },
        };
        return c.body(alertPage(await shopName(), page), 200, alertPageHeaders);
      })
      // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` here with no cookie; the token in the
      // address is the only authority, and a redirect is not allowed.
      .post('/unsubscribe', async (c) => {
        const token = await tokenOf(c);
        const outcome = token
          ? await unsubscribeAlert(deps.db, token, now())
          : { done: false as const, reason: 'unknown' as const };
        const text = outcome.done
          ? `You will not get any more e-mails about ${outcome.piece}.`
          : '';
        return answer(c, outcome, 'You are unsubscribed', text);
      })
  );
};
