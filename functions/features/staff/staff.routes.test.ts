import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, admins, auditLog, outbox } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { settledAfterResponse } from '../../lib/after-response';
import { signedInAdmin } from '../../test/admins';
import { jsonRequest } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';
import { statementsDuring } from '../../test/statements';
import type { StaffJson } from './staff.service';

const day = 24 * 60 * 60 * 1000;
let clock: number;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;

beforeEach(async () => {
  clock = Date.UTC(2026, 5, 1, 9);
  deps = await createTestDeps({ now: () => clock });
  app = createApp(deps);
  owner = await signedInAdmin(app, deps.db, 'owner');
});

const call = (method: string, path: string, body?: unknown, cookie = owner.cookie) =>
  app.request(path, jsonRequest(method, body, cookie));

const mails = () => deps.db.select().from(outbox);
const audit = () => deps.db.select().from(auditLog);
/** The token of the newest e-mailed link to `page` (it travels in the fragment). */
async function tokenMailedTo(email: string, page: string) {
  const sent = (await mails()).filter((mail) => mail.toAddress === email);
  const match = new RegExp(`${page}#token=([A-Za-z0-9_-]+)`).exec(sent.at(-1)?.text ?? '');
  if (!match) throw new Error(`No link to ${page} e-mailed to ${email}`);
  return match[1]!;
}

/** Asks for an admin reset and waits for the work the answer does not wait for. */
async function ask(email: string) {
  const response = await app.request(
    '/api/admin/account/forgot-password',
    jsonRequest('POST', { email }),
  );
  await settledAfterResponse();
  return response;
}

const invite = (name = 'Ravi Kumar', email = 'ravi@example.in') =>
  call('POST', '/api/admin/staff', { name, email });

const signIn = (email: string, password: string) =>
  app.request('/api/admin/login', jsonRequest('POST', { email, password }));

const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!;

describe('inviting staff', () => {
  it('creates a staff account without a password, a 7-day link, the e-mail and the audit entry', async () => {
    const response = await invite('Ravi Kumar', ' Ravi@Example.IN ');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      status: 1,
      staff: { name: 'Ravi Kumar', email: 'ravi@example.in', role: 'staff', state: 'invited' },
    });
    const [account] = await deps.db
      .select()
      .from(admins)
      .where(eq(admins.email, 'ravi@example.in'));
    expect(account).toMatchObject({ role: 'staff', passwordHash: '', disabledAt: null });
    const [link] = await deps.db.select().from(accountTokens);
    expect(link).toMatchObject({
      purpose: 'staff_invite',
      accountKind: 'admin',
      accountId: account!.id,
      expiresAt: clock + 7 * day,
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({ kind: 'staff_invite', toAddress: 'ravi@example.in' });
    expect(mail!.subject).toContain('Shop Owner invited you');
    expect(mail!.text).toMatch(/\/adm-accept-invite#token=[A-Za-z0-9_-]{43}/);
    expect(await audit()).toMatchObject([
      { actorId: owner.id, entity: 'admin', entityId: account!.id, action: 'invite' },
    ]);
    // No password yet: nothing signs the account in but the link.
    expect((await signIn('ravi@example.in', 'any-password-at-all')).status).toBe(401);
  });

  it('never makes another owner, whatever the request says', async () => {
    await call('POST', '/api/admin/staff', {
      name: 'Sneaky',
      email: 'sneaky@example.in',
      role: 'owner',
      passwordHash: 'x',
    });
    const [row] = await deps.db.select().from(admins).where(eq(admins.email, 'sneaky@example.in'));
    expect(row).toMatchObject({ role: 'staff', passwordHash: '' });
  });

  it('refuses an e-mail an admin has (409) and bad fields (400), sending nothing', async () => {
    expect((await invite('Twin', owner.email)).status).toBe(409);
    const bad = await call('POST', '/api/admin/staff', { name: 'R', email: 'not-mail' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: { name: 'must be at least 2 characters', email: 'must be a valid e-mail address' },
    });
    expect(await mails()).toEqual([]);
    expect(await audit()).toEqual([]);
  });
});

describe('accepting an invite', () => {
  it('sets the password once, signs the new staff member in as staff, and is recorded', async () => {
    await invite();
    const token = await tokenMailedTo('ravi@example.in', '/adm-accept-invite');
    const accept = (password: string) =>
      app.request('/api/admin/account/accept-invite', jsonRequest('POST', { token, password }));
    const accepted = await accept('ravi-password-1');
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      LoginInfo: { name: 'Ravi Kumar', email: 'ravi@example.in', role: 'staff' },
    });
    const me = await call('GET', '/api/admin/me', undefined, cookieOf(accepted));
    expect(await me.json()).toMatchObject({ LoginInfo: { role: 'staff' } });
    expect((await accept('another-password')).status).toBe(400);
    expect((await signIn('ravi@example.in', 'ravi-password-1')).status).toBe(200);
    expect((await audit()).map((entry) => entry.action)).toEqual(['invite', 'accept_invite']);
  });

  it('refuses a link after 7 days, and an unknown one, with the same message', async () => {
    await invite();
    const token = await tokenMailedTo('ravi@example.in', '/adm-accept-invite');
    clock += 7 * day + 1;
    for (const tried of [token, 'x'.repeat(43)]) {
      const response = await app.request(
        '/api/admin/account/accept-invite',
        jsonRequest('POST', { token: tried, password: 'ravi-password-1' }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        msg: 'This invitation has expired or has already been used. Please ask the shop owner for a new one.',
      });
    }
  });

  it('works only with the newest link once the owner sends another', async () => {
    await invite();
    const first = await tokenMailedTo('ravi@example.in', '/adm-accept-invite');
    const { _id } = (await (await call('GET', '/api/admin/staff')).json()).staff[1] as {
      _id: string;
    };
    expect((await call('POST', `/api/admin/staff/${_id}/invite`)).status).toBe(200);
    const second = await tokenMailedTo('ravi@example.in', '/adm-accept-invite');
    const accept = (token: string) =>
      app.request(
        '/api/admin/account/accept-invite',
        jsonRequest('POST', { token, password: 'ravi-password-1' }),
      );
    expect((await accept(first)).status).toBe(400);
    expect((await accept(second)).status).toBe(200);
    expect((await call('POST', `/api/admin/staff/${_id}/invite`)).status).toBe(409);
  });
});

