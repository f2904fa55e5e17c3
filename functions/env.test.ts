import { expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

it('fills defaults for an empty environment', () => {
  expect(parseEnv({})).toMatchObject({
    PORT: 4321,
    DATABASE_URL: 'file:data/shop.db',
    UPLOADS_DIR: 'data/uploads',
    SITE_DIR: 'dist',
    ADMIN_EMAIL: 'admin@chandi.example',
    SITE_URL: 'http://localhost:4321',
    TRUST_PROXY: false,
  });
});

it('reads TRUST_PROXY as a boolean, off unless set, and refuses anything else', () => {
  expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
  for (const on of ['true', '1', 'yes', 'on'])
    expect(parseEnv({ TRUST_PROXY: on }).TRUST_PROXY).toBe(true);
  for (const off of ['false', '0', 'no', 'off'])
    expect(parseEnv({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
  expect(() => parseEnv({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: must be true or false/);
});

it('treats empty strings as unset', () => {
  const env = parseEnv({ ADMIN_PASSWORD: '', DATABASE_AUTH_TOKEN: '' });
  expect(env.ADMIN_PASSWORD).toBeUndefined();
  expect(env.DATABASE_AUTH_TOKEN).toBeUndefined();
});

it('holds ADMIN_PASSWORD to the rule of every password the shop sets', () => {
  expect(() => parseEnv({ ADMIN_PASSWORD: 'priya123' })).toThrow(
    /ADMIN_PASSWORD: must be at least 10 characters/,
  );
  expect(() => parseEnv({ ADMIN_PASSWORD: 'password1234' })).toThrow(
    /ADMIN_PASSWORD: is too common/,
  );
  expect(parseEnv({ ADMIN_PASSWORD: 'priya-silver-925' }).ADMIN_PASSWORD).toBe('priya-silver-925');
});

it('lists every bad variable in one readable error', () => {
  const attempt = () =>
    parseEnv({
      PORT: 'eighty',
      DATABASE_URL: 'postgres://x',
      ADMIN_EMAIL: 'nope',
      ADMIN_PASSWORD: 'short',
    });
  expect(attempt).toThrow(ConfigError);
  try {
    attempt();
  } catch (error) {
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])
      expect(message).toContain(name);
  }
});

it("reads the Worker's deploy hook and catalogue version like every other setting", () => {
  const env = parseEnv({
    REBUILD_HOOK_URL: 'https://hooks.example/rebuild',
    CATALOGUE_VERSION: '42',
  });
  expect(env).toMatchObject({
    REBUILD_HOOK_URL: 'https://hooks.example/rebuild',
    CATALOGUE_VERSION: '42',
  });
  expect(parseEnv({ REBUILD_HOOK_URL: '' }).REBUILD_HOOK_URL).toBeUndefined();
  expect(() => parseEnv({ REBUILD_HOOK_URL: 'hooks.example/rebuild' })).toThrow(
    /REBUILD_HOOK_URL: must be an http\(s\) URL/,
  );
});

it('reads the e-mail settings: SMTP_URL as smtp:// or smtps://, MAIL_FROM required with it', () => {
  const unset = parseEnv({});
  expect([unset.SMTP_URL, unset.MAIL_FROM, unset.OWNER_EMAIL]).toEqual([
    undefined,
    undefined,
    undefined,
  ]);
  const env = parseEnv({
    SMTP_URL: 'smtps://shop%40example.com:p%40ss@smtp.example.com:465',
    MAIL_FROM: 'Chandi <shop@example.com>',
    OWNER_EMAIL: 'owner@example.com',
  });
  expect(env).toMatchObject({
    MAIL_FROM: 'Chandi <shop@example.com>',
    OWNER_EMAIL: 'owner@example.com',
  });
  expect(env.SMTP_URL).toMatch(/^smtps:\/\//);
  expect(parseEnv({ MAIL_FROM: 'shop@example.com' }).MAIL_FROM).toBe('shop@example.com');
  expect(() => parseEnv({ SMTP_URL: 'smtp://localhost:2525' })).toThrow(
    /MAIL_FROM: is required when SMTP_URL is set/,
  );
  expect(() => parseEnv({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL: must be/);
  expect(() => parseEnv({ MAIL_FROM: 'Chandi shop' })).toThrow(/MAIL_FROM: must be an address/);
  expect(() => parseEnv({ MAIL_FROM: 'a@b.example\r\nBcc: x@y.example' })).toThrow(/MAIL_FROM/);
  expect(() => parseEnv({ OWNER_EMAIL: 'owner' })).toThrow(/OWNER_EMAIL: must be an e-mail/);
});

it('reads BACKUP_KEEP as daily,weekly,monthly counts, 7,4,6 unless set', () => {
  expect(parseEnv({}).BACKUP_KEEP).toEqual({ daily: 7, weekly: 4, monthly: 6 });
  expect(parseEnv({}).BACKUP_DIR).toBe('data/backups');
  expect(parseEnv({ BACKUP_KEEP: ' 14,0,12 ' }).BACKUP_KEEP).toEqual({
    daily: 14,
    weekly: 0,
    monthly: 12,
  });
  expect(() => parseEnv({ BACKUP_KEEP: '7,4' })).toThrow(/BACKUP_KEEP: must be three numbers/);
  expect(() => parseEnv({ BACKUP_KEEP: '0,4,6' })).toThrow(/BACKUP_KEEP: must keep at least one/);
});

it('reads BACKUP_AT as a time on India’s clock, 03:00 unless set, and refuses anything else', () => {
  expect(parseEnv({}).BACKUP_AT).toEqual({ hour: 3, minute: 0 });
  expect(parseEnv({ BACKUP_AT: '23:45' }).BACKUP_AT).toEqual({ hour: 23, minute: 45 });
  for (const bad of ['3am', '24:00', '7:5'])
    expect(() => parseEnv({ BACKUP_AT: bad })).toThrow(/BACKUP_AT: must be a time HH:MM/);
});
