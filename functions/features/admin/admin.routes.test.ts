import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
const secret = 'a-long-reset-secret-for-tests';

beforeEach(async () => {
  deps = await createTestDeps({ adminResetSecret: secret });
  app = createApp(deps);
});

describe('admin sign-in', () => {
  it('signs in with a separate admin cookie and returns only name, e-mail and role', async () => {
    const cookie = await signInAdmin(app, deps.db);
    expect(cookie).toMatch(/^chandi_admin=/);
    const me = await app.request('/api/admin/me', { headers: { cookie } });
    expect(await me.json()).toEqual({
      status: 1,
      msg: 'Signed in',
      LoginInfo: { name: 'Shop Owner', email: 'owner@chandi.example', role: 'owner' },
    });
    const logout = await app.request('/api/admin/logout', jsonRequest('POST', undefined, cookie));
    expect(logout.status).toBe(200);
    expect((await app.request('/api/admin/me', { headers: { cookie } })).status).toBe(401);
  });

  it('refuses a wrong password with 401', async () => {
    await signInAdmin(app, deps.db);
    const response = await app.request(
      '/api/admin/login',
      jsonRequest('POST', { email: 'owner@chandi.example', password: 'wrong-password' }),
    );
    expect(response.status).toBe(401);
  });
});

describe('admin-only routes', () => {
  const adminRoutes: [string, string][] = [
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/categories'],
    ['GET', '/api/admin/products'],
    ['GET', '/api/user/get-user'],
    ['GET', '/api/inquiry/get-inquiry'],
    ['PATCH', '/api/inquiry/change-status/abc/true'],
    ['POST', '/api/category/create'],
    ['PUT', '/api/category/update/abc'],
    ['PATCH', '/api/category/change-status/abc/false'],
    ['DELETE', '/api/category/delete/abc'],
    ['POST', '/api/product/create'],
    ['PUT', '/api/product/update/abc'],
    ['PATCH', '/api/product/change-status/abc/false'],
    ['DELETE', '/api/product/delete/abc/images'],
    ['PUT', '/api/maintain/setMaintainStatus'],
  ];

  it('answer 401 without a session and 403 with a customer session', async () => {
    const customer = await registerCustomer(app);
    for (const [method, path] of adminRoutes) {
      expect((await app.request(path, { method })).status, `${method} ${path}`).toBe(401);
      expect(
        (await app.request(path, { method, headers: { cookie: customer.cookie } })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });
});

describe('password reset', () => {
  it('changes the password with the secret key and ends every admin session', async () => {
    const cookie = await signInAdmin(app, deps.db);
    const reset = (body: unknown) =>
      app.request('/api/admin/reset-password', jsonRequest('PUT', body));
    expect(
      (
        await reset({
          email: 'owner@chandi.example',
          secretKey: 'wrong',
          newPassword: 'new-password-9',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await reset({
          email: 'someone@else.example',
          secretKey: secret,
          newPassword: 'new-password-9',
        })
      ).status,
    ).toBe(403);
    expect(
      (await reset({ email: 'owner@chandi.example', secretKey: secret, newPassword: 'short' }))
        .status,
    ).toBe(400);
    const ok = await reset({
      email: 'owner@chandi.example',
      secretKey: secret,
      newPassword: 'new-password-9',
    });
    expect(ok.status).toBe(200);
    expect((await app.request('/api/admin/me', { headers: { cookie } })).status).toBe(401);
    const login = await app.request(
      '/api/admin/login',
      jsonRequest('POST', { email: 'owner@chandi.example', password: 'new-password-9' }),
    );
    expect(login.status).toBe(200);
  });

  it('is refused when no secret is configured', async () => {
    const plain = createApp(await createTestDeps());
    const response = await plain.request(
      '/api/admin/reset-password',
      jsonRequest('PUT', { email: 'a@b.in', secretKey: 'x', newPassword: 'new-password-9' }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ msg: 'Password reset is not configured' });
  });
});

describe('dashboard, users and inquiries', () => {
  it('shows real counts, the latest inquiries and the most-inquired products; toggles inquiry status', async () => {
    const cookie = await signInAdmin(app, deps.db);
    const category = await addCategory(deps.db);
    await addProduct(deps.db, category.id, { code: 'NCK-1', name: 'Temple Choker' });
    await registerCustomer(app, 'Ravi Kumar');
    const inquiry = {
      name: 'Meera Shah',
      email: 'meera@example.in',
      phone: '9829012345',
      message: 'Hello',
      productCodes: '["NCK-1"]',
    };
    await app.request('/api/inquiry/send-inquiry', jsonRequest('POST', inquiry));

    const dashboard = (await (
      await app.request('/api/admin/dashboard', { headers: { cookie } })
    ).json()) as Record<string, unknown>;
    expect(dashboard.counts).toEqual({ users: 1, products: 1, categories: 1, unreadInquiries: 1 });
    expect(dashboard.latestInquiries).toMatchObject([
      { fullname: 'Meera Shah', status: false, reference: expect.stringMatching(/^INQ-/) },
    ]);
    expect(dashboard.mostInquired).toMatchObject([
      { code: 'NCK-1', name: 'Temple Choker', inquiries: 1 },
    ]);

    const users = (await (
      await app.request('/api/user/get-user', { headers: { cookie } })
    ).json()) as { User: { name: string; createdAt: string }[] };
    expect(users.User).toMatchObject([{ name: 'Ravi Kumar', createdAt: expect.any(String) }]);
    expect(JSON.stringify(users)).not.toContain('password');

    const list = (await (
      await app.request('/api/inquiry/get-inquiry', { headers: { cookie } })
    ).json()) as { inquiry: { _id: string; products: unknown[] }[] };
    expect(list.inquiry[0]).toMatchObject({
      fullname: 'Meera Shah',
      phoneNumber: '+91 98290 12345',
      status: false,
      products: [{ code: 'NCK-1', name: 'Temple Choker' }],
    });
    const id = list.inquiry[0]!._id;
    expect(
      (
        await app.request(
          `/api/inquiry/change-status/${id}/true`,
          jsonRequest('PATCH', undefined, cookie),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await app.request(
          `/api/inquiry/change-status/${id}/maybe`,
          jsonRequest('PATCH', undefined, cookie),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await app.request(
          '/api/inquiry/change-status/missingInquiry1/true',
          jsonRequest('PATCH', undefined, cookie),
        )
      ).status,
    ).toBe(404);
    const after = (await (
      await app.request('/api/inquiry/get-inquiry', { headers: { cookie } })
    ).json()) as { inquiry: { status: boolean }[] };
    expect(after.inquiry[0]!.status).toBe(true);
  });
});

describe('maintenance switch', () => {
  it('turns maintenance on and off for the shop', async () => {
    const cookie = await signInAdmin(app, deps.db);
    const set = (body: unknown) =>
      app.request('/api/maintain/setMaintainStatus', jsonRequest('PUT', body, cookie));
    expect((await set({ isMaintain: true, contact: 'not-an-email' })).status).toBe(400);
    const on = await set({
      isMaintain: true,
      message: 'Stocktaking today',
      contact: 'owner@chandi.example',
    });
    expect(await on.json()).toMatchObject({
      status: 1,
      result: [{ isMaintain: true, message: 'Stocktaking today' }],
    });
    const polled = (await (await app.request('/api/maintain/getMaintainStatus')).json()) as {
      result: { isMaintain: boolean }[];
    };
    expect(polled.result[0]!.isMaintain).toBe(true);
    await set({ isMaintain: false });
    const again = (await (await app.request('/api/maintain/getMaintainStatus')).json()) as {
      result: { isMaintain: boolean }[];
    };
    expect(again.result[0]!.isMaintain).toBe(false);
  });
});
