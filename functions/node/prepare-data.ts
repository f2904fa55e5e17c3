import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import type { AppEnv } from '../env';
import { createAdminIfMissing, hasAdmin } from '../features/admin/admin.service';
import type { BlobStore } from '../lib/blob-store';
import type { Db } from '../lib/db';
import { backupConfigFromEnv } from './backup/backup-config';
import { refuseUnsafeDatabase } from './backup/start-check';
import { createDb, migrateDb } from './db';
import { rasterizeWithSharp } from './rasterize';

/** What first start did, for the start-up message. */
export interface PreparedData {
  db: Db;
  seeded: boolean;
  /** Set only when this start created the demo admin with a generated password. */
  generatedAdminPassword?: string;
}

function generatePassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(
    crypto.getRandomValues(new Uint8Array(16)),
    (b) => alphabet[b % alphabet.length],
  ).join('');
}

/**
 * Check the database file (refusing a damaged or newer one, see `refuseUnsafeDatabase`), open and
 * migrate it, seed the demo catalogue into an empty one, and make sure an admin exists.
 */
export async function prepareData(env: AppEnv, blobs: BlobStore): Promise<PreparedData> {
  await refuseUnsafeDatabase(backupConfigFromEnv(env));
  const db = await createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  await migrateDb(db);
  const seeded = await seedDemoCatalogue(db, blobs, rasterizeWithSharp);
  if (await hasAdmin(db)) return { db, seeded };
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  const created = await createAdminIfMissing(db, {
    name: 'Shop Owner',
    email: env.ADMIN_EMAIL,
    password,
  });
  return {
    db,
    seeded,
    generatedAdminPassword: created && !env.ADMIN_PASSWORD ? password : undefined,
  };
}
