import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { rateRules } from '../../lib/rate-rules';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
});

const register = (body: Record<string, unknown>) =>
  app.request('/api/user/register-user', jsonRequest('POST', body));
const valid = {
  name: 'Asha Verma',
  email: 'Asha@Example.in',
  password: 'silver-925',
  confirmPassword: 'silver-925',
  acceptTerms: true,
};

describe('register-user', () => {
  it('creates the account, signs it in with an HttpOnly cookie and returns user._id', async () => {
    const response = await register(valid);
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      status: number;
      user: { _id: string; name: string; email: string };
    };
    expect(body).toMatchObject({
      status: 1,
      user: { name: 'Asha Verma', email: 'asha@example.in' },
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^chandi_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const me = await app.request('/api/user/me', { headers: { cookie: cookie.split(';')[0]! } });
    expect(await me.json()).toMatchObject({
      status: 1,
      User: { _id: body.user._id, name: 'Asha Verma' },
    });
  });

  it('answers 409 for an e-mail already registered, whatever its case', async () => {
    expect((await register(valid)).status).toBe(201);
    const again = await register({ ...valid, email: 'ASHA@example.in' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      status: 0,
      msg: expect.stringContaining('already exists'),
    });
  });

  it.each([
    [{ ...valid, confirmPassword: 'different' }, 'confirmPassword', 'Passwords must match!!'],
    [{ ...valid, acceptTerms: false }, 'acceptTerms', 'Please accept the terms and conditions'],
    [{ ...valid, name: 'A' }, 'name', 'must be at least 2 characters'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'must be a valid e-mail address'],
    [
      { ...valid, password: 'priya123', confirmPassword: 'priya123' },
      'password',
      'must be at least 10 characters',
    ],
    [
      { ...valid, password: 'Password123', confirmPassword: 'Password123' },
      'password',
      'is too common: choose a password others would not guess',
    ],
    [{ ...valid, name: undefined }, 'name', 'is required'],
  ])('rejects bad input with 400 naming the field (%#)', async (body, field, message) => {
    const response = await register(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { errors: Record<string, string> };
    expect(json.errors[field]).toBe(message);
  });

  it('rejects malformed JSON with a clear message', async () => {
    const response = await app.request('/api/user/register-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 0,
      msg: 'The request body must be valid JSON',
    });
  });
});

describe('login-user, me and logout', () => {
  it('signs in with the right password, gives the same answer for a wrong e-mail or password', async () => {
    const customer = await registerCustomer(app);
    const ok = await app.request(
      '/api/user/login-user',
      jsonRequest('POST', { email: customer.email, password: 'silver-925-pass' }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      status: 1,
      User: { _id: customer.id },
      cartId: customer.cartId,
    });
    expect(ok.headers.get('set-cookie')).not.toContain('Max-Age');

    const wrongPassword = await app.request(
      '/api/user/login-user',
      jsonRequest('POST', { email: customer.email, password: 'nope-nope' }),
    );
    const wrongEmail = await app.request(
      '/api/user/login-user',
      jsonRequest('POST', { email: 'nobody@example.in', password: 'nope-nope' }),
    );
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await wrongEmail.json());
  });

  it('keeps a remembered session for 30 days', async () => {
    const customer = await registerCustomer(app);
    const response = await app.request(
      '/api/user/login-user',
      jsonRequest('POST', { email: customer.email, password: 'silver-925-pass', remember: true }),
    );
    expect(response.headers.get('set-cookie')).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it('answers 401 to me without a session, and after logout', async () => {
    expect((await app.request('/api/user/me')).status).toBe(401);
    const customer = await registerCustomer(app);
    const logout = await app.request(
      '/api/user/logout',
      jsonRequest('POST', undefined, customer.cookie),
    );
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/chandi_session=;.*Max-Age=0/);
    expect(
      (await app.request('/api/user/me', { headers: { cookie: customer.cookie } })).status,
    ).toBe(401);
  });

  it('rate-limits login attempts with 429 and Retry-After', async () => {
    app = createApp({ ...deps, rateRules: rateRules(0.1), clientAddress: () => '203.0.113.9' });
    const attempt = () =>
      app.request(
        '/api/user/login-user',
        jsonRequest('POST', { email: 'x@example.in', password: 'wrong-password' }),
      );
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      status: 0,
      msg: expect.stringContaining('Too many attempts'),
    });
  });
});
