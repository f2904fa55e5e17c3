import type { InValue } from '@libsql/client';
import type { SnapshotReader } from '../../deps';

/** The first line's `format` of an export; `npm run restore` recognises a file by it. */
export const exportFormat = 'chandi-export';

/** Rows read per query: small enough for a Worker's memory, large enough to be quick. */
const pageSize = 500;

// Tables that are not the shop's rows: SQLite's own, drizzle's journal (the header carries the
// schema version instead), and hosts' bookkeeping (Cloudflare, libSQL).
const skipped = /^(sqlite_|__drizzle_migrations$|_cf_|libsql_)/;

/** The tables an export carries, in the order they were created, and the migration applied last. */
async function exportPlan(tx: SnapshotReader) {
  const master = await tx.execute(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY rowid",
  );
  const rows = master.rows.map((row) => ({ name: String(row.name), sql: String(row.sql ?? '') }));
  // A full-text index is exported as its rows (with their rowids), which rebuild it when put
  // back; its shadow tables (`<name>_data`, `<name>_idx`, …) are its storage, not data.
  const virtual = rows.filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql)).map((r) => r.name);
  const tables = rows
    .map((row) => ({ name: row.name, withRowid: virtual.includes(row.name) }))
    .filter(({ name }) => !skipped.test(name))
    .filter(({ name }) => !virtual.some((v) => name.startsWith(`${v}_`)));
  const journal = rows.some((row) => row.name === '__drizzle_migrations')
    ? await tx.execute('SELECT max(created_at) AS newest FROM __drizzle_migrations')
    : null;
  const newest = journal?.rows[0]?.newest;
  return { tables, migratedAt: newest === null || newest === undefined ? null : Number(newest) };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A cell as JSON: numbers and text as they are; big integers and bytes tagged to come back exact. */
function cell(value: unknown): unknown {
  if (typeof value === 'bigint') return { $int: value.toString() };
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes =
      value instanceof ArrayBuffer
        ? new Uint8Array(value)
        : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { $blob: btoa(binary) };
  }
  return value;
}

/**
 * The shop's data as NDJSON, read from `open`'s snapshot so it is the database as of one moment:
 * a header line (format, time, schema version), then per table a line with its columns and a line
 * per row (an array of cells, in rowid order), then an end line with the rows per table. A download
 * cut short has no end line, and `npm run restore` refuses it. Runs on the Worker and on Node.
 */
export function exportShopData(
  open: () => Promise<SnapshotReader>,
  now: Date,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (value: unknown) => encoder.encode(`${JSON.stringify(value)}\n`);
  let tx: SnapshotReader | undefined;
  let finished = false;
  async function* lines() {
    tx = await open();
    const { tables, migratedAt } = await exportPlan(tx);
    yield line({ format: exportFormat, version: 1, createdAt: now.toISOString(), migratedAt });
    const counts: Record<string, number> = {};
    for (const { name: table, withRowid } of tables) {
      let after: InValue = -(2n ** 63n);
      let count = 0;
      let columns: string[] | null = null;
      for (;;) {
        const page = await tx.execute({
          sql: `SELECT rowid AS "__export_rowid", ${withRowid ? 'rowid, ' : ''}* FROM ${quoted(table)} WHERE rowid > ? ORDER BY rowid LIMIT ${pageSize}`,
          args: [after],
        });
        if (!columns) {
          columns = page.columns.slice(1);
          yield line({ table, columns });
        }
        for (const row of page.rows) {
          yield line(columns.map((_, index) => cell(row[index + 1])));
          after = row[0] as InValue;
        }
        count += page.rows.length;
        if (page.rows.length < pageSize) break;
      }
      counts[table] = count;
    }
    yield line({ end: true, counts });
    finished = true;
  }
  const source = lines();
  const close = () => {
    tx?.close();
    tx = undefined;
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await source.next();
        if (next.done) {
          close();
          controller.close();
        } else controller.enqueue(next.value);
      } catch (error) {
        close();
        // No end line: the download is visibly incomplete.
        controller.error(error);
      }
    },
    cancel() {
      if (!finished) close();
    },
  });
}
