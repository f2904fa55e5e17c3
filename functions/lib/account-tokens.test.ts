import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, admins } from '../../db/schema';
import type { AppDeps } from '../deps';
import { createTestDeps } from '../test/memory-deps';
import {
  issueAccountToken,
  purgeDeadAccountTokens,
  redeemAccountToken,
  type AccountTokenTarget,
} from './account-tokens';
import type { Db } from './db';

const start = Date.UTC(2026, 10, 23, 10);
const minute = 60_000;
let deps: AppDeps;
let db: Db;

beforeEach(async () => {
  deps = await createTestDeps();
  db = deps.db;
  await db
    .insert(admins)
    .values({ id: 'staff1', name: 'Ravi', email: 'ravi@chandi.example', passwordHash: '' });
});

const invite: AccountTokenTarget = {
  purpose: 'staff_invite',
  accountKind: 'admin',
  accountId: 'staff1',
};
const reset: AccountTokenTarget = {
  purpose: 'password_reset',
  accountKind: 'customer',
  accountId: 'user1',
};

async function issue(target: AccountTokenTarget, at = start) {
  const { token, insert } = await issueAccountToken(db, target, at);
  await insert;
  return token;
}

/** Redeem for an admin by setting their password hash to `value`; returns the account id or null. */
const setAdminHash = (token: string, at: number, value: string, target = invite) =>
  redeemAccountToken(db, token, target, at, async (id, stillLive) => [
    db
      .update(admins)
      .set({ passwordHash: value })
      .where(and(eq(admins.id, id), stillLive)),
  ]);
const adminHash = async () =>
  (await db.select().from(admins).where(eq(admins.id, 'staff1')))[0]!.passwordHash;

describe('account tokens', () => {
  it('stores only the SHA-256 of a 256-bit token, with the purpose and its lifetime', async () => {
    const token = await issue(reset);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(accountTokens);
    expect(row).toMatchObject({
      ...reset,
      tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      expiresAt: start + 30 * minute,
      usedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    await issue(invite);
    const [inviteRow] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'staff_invite'));
    expect(inviteRow?.expiresAt).toBe(start + 7 * 24 * 60 * minute);
  });

  it('runs the changes once for a live token and refuses it after', async () => {
    const token = await issue(invite);
    expect(await setAdminHash(token, start + minute, 'first')).toBe('staff1');
    expect(await adminHash()).toBe('first');
    expect(await setAdminHash(token, start + 2 * minute, 'second')).toBeNull();
    expect(await adminHash()).toBe('first');
  });

  it('refuses an expired token, another purpose or account kind, and an unknown token', async () => {
    const token = await issue(invite);
    const expiry = start + 7 * 24 * 60 * minute;
    expect(await setAdminHash(token, expiry, 'late')).toBeNull();
    const wrongPurpose = { ...invite, purpose: 'password_reset' as const };
    expect(await setAdminHash(token, start, 'x', wrongPurpose)).toBeNull();
    const wrongKind = { ...invite, accountKind: 'customer' as const };
    expect(await setAdminHash(token, start, 'x', wrongKind)).toBeNull();
    // Another last character (the token's own is random, so never the one it already has).
    const other = token.endsWith('A') ? 'B' : 'A';
    expect(await setAdminHash(`${token.slice(0, -1)}${other}`, start, 'x')).toBeNull();
    expect(await adminHash()).toBe('');
    // Still good for its own purpose within its time.
    expect(await setAdminHash(token, expiry - 1, 'in time')).toBe('staff1');
  });

  it('does not call the changes for a dead token (no password hashed for a bad link)', async () => {
    let called = 0;
    const result = await redeemAccountToken(db, 'no-such-token', invite, start, async () => {
      called += 1;
      return [];
    });
    expect(result).toBeNull();
    expect(called).toBe(0);
  });

  it('changes the account once when two requests race with the same token', async () => {
    const token = await issue(invite);
    const results = await Promise.all([
      setAdminHash(token, start + minute, 'one'),
      setAdminHash(token, start + minute, 'two'),
    ]);
    expect(results.filter(Boolean)).toEqual(['staff1']);
    expect(await adminHash()).toBe(results[0] ? 'one' : 'two');
  });

  it("spends every other open token of the account, whatever its purpose, and no other account's", async () => {
    const older = await issue(invite);
    const newer = await issue(invite, start + minute);
    await issue({ ...invite, accountId: 'staff2' });
    await issue({ ...invite, purpose: 'password_reset' });
    expect(await setAdminHash(newer, start + 2 * minute, 'new')).toBe('staff1');
    expect(await setAdminHash(older, start + 3 * minute, 'old')).toBeNull();
    expect(await adminHash()).toBe('new');
    const unused = (await db.select().from(accountTokens)).filter((row) => row.usedAt === null);
    // A reset e-mail sent before the password was set by another link dies with the others.
    expect(unused.map((row) => [row.accountId, row.purpose]).sort()).toEqual([
      ['staff2', 'staff_invite'],
    ]);
  });

  it('purges expired tokens and tokens used more than a day ago', async () => {
    const used = await issue(invite);
    await setAdminHash(used, start + minute, 'x');
    await issue(reset);
    await issue(reset, start + 25 * 60 * minute);
    await purgeDeadAccountTokens(db, start + 25 * 60 * minute + 1);
    const left = await db.select().from(accountTokens);
    expect(left.map((row) => row.expiresAt)).toEqual([start + 25 * 60 * minute + 30 * minute]);
  });
});
