import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHranaServer } from './hrana-server';

describe('the dev libSQL HTTP endpoint', () => {
  let server: Awaited<ReturnType<typeof startHranaServer>>;
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    server = await startHranaServer(join(mkdtempSync(join(tmpdir(), 'chandi-hrana-')), 'test.db'));
    client = createClient({ url: server.url });
    await client.execute(
      'CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, price REAL, photo BLOB)',
    );
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it('round-trips every value type through the web client', async () => {
    const inserted = await client.execute({
      sql: 'INSERT INTO item (name, price, photo) VALUES (?, ?, ?) RETURNING id',
      args: ['Moon ring', 1499.5, new Uint8Array([1, 2, 3])],
    });
    expect(inserted.rowsAffected).toBe(1);
    const { rows, columns } = await client.execute({
      sql: 'SELECT * FROM item WHERE id = ?',
      args: [inserted.rows[0]!.id as number],
    });
    expect(columns).toEqual(['id', 'name', 'price', 'photo']);
    expect(rows[0]!.name).toBe('Moon ring');
    expect(rows[0]!.price).toBe(1499.5);
    expect([...new Uint8Array(rows[0]!.photo as ArrayBuffer)]).toEqual([1, 2, 3]);
  });

  it('runs a batch atomically: a failing statement rolls back the ones before it', async () => {
    await expect(
      client.batch([
        { sql: 'INSERT INTO item (name) VALUES (?)', args: ['Anklet'] },
        { sql: 'INSERT INTO item (name) VALUES (?)', args: ['Anklet'] },
      ]),
    ).rejects.toThrow(/UNIQUE/);
    const { rows } = await client.execute({
      sql: 'SELECT count(*) AS n FROM item WHERE name = ?',
      args: ['Anklet'],
    });
    expect(rows[0]!.n).toBe(0);

    const results = await client.batch([
      { sql: 'INSERT INTO item (name) VALUES (?)', args: ['Anklet'] },
      { sql: 'UPDATE item SET price = 10 WHERE name = ?', args: ['Anklet'] },
    ]);
    expect(results.map((result) => result.rowsAffected)).toEqual([1, 1]);
  });
});
