import { copyFile, mkdir, stat, truncate, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { makeTestShop, runScript, shopEnv } from '../../test/backup-shop';
import { createFileBlobStore } from '../blob-store';
import { prepareData } from '../prepare-data';
import { takeBackup } from './take-backup';

const nodeEntry = resolve(import.meta.dirname, '../../node.ts');

it(
  'stops the server at start on a corrupt, truncated or newer database, naming the backup to restore',
  { timeout: 90_000 },
  async () => {
    const shop = await makeTestShop(1);
    const backup = await takeBackup(shop.config);
    shop.close();
    const snapshot = join(backup.path, 'shop.db');
    const broken = join(shop.root, 'broken');
    await mkdir(broken);
    const cases = {
      corrupt: async (file: string) =>
        writeFile(file, crypto.getRandomValues(new Uint8Array(8192))),
      truncated: async (file: string) => {
        await copyFile(snapshot, file);
        await truncate(file, Math.floor((await stat(file)).size / 2));
      },
      newer: async (file: string) => {
        await copyFile(snapshot, file);
        const client = createClient({ url: `file:${file}` });
        await client.execute(
          "INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('from-the-future', 4102444800000)",
        );
        client.close();
      },
    };
    const runs = Object.entries(cases).map(async ([name, damage]) => {
      const file = join(broken, `${name}.db`);
      await damage(file);
      const started = await runScript(nodeEntry, [], {
        ...shopEnv(shop.config),
        DATABASE_URL: `file:${file}`,
        SITE_DIR: join(shop.root, 'site'),
        PORT: '0',
      });
      return { name, file, ...started };
    });
    for (const { name, file, code, stderr } of await Promise.all(runs)) {
      expect(code, name).toBe(1);
      expect(stderr, name).toContain(`The database file ${file} `);
      expect(stderr, name).toContain(`The newest verified backup is ${backup.path}`);
      expect(stderr, name).toContain(`npm run restore -- ${backup.path}\n`);
      if (name === 'newer') expect(stderr).toMatch(/comes from a newer version of the shop/);
    }

    // The healthy database opens, migrates and gets its admin as at every start.
    const env = parseEnv({ ...shopEnv(shop.config), ADMIN_PASSWORD: 'silver-start-check-1' });
    const prepared = await prepareData(env, createFileBlobStore(env.UPLOADS_DIR));
    expect(prepared.seeded).toBe(false);
    prepared.db.$client.close();
  },
);
