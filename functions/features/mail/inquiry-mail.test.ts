import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiries, outbox } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { createSmtpTransport } from '../../node/smtp-transport';
import { jsonRequest } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { formatReference } from '../inquiry/inquiry-reference';
import { drainOutbox } from './sender';

const siteUrl = 'https://shop.example';
const ownerEmail = 'owner@shop.example';
const at = Date.UTC(2026, 10, 23, 10);
let catcher: SmtpCatcher;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let kicks = 0;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher.close());

beforeEach(async () => {
  await catcher.settled();
  catcher.messages.length = 0;
  kicks = 0;
  deps = await createTestDeps({ now: () => at });
  deps.mail = {
    transport: createSmtpTransport(catcher.url),
    from: 'Chandi <shop@shop.example>',
    ownerEmail,
    siteUrl,
    kick: () => (kicks += 1),
  };
  app = createApp(deps);
  const category = await addCategory(deps.db);
  await addProduct(deps.db, category.id, {
    code: 'NCK-101',
    name: 'Temple Choker',
    pricePaise: 500_000,
    discount: 20,
  });
});

// Customer-supplied text that would be markup if it were not escaped.
const hostileName = '<b>Asha</b> & "Co"';
const send = (body: object) =>
  app.request(
    '/api/inquiry/send-inquiry',
    jsonRequest('POST', {
      name: hostileName,
      email: 'asha@example.in',
      phone: '+91 98290 12345',
      message: 'Line one\n<script>alert(1)</script>',
      productCodes: ['NCK-101'],
      ...body,
    }),
  );

const drain = () =>
  drainOutbox(deps.db, { transport: deps.mail!.transport, from: deps.mail!.from });

describe('an inquiry queues its two e-mails in its own batch', () => {
  it('writes the owner notification and the acknowledgement with the reference filled in', async () => {
    const response = await send({});
    expect(response.status).toBe(201);
    const { reference, trackingLink } = (await response.json()) as {
      reference: string;
      trackingLink: string;
    };
    expect(kicks).toBe(1);
    const [inquiry] = await deps.db.select().from(inquiries);
    expect(reference).toBe(formatReference(inquiry!.seq, at));
    const rows = await deps.db.select().from(outbox);
    expect(rows.map((row) => [row.kind, row.toAddress, row.ref, row.state])).toEqual([
      ['owner_new_inquiry', ownerEmail, `inquiry:${inquiry!.id}`, 'pending'],
      ['customer_ack', 'asha@example.in', `inquiry:${inquiry!.id}`, 'pending'],
    ]);
    for (const row of rows) {
      expect(`${row.subject}${row.text}${row.html}`).not.toContain('[[reference-');
      expect(row.subject).toContain(reference);
    }
    // The acknowledgement carries the same private link the thank-you screen shows.
    expect(rows[1]!.text).toContain(`${siteUrl}${trackingLink}`);
  });

  it('sends the owner the pieces, prices, contact and admin link, with customer text escaped', async () => {
    const { reference } = (await (await send({})).json()) as { reference: string };
    const [inquiry] = await deps.db.select().from(inquiries);
    expect(await drain()).toMatchObject({ sent: 2 });
    const owner = await catcher.waitFor((mail) => mail.to.includes(ownerEmail));
    expect(owner.subject).toBe(`New inquiry ${reference} from ${hostileName}`);
    expect(owner.replyTo).toBe('asha@example.in');
    expect(owner.text).toContain('NCK-101 · Temple Choker · qty 1 · ₹4,000');
    expect(owner.text).toContain('+91 98290 12345');
    expect(owner.links).toContain(`${siteUrl}/admin/inquiries/${inquiry!.id}`);
    expect(owner.html).toContain('&lt;b&gt;Asha&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(owner.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(owner.html).not.toMatch(/<script|<b>Asha/);
    // The footer names the shop and where it is.
    expect(owner.text).toMatch(/Chandi\n.*Jaipur/);
  });

  it('sends the customer the reference, the pieces and a tracking link that opens the inquiry', async () => {
    const { reference } = (await (await send({})).json()) as { reference: string };
    await drain();
    const ack = await catcher.waitFor((mail) => mail.to.includes('asha@example.in'));
    expect(ack.subject).toBe(`We received your inquiry ${reference}`);
    expect(ack.text).toContain('NCK-101 · Temple Choker · qty 1 · ₹4,000');
    expect(ack.html).not.toContain('<b>Asha');
    const link = ack.links.find((href) => href.startsWith(`${siteUrl}/track-order#`))!;
    const fragment = new URLSearchParams(new URL(link).hash.slice(1));
    expect(fragment.get('ref')).toBe(reference);
    const tracked = await app.request(
      `/api/inquiry/track/${reference}?token=${fragment.get('token')}`,
    );
    expect(tracked.status).toBe(200);
  });

  it('writes neither the inquiry nor its e-mails when the inquiry is refused', async () => {
    const response = await send({ productCodes: ['NOPE-1'] });
    expect(response.status).toBe(400);
    expect(await deps.db.select().from(outbox)).toEqual([]);
    expect(kicks).toBe(0);
  });
});
