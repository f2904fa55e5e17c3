import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface JournalEntry {
  tag: string;
  when: number;
}

const journalPath = resolve(import.meta.dirname, '../../../db/migrations/meta/_journal.json');

/** The migrations this code knows, oldest first (drizzle's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The tag of the migration drizzle recorded with time `migratedAt` (`0008_cart_seen_breakup`);
 * null when this code does not know it (a database from a newer version of the shop).
 */
export function migrationTag(migratedAt: number): string | null {
  return knownMigrations().find((entry) => entry.when === migratedAt)?.tag ?? null;
}
