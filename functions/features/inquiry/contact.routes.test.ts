import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, inquiryItems, outbox } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps, MailDeps } from '../../deps';
import { rateRules } from '../../lib/rate-rules';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let kicks = 0;
const mail = (transport: MailDeps['transport']): MailDeps => ({
  transport,
  from: 'shop@chandi.example',
  ownerEmail: 'owner@chandi.example',
  siteUrl: 'https://shop.example',
  kick: () => (kicks += 1),
});

beforeEach(async () => {
  kicks = 0;
  deps = await createTestDeps({ now: () => Date.UTC(2026, 10, 23, 10), mail: mail(null) });
  app = createApp(deps);
});

const message = {
  fullname: 'Meera Shah',
  email: 'Meera@Example.in',
  phoneNumber: '',
  subject: 'Care and Repair',
  message: 'Can you repair a broken anklet clasp?\nIt is my grandmother’s.',
};
const contact = (body: object, cookie?: string) =>
  app.request('/api/inquiry/contact', jsonRequest('POST', body, cookie));

describe('POST /api/inquiry/contact', () => {
  it('puts a guest’s message on the desk as a contact inquiry without pieces, and e-mails the owner only', async () => {
    const response = await contact(message);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, string>;
    expect(body).toMatchObject({
      status: 1,
      msg: 'Thank you! Your message INQ-2026-000001 has reached us.',
      reference: 'INQ-2026-000001',
      trackingLink: expect.stringMatching(/^\/track-order#ref=INQ-2026-000001&token=[\w-]{43}$/),
      // No mail transport: the page must not claim a copy was e-mailed.
      copySentTo: null,
    });
    const [stored] = await deps.db.select().from(inquiries);
    expect(stored).toMatchObject({
      kind: 'contact',
      stage: 'new',
      fullname: 'Meera Shah',
      email: 'meera@example.in',
      phoneNumber: '',
      message:
        'Subject: Care and Repair\n\nCan you repair a broken anklet clasp?\nIt is my grandmother’s.',
      userId: null,
    });
    expect(await deps.db.select().from(inquiryItems)).toEqual([]);
    const mails = await deps.db.select().from(outbox).orderBy(asc(outbox.kind));
    // The form's address is anybody's: no copy of the text goes to it (the page shows the link).
    expect(mails.map((m) => [m.kind, m.toAddress, m.state])).toEqual([
      ['owner_new_contact', 'owner@chandi.example', 'pending'],
    ]);
    expect(mails[0]!.subject).toContain('INQ-2026-000001');
    expect(kicks).toBe(1);
  });

  it('copies a signed-in customer’s message to their own account address, whatever the form says', async () => {
    app = createApp({ ...deps, mail: mail({ send: async () => undefined }) });
    const customer = await registerCustomer(app);
    const response = await contact(
      { ...message, email: 'someone-else@example.in' },
      customer.cookie,
    );
    expect(((await response.json()) as { copySentTo: string }).copySentTo).toBe(customer.email);
    const mails = await deps.db.select().from(outbox).orderBy(asc(outbox.kind));
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['customer_contact_ack', customer.email],
      ['owner_new_contact', 'owner@chandi.example'],
    ]);
    for (const m of mails) expect(m.subject).toContain('INQ-2026-000001');
  });

  it('says a copy was e-mailed only when a mail transport is configured and the sender is signed in', async () => {
    const customer = await registerCustomer(app);
    const noTransport = (await (await contact(message, customer.cookie)).json()) as {
      copySentTo: string | null;
    };
    expect(noTransport.copySentTo).toBeNull();
    app = createApp({ ...deps, mail: mail({ send: async () => undefined }) });
    const guest = (await (await contact(message)).json()) as { copySentTo: string | null };
    expect(guest.copySentTo).toBeNull();
  });

  it('takes an Indian phone number, written the shop’s way, and no subject', async () => {
    const { subject: _, ...noSubject } = message;
    expect((await contact({ ...noSubject, phoneNumber: '09829012345' })).status).toBe(201);
    const [stored] = await deps.db.select().from(inquiries);
    expect(stored).toMatchObject({ phoneNumber: '+91 98290 12345', message: message.message });
  });

  it('links the message to the signed-in customer, and shows it under My inquiries', async () => {
    const customer = await registerCustomer(app);
    await contact(message, customer.cookie);
    const listed = await app.request(
      '/api/user/inquiries',
      jsonRequest('GET', undefined, customer.cookie),
    );
    expect(await listed.json()).toMatchObject({
      inquiries: [{ reference: 'INQ-2026-000001', kind: 'contact', status: 'Received', items: [] }],
    });
  });

  it.each([
    ['fullname', ''],
    ['fullname', 'M'],
    ['email', 'meera@'],
    ['phoneNumber', '12345'],
    ['message', ''],
    ['message', 'x'.repeat(2001)],
    ['subject', 's'.repeat(101)],
  ])('refuses a bad %s with 400 naming it, and stores nothing', async (field, value) => {
    const response = await contact({ ...message, [field]: value });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty(field);
    expect(await deps.db.select().from(inquiries)).toEqual([]);
    expect(await deps.db.select().from(outbox)).toEqual([]);
  });

  it('shares the inquiry rate limit', async () => {
    app = createApp({ ...deps, rateRules: rateRules(0.2), clientAddress: () => '198.51.100.4' });
    const inquiry = await app.request(
      '/api/inquiry/send-inquiry',
      jsonRequest('POST', {
        name: 'Meera Shah',
        email: 'meera@example.in',
        phone: '98290 12345',
        message: 'Hello',
      }),
    );
    expect(inquiry.status).toBe(201);
    const limited = await contact(message);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
