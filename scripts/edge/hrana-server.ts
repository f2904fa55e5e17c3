// A dev/test-only libSQL HTTP endpoint (Hrana v2 over JSON) on top of the embedded database file, so the
// Worker can run locally with `@libsql/client/web` as it does against Turso or sqld (DESIGN §8). It is
// never deployed. Each pipeline runs synchronously on one connection, so a batch is never interleaved.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'libsql';

type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };

interface HranaStmt {
  sql?: string;
  sql_id?: number;
  args?: HranaValue[];
  named_args?: { name: string; value: HranaValue }[];
  want_rows?: boolean;
}

type HranaCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: HranaCond }
  | { type: 'and' | 'or'; conds: HranaCond[] }
  | { type: 'is_autocommit' };

type StreamRequest =
  | { type: 'close' | 'get_autocommit' }
  | { type: 'execute'; stmt: HranaStmt }
  | { type: 'batch'; batch: { steps: { condition?: HranaCond; stmt: HranaStmt }[] } }
  | { type: 'sequence'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number };

type Connection = InstanceType<typeof Database>;

function decodeValue(value: HranaValue): unknown {
  switch (value.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(value.value);
    case 'float':
    case 'text':
      return value.value;
    case 'blob':
      return Buffer.from(value.base64, 'base64');
  }
}

function encodeValue(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: String(value) };
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  if (value instanceof Uint8Array)
    return { type: 'blob', base64: Buffer.from(value).toString('base64') };
  throw new Error(`Cannot encode a ${typeof value}`);
}

function sqlError(error: unknown) {
  const { message, code } = error as { message?: string; code?: string };
  return { message: message ?? String(error), code: code ?? 'UNKNOWN' };
}

function execute(db: Connection, stmt: HranaStmt, sqls: Map<number, string>) {
  const sql = stmt.sql ?? sqls.get(stmt.sql_id ?? -1);
  if (sql === undefined)
    throw Object.assign(new Error('Unknown SQL id'), { code: 'SQL_NOT_FOUND' });
  const prepared = db.prepare(sql);
  const params: unknown[] = (stmt.args ?? []).map(decodeValue);
  if (stmt.named_args?.length) {
    params.push(
      Object.fromEntries(
        stmt.named_args.map((arg) => [arg.name.replace(/^[:@$]/, ''), decodeValue(arg.value)]),
      ),
    );
  }
  let cols: { name: string; decltype: string | null }[] = [];
  let rows: HranaValue[][] = [];
  if (prepared.reader) {
    prepared.safeIntegers(true).raw(true);
    cols = prepared.columns().map((col) => ({ name: col.name, decltype: col.type }));
    rows = (prepared.all(...params) as unknown[][]).map((row) => row.map(encodeValue));
  } else {
    prepared.run(...params);
  }
  if (prepared.readonly) return { cols, rows, affected_row_count: 0, last_insert_rowid: null };
  const [changes, lastRowid] = db
    .prepare('SELECT changes(), last_insert_rowid()')
    .safeIntegers(true)
    .raw(true)
    .get() as [bigint, bigint];
  return {
    cols,
    rows,
    affected_row_count: Number(changes),
    last_insert_rowid: String(lastRowid),
  };
}

function runBatch(
  db: Connection,
  steps: { condition?: HranaCond; stmt: HranaStmt }[],
  sqls: Map<number, string>,
) {
  const results: unknown[] = [];
  const errors: unknown[] = [];
  const holds = (cond: HranaCond): boolean => {
    switch (cond.type) {
      case 'ok':
        return results[cond.step] != null;
      case 'error':
        return errors[cond.step] != null;
      case 'not':
        return !holds(cond.cond);
      case 'and':
        return cond.conds.every(holds);
      case 'or':
        return cond.conds.some(holds);
      case 'is_autocommit':
        return !db.inTransaction;
    }
  };
  steps.forEach((step, index) => {
    results[index] = null;
    errors[index] = null;
    if (step.condition && !holds(step.condition)) return;
    try {
      results[index] = execute(db, step.stmt, sqls);
    } catch (error) {
      errors[index] = sqlError(error);
    }
  });
  return { step_results: results, step_errors: errors };
}

function handle(db: Connection, request: StreamRequest, sqls: Map<number, string>) {
  switch (request.type) {
    case 'close':
      return { type: 'close' };
    case 'execute':
      return { type: 'execute', result: execute(db, request.stmt, sqls) };
    case 'batch':
      return { type: 'batch', result: runBatch(db, request.batch.steps, sqls) };
    case 'sequence':
      db.exec(request.sql ?? sqls.get(request.sql_id ?? -1) ?? '');
      return { type: 'sequence' };
    case 'store_sql':
      sqls.set(request.sql_id, request.sql);
      return { type: 'store_sql' };
    case 'close_sql':
      sqls.delete(request.sql_id);
      return { type: 'close_sql' };
    case 'get_autocommit':
      return { type: 'get_autocommit', is_autocommit: !db.inTransaction };
  }
}

/** Serve `databasePath` over Hrana v2 on 127.0.0.1; port 0 picks a free one. */
export async function startHranaServer(databasePath: string, port = 0) {
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // Streams that stay open between requests keep their stored SQL texts under their baton.
  const streams = new Map<string, Map<number, string>>();
  let nextBaton = 1;

  const server: Server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET') return reply(req.url === '/v2' ? 200 : 404, {});
    if (req.method !== 'POST' || req.url !== '/v2/pipeline')
      return reply(404, { message: 'Not found' });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          baton?: string | null;
          requests: StreamRequest[];
        };
        const sqls = (body.baton && streams.get(body.baton)) || new Map<number, string>();
        if (body.baton) streams.delete(body.baton);
        const results = body.requests.map((request) => {
          try {
            return { type: 'ok', response: handle(db, request, sqls) };
          } catch (error) {
            return { type: 'error', error: sqlError(error) };
          }
        });
        let baton: string | null = null;
        if (!body.requests.some((request) => request.type === 'close')) {
          baton = `stream-${nextBaton++}`;
          streams.set(baton, sqls);
        }
        reply(200, { baton, base_url: null, results });
      } catch (error) {
        reply(400, { message: sqlError(error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        db.close();
      }),
  };
}
