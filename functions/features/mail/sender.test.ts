import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { createDb, migrateDb } from '../../node/db';
import { createSmtpTransport } from '../../node/smtp-transport';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { deliveryOf } from './delivery';
import { MailHeaderError } from './mail-headers';
import { queueMail, type MailMessage } from './outbox';
import {
  claimMs,
  drainOutbox as drainOnly,
  maxAttempts,
  notConfiguredReason,
  releaseClaimsOfGone,
  retryDelayMs,
} from './sender';

const from = 'Chandi <shop@chandi.example>';
let catcher: SmtpCatcher;
let db: Db;
const t0 = Date.UTC(2026, 10, 1, 10, 0);

const message = (fields: Partial<MailMessage> = {}): MailMessage => ({
  kind: 'test',
  to: 'customer@example.com',
  subject: 'Hello',
  text: 'Plain',
  html: '<p>Plain</p>',
  ...fields,
});

async function queue(fields: Partial<MailMessage> = {}, at = t0) {
  const [row] = await queueMail(db, message(fields), at).returning({ id: outbox.id });
  return row!.id;
}

/** Drain, then wait until the SMTP server has every message it accepted in its list. */
async function drainOutbox(...args: Parameters<typeof drainOnly>) {
  const result = await drainOnly(...args);
  await catcher.settled();
  return result;
}

const rowOf = async (id: string) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

/** A port on which nothing listens (a mail server that is down). */
async function deadPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher.close());
beforeEach(async () => {
  db = await createDb(':memory:');
  await migrateDb(db);
  await catcher.settled();
  catcher.messages.length = 0;
  catcher.behaviour.refuse = undefined;
  catcher.behaviour.dataDelayMs = undefined;
});

