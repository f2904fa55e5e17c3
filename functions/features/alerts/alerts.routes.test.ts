// Alerts on Node with a real SMTP server on loopback (DESIGN §11 "Alerts"): double opt-in, one
// back-in-stock e-mail per confirmed subscriber whatever path restocks the piece, RFC 8058 headers
// on the wire and a one-click unsubscribe that needs no sign-in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertEvents, alertSubscriptions, auditLog, outbox, products } from '../../../db/schema';
import { alertRequestedMessage } from '../../../src/contract/alerts';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { settledAfterResponse } from '../../lib/after-response';
import { createSmtpTransport } from '../../node/smtp-transport';
import { signedInAdmin } from '../../test/admins';
import { jsonRequest } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test/smtp-catcher';
import { drainOutbox } from '../mail/sender';
import { processAlertEvents } from './alert-events';

const siteUrl = 'https://shop.example';
let clock = Date.UTC(2026, 10, 27, 6);
let catcher: SmtpCatcher;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let staff: string;
let pieceId: string;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher.close());

beforeEach(async () => {
  await catcher.settled();
  catcher.messages.length = 0;
  deps = await createTestDeps({ now: () => clock });
  deps.mail = {
    transport: createSmtpTransport(catcher.url),
    from: 'Chandi <shop@shop.example>',
    ownerEmail: 'owner@shop.example',
    siteUrl,
    kick: () => {},
  };
  app = createApp(deps);
  staff = (await signedInAdmin(app, deps.db, 'staff')).cookie;
  const category = await addCategory(deps.db);
  pieceId = (await addProduct(deps.db, category.id, { name: 'Moon Jhumka', status: false })).id;
});

/** Write what the triggers recorded into the outbox and send it all to the catcher. */
async function deliver() {
  await settledAfterResponse();
  await processAlertEvents(deps.db, { siteUrl, now: clock });
  await drainOutbox(deps.db, { transport: deps.mail!.transport, from: deps.mail!.from });
  await catcher.settled();
}

const subscribe = (email: string, kind = 'back_in_stock', productId = pieceId) =>
  app.request(
    'http://shop.test/api/alerts/subscribe',
    jsonRequest('POST', { email, productId, kind }),
  );

const mailTo = (address: string) => catcher.messages.filter((mail) => mail.to.includes(address));
const linkIn = (mail: CaughtMail, path: string) =>
  mail.links.find((link) => link.startsWith(`${siteUrl}${path}?token=`))!;
/** Header lines as received, unfolded (a long List-Unsubscribe is folded onto a second line). */
const headersOf = (mail: CaughtMail) =>
  mail.headerLines.map((line) => line.replace(/\r\n\s+/g, ' '));
const local = (link: string) => link.replace(siteUrl, 'http://shop.test');

/** Subscribe, then confirm through the e-mailed link's page and its button, as a shopper would. */
async function subscribeAndConfirm(email: string, kind = 'back_in_stock', productId = pieceId) {
  expect((await subscribe(email, kind, productId)).status).toBe(202);
  await deliver();
  const confirmation = mailTo(email).at(-1)!;
  expect(confirmation.subject).toMatch(/^Confirm your alert/);
  const link = local(linkIn(confirmation, '/api/alerts/confirm'));
  const page = await app.request(link);
  expect(page.status).toBe(200);
  const form = new FormData();
  form.set('token', new URL(link).searchParams.get('token')!);
  const confirmed = await app.request('http://shop.test/api/alerts/confirm', {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', accept: 'text/html' },
    body: form,
  });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain('Your alert is on');
}

const stateOf = async (email: string) =>
  (
    await deps.db
      .select({ state: alertSubscriptions.state })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, email))
  ).map((row) => row.state);

