import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient, type Client, type InValue } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { exportFormat } from '../../features/backup/shop-export';
import type { BackupConfig } from './backup-config';
import { knownMigrations } from './schema-version';
import { takeBackup, type BackupResult } from './take-backup';
import { BackupRefused } from './verify-backup';

const migrationsFolder = resolve(import.meta.dirname, '../../../db/migrations');

/** Whether `file` is a "Download the shop's data" export (its first line says so). */
export async function isShopExport(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').includes(`"format":"${exportFormat}"`);
  } finally {
    await handle.close();
  }
}

/** A migrations folder holding the migrations up to `migratedAt` only, for an export's schema. */
async function migrationsUpTo(folder: string, migratedAt: number) {
  const journal = knownMigrations().filter((entry) => entry.when <= migratedAt);
  await mkdir(join(folder, 'meta'), { recursive: true });
  for (const { tag } of journal)
    await copyFile(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  const entries = journal.map(({ tag, when }, idx) => ({
    idx,
    version: '6',
    when,
    tag,
    breakpoints: true,
  }));
  await writeFile(
    join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'sqlite', entries }),
  );
}

const value = (cell: unknown): InValue => {
  if (cell && typeof cell === 'object' && '$int' in cell) return BigInt(String(cell.$int));
  if (cell && typeof cell === 'object' && '$blob' in cell)
    return Buffer.from(String(cell.$blob), 'base64');
  return cell as InValue;
};

/** Delete every row a migration put in (drizzle's journal stays: it is the schema's version). */
async function emptyTables(client: Client) {
  const tables = await client.execute(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' " +
      "AND name <> '__drizzle_migrations'",
  );
  const virtual = tables.rows
    .filter((row) => /^CREATE VIRTUAL TABLE/i.test(String(row.sql)))
    .map((row) => String(row.name));
  for (const row of tables.rows) {
    const name = String(row.name);
    if (virtual.some((v) => name.startsWith(`${v}_`))) continue; // a full-text index's storage
    await client.execute(`DELETE FROM "${name.replaceAll('"', '""')}"`);
  }
}

/** Insert an export's tables into `client`; returns the rows read and the end line's counts. */
async function loadRows(client: Client, file: string, refuse: (problem: string) => Error) {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let table: { name: string; sql: string } | null = null;
  let batch: InValue[][] = [];
  const read: Record<string, number> = {};
  let ended: Record<string, number> | null = null;
  const flush = async () => {
    if (table && batch.length)
      await client.batch(
        batch.map((args) => ({ sql: table!.sql, args })),
        'write',
      );
    batch = [];
  };
  let first = true;
  for await (const text of lines) {
    if (first) {
      first = false;
      continue; // the header, read already
    }
    if (!text.trim()) continue;
    if (ended) throw refuse('it has lines after its end line');
    const parsed = JSON.parse(text) as unknown;
    if (Array.isArray(parsed)) {
      if (!table) throw refuse('a row comes before its table');
      batch.push(parsed.map(value));
      read[table.name] = (read[table.name] ?? 0) + 1;
      if (batch.length === 500) await flush();
    } else if (parsed && typeof parsed === 'object' && 'table' in parsed) {
      await flush();
      const { table: name, columns } = parsed as { table: string; columns: string[] };
      const q = (id: string) => `"${id.replaceAll('"', '""')}"`;
      table = {
        name,
        sql: `INSERT INTO ${q(name)} (${columns.map(q).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      };
      read[name] = 0;
    } else if (parsed && typeof parsed === 'object' && 'end' in parsed) {
      await flush();
      ended = (parsed as unknown as { counts: Record<string, number> }).counts;
    } else throw refuse('it has a line that is neither a table, a row nor the end');
  }
  return { read, ended };
}

/**
 * Turn a "Download the shop's data" export into a verified backup in BACKUP_DIR that restore can
 * use: a new database with the export's schema (the migrations up to its version), every row put
 * back as exported (triggers off meanwhile; a full-text index from its own rows), checked for a complete
 * file (its end line and row counts) and sound foreign keys, then backed up with this machine's
 * pictures (an export carries rows only). Throws `BackupRefused` and changes nothing on a problem.
 */
export async function backupFromExport(config: BackupConfig, file: string): Promise<BackupResult> {
  const path = resolve(file);
  const refuse = (problem: string) => new BackupRefused(path, [problem]);
  const firstLine = await new Promise<string>((done, fail) => {
    const lines = createInterface({ input: createReadStream(path) });
    lines.once('line', (line) => {
      done(line); // before close(), which says 'close' at once
      lines.close();
    });
    lines.once('error', fail);
    lines.once('close', () => done(''));
  });
  let header: { format?: string; migratedAt?: number | null } = {};
  try {
    header = JSON.parse(firstLine) as typeof header;
  } catch {
    // not JSON: refused just below
  }
  if (header.format !== exportFormat) throw refuse('it is not an export of the shop’s data');
  const known = knownMigrations();
  if (header.migratedAt && !known.some((entry) => entry.when === header.migratedAt))
    throw refuse('it comes from a newer version of the shop (a migration this code does not know)');

  await mkdir(config.backupDir, { recursive: true });
  const work = await mkdtemp(join(config.backupDir, '.import-'));
  try {
    const dbFile = join(work, 'shop.db');
    const client = createClient({ url: `file:${dbFile}` });
    try {
      await migrationsUpTo(join(work, 'migrations'), header.migratedAt ?? 0);
      await migrate(drizzle(client), { migrationsFolder: join(work, 'migrations') });
      await client.execute('PRAGMA foreign_keys = OFF');
      // A scratch file: it is sealed by the backup's own snapshot and integrity check, so a crash
      // midway leaves only a folder to delete, and the rows go in without a journal to keep.
      await client.execute('PRAGMA journal_mode = OFF');
      await client.execute('PRAGMA synchronous = OFF');
      // The rows go in exactly as exported: no row a migration seeded, no trigger writing rows of
      // its own (they are put back afterwards, for the changes the shop makes from then on).
      const triggers = await client.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY rowid",
      );
      for (const trigger of triggers.rows)
        await client.execute(`DROP TRIGGER "${String(trigger.name).replaceAll('"', '""')}"`);
      await emptyTables(client);
      const { read, ended } = await loadRows(client, path, refuse).catch((error: unknown) => {
        throw error instanceof BackupRefused
          ? error
          : refuse(`it cannot be read: ${String(error)}`);
      });
      if (!ended) throw refuse('it is incomplete (no end line: the download was cut short)');
      if (JSON.stringify(read) !== JSON.stringify(ended))
        throw refuse('its rows per table differ from the counts on its end line');
      for (const trigger of triggers.rows) await client.execute(String(trigger.sql));
      const broken = await client.execute('PRAGMA foreign_key_check');
      if (broken.rows.length)
        throw refuse(`${broken.rows.length} rows point at rows that are not in it`);
    } finally {
      client.close();
    }
    return await takeBackup(
      { ...config, databaseUrl: `file:${dbFile}` },
      { reason: 'from an export', prune: false },
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