describe('drainOutbox over SMTP', () => {
  it('sends a due row once, with a Message-ID made from its id, and marks it sent', async () => {
    const id = await queue({ replyTo: 'owner@chandi.example' });
    const transport = createSmtpTransport(catcher.url);
    const result = await drainOutbox(db, { transport, from, now: () => t0 });
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(catcher.messages).toHaveLength(1);
    const [mail] = catcher.messages;
    expect(mail).toMatchObject({
      to: ['customer@example.com'],
      from: 'shop@chandi.example',
      subject: 'Hello',
      replyTo: 'owner@chandi.example',
      messageId: `<${id}@chandi.example>`,
    });
    expect(await rowOf(id)).toMatchObject({ state: 'sent', sentAt: t0, attempts: 1 });

    // A sent row is never due again.
    expect(await drainOutbox(db, { transport, from, now: () => t0 + 3_600_000 })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(catcher.messages).toHaveLength(1);
  });

  it('leaves a row pending with the reason when the server is too slow, and retries it later', async () => {
    const id = await queue();
    catcher.behaviour.dataDelayMs = 2_000;
    const transport = createSmtpTransport(catcher.url, { idleMs: 300, totalMs: 1_000 });
    const started = performance.now();
    const result = await drainOnly(db, { transport, from, now: () => t0 });
    expect(performance.now() - started).toBeLessThan(1_800);
    expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: t0 + 60_000 });
    expect(row.lastError).toMatch(/timeout|timed out|did not finish/i);
    // The stalled server still takes the message in the end: the retry would repeat it (the
    // at-least-once edge of SMTP, with the same Message-ID). Let it land before the next test.
    await catcher.waitFor(() => true, 5_000);
  });

  it('fails a row at once when the server refuses its recipient (5xx), with the reason', async () => {
    const id = await queue({ to: 'gone@example.com' });
    catcher.behaviour.refuse = (address) => address === 'gone@example.com';
    const transport = createSmtpTransport(catcher.url);
    const result = await drainOutbox(db, { transport, from, now: () => t0 });
    expect(result).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/^refused: .*550/);
    // No further tries: it is never due again, and the desk offers no Retry, only another address.
    expect(await drainOutbox(db, { transport, from, now: () => t0 + 3_600_000 })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect((await rowOf(id)).attempts).toBe(1);
    expect(deliveryOf(row)).toMatchObject({
      state: 'refused',
      retryable: false,
      to: 'gone@example.com',
      reason:
        'The mail server refused this address for good: 550 Mailbox unavailable: gone@example.com',
    });
  });

  // 421 closes the connection as it answers; 450 refuses the recipient and keeps talking.
  it.each([421, 450])(
    'retries a recipient the server turns away for now (%i), and sends it once it takes it',
    async (code) => {
      const id = await queue({ to: 'busy@example.com' });
      catcher.behaviour.refuse = (address) => (address === 'busy@example.com' ? code : false);
      const transport = createSmtpTransport(catcher.url);
      const result = await drainOutbox(db, { transport, from, now: () => t0 });
      expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: t0 + 60_000 });
      expect(row.lastError).toContain(String(code));
      expect(row.lastError).not.toMatch(/^refused: /);
      expect(deliveryOf(row)).toMatchObject({ state: 'retrying', retryable: false });
      expect(deliveryOf(row).reason).toBe(
        `The mail server turned it away for now: ${code} Mailbox busy, try again later: busy@example.com`,
      );

      catcher.behaviour.refuse = undefined;
      await drainOutbox(db, { transport, from, now: () => t0 + 60_000 });
      expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
      expect(catcher.messages.map((mail) => mail.to)).toEqual([['busy@example.com']]);
    },
  );

  it('marks a row out of tries after temporary errors failed but retryable', async () => {
    const id = await queue();
    await db
      .update(outbox)
      .set({
        state: 'failed',
        attempts: maxAttempts,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      })
      .where(eq(outbox.id, id));
    expect(deliveryOf(await rowOf(id))).toMatchObject({
      state: 'failed',
      retryable: true,
      reason: 'The mail server could not be reached: connect ECONNREFUSED 127.0.0.1:25',
    });
  });

  it('retries a server that is down with exponential backoff, then fails after the last try', async () => {
    const id = await queue();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${await deadPort()}`);
    let clock = t0;
    const tries: number[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      // Not due a moment before its time.
      expect(await drainOutbox(db, { transport, from, now: () => clock - 1 })).toMatchObject({
        retrying: 0,
        failed: 0,
      });
      const result = await drainOutbox(db, { transport, from, now: () => clock });
      tries.push(clock - t0);
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      if (attempt < maxAttempts) {
        expect(result.retrying).toBe(1);
        expect(row).toMatchObject({
          state: 'pending',
          nextAttemptAt: clock + retryDelayMs(attempt),
        });
        clock = row.nextAttemptAt;
      } else {
        expect(result.failed).toBe(1);
        expect(row.state).toBe('failed');
      }
    }
    // At least 5 tries over about an hour: 0, 1, 3, 7, 15, 31 and 63 minutes.
    expect(tries.map((ms) => ms / 60_000)).toEqual([0, 1, 3, 7, 15, 31, 63]);

    // Back up and retried by the owner: sent.
    await db.update(outbox).set({ state: 'pending', attempts: 0 }).where(eq(outbox.id, id));
    await drainOutbox(db, { transport: createSmtpTransport(catcher.url), from, now: () => clock });
    expect((await rowOf(id)).state).toBe('sent');
  });

  it('refuses headers that could carry a line break, when queued and when sent', async () => {
    expect(() =>
      queueMail(db, message({ to: 'a@example.com\r\nBcc: x@evil.example' }), t0),
    ).toThrow(MailHeaderError);
    expect(() => queueMail(db, message({ replyTo: 'a@example.com\nX: y' }), t0)).toThrow(
      MailHeaderError,
    );
    expect(() => queueMail(db, message({ to: 'a@example.com, b@example.com' }), t0)).toThrow(
      MailHeaderError,
    );
    const subjectId = await queue({ subject: 'Hi\r\nBcc: victim@evil.example\r\n\r\nbody' });
    expect((await rowOf(subjectId)).subject).toBe('Hi Bcc: victim@evil.example body');

    // A row written some other way is refused by the sender, for good.
    const badId = 'bad-row';
    await db.insert(outbox).values({
      id: badId,
      kind: 'test',
      toAddress: 'a@example.com\r\nBcc: x@evil.example',
      subject: 'x',
      text: 'x',
      html: 'x',
      nextAttemptAt: t0,
      createdAt: t0,
    });
    await drainOutbox(db, { transport: createSmtpTransport(catcher.url), from, now: () => t0 });
    expect(await rowOf(badId)).toMatchObject({ state: 'failed' });
    expect((await rowOf(badId)).lastError).toMatch(/^refused: Not one plain e-mail address/);
    expect(catcher.messages).toHaveLength(1);
    expect(catcher.messages[0]!.to).toEqual(['customer@example.com']);
    expect(catcher.messages[0]!.headerLines.some((line) => /^bcc:/i.test(line))).toBe(false);
    expect(catcher.messages[0]!.subject).toBe('Hi Bcc: victim@evil.example body');
  });

  it('without a transport, sends nothing and labels the waiting rows', async () => {
    const id = await queue();
    expect(await drainOutbox(db, { transport: null, from, now: () => t0 })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await rowOf(id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      sentAt: null,
      lastError: notConfiguredReason,
    });
  });

  it('retries a row a crashed sender left claimed once the claim runs out, not before', async () => {
    const id = await queue();
    await db
      .update(outbox)
      .set({ state: 'sending', attempts: 1, claimedUntil: t0 + claimMs })
      .where(eq(outbox.id, id));
    const transport = createSmtpTransport(catcher.url);
    await drainOutbox(db, { transport, from, now: () => t0 + claimMs - 1 });
    expect(catcher.messages).toHaveLength(0);
    await drainOutbox(db, { transport, from, now: () => t0 + claimMs });
    expect(catcher.messages).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('hands back at once the rows of a sender known to be gone, and no other', async () => {
    const gone = await queue();
    const alive = await queue();
    const nameless = await queue();
    const claim = (id: string, claimedBy: string | null) =>
      db
        .update(outbox)
        .set({ state: 'sending', attempts: 1, claimedUntil: t0 + claimMs, claimedBy })
        .where(eq(outbox.id, id));
    await claim(gone, 'node:here:101');
    await claim(alive, 'node:here:102');
    await claim(nameless, null);
    const asked: string[] = [];
    const released = await releaseClaimsOfGone(
      db,
      (claimant) => (asked.push(claimant), claimant === 'node:here:101'),
      t0,
    );
    expect(released).toBe(1);
    expect(asked.sort()).toEqual(['node:here:101', 'node:here:102']);

    const transport = createSmtpTransport(catcher.url);
    await drainOutbox(db, { transport, from, now: () => t0 + 1, claimant: 'node:here:103' });
    expect(catcher.messages).toHaveLength(1);
    expect(await rowOf(gone)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(await rowOf(alive)).toMatchObject({ state: 'sending', claimedBy: 'node:here:102' });
    expect(await rowOf(nameless)).toMatchObject({ state: 'sending', claimedUntil: t0 + claimMs });
  });
});

describe('two senders on one database', () => {
  it('send each row exactly once', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'chandi-mail-')), 'shop.db');
    const first = await createDb(`file:${file}`);
    await migrateDb(first);
    const second = await createDb(`file:${file}`);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const [row] = await queueMail(first, message({ subject: `Message ${i}` }), t0).returning({
        id: outbox.id,
      });
      ids.push(row!.id);
    }
    const transport = createSmtpTransport(catcher.url);
    const results = await Promise.all([
      drainOutbox(first, { transport, from, now: () => t0, concurrency: 3 }),
      drainOutbox(second, { transport, from, now: () => t0, concurrency: 3 }),
    ]);
    expect(results[0]!.sent + results[1]!.sent).toBe(30);
    // Both did some of the work, so the race was real.
    expect(results[0]!.sent).toBeGreaterThan(0);
    expect(results[1]!.sent).toBeGreaterThan(0);
    const received = catcher.messages.map((mail) => mail.messageId).sort();
    expect(received).toEqual(ids.map((id) => `<${id}@chandi.example>`).sort());
    first.$client.close();
    second.$client.close();
  });
});
