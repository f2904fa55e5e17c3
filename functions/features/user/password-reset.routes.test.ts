import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, outbox, sessions } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { settledAfterResponse } from '../../lib/after-response';
import { rateRules } from '../../lib/rate-rules';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';
import { statementsDuring } from '../../test/statements';

const start = Date.UTC(2026, 10, 23, 10);
const minute = 60_000;
let clock = start;
let kicks = 0;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  clock = start;
  kicks = 0;
  deps = await createTestDeps({
    now: () => clock,
    mail: {
      transport: null,
      from: 'shop@chandi.example',
      ownerEmail: 'owner@chandi.example',
      siteUrl: 'https://shop.example',
      kick: () => (kicks += 1),
    },
  });
  app = createApp(deps);
});

const ask = (email: string, init: RequestInit = {}, origin = '') =>
  app.request(`${origin}/api/user/forgot-password`, {
    ...jsonRequest('POST', { email }),
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
/** Asks for a reset and waits for the work the answer does not wait for. */
async function forgot(email: string, init: RequestInit = {}, origin = '') {
  const response = await ask(email, init, origin);
  await settledAfterResponse();
  return response;
}
const reset = (token: string, password: string) =>
  app.request('/api/user/reset-password', jsonRequest('POST', { token, password }));
const login = (email: string, password: string) =>
  app.request('/api/user/login-user', jsonRequest('POST', { email, password }));
const me = (cookie: string) => app.request('/api/user/me', jsonRequest('GET', undefined, cookie));
const answer = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
});

/** The reset e-mails queued so far, and the token in the newest one's link. */
async function resetMails() {
  const rows = await deps.db.select().from(outbox).where(eq(outbox.kind, 'password_reset'));
  const last = rows.at(-1);
  const token = last ? /\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(last.text)?.[1] : null;
  return { rows, token: token ?? '' };
}

describe('forgot-password', () => {
  it('queues a reset e-mail with a 30-minute link on SITE_URL for a known address', async () => {
    const customer = await registerCustomer(app);
    const response = await forgot(
      customer.email.toUpperCase(),
      { headers: { host: 'attacker.example' } },
      'http://attacker.example',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { rows, token } = await resetMails();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toAddress: customer.email, state: 'pending' });
    // The link's origin is the configured shop, never the request's Host header.
    expect(rows[0]!.text).toContain(`https://shop.example/reset-password#token=${token}`);
    expect(rows[0]!.html).not.toContain('attacker.example');
    const [stored] = await deps.db.select().from(accountTokens);
    expect(stored).toMatchObject({
      purpose: 'password_reset',
      accountKind: 'customer',
      accountId: customer.id,
      expiresAt: start + 30 * minute,
      usedAt: null,
    });
    expect(stored!.tokenHash).not.toContain(token);
    expect(kicks).toBe(1);
  });

  it('answers an unknown address exactly as a known one, and writes nothing for it', async () => {
    const customer = await registerCustomer(app);
    const known = await answer(await forgot(customer.email));
    const unknown = await answer(await forgot('nobody@example.in'));
    expect(unknown).toEqual(known);
    expect(JSON.parse(known.body)).toEqual({
      status: 1,
      msg: 'If an account exists for that address, we have sent a link to reset the password',
    });
    expect((await resetMails()).rows).toHaveLength(1);
    expect(await deps.db.select().from(accountTokens)).toHaveLength(1);
  });

  it('runs the same statements before answering a known and an unknown address', async () => {
    const customer = await registerCustomer(app);
    const beforeAnswer = async (email: string) => {
      const statements = await statementsDuring(deps.db, async () => {
        expect((await ask(email)).status).toBe(200);
      });
      await settledAfterResponse();
      return statements;
    };
    await beforeAnswer('warm-up@example.in');
    const known = await beforeAnswer(customer.email);
    expect(known.length).toBeGreaterThan(0);
    expect(await beforeAnswer('nobody@example.in')).toEqual(known);
    // The known address still gets its link once the answer has gone.
    expect((await resetMails()).rows).toHaveLength(1);
  });

  it.each([
    ['no address', {}],
    ['a malformed address', { email: 'asha@' }],
    ['a list', { email: ['a@example.in'] }],
  ])('refuses %s with 400 naming the field', async (_, body) => {
    const response = await app.request('/api/user/forgot-password', jsonRequest('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 0,
      errors: { email: expect.any(String) },
    });
  });

  it('is rate-limited per network address and per e-mail address asked about', async () => {
    const limited = rateRules(0.4); // 2 per window
    app = createApp({ ...deps, rateRules: limited, clientAddress: (c) => c.req.header('x-ip') });
    const from = (ip: string, email: string) => forgot(email, { headers: { 'x-ip': ip } });
    expect((await from('198.51.100.1', 'a@example.in')).status).toBe(200);
    expect((await from('198.51.100.1', 'b@example.in')).status).toBe(200);
    const tooMany = await from('198.51.100.1', 'c@example.in');
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers.get('retry-after')).toBeTruthy();
    // Another network address is free, but not to fill one mailbox.
    expect((await from('198.51.100.2', 'a@example.in')).status).toBe(200);
    expect((await from('198.51.100.3', 'a@example.in')).status).toBe(429);
  });
});

