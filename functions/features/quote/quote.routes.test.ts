// Quotes end to end on Node: made on the desk, e-mailed through a real SMTP server on loopback
// with a PDF whose text a PDF reader extracts, opened from the private link, accepted once.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiries, inquiryEvents, outbox, quotes } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { createSmtpTransport } from '../../node/smtp-transport';
import { jsonRequest, signInAdmin } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test/smtp-catcher';
import { formatReference } from '../inquiry/inquiry-reference';
import { drainOutbox } from '../mail/sender';
import { gstinFor, postQuote, quotingShop, shopGstin } from './quote.test-shop';

const at = Date.UTC(2026, 10, 24, 6); // 24 Nov 2026, 11:30 in Jaipur
let clock = at;
let catcher: SmtpCatcher;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let cookie: string;
let inquiry: Awaited<ReturnType<typeof quotingShop>>;
let reference: string;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher.close());

beforeEach(async () => {
  await catcher.settled();
  catcher.messages.length = 0;
  clock = at;
  deps = await createTestDeps({ now: () => clock });
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
  reference = formatReference(inquiry.seq, inquiry.createdAt);
});

const lines = [
  { code: 'RNG-101', size: '12', qty: 2 },
  { code: 'PND-7', qty: 1 },
];
const quoteBody = (extra: object = {}) => ({
  inquiryId: inquiry.id,
  lines,
  validUntil: '2026-11-30',
  message: 'Made to order in ten days.',
  customerState: '08',
  ...extra,
});

const drain = async () => {
  await drainOutbox(deps.db, { transport: deps.mail!.transport, from: deps.mail!.from });
  await catcher.settled();
};

async function pdfText(mail: CaughtMail) {
  const [file] = mail.attachments;
  expect(file).toMatchObject({ filename: expect.stringMatching(/^QT-2026-\d{6}\.pdf$/) });
  expect(file!.contentType).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(file!.content, 'base64')));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** The private link's token from the quote e-mail. */
const tokenIn = (mail: CaughtMail) => {
  const link = mail.links.find((href) => href.includes('/track-order#'))!;
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
};

const accept = (number: string, proof: object) =>
  app.request(`/api/quote/${number}/accept`, jsonRequest('POST', { reference, ...proof }));

