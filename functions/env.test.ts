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
