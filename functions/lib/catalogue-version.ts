import * as z from './zod';
import type { Db } from './db';
import { readSetting, writeSetting } from './settings';

const key = 'catalogue_version';

/** How long after a change prepared in this process readers must keep asking the database. */
const settleMs = 10_000;
let localChangeAt = Number.NEGATIVE_INFINITY;

/** A number that grows whenever products or categories change; the built site records the one it was built from. */
export function readCatalogueVersion(db: Db): Promise<number> {
  return readSetting(db, key, z.number(), 0);
}

/**
 * The statement that marks the catalogue as changed, to run in the same batch as the change. It
 * also tells this process's readers (`catalogueChangedLocally`) not to trust a remembered version.
 */
export function bumpCatalogueVersion(db: Db, now: number = Date.now()) {
  localChangeAt = Date.now();
  return writeSetting(db, key, now);
}

/**
 * Whether this process prepared a catalogue change in the last few seconds. The statement may not
 * have committed yet when a reader looks, so readers check the database on every call until the
 * window has passed (a batch that has not committed by then has failed: the busy timeout is 5 s).
 */
export function catalogueChangedLocally(at: number = Date.now()): boolean {
  return at - localChangeAt < settleMs;
}
