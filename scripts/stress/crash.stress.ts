import { createClient } from '@libsql/client';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { formatReference } from '../../functions/features/inquiry/inquiry-reference';
import { inStockProducts, postJson } from './customer';
import { stress } from './settings';
import { copyTemplate, startShop, type Shop } from './shop-server';

// Issue #7: kill -9 the server in the middle of a stream of inquiries, start it again: every
// inquiry that was answered 2xx is stored (with its products), nothing is stored twice, and the
// database passes PRAGMA integrity_check.
let shop: Shop;
let dir: string;

beforeAll(async () => {
  dir = copyTemplate(inject('templateDir'));
  shop = await startShop(dir);
});

afterAll(async () => {
  await shop?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Sent {
  message: string;
  reference?: string;
  status: number | 'network error';
}

it('keeps every acknowledged inquiry across a kill -9', async () => {
  const code = (await inStockProducts(shop.base))[0]!.code;
  const runId = `crash-${Date.now()}`;
  const sent: Sent[] = [];
  const killAfter = Math.floor(stress.inquiries * 0.4);
  let next = 0;
  let answered = 0;
  let killing: Promise<void> | null = null;
  const worker = async () => {
    while (next < stress.inquiries) {
      const message = `${runId}-${next++}`;
      const record: Sent = { message, status: 'network error' };
      sent.push(record);
      try {
        const response = await postJson(`${shop.base}/api/inquiry/send-inquiry`, {
          name: 'Stress Tester',
          email: 'stress@example.in',
          phone: '9829012345',
          message,
          productCodes: [code],
        });
        record.status = response.status;
        if (response.ok)
          record.reference = ((await response.json()) as { reference: string }).reference;
      } catch {
        // The server is gone: the request got no answer, so nothing may be promised about it.
      }
      // Kill while the other workers' requests are in flight, not between runs.
      if (++answered === killAfter) killing = shop.stop('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: stress.inquiryConcurrency }, worker));
  await killing;
  const acknowledged = sent.filter((s) => typeof s.status === 'number' && s.status < 300);
  const unanswered = sent.filter((s) => s.status === 'network error');
  expect(acknowledged.length, 'some inquiries were acknowledged before the kill').toBeGreaterThan(
    0,
  );
  expect(unanswered.length, 'the kill cut the run short').toBeGreaterThan(0);
  expect(
    sent.filter((s) => typeof s.status === 'number' && s.status >= 300),
    'no inquiry was refused before the kill',
  ).toEqual([]);

  shop = await startShop(dir);
  const db = createClient({ url: `file:${shop.dbPath}` });
  try {
    const integrity = await db.execute('PRAGMA integrity_check');
    expect(integrity.rows.map((row) => row[0])).toEqual(['ok']);
    const stored = await db.execute({
      sql: `select i.message, i.seq, i.created_at, count(ii.id) as items from inquiries i
            left join inquiry_items ii on ii.inquiry_id = i.id
            where i.message like ? group by i.id`,
      args: [`${runId}-%`],
    });
    const byMessage = new Map<string, { reference: string; items: number; copies: number }>();
    for (const row of stored.rows) {
      const message = String(row.message);
      const seen = byMessage.get(message);
      byMessage.set(message, {
        reference: formatReference(Number(row.seq), Number(row.created_at)),
        items: Number(row.items),
        copies: (seen?.copies ?? 0) + 1,
      });
    }
    const missing = acknowledged.filter(
      (s) =>
        byMessage.get(s.message)?.reference !== s.reference ||
        byMessage.get(s.message)?.items !== 1,
    );
    expect(missing, 'acknowledged inquiries missing or incomplete after restart').toEqual([]);
    expect(
      [...byMessage.values()].filter((v) => v.copies > 1),
      'stored twice',
    ).toEqual([]);
    console.log(
      `Kill -9 after ${killAfter} of ${stress.inquiries} inquiries: ${acknowledged.length} answered 2xx, ${unanswered.length} unanswered; ${stored.rows.length} stored after restart (every 2xx among them); integrity_check ${String(integrity.rows[0]?.[0])}`,
    );
  } finally {
    db.close();
  }

  // The restarted server takes inquiries again.
  const after = await postJson(`${shop.base}/api/inquiry/send-inquiry`, {
    name: 'Stress Tester',
    email: 'stress@example.in',
    phone: '9829012345',
    message: `${runId}-after-restart`,
  });
  expect(after.status).toBe(201);
});
