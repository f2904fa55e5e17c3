// A quote written in a foreign currency on Node (issue 31): it holds the owner's exchange rate of
// the day it is priced, and the PDF, the e-mail and the customer's view show the converted amounts
// labelled with that rate and date, beside the rupees and GST that stay the invoice's basis.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quotes } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { createSmtpTransport } from '../../node/smtp-transport';
import { jsonRequest, signInAdmin } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test/smtp-catcher';
import { formatReference } from '../inquiry/inquiry-reference';
import { drainOutbox } from '../mail/sender';
import { postQuote, quotingShop } from './quote.test-shop';

const at = Date.UTC(2026, 10, 24, 6);
let catcher: SmtpCatcher;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let cookie: string;
let inquiry: Awaited<ReturnType<typeof quotingShop>>;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher.close());

beforeEach(async () => {
  await catcher.settled();
  catcher.messages.length = 0;
  deps = await createTestDeps({ now: () => at });
  deps.mail = {
    transport: createSmtpTransport(catcher.url),
    from: 'Chandi <shop@shop.example>',
    ownerEmail: 'owner@shop.example',
    siteUrl: 'https://shop.example',
    kick: () => {},
  };
  app = createApp(deps);
  cookie = await signInAdmin(app, deps.db);
  inquiry = await quotingShop(deps.db, at);
});

const quoteBody = (extra: object = {}) => ({
  inquiryId: inquiry.id,
  lines: [
    { code: 'RNG-101', size: '12', qty: 2 },
    { code: 'PND-7', qty: 1 },
  ],
  validUntil: '2026-11-30',
  customerState: '08',
  ...extra,
});

const setRates = (usd: number) =>
  app.request(
    '/api/admin/trade/settings',
    jsonRequest(
      'PUT',
      { fx: { date: '2026-11-23', rates: { USD: usd, EUR: 91.5, GBP: 106.25, AED: 22.9 } } },
      cookie,
    ),
  );

async function pdfText(mail: CaughtMail) {
  const pdf = await getDocumentProxy(
    new Uint8Array(Buffer.from(mail.attachments[0]!.content, 'base64')),
  );
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('a quote in a foreign currency', () => {
  it('is refused without exchange rates, or in a currency the shop does not quote in', async () => {
    const noRates = await postQuote(app, cookie, quoteBody({ currency: 'USD' }));
    expect(noRates.status).toBe(400);
    expect(await noRates.json()).toMatchObject({
      errors: { currency: expect.stringMatching(/needs an exchange rate/) },
    });
    expect(await setRates(84.2)).toHaveProperty('status', 200);
    const yen = await postQuote(app, cookie, quoteBody({ currency: 'JPY' }));
    expect(yen.status).toBe(400);
    expect(await yen.json()).toMatchObject({
      errors: { currency: 'must be one of INR, USD, EUR, GBP, AED' },
    });
    expect(await deps.db.select().from(quotes)).toEqual([]);
  });

  it('holds the rate it was priced at, and shows USD beside rupees and GST everywhere', async () => {
    expect((await setRates(84.2)).status).toBe(200);
    const made = await postQuote(app, cookie, quoteBody({ currency: 'USD' }));
    expect(made.status, await made.clone().text()).toBe(201);
    const [row] = await deps.db.select().from(quotes);
    expect(row).toMatchObject({ currency: 'USD', fxRupees: 84.2, fxDate: '2026-11-23' });
    expect(row!.totalPaise).toBe(455_800); // rupees stay the basis: the same as a rupee quote
    // The owner's rate moves on; the quote keeps the one it was priced at.
    expect((await setRates(90)).status).toBe(200);

    await drainOutbox(deps.db, { transport: deps.mail!.transport, from: deps.mail!.from });
    await catcher.settled();
    const mail = await catcher.waitFor((m) => m.subject.includes('QT-2026-000001'));
    // ₹4,558 / 84.2 = 54.13; taxable ₹4,426 → 52.57; GST the difference, 1.56; the ring's ₹2,426 → 28.81.
    const text = await pdfText(mail);
    for (const words of [
      '₹4,558',
      'CGST @ 1.5 %',
      'USD 28.81 before GST',
      'taxable value USD 52.57, GST USD 1.56, total USD 54.13',
      'converted at ₹84.2 per 1 USD, the rate of 23 Nov 2026',
      'held with this quote; the rupee amounts and',
    ]) {
      expect(text).toContain(words);
    }
    expect(mail.text).toContain('Total in USD: USD 54.13');
    expect(mail.text).toContain('(USD 28.81) + GST');
    expect(mail.text).toMatch(/converted at ₹84\.2 per 1 USD, the rate of 23 Nov 2026/);

    const link = mail.links.find((href) => href.includes('/track-order#'))!;
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    const reference = formatReference(inquiry.seq, inquiry.createdAt);
    const tracked = await app.request(`/api/inquiry/track/${reference}?token=${token}`);
    const { result } = (await tracked.json()) as { result: { offer: object } };
    expect(result.offer).toMatchObject({
      total: 4558,
      fx: { currency: 'USD', rupeesPerUnit: 84.2, date: '2026-11-23' },
    });
  });

  it('is in rupees only unless asked', async () => {
    expect((await setRates(84.2)).status).toBe(200);
    expect((await postQuote(app, cookie, quoteBody())).status).toBe(201);
    const [row] = await deps.db.select().from(quotes);
    expect(row).toMatchObject({ currency: 'INR', fxRupees: null, fxDate: null });
  });
});