describe('subscribing', () => {
  it('answers the same whatever the address has done, and mails only a link to confirm', async () => {
    const first = await subscribe('Asha@Example.in');
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 1, msg: alertRequestedMessage });
    await deliver();
    expect(mailTo('asha@example.in').map((mail) => mail.subject)).toEqual([
      'Confirm your alert for Moon Jhumka',
    ]);
    // A GET of the link (a mail scanner) confirms nothing.
    await app.request(local(linkIn(mailTo('asha@example.in')[0]!, '/api/alerts/confirm')));
    expect(await stateOf('asha@example.in')).toEqual(['pending']);

    await subscribeAndConfirm('asha@example.in');
    expect(await stateOf('asha@example.in')).toEqual(['active']);
    catcher.messages.length = 0;
    const again = await subscribe('asha@example.in');
    expect([again.status, await again.json()]).toEqual([
      202,
      { status: 1, msg: alertRequestedMessage },
    ]);
    await deliver();
    expect(mailTo('asha@example.in')).toEqual([]);
  });

  it('refuses a bad address, an unknown piece, a piece in stock and a watch on a fixed price', async () => {
    const bad = await subscribe('not-an-address');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { email: 'must be a valid e-mail address' } });
    expect((await subscribe('a@example.in', 'back_in_stock', 'NoSuchPiece')).status).toBe(404);
    await deps.db.update(products).set({ status: true }).where(eq(products.id, pieceId));
    expect((await subscribe('a@example.in')).status).toBe(409);
    expect((await subscribe('a@example.in', 'price_drop')).status).toBe(409);
    expect((await subscribe('a@example.in', 'sometimes')).status).toBe(400);
  });

  it('is rate-limited per address', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await subscribe(`x${i}@example.in`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('back in stock', () => {
  it('mails each confirmed subscriber once, with one-click headers, and nobody unconfirmed', async () => {
    await subscribeAndConfirm('asha@example.in');
    await subscribeAndConfirm('ravi@example.in');
    expect((await subscribe('unconfirmed@example.in')).status).toBe(202);
    await deliver();
    catcher.messages.length = 0;

    const restock = await app.request(
      `/api/product/change-status/${pieceId}/true`,
      jsonRequest('PATCH', undefined, staff),
    );
    expect(restock.status).toBe(200);
    await deliver();
    expect(catcher.messages.map((mail) => mail.to[0]).sort()).toEqual([
      'asha@example.in',
      'ravi@example.in',
    ]);
    const alert = mailTo('asha@example.in')[0]!;
    expect(alert.subject).toBe('Moon Jhumka is back in stock');
    const unsubscribe = linkIn(alert, '/api/alerts/unsubscribe');
    expect(headersOf(alert)).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(headersOf(alert)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await stateOf('asha@example.in')).toEqual(['fulfilled']);
    expect(await stateOf('unconfirmed@example.in')).toEqual(['pending']);

    // Out of stock and back again, and the events handled twice: nothing more goes out.
    catcher.messages.length = 0;
    await deps.db.update(products).set({ status: false }).where(eq(products.id, pieceId));
    await deps.db.update(products).set({ status: true }).where(eq(products.id, pieceId));
    await deliver();
    await deliver();
    expect(catcher.messages).toEqual([]);
  });

  it('is noticed whichever path restocks the piece: bulk action, undo, CSV import', async () => {
    const events = async () => (await deps.db.select().from(alertEvents)).length;
    const bulk = (body: object) =>
      app.request('/api/admin/products/bulk', jsonRequest('POST', body, staff));
    expect((await bulk({ action: 'activate', ids: [pieceId] })).status).toBe(200);
    expect(await events()).toBe(1);
    const off = await (await bulk({ action: 'deactivate', ids: [pieceId] })).json();
    expect(await events()).toBe(1);
    expect(
      (
        await app.request(
          '/api/admin/products/bulk/undo',
          jsonRequest('POST', { restore: off.previous }, staff),
        )
      ).status,
    ).toBe(200);
    expect(await events()).toBe(2);

    await deps.db.update(products).set({ status: false }).where(eq(products.id, pieceId));
    const csv = await (
      await app.request('http://shop.test/api/admin/products/export', {
        headers: { cookie: staff },
      })
    ).text();
    const [head, row] = csv.trim().split(/\r?\n/);
    const columns = head!.split(',');
    const cells = row!.split(',');
    const status = columns.indexOf('in_stock');
    expect(cells[status]).toBe('no');
    cells[status] = 'yes';
    const body = `${head}\n${cells.join(',')}\n`;
    const upload = (step: string, query = '') =>
      app.request(`/api/admin/products/import/${step}${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', cookie: staff },
        body,
      });
    const preview = (await (await upload('preview')).json()) as { fingerprint: string };
    expect((await upload('apply', `?fingerprint=${preview.fingerprint}`)).status).toBe(200);
    expect(await events()).toBe(3);
  });
});

describe('one-click unsubscribe', () => {
  it('takes the address off with a POST that carries no cookie, and a GET only asks', async () => {
    await subscribeAndConfirm('asha@example.in', 'price_drop', await rateLinkedPiece());
    await setRate(90);
    await deliver();
    const alert = mailTo('asha@example.in').find((mail) => mail.subject.includes('is now'))!;
    const link = local(linkIn(alert, '/api/alerts/unsubscribe'));

    const page = await app.request(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(await stateOf('asha@example.in')).toEqual(['active']);

    // As a mail provider sends it (RFC 8058 §3.2): form-encoded, no cookie, no Origin.
    const oneClick = await app.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ status: 1 });
    expect(await stateOf('asha@example.in')).toEqual(['unsubscribed']);
    expect((await app.request(link, { method: 'POST' })).status).toBe(200);

    const forged = await app.request(`${link.replace(/token=[^&]+/, 'token=forged')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(404);
  });
});

let owner: string | undefined;
async function setRate(rate: number) {
  owner ??= (await signedInAdmin(app, deps.db, 'owner')).cookie;
  clock += 60_000;
  const response = await app.request(
    '/api/admin/silver-rate',
    jsonRequest('PUT', { rate, date: '2026-11-27', confirm: true }, owner),
  );
  expect(response.status).toBe(200);
}

/** A rate-linked piece in stock, priced at ₹100/g to start with. */
async function rateLinkedPiece() {
  owner = undefined;
  const [category] = await deps.db.select({ id: products.categoryId }).from(products);
  const piece = await addProduct(deps.db, category!.id, {
    name: 'Rate Bangle',
    pricing: 'rate_linked',
    weightTenths: 200,
    purity: 925,
  });
  await setRate(100);
  await deliver();
  return piece.id;
}

describe('price watch', () => {
  it('speaks once per rate when the piece falls by the owner’s percentage, never to the unconfirmed', async () => {
    const bangle = await rateLinkedPiece();
    const before = (await deps.db.select().from(products).where(eq(products.id, bangle)))[0]!;
    await subscribeAndConfirm('asha@example.in', 'price_drop', bangle);
    expect((await subscribe('waiting@example.in', 'price_drop', bangle)).status).toBe(202);
    await deliver();
    catcher.messages.length = 0;

    await setRate(97); // 3 %: under the default 5 %
    await deliver();
    expect(catcher.messages).toEqual([]);

    await setRate(94); // 6 % below the price she saw
    await deliver();
    const [alert, ...more] = catcher.messages;
    expect(more).toEqual([]);
    expect(alert!.to).toEqual(['asha@example.in']);
    const now = (await deps.db.select().from(products).where(eq(products.id, bangle)))[0]!;
    expect(alert!.text).toContain(`from ₹${(before.totalPaise / 100).toLocaleString('en-IN')}`);
    expect(headersOf(alert!)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(now.totalPaise).toBeLessThan(before.totalPaise);

    // The owner asks for a 10 % fall; the next 6 % says nothing, since the last alert's price.
    const saved = await app.request(
      '/api/admin/alerts/settings',
      jsonRequest('PUT', { priceDropPercent: 10 }, owner),
    );
    expect(saved.status).toBe(200);
    catcher.messages.length = 0;
    await setRate(89);
    await deliver();
    expect(catcher.messages).toEqual([]);
    const rows = await deps.db.select().from(outbox).where(eq(outbox.kind, 'alert_price_drop'));
    expect(rows).toHaveLength(1);
  });

  it('shows the owner the subscribers of a piece, and lets only the owner set the percentage', async () => {
    await subscribeAndConfirm('asha@example.in');
    await subscribe('waiting@example.in');
    await settledAfterResponse();
    const counts = await app.request(`/api/admin/alerts/products/${pieceId}`, {
      headers: { cookie: staff },
    });
    expect(await counts.json()).toMatchObject({
      counts: {
        back_in_stock: { confirmed: 1, waiting: 1 },
        price_drop: { confirmed: 0, waiting: 0 },
      },
    });
    const refused = await app.request(
      '/api/admin/alerts/settings',
      jsonRequest('PUT', { priceDropPercent: 10 }, staff),
    );
    expect(refused.status).toBe(403);
    owner = (await signedInAdmin(app, deps.db, 'owner')).cookie;
    const tooBig = await app.request(
      '/api/admin/alerts/settings',
      jsonRequest('PUT', { priceDropPercent: 80 }, owner),
    );
    expect(tooBig.status).toBe(400);
    const saved = await app.request(
      '/api/admin/alerts/settings',
      jsonRequest('PUT', { priceDropPercent: 7 }, owner),
    );
    expect(saved.status).toBe(200);
    const read = await app.request('/api/admin/alerts/settings', { headers: { cookie: owner } });
    expect(await read.json()).toMatchObject({ settings: { priceDropPercent: 7 } });
    // The change is in the audit trail, with what it was before.
    const [entry] = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'alerts'));
    expect(entry).toMatchObject({ entity: 'settings', action: 'update' });
    expect(JSON.parse(entry!.changes)).toEqual({ priceDropPercent: [5, 7] });
  });
});