describe('an invitation the mail server refused', () => {
  const refusal =
    "refused: Can't send mail - all recipients were rejected: 550 Mailbox unavailable: ravi@exmaple.in";
  const listed = async () =>
    ((await (await call('GET', '/api/admin/staff')).json()) as { staff: StaffJson[] }).staff;

  it("shows on the staff row with the server's reason, and a corrected address gets a new invitation", async () => {
    await invite('Ravi Kumar', 'ravi@exmaple.in');
    const [first] = await mails();
    await deps.db.update(outbox).set({ state: 'failed', attempts: 1, lastError: refusal });
    const ravi = (await listed()).find((person) => person.email === 'ravi@exmaple.in')!;
    expect(ravi.invitation).toMatchObject({
      outboxId: first!.id,
      state: 'refused',
      to: 'ravi@exmaple.in',
      retryable: false,
      reason:
        'The mail server refused this address for good: 550 Mailbox unavailable: ravi@exmaple.in',
    });
    expect(JSON.stringify(ravi)).not.toContain('adm-accept-invite');

    clock += 60_000;
    const corrected = await call('PATCH', `/api/admin/staff/${ravi._id}/email`, {
      email: 'Ravi@Example.in',
    });
    expect(corrected.status).toBe(200);
    expect(((await corrected.json()) as { msg: string }).msg).toContain('ravi@example.in');
    const token = await tokenMailedTo('ravi@example.in', '/adm-accept-invite');
    const sent = (await mails()).filter((mail) => mail.toAddress === 'ravi@example.in');
    expect(sent).toMatchObject([
      { kind: 'staff_invite', state: 'pending', ref: `admin:${ravi._id}` },
    ]);
    const now = (await listed()).find((person) => person._id === ravi._id)!;
    expect(now).toMatchObject({ email: 'ravi@example.in', state: 'invited' });
    expect(now.invitation).toMatchObject({ state: 'waiting', to: 'ravi@example.in' });
    const [entry] = (await audit()).filter((e) => e.action === 'correct_invite_address');
    expect(entry).toMatchObject({ entity: 'admin', entityId: ravi._id, actorName: 'Shop Owner' });
    expect(JSON.parse(entry!.changes)).toEqual({
      email: ['ravi@exmaple.in', 'ravi@example.in'],
    });
    // The new link sets the password of the account at its corrected address.
    const accepted = await app.request(
      '/api/admin/account/accept-invite',
      jsonRequest('POST', { token, password: 'ravi-password-1' }),
    );
    expect(accepted.status).toBe(200);
    expect((await signIn('ravi@example.in', 'ravi-password-1')).status).toBe(200);
  });

  it("refuses an address another admin has, an account that is not invited, and staff's requests", async () => {
    await invite('Ravi Kumar', 'ravi@exmaple.in');
    const ravi = (await listed()).find((person) => person.email === 'ravi@exmaple.in')!;
    const fix = (id: string, email: string, cookie?: string) =>
      call('PATCH', `/api/admin/staff/${id}/email`, { email }, cookie);
    expect((await fix(ravi._id, owner.email)).status).toBe(409);
    expect((await fix(ravi._id, 'not an address')).status).toBe(400);
    const staff = await signedInAdmin(app, deps.db, 'staff');
    expect((await fix(ravi._id, 'ravi@example.in', staff.cookie)).status).toBe(403);
    expect((await fix(staff.id, 'other@example.in')).status).toBe(409);
    expect(await mails()).toHaveLength(1);
  });
});

