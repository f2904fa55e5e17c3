import { createClient } from '@libsql/client/http';
import { drizzle } from 'drizzle-orm/libsql/http';
import * as schema from '../../db/schema';
import type { Db } from '../lib/db';

/**
 * The database over HTTP (Turso or any sqld; locally the dev endpoint); the HTTP-only client keeps
 * the WebSocket code out of the bundle. Migrations are applied by the deploy script from Node, never
 * from a Worker. The services delete dependent rows themselves, so nothing relies on the server
 * enforcing foreign keys (DESIGN §9).
 */
export function createWebDb(url: string, authToken: string | undefined): Db {
  if (!/^(libsql|https?):\/\//.test(url)) {
    throw new Error('DATABASE_URL must be a libsql:// or https:// URL on the edge');
  }
  return drizzle(createClient({ url, authToken }), { schema }) as unknown as Db;
}
