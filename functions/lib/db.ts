import type { Client } from '@libsql/client';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type * as schema from '../../db/schema';

/** The drizzle database every service takes; each runtime entry builds it from its own libSQL client. */
export type Db = LibSQLDatabase<typeof schema> & { $client: Client };
