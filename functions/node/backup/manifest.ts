import * as z from '../../lib/zod';

/** The manifest's file name inside a backup folder. */
export const manifestFile = 'manifest.json';
/** The database snapshot's file name inside a backup folder. */
export const databaseFile = 'shop.db';
/** The folder of pictures inside a backup folder. */
export const picturesFolder = 'pictures';
/** Finished backups are named `chandi-…`; anything else in BACKUP_DIR is not one. */
export const backupPrefix = 'chandi-';
/** A backup being written; renamed to its `chandi-…` name only once verified. */
export const partialPrefix = '.partial-';

const fileEntry = z.object({
  path: z.string().check(z.minLength(1)),
  size: z.number().check(z.int(), z.gte(0)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  /** Why it was taken: `manual`, `scheduled`, `before-restore`, … */
  reason: z.string().check(z.minLength(1)),
  schema: z.object({
    /** The newest drizzle migration applied (its tag), or null for a database never migrated. */
    migration: z.nullable(z.string()),
    migratedAt: z.nullable(z.number()),
  }),
  counts: z.record(z.string(), z.number().check(z.int(), z.gte(0))),
  files: z.array(fileEntry).check(z.minLength(1)),
});

/** What a backup says about itself: when, which schema, rows per table, every file's checksum. */
export type Manifest = z.infer<typeof manifestSchema>;
/** One file of a backup, relative to its folder. */
export type ManifestFile = z.infer<typeof fileEntry>;

/** Read a manifest's text; throws with the reason when it is not one this code wrote. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('manifest.json is not valid JSON');
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success)
    throw new Error(
      `manifest.json is not a Chandi backup manifest (${result.error.issues[0]?.message})`,
    );
  return result.data;
}

/** A backup's folder name for its time: `chandi-2026-11-27T030000Z` (UTC, sortable). */
export function backupName(time: Date): string {
  const stamp = time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  // 20261127T030000Z → 2026-11-27T030000Z: dates keep their dashes for people reading the list.
  return `${backupPrefix}${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6)}`;
}
