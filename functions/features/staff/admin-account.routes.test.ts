import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { adminTestPassword, signedInAdmin } from '../../test/admins';
import { jsonRequest } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  deps = await createTestDeps({ now: () => Date.UTC(2026, 10, 27, 9) });
  app = createApp(deps);
});

const rename = (name: unknown, cookie: string) =>
  app.request('/api/admin/account/name', jsonRequest('PUT', { name }, cookie));

describe("an admin's own name", () => {
  it('changes for the owner and staff alike, answers the new sign-in record, and is audited', async () => {
    const owner = await signedInAdmin(app, deps.db, 'owner');
    const staff = await signedInAdmin(app, deps.db, 'staff');
    const renamed = await rename('  Priya Soni ', owner.cookie);
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      status: 1,
      LoginInfo: { name: 'Priya Soni', email: owner.email, role: 'owner' },
    });
    expect((await rename('Ravi Kumar', staff.cookie)).status).toBe(200);
    const me = await app.request('/api/admin/me', jsonRequest('GET', undefined, owner.cookie));
    expect(await me.json()).toMatchObject({ LoginInfo: { name: 'Priya Soni' } });
    const entries = await deps.db.select().from(auditLog);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: owner.id,
      entity: 'admin',
      entityId: owner.id,
      action: 'rename',
    });
    expect(JSON.parse(entries[0]!.changes)).toEqual({ name: ['Shop Owner', 'Priya Soni'] });
  });

  it('refuses a name outside 2–100 characters (400 naming it), and strangers (401)', async () => {
    const owner = await signedInAdmin(app, deps.db, 'owner');
    for (const name of ['P', 'x'.repeat(101), undefined]) {
      const refused = await rename(name, owner.cookie);
      expect(refused.status).toBe(400);
      expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(['name']);
    }
    const anonymous = await app.request(
      '/api/admin/account/name',
      jsonRequest('PUT', { name: 'Priya Soni' }),
    );
    expect(anonymous.status).toBe(401);
    expect(await deps.db.select().from(auditLog)).toEqual([]);
  });
});

describe("an admin's new password", () => {
  it('must be at least 10 characters and not a common password', async () => {
    const owner = await signedInAdmin(app, deps.db, 'owner');
    const change = (newPassword: string) =>
      app.request(
        '/api/admin/account/password',
        jsonRequest('PUT', { currentPassword: adminTestPassword, newPassword }, owner.cookie),
      );
    const short = await change('priya123');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      errors: { newPassword: 'must be at least 10 characters' },
    });
    const common = await change('Qwerty123456');
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      errors: { newPassword: 'is too common: choose a password others would not guess' },
    });
    expect((await change('priya-silver-925')).status).toBe(200);
  });
});
