import type { Context } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateRules } from '../lib/rate-rules';
import { jsonRequest } from '../test/customers';
import { createWorld, worldPassword, worldResetSecret, type World } from './world';

const limits = rateRules();
let world: World;
beforeAll(async () => {
  world = await createWorld({
    // The shop's own limits, except login: ten Argon2 checks per case would slow the battery for
    // nothing, since the counter is the same code whatever the limit.
    rateRules: { ...limits, login: { ...limits.login, limit: 3 } },
    clientAddress: (c: Context) => c.req.header('x-test-client'),
  });
});

/** `count` identical calls from one address; returns their statuses and the last response. */
async function hammer(count: number, client: string, path: string, init: () => RequestInit) {
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < count; i += 1) {
    const request = init();
    last = await world.app.request(path, {
      ...request,
      headers: { ...(request.headers as Record<string, string>), 'x-test-client': client },
    });
    statuses.push(last.status);
  }
  return { statuses, last: last! };
}

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({
    status: 0,
    msg: expect.stringMatching(/Too many/),
  });
}

describe('rate limits', () => {
  it.each([
    ['customer', '/api/user/login-user', () => world.a.email],
    ['admin', '/api/admin/login', () => 'owner@chandi.example'],
  ])('%s login answers 429 past the limit, even for the right password', async (_, path, email) => {
    const wrong = () => jsonRequest('POST', { email: email(), password: 'guess-number-1' });
    const { statuses } = await hammer(3, `${path}-1`, path, wrong);
    expect(statuses).toEqual([401, 401, 401]);
    const right = () =>
      jsonRequest('POST', {
        email: email(),
        password: worldPassword,
      });
    await expectTooMany((await hammer(1, `${path}-1`, path, right)).last);
    // Another address is not held back by the first one's attempts.
    expect((await hammer(1, `${path}-2`, path, right)).last.status).toBe(200);
  });

  it('admin password reset answers 429 past its limit, even with the right key', async () => {
    const attempt = (secretKey: string) => () =>
      jsonRequest('PUT', {
        email: 'owner@chandi.example',
        secretKey,
        newPassword: 'new-pass-word',
      });
    const { statuses } = await hammer(
      limits.reset.limit,
      'reset',
      '/api/admin/reset-password',
      attempt('guess'),
    );
    expect(statuses.every((status) => status === 403)).toBe(true);
    const { last } = await hammer(
      1,
      'reset',
      '/api/admin/reset-password',
      attempt(worldResetSecret),
    );
    await expectTooMany(last);
  });

  it('registration and inquiries answer 429 past their limits', async () => {
    const register = () => jsonRequest('POST', { name: 'x' });
    const registered = await hammer(
      limits.register.limit + 1,
      'reg',
      '/api/user/register-user',
      register,
    );
    expect(registered.statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    await expectTooMany(registered.last);
    const inquiry = () =>
      jsonRequest('POST', {
        name: 'Meera Shah',
        email: 'meera@example.in',
        phone: '98290 12345',
        message: 'Hello',
      });
    const sent = await hammer(
      limits.inquiry.limit + 1,
      'inq',
      '/api/inquiry/send-inquiry',
      inquiry,
    );
    expect(sent.statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    await expectTooMany(sent.last);
  });
});
