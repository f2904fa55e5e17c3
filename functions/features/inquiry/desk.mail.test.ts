import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, inquiries, outbox } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, signInAdmin } from '../../test/customers';
import { addInquiry, signInStaff } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';
import type { MailDelivery } from '../mail/delivery';
import { queueMail } from '../mail/outbox';

const now = Date.UTC(2026, 10, 23, 10);
const refusal =
  "refused: Can't send mail - all recipients were rejected: 550 Mailbox unavailable: meera@exmaple.in";

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: string;

beforeEach(async () => {
  deps = await createTestDeps({ now: () => now });
  app = createApp(deps);
  owner = await signInAdmin(app, deps.db);
});

interface Detail {
  customer: { email: string };
  acknowledgement: MailDelivery | null;
  events: { kind: string; body: string; mail: MailDelivery | null }[];
}

const call = async (method: string, path: string, body?: unknown, cookie = owner) => {
  const response = await app.request(
    `/api/admin/inquiries${path}`,
    jsonRequest(method, body, cookie),
  );
  return {
    status: response.status,
    body: (await response.json()) as { msg: string; inquiry?: Detail; errors?: object },
  };
};
const detail = async (id: string) => (await call('GET', `/${id}`)).body.inquiry!;
const rowsOf = (kind: string) => deps.db.select().from(outbox).where(eq(outbox.kind, kind));

/** An inquiry to a mistyped address, its acknowledgement and a reply, both refused by the server. */
async function bouncedInquiry() {
  const inquiry = await addInquiry(deps.db, { email: 'meera@exmaple.in', createdAt: now - 60_000 });
  await queueMail(
    deps.db,
    {
      kind: 'customer_ack',
      to: 'meera@exmaple.in',
      subject: 'We received your inquiry',
      text: 'Thank you',
      html: '<p>Thank you</p>',
      ref: `inquiry:${inquiry.id}`,
    },
    now - 60_000,
  );
  expect((await call('POST', `/${inquiry.id}/replies`, { body: 'Yes, in 14.' })).status).toBe(201);
  await deps.db.update(outbox).set({ state: 'failed', attempts: 1, lastError: refusal });
  return inquiry;
}

describe('an e-mail the mail server refused, on the inquiry desk', () => {
  it("shows beside its reply and as the acknowledgement's, with the server's reason and no Retry", async () => {
    const inquiry = await bouncedInquiry();
    const shown = await detail(inquiry.id);
    const refused = {
      state: 'refused',
      to: 'meera@exmaple.in',
      retryable: false,
      reason:
        'The mail server refused this address for good: 550 Mailbox unavailable: meera@exmaple.in',
    };
    expect(shown.acknowledgement).toMatchObject(refused);
    const reply = shown.events.find((event) => event.kind === 'reply')!;
    expect(reply.mail).toMatchObject(refused);
    expect(shown.events.find((event) => event.kind === 'status')!.mail).toBeNull();
    // Its text stays in the outbox (decision 038).
    expect(JSON.stringify(shown)).not.toContain('track-order');
  });

  it('corrects the address and queues the refused reply again to it, audited', async () => {
    const inquiry = await bouncedInquiry();
    const [refusedReply] = await rowsOf('customer_reply');
    const staff = await signInStaff(app, deps.db);
    const path = `/${inquiry.id}/mail/${refusedReply!.id}/resend`;
    const answer = await call('POST', path, { email: ' Meera@Example.in ' }, staff);
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toContain('meera@example.in');

    const replies = await rowsOf('customer_reply');
    expect(replies).toHaveLength(2);
    const copy = replies.find((row) => row.id !== refusedReply!.id)!;
    expect(copy).toMatchObject({
      toAddress: 'meera@example.in',
      state: 'pending',
      attempts: 0,
      subject: refusedReply!.subject,
      text: refusedReply!.text,
      ref: `inquiry:${inquiry.id}`,
      createdAt: now,
    });
    // The refused one stays as it was, the record of what happened.
    expect(replies.find((row) => row.id === refusedReply!.id)).toMatchObject({ state: 'failed' });
    const [stored] = await deps.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(stored!.email).toBe('meera@example.in');

    const shown = await detail(inquiry.id);
    expect(shown.customer.email).toBe('meera@example.in');
    expect(shown.events.find((event) => event.kind === 'reply')!.mail).toMatchObject({
      state: 'waiting',
      to: 'meera@example.in',
    });
    // The acknowledgement was not resent: it still shows its refusal.
    expect(shown.acknowledgement).toMatchObject({ state: 'refused' });

    const [entry] = await deps.db.select().from(auditLog).where(eq(auditLog.action, 'resend_mail'));
    expect(entry).toMatchObject({
      entity: 'inquiry',
      entityId: inquiry.id,
      actorName: 'Ravi Staff',
    });
    expect(JSON.parse(entry!.changes)).toMatchObject({
      email: ['meera@exmaple.in', 'meera@example.in'],
      to: ['meera@exmaple.in', 'meera@example.in'],
      message: [refusedReply!.id, copy.id],
    });
  });

  it('refuses to resend a message that was delivered, one of another inquiry, or to the same address', async () => {
    const inquiry = await bouncedInquiry();
    const other = await addInquiry(deps.db);
    const [reply] = await rowsOf('customer_reply');
    const resend = (inquiryId: string, email: string) =>
      call('POST', `/${inquiryId}/mail/${reply!.id}/resend`, { email });
    expect((await resend(other.id, 'a@example.in')).status).toBe(404);
    expect((await resend(inquiry.id, 'meera@exmaple.in')).status).toBe(400);
    expect((await resend(inquiry.id, 'not an address')).status).toBe(400);
    await deps.db.update(outbox).set({ state: 'sent', lastError: null });
    expect((await resend(inquiry.id, 'a@example.in')).status).toBe(409);
    expect(await rowsOf('customer_reply')).toHaveLength(1);
  });
});