describe('a quote made on the desk', () => {
  it('prices the lines at the rate, splits GST within the state and e-mails a PDF', async () => {
    const response = await postQuote(app, cookie, quoteBody());
    expect(response.status).toBe(201);
    const body = (await response.json()) as { number: string; quotes: { state: string }[] };
    expect(body.number).toBe('QT-2026-000001');
    const [quote] = await deps.db.select().from(quotes);
    // Ring: metal ₹433 + making ₹780 = ₹1,213 × 2; pendant ₹2,060 with GST → ₹2,000.
    expect(quote).toMatchObject({
      taxablePaise: 442_600,
      cgstPaise: 6_600,
      sgstPaise: 6_600,
      igstPaise: 0,
      totalPaise: 455_800,
      ratePaise: 9_000,
      rateDate: '2026-11-23',
      state: 'sent',
    });
    const [stage] = await deps.db.select({ stage: inquiries.stage }).from(inquiries);
    expect(stage!.stage).toBe('quoted');

    await drain();
    const mail = await catcher.waitFor((m) => m.subject.includes('QT-2026-000001'));
    expect(mail.to).toEqual(['asha@example.in']);
    const text = await pdfText(mail);
    for (const words of [
      'QT-2026-000001',
      'Lotus Ring (RNG-101), size 12',
      'Moon Pendant (PND-7)',
      `GSTIN: ${shopGstin}`,
      '7113',
      'CGST @ 1.5 %',
      'SGST @ 1.5 %',
      '₹4,558',
      'Rupees Four Thousand Five Hundred Fifty Eight Only',
      '₹90 per gram of fine silver',
      '23 Nov 2026',
      '30 Nov 2026',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('IGST');
  });

  it('charges IGST to a customer in another state, named by their GSTIN', async () => {
    const gstin = gstinFor('27');
    const response = await postQuote(
      app,
      cookie,
      quoteBody({ customerState: undefined, customerGstin: gstin }),
    );
    expect(response.status).toBe(201);
    const [quote] = await deps.db.select().from(quotes);
    expect(quote).toMatchObject({
      customerState: '27',
      igstPaise: 13_300,
      cgstPaise: 0,
      totalPaise: 455_900,
    });
    await drain();
    const text = await pdfText(await catcher.waitFor((m) => m.attachments.length > 0));
    expect(text).toContain('IGST @ 3 %');
    expect(text).toContain(gstin);
    expect(text).not.toContain('CGST');
  });

  it('refuses a customer GSTIN with a wrong check character, and lines that do not exist', async () => {
    const wrong = gstinFor('08').slice(0, 14) + (gstinFor('08').endsWith('A') ? 'B' : 'A');
    const response = await postQuote(
      app,
      cookie,
      quoteBody({ customerGstin: wrong, lines: [{ code: 'NOPE-1', qty: 1 }] }),
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.customerGstin).toMatch(/does not match/);
    const unknown = await postQuote(
      app,
      cookie,
      quoteBody({ lines: [{ code: 'NOPE-1', qty: 1 }] }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: object }).errors).toHaveProperty(['lines.0.code']);
    const sized = await postQuote(app, cookie, quoteBody({ lines: [{ code: 'RNG-101', qty: 1 }] }));
    expect(sized.status).toBe(400);
    expect(await deps.db.select().from(quotes)).toEqual([]);
  });

  it('is for admins only', async () => {
    const response = await app.request('/api/admin/quotes', jsonRequest('POST', quoteBody()));
    expect(response.status).toBe(401);
  });

  it('re-quotes at today’s rate in one action: the old quote is replaced', async () => {
    await postQuote(app, cookie, quoteBody());
    clock = at + 60_000;
    await deps.db.insert((await import('../../../db/schema')).silverRates).values({
      id: 'rate2',
      ratePaise: 10_000,
      rateDate: '2026-11-24',
      setByName: 'Owner',
      createdAt: clock - 1,
    });
    const response = await postQuote(
      app,
      cookie,
      quoteBody({ lines: [{ code: 'RNG-101', size: '14', qty: 1 }] }),
    );
    expect(response.status).toBe(201);
    const list = await app.request(`/api/admin/quotes?inquiry=${inquiry.id}`, {
      headers: { cookie },
    });
    const { quotes: shown } = (await list.json()) as {
      quotes: {
        number: string;
        state: string;
        replacedBy: string | null;
        rate: number;
        lines: unknown[];
      }[];
    };
    expect(shown.map((q) => [q.number, q.state, q.replacedBy, q.rate, q.lines.length])).toEqual([
      ['QT-2026-000002', 'sent', null, 100, 1],
      ['QT-2026-000001', 'replaced', 'QT-2026-000002', 90, 2],
    ]);
  });
});

describe('the customer’s link', () => {
  async function sentQuote() {
    await postQuote(app, cookie, quoteBody());
    await drain();
    return tokenIn(await catcher.waitFor((m) => m.attachments.length > 0));
  }

  it('opens the quote, marks it viewed, and accepts it exactly once', async () => {
    const token = await sentQuote();
    const tracked = await app.request(`/api/inquiry/track/${reference}?token=${token}`);
    expect(tracked.status, await tracked.clone().text()).toBe(200);
    const { result } = (await tracked.json()) as {
      result: { offer: { number: string; state: string; total: number } };
    };
    expect(result.offer).toMatchObject({ number: 'QT-2026-000001', state: 'viewed', total: 4558 });

    const [first, second] = await Promise.all([
      accept('QT-2026-000001', { token }),
      accept('QT-2026-000001', { token }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const again = await accept('QT-2026-000001', { token });
    expect(((await again.json()) as { msg: string }).msg).toMatch(/already accepted/);

    const [row] = await deps.db.select().from(inquiries);
    expect(row!.stage).toBe('won');
    const won = await deps.db.select().from(inquiryEvents).where(eq(inquiryEvents.toStage, 'won'));
    expect(won).toHaveLength(1);
    const mails = await deps.db.select({ kind: outbox.kind }).from(outbox);
    expect(
      mails
        .filter((m) => m.kind.includes('accepted'))
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['customer_quote_accepted', 'owner_quote_accepted']);
    await drain();
    await catcher.waitFor((m) => m.to.includes('owner@shop.example') && /accepted/.test(m.subject));
    await catcher.waitFor(
      (m) => m.to.includes('asha@example.in') && /You accepted/.test(m.subject),
    );
  });

  it('never accepts after the last day, and says why', async () => {
    const token = await sentQuote();
    clock = Date.UTC(2026, 10, 30, 18, 31); // 1 Dec 2026, 00:01 in Jaipur
    const response = await accept('QT-2026-000001', { token });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/expired after 30 Nov 2026/);
    const [row] = await deps.db.select().from(inquiries);
    expect(row!.stage).toBe('quoted');
  });

  it('never accepts a replaced quote, and names the newer one', async () => {
    const token = await sentQuote();
    await postQuote(app, cookie, quoteBody());
    const response = await accept('QT-2026-000001', { token });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/replaced by QT-2026-000002/);
    expect((await deps.db.select().from(inquiries))[0]!.stage).toBe('quoted');
  });

  it('refuses a wrong token or another inquiry’s reference alike (404)', async () => {
    await sentQuote();
    expect((await accept('QT-2026-000001', { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await accept('QT-2026-000009', { email: 'asha@example.in' })).status).toBe(404);
  });

  it('takes a request for changes into the thread and tells the owner', async () => {
    const token = await sentQuote();
    const response = await app.request(
      '/api/quote/QT-2026-000001/changes',
      jsonRequest('POST', { reference, token, message: 'Could the ring be size 13?' }),
    );
    expect(response.status).toBe(201);
    const events = await deps.db
      .select()
      .from(inquiryEvents)
      .where(eq(inquiryEvents.kind, 'customer'));
    expect(events.map((e) => [e.authorName, e.body])).toEqual([
      ['Asha Verma', 'Changes asked for QT-2026-000001: Could the ring be size 13?'],
    ]);
    await drain();
    await catcher.waitFor(
      (m) => m.to.includes('owner@shop.example') && /asks for changes/.test(m.subject),
    );
  });
});