describe('the staff list, disabling and enabling', () => {
  it('lists the owner first, then the staff with their state', async () => {
    await invite('Ravi Kumar', 'ravi@example.in');
    const staff = await signedInAdmin(app, deps.db, 'staff', 'Meena Joshi');
    const response = await call('GET', '/api/admin/staff');
    const body = (await response.json()) as { staff: object[] };
    expect(body.staff).toMatchObject([
      { name: 'Shop Owner', role: 'owner', state: 'active', inviteExpiresAt: null },
      expect.objectContaining({ name: expect.any(String) }),
      expect.objectContaining({ name: expect.any(String) }),
    ]);
    expect(body.staff).toContainEqual(
      expect.objectContaining({
        email: 'ravi@example.in',
        state: 'invited',
        inviteExpiresAt: new Date(clock + 7 * day).toISOString(),
      }),
    );
    expect(body.staff).toContainEqual(
      expect.objectContaining({ email: staff.email, state: 'active' }),
    );
  });

  it('disabling ends the sessions and refuses sign-in; enabling lets them back in', async () => {
    const staff = await signedInAdmin(app, deps.db, 'staff');
    expect((await call('PATCH', `/api/admin/staff/${staff.id}/disable`)).status).toBe(200);
    expect((await call('GET', '/api/admin/me', undefined, staff.cookie)).status).toBe(401);
    const refused = await signIn(staff.email, 'admin-password-925');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      msg: 'This account has been disabled. Please ask the shop owner.',
    });
    expect((await call('PATCH', `/api/admin/staff/${staff.id}/enable`)).status).toBe(200);
    expect((await signIn(staff.email, 'admin-password-925')).status).toBe(200);
    const entries = await audit();
    expect(entries.map((entry) => entry.action)).toEqual(['disable', 'enable']);
    expect(JSON.parse(entries[0]!.changes)).toEqual({ state: ['active', 'disabled'] });
  });

  it('cannot disable the owner, and says so for an account that is not there', async () => {
    expect((await call('PATCH', `/api/admin/staff/${owner.id}/disable`)).status).toBe(409);
    expect((await call('PATCH', '/api/admin/staff/nobody123/disable')).status).toBe(404);
    expect((await call('PATCH', '/api/admin/staff/not-an-id!/disable')).status).toBe(400);
  });

  it('is the owner’s alone: staff get 403 and change nothing', async () => {
    const staff = await signedInAdmin(app, deps.db, 'staff');
    const other = await signedInAdmin(app, deps.db, 'staff');
    for (const [method, path, body] of [
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff', { name: 'Friend', email: 'friend@example.in' }],
      ['PATCH', `/api/admin/staff/${other.id}/disable`],
    ] as const) {
      expect((await call(method, path, body, staff.cookie)).status).toBe(403);
    }
    expect((await call('GET', '/api/admin/me', undefined, other.cookie)).status).toBe(200);
    expect(await mails()).toEqual([]);
  });
});

