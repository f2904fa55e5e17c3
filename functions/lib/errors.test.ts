import { LibsqlError } from '@libsql/client';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseFault, databaseUnavailable } from './errors';

const libsql = (code: string, extended = code) =>
  new LibsqlError('database said no', code, extended);

describe('databaseFault', () => {
  it.each([
    ['SQLITE_BUSY', 'busy'],
    ['SQLITE_LOCKED', 'busy'],
    ['SQLITE_IOERR', 'down'],
    ['SQLITE_CORRUPT', 'down'],
    ['SQLITE_NOTADB', 'down'],
    ['SQLITE_CANTOPEN', 'down'],
    ['SQLITE_FULL', 'down'],
    ['CLIENT_CLOSED', 'down'],
    ['HRANA_WEBSOCKET_ERROR', 'down'],
    ['SERVER_ERROR', 'down'],
  ])('maps libSQL %s to %s', (code, fault) => {
    expect(databaseFault(libsql(code))).toBe(fault);
  });

  it('reads the extended code when the primary one is generic', () => {
    expect(databaseFault(libsql('SQLITE_ERROR', 'SQLITE_IOERR_SHORT_READ'))).toBe('down');
    expect(databaseFault(libsql('SQLITE_ERROR', 'SQLITE_BUSY_SNAPSHOT'))).toBe('busy');
  });

  it('looks through the drizzle wrapper to the libSQL cause', () => {
    const wrapped = new DrizzleQueryError('insert into t values (?)', [1], libsql('SQLITE_BUSY'));
    expect(databaseFault(wrapped)).toBe('busy');
  });

  it('leaves constraint errors, plain errors and non-errors alone', () => {
    expect(databaseFault(libsql('SQLITE_CONSTRAINT', 'SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(databaseFault(new Error('SQLITE_BUSY in the message only'))).toBeNull();
    expect(databaseFault(new TypeError('x is undefined'))).toBeNull();
    expect(databaseFault(null)).toBeNull();
    expect(databaseFault('SQLITE_BUSY')).toBeNull();
  });
});

describe('databaseUnavailable', () => {
  it('is a 503 with a Retry-After: short for a lock, longer for a broken database', () => {
    const busy = databaseUnavailable('busy');
    const down = databaseUnavailable('down');
    expect(busy.status).toBe(503);
    expect(busy.headers).toEqual({ 'Retry-After': '5' });
    expect(down.status).toBe(503);
    expect(down.headers).toEqual({ 'Retry-After': '30' });
    expect(busy.message).not.toMatch(/SQLITE|locked/i);
  });
});
