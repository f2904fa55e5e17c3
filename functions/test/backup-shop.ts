import { mkdirSync, mkdtempSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createClient } from '@libsql/client';
import { asc } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { Db } from '../lib/db';
import type { BackupConfig } from '../node/backup/backup-config';
import { filesBelow } from '../node/backup/files';
import { createDb, migrateDb } from '../node/db';
import { addCategory, addProduct } from './fixtures';

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * libSQL's `close()` leaves the file open until its prepared statements are garbage collected, and
 * a restore refuses while any connection is open: collect them now.
 */
export function collectGarbage() {
  gc();
}

/** A shop on real files in a temporary folder: a migrated database, pictures, a backup folder. */
export interface TestShop {
  root: string;
  config: BackupConfig;
  db: Db;
  categoryId: string;
  /** Write a picture (random bytes) below the uploads folder. */
  putPicture(path: string, bytes?: Uint8Array): Promise<void>;
  /** Close the database connection (a restore refuses while it is open). */
  close(): void;
}

/** Make a shop with `productCount` products and one picture for each. */
export async function makeTestShop(productCount = 2): Promise<TestShop> {
  const root = mkdtempSync(join(tmpdir(), 'chandi-backup-'));
  mkdirSync(join(root, 'data'));
  const config: BackupConfig = {
    databaseUrl: `file:${join(root, 'data/shop.db')}`,
    uploadsDir: join(root, 'data/uploads'),
    backupDir: join(root, 'data/backups'),
    keep: { daily: 7, weekly: 4, monthly: 6 },
  };
  // drizzle's migrator leaves a connection open (libSQL transactions detach theirs), and a restore
  // refuses while one is: migrate a template and start the shop from a copy of it.
  const template = await createDb(`file:${join(root, 'template.db')}`);
  await migrateDb(template);
  await template.$client.execute({ sql: 'VACUUM INTO ?', args: [join(root, 'data/shop.db')] });
  const db = await createDb(config.databaseUrl);
  const category = await addCategory(db);
  const putPicture = async (path: string, bytes = crypto.getRandomValues(new Uint8Array(2048))) => {
    const file = join(config.uploadsDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
  };
  for (let n = 0; n < productCount; n++) {
    const product = await addProduct(db, category.id);
    await putPicture(`products/${product.id}/800.webp`);
  }
  const close = () => {
    db.$client.close();
    collectGarbage();
  };
  return { root, config, db, categoryId: category.id, putPicture, close };
}

/** The products table, oldest first, for comparing states. */
export const productRows = (db: Db) => db.select().from(products).orderBy(asc(products.id));

/** Every picture's path and bytes (base64), for comparing states. */
export async function pictureState(uploadsDir: string): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const path of await filesBelow(uploadsDir))
    state[path] = (await readFile(join(uploadsDir, path))).toString('base64');
  return state;
}

/** Run a TypeScript file with this Node and tsx, as `npm run` would; resolves with its output. */
export function runScript(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The environment that points the backup and restore scripts at a test shop. */
export const shopEnv = (config: BackupConfig) => ({
  DATABASE_URL: config.databaseUrl,
  UPLOADS_DIR: config.uploadsDir,
  BACKUP_DIR: config.backupDir,
});

/**
 * Every row of every table the shop's data export carries (not drizzle's journal nor the search
 * index, which triggers rebuild), read from a database file, for comparing two databases.
 */
export async function shopTables(file: string): Promise<Record<string, unknown[]>> {
  const client = createClient({ url: `file:${file}` });
  try {
    const master = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' " +
        "AND name <> '__drizzle_migrations' AND name NOT LIKE 'inquiry_search%' ORDER BY name",
    );
    const tables: Record<string, unknown[]> = {};
    for (const row of master.rows) {
      const name = String(row.name);
      const rows = await client.execute(`SELECT * FROM "${name}" ORDER BY rowid`);
      tables[name] = rows.rows.map((r) => ({ ...r }));
    }
    const search = await client.execute('SELECT rowid, * FROM inquiry_search ORDER BY rowid');
    tables.inquiry_search = search.rows.map((r) => ({ ...r }));
    return tables;
  } finally {
    client.close();
  }
}
