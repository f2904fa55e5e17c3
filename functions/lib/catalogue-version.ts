import { z } from 'zod';
import type { Db } from './db';
import { readSetting, writeSetting } from './settings';

const key = 'catalogue_version';

/** A number that grows whenever products or categories change; the built site records the one it was built from. */
export function readCatalogueVersion(db: Db): Promise<number> {
  return readSetting(db, key, z.number(), 0);
}

/** The statement that marks the catalogue as changed, to run in the same batch as the change. */
export function bumpCatalogueVersion(db: Db, now: number = Date.now()) {
  return writeSetting(db, key, now);
}
