import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';
import { signInStaff } from '../../test/inquiries';
import { queueMail } from './outbox';
import type { MailTransport } from './transport';

// 10:00 in Jaipur on 23 November 2026.
const now = Date.UTC(2026, 10, 23, 4, 30);
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let kicks = 0;

beforeEach(async () => {
  kicks = 0;
  deps = await createTestDeps({ now: () => now });
  app = createApp(deps);
});

const withTransport = () => {
  const transport: MailTransport = { send: async () => {} };
  deps.mail = {
    transport,
    from: 'shop@chandi.example',
    ownerEmail: 'owner@chandi.example',
    siteUrl: 'https://shop.example',
    kick: () => (kicks += 1),
  };
  app = createApp(deps);
};

/** A row in a given state, `minutesAgo` old. */
async function row(state: 'pending' | 'sending' | 'sent' | 'failed', minutesAgo = 0, extra = {}) {
  const at = now - minutesAgo * 60_000;
  const [inserted] = await queueMail(
    deps.db,
    { kind: 'test', to: 'asha@example.in', subject: `A ${state} one`, text: 'x', html: 'x' },
    at,
  ).returning({ id: outbox.id });
  await deps.db
    .update(outbox)
    .set({ state, ...extra })
    .where(eq(outbox.id, inserted!.id));
  return inserted!.id;
}