describe("an admin's own password", () => {
  it('changes with the current one, signs out the other sessions, and is audited without secrets', async () => {
    const elsewhere = cookieOf(await signIn(owner.email, 'admin-password-925'));
    const wrong = await call('PUT', '/api/admin/account/password', {
      currentPassword: 'not-it',
      newPassword: 'new-owner-password',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: { currentPassword: 'is not right' } });
    const changed = await call('PUT', '/api/admin/account/password', {
      currentPassword: 'admin-password-925',
      newPassword: 'new-owner-password',
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/admin/me', undefined, elsewhere)).status).toBe(401);
    expect((await call('GET', '/api/admin/me', undefined, owner.cookie)).status).toBe(401);
    expect((await call('GET', '/api/admin/me', undefined, cookieOf(changed))).status).toBe(200);
    expect((await signIn(owner.email, 'new-owner-password')).status).toBe(200);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'change_password', entityId: owner.id, changes: '{}' });
  });

  it('resets by e-mail: one answer for any address, a 30-minute single-use link', async () => {
    const unknown = await ask('stranger@example.in');
    const known = await ask(owner.email);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect((await mails()).map((mail) => mail.toAddress)).toEqual([owner.email]);
    const token = await tokenMailedTo(owner.email, '/adm-reset-password');
    const reset = (password: string) =>
      app.request('/api/admin/account/reset-password', jsonRequest('POST', { token, password }));
    clock += 29 * 60 * 1000;
    const done = await reset('reset-owner-password');
    expect(done.status).toBe(200);
    expect((await call('GET', '/api/admin/me', undefined, owner.cookie)).status).toBe(401);
    expect((await call('GET', '/api/admin/me', undefined, cookieOf(done))).status).toBe(200);
    expect((await reset('again-owner-password')).status).toBe(400);
    expect((await signIn(owner.email, 'reset-owner-password')).status).toBe(200);
    expect((await audit()).map((entry) => entry.action)).toEqual(['reset_password']);
  });

  it('refuses a reset link after 30 minutes, and mails nothing to a disabled account', async () => {
    await ask(owner.email);
    const token = await tokenMailedTo(owner.email, '/adm-reset-password');
    clock += 30 * 60 * 1000;
    const late = await app.request(
      '/api/admin/account/reset-password',
      jsonRequest('POST', { token, password: 'too-late-password' }),
    );
    expect(late.status).toBe(400);
    const staff = await signedInAdmin(app, deps.db, 'staff');
    await call('PATCH', `/api/admin/staff/${staff.id}/disable`);
    await ask(staff.email);
    expect((await mails()).filter((mail) => mail.toAddress === staff.email)).toEqual([]);
  });

  it('runs the same statements before answering a known and an unknown address', async () => {
    const beforeAnswer = async (email: string) => {
      const statements = await statementsDuring(deps.db, async () => {
        const response = await app.request(
          '/api/admin/account/forgot-password',
          jsonRequest('POST', { email }),
        );
        expect(response.status).toBe(200);
      });
      await settledAfterResponse();
      return statements;
    };
    await beforeAnswer('warm-up@example.in');
    const known = await beforeAnswer(owner.email);
    expect(known.length).toBeGreaterThan(0);
    expect(await beforeAnswer('stranger@example.in')).toEqual(known);
    expect((await mails()).map((mail) => mail.toAddress)).toEqual([owner.email]);
  });

  it('spends an e-mailed reset link when the password is changed signed in', async () => {
    await ask(owner.email);
    const token = await tokenMailedTo(owner.email, '/adm-reset-password');
    const changed = await call('PUT', '/api/admin/account/password', {
      currentPassword: 'admin-password-925',
      newPassword: 'new-owner-password',
    });
    expect(changed.status).toBe(200);
    const late = await app.request(
      '/api/admin/account/reset-password',
      jsonRequest('POST', { token, password: 'the-holders-password' }),
    );
    expect(late.status).toBe(400);
    expect(late.headers.get('set-cookie')).toBeNull();
    expect((await call('GET', '/api/admin/me', undefined, cookieOf(changed))).status).toBe(200);
    expect((await signIn(owner.email, 'new-owner-password')).status).toBe(200);
  });

  it('resets with ADMIN_RESET_SECRET for the owner only', async () => {
    const secretDeps = await createTestDeps({ adminResetSecret: 'a-long-reset-secret' });
    const secretApp = createApp(secretDeps);
    const theOwner = await signedInAdmin(secretApp, secretDeps.db, 'owner');
    const staff = await signedInAdmin(secretApp, secretDeps.db, 'staff');
    const reset = (email: string) =>
      secretApp.request(
        '/api/admin/reset-password',
        jsonRequest('PUT', {
          email,
          secretKey: 'a-long-reset-secret',
          newPassword: 'reset-by-key-1',
        }),
      );
    await secretApp.request(
      '/api/admin/account/forgot-password',
      jsonRequest('POST', { email: theOwner.email }),
    );
    await settledAfterResponse();
    const [link] = await secretDeps.db.select().from(accountTokens);
    expect(link).toMatchObject({ accountId: theOwner.id, usedAt: null });
    expect((await reset(staff.email)).status).toBe(403);
    expect((await reset(theOwner.email)).status).toBe(200);
    // The e-mailed link from before the reset is spent with it.
    const [spent] = await secretDeps.db.select().from(accountTokens);
    expect(spent!.usedAt).not.toBeNull();
    const [entry] = await secretDeps.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: 'reset_password_with_key', entityId: theOwner.id });
  });
});