describe('reset-password', () => {
  it('sets the password, ends every session of the account and signs this browser in', async () => {
    const customer = await registerCustomer(app);
    const other = (await login(customer.email, 'silver-925-pass')).headers
      .get('set-cookie')!
      .split(';')[0]!;
    const stranger = await registerCustomer(app, 'Bela Rao');
    await forgot(customer.email);
    const response = await reset((await resetMails()).token, 'a-brand-new-pass');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 1,
      User: { _id: customer.id, email: customer.email },
      cartId: customer.cartId,
    });
    const fresh = response.headers.get('set-cookie')!;
    expect(fresh).toMatch(/^chandi_session=.+HttpOnly/);
    for (const ended of [customer.cookie, other]) expect((await me(ended)).status).toBe(401);
    expect((await me(fresh.split(';')[0]!)).status).toBe(200);
    // Another customer's session is untouched.
    expect((await me(stranger.cookie)).status).toBe(200);
    const live = await deps.db.select().from(sessions).where(eq(sessions.subjectId, customer.id));
    expect(live).toHaveLength(1);
    expect((await login(customer.email, 'silver-925-pass')).status).toBe(401);
    expect((await login(customer.email, 'a-brand-new-pass')).status).toBe(200);
  });

  it('works once: a used link answers 400 naming the token and changes nothing', async () => {
    const customer = await registerCustomer(app);
    await forgot(customer.email);
    const { token } = await resetMails();
    expect((await reset(token, 'first-new-pass')).status).toBe(200);
    const again = await reset(token, 'second-new-pass');
    expect(again.status).toBe(400);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.json()).toEqual({
      status: 0,
      msg: 'This reset link has expired or has already been used. Please ask for a new one.',
      errors: {
        token: 'This reset link has expired or has already been used. Please ask for a new one.',
      },
    });
    expect((await login(customer.email, 'first-new-pass')).status).toBe(200);
  });

  it('expires after 30 minutes, and answers an unknown token the same way', async () => {
    const customer = await registerCustomer(app);
    await forgot(customer.email);
    const { token } = await resetMails();
    clock = start + 30 * minute;
    const expired = await answer(await reset(token, 'too-late-pass'));
    expect(expired.status).toBe(400);
    expect(await answer(await reset('x'.repeat(43), 'too-late-pass'))).toEqual(expired);
    expect((await login(customer.email, 'silver-925-pass')).status).toBe(200);
  });

  it('lets the newest link work and kills the older ones with it', async () => {
    const customer = await registerCustomer(app);
    await forgot(customer.email);
    const older = (await resetMails()).token;
    clock += minute;
    await forgot(customer.email);
    const newer = (await resetMails()).token;
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'newest-pass-1')).status).toBe(200);
    expect((await reset(older, 'older-pass-12')).status).toBe(400);
    expect((await login(customer.email, 'newest-pass-1')).status).toBe(200);
  });

  it.each([
    ['a short password', { token: 'x'.repeat(43), password: 'short' }, 'password'],
    ['a long password', { token: 'x'.repeat(43), password: 'p'.repeat(129) }, 'password'],
    ['no token', { password: 'long-enough-1' }, 'token'],
    ['an empty token', { token: '', password: 'long-enough-1' }, 'token'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const response = await app.request('/api/user/reset-password', jsonRequest('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { [field]: expect.any(String) } });
  });

  it('is rate-limited per network address', async () => {
    app = createApp({ ...deps, rateRules: rateRules(0.1), clientAddress: () => '198.51.100.9' });
    expect((await reset('x'.repeat(43), 'guess-number-1')).status).toBe(400);
    const limited = await reset('y'.repeat(43), 'guess-number-2');
    expect(limited.status).toBe(429);
  });
});