const overview = async (cookie: string, query = '') => {
  const response = await app.request(`/api/admin/outbox${query}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/admin/outbox', () => {
  it('says e-mail is not configured and counts what waits, when there is no transport', async () => {
    const cookie = await signInAdmin(app, deps.db);
    await row('pending');
    await row('pending', 5, { lastError: 'not sent — no mail transport configured' });
    const { status, body } = await overview(cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 1,
      configured: false,
      counts: { pending: 2, sending: 0, sent: 0, failed: 0 },
      total: 2,
    });
  });

  it('lists failed rows first with their reason, then waiting rows newest first, a page at a time', async () => {
    withTransport();
    const cookie = await signInAdmin(app, deps.db);
    const failed = await row('failed', 30, { lastError: 'refused: 550 Mailbox unavailable' });
    const older = await row('pending', 20);
    const newer = await row('sending', 10);
    await row('sent', 60, { sentAt: now - 60 * 60_000 });
    // Sent yesterday in shop time (before 00:00 IST today).
    await row('sent', 11 * 60, { sentAt: now - 11 * 60 * 60_000 });
    const { body } = await overview(cookie, '?pageSize=2');
    expect(body).toMatchObject({
      configured: true,
      counts: { pending: 1, sending: 1, sent: 2, failed: 1 },
      sentToday: 1,
      total: 3,
      page: 1,
      pageSize: 2,
    });
    const items = body.items as { id: string; lastError: string | null; to: string }[];
    expect(items.map((item) => item.id)).toEqual([failed, newer]);
    expect(items[0]).toMatchObject({
      lastError: 'refused: 550 Mailbox unavailable',
      to: 'asha@example.in',
    });
    expect(items[0]).not.toHaveProperty('html');
    // A refusal for good offers no Retry: only a corrected address can help.
    expect(items[0]).toMatchObject({
      retryable: false,
      reason: 'The mail server refused this address for good: 550 Mailbox unavailable',
    });
    const second = await overview(cookie, '?pageSize=2&page=2');
    expect((second.body.items as { id: string }[]).map((item) => item.id)).toEqual([older]);
    const onlyFailed = await overview(cookie, '?show=failed');
    expect((onlyFailed.body.items as { id: string }[]).map((item) => item.id)).toEqual([failed]);
  });

  it('refuses a bad query naming the field, and anyone but an admin', async () => {
    const cookie = await signInAdmin(app, deps.db);
    const bad = await overview(cookie, '?pageSize=500&show=everything');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      status: 0,
      errors: { pageSize: expect.any(String), show: expect.any(String) },
    });
    expect((await app.request('/api/admin/outbox')).status).toBe(401);
    const customer = await registerCustomer(app);
    expect((await overview(customer.cookie)).status).toBe(403);
    expect((await overview(await signInStaff(app, deps.db))).status).toBe(200);
  });
});

describe('where a refused address is corrected', () => {
  it('links a failed message to its inquiry or the Staff screen, offering Retry only when it can help', async () => {
    withTransport();
    const cookie = await signInAdmin(app, deps.db);
    const about = async (ref: string, lastError: string) => {
      const id = await row('failed', 1, { ref, lastError });
      const { body } = await overview(cookie, '?show=failed&pageSize=100');
      return (body.items as { id: string }[]).find((item) => item.id === id);
    };
    expect(await about('inquiry:inq 1', 'refused: 550 No such user')).toMatchObject({
      retryable: false,
      fixAt: '/admin/inquiries/inq%201',
    });
    expect(await about('admin:a1', 'refused: 550 No such user')).toMatchObject({
      retryable: false,
      fixAt: '/admin/staff',
    });
    expect(await about('product:p1', 'Connection refused; gave up')).toMatchObject({
      retryable: true,
      fixAt: null,
    });
  });
});

describe('the outbox for staff (decision 038)', () => {
  it('shows staff whom a message went to and why, never its text, so no e-mailed link leaks', async () => {
    const link = 'https://shop.example/adm-reset-password#token=a-secret-token-of-the-owner';
    await queueMail(
      deps.db,
      {
        kind: 'password_reset',
        to: 'owner@chandi.example',
        subject: 'Reset your password',
        text: `Open ${link}`,
        html: `<a href="${link}">Reset</a>`,
      },
      now,
    );
    const staff = await signInStaff(app, deps.db);
    const listed = await app.request('/api/admin/outbox', { headers: { cookie: staff } });
    expect(listed.status).toBe(200);
    const text = await listed.text();
    expect(text).toContain('Reset your password');
    expect(text).not.toContain('a-secret-token-of-the-owner');
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  const retry = (id: string, cookie?: string) =>
    app.request(`/api/admin/outbox/${id}/retry`, jsonRequest('POST', undefined, cookie));

  it('puts a failed row back in the queue now, audited, and drains', async () => {
    withTransport();
    const cookie = await signInAdmin(app, deps.db);
    const id = await row('failed', 90, { attempts: 7, lastError: 'Connection refused' });
    const response = await retry(id, cookie);
    expect(response.status).toBe(200);
    const [after] = await deps.db.select().from(outbox).where(eq(outbox.id, id));
    expect(after).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: now });
    expect(kicks).toBe(1);
    const [entry] = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ entity: 'outbox', action: 'retry', actorName: 'Shop Owner' });
    expect(JSON.parse(entry!.changes)).toMatchObject({
      state: ['failed', 'pending'],
      attempts: [7, 0],
    });
  });

  it('refuses (409) to retry a message the mail server refused for good, and says what helps', async () => {
    withTransport();
    const cookie = await signInAdmin(app, deps.db);
    const id = await row('failed', 5, { attempts: 1, lastError: 'refused: 550 No such user' });
    const response = await retry(id, cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      status: 0,
      msg: expect.stringMatching(/refused this address for good.*correct the address and resend/),
    });
    const [after] = await deps.db.select().from(outbox).where(eq(outbox.id, id));
    expect(after).toMatchObject({ state: 'failed', attempts: 1 });
    expect(kicks).toBe(0);
    expect(await deps.db.select().from(auditLog)).toEqual([]);
  });

  it('leaves a sent or waiting row alone (409), 404 for none, 400 for a malformed id, 401 signed out', async () => {
    const cookie = await signInAdmin(app, deps.db);
    const sent = await row('sent');
    expect((await retry(sent, cookie)).status).toBe(409);
    expect((await deps.db.select().from(outbox).where(eq(outbox.id, sent)))[0]!.state).toBe('sent');
    expect((await retry(await row('pending'), cookie)).status).toBe(409);
    expect((await retry('no-such-row', cookie)).status).toBe(404);
    expect((await retry('bad%20id!', cookie)).status).toBe(400);
    expect((await retry(await row('failed'))).status).toBe(401);
    expect(await deps.db.select().from(auditLog)).toEqual([]);
  });
});
