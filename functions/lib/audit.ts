import { auditLog } from '../../db/schema';
import type { Db } from './db';
import { newId } from './ids';

/** Who made an admin change: the signed-in admin (id and name as they were then). */
export interface Actor {
  id: string;
  name: string;
}

type Fields = Record<string, unknown>;

/**
 * `{ field: [before, after] }` for the fields whose values differ (compared as JSON), so the trail
 * shows what an edit changed and nothing else. A missing side (creation, deletion) is null.
 */
export function changedFields(
  before: Fields | null,
  after: Fields | null,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = [was, now];
  }
  return changes;
}

/**
 * The statement recording one admin write in the audit trail, to put in the same `db.batch` as the
 * change so neither lands without the other (DESIGN §10 "Staff and audit").
 */
export function auditEntry(
  db: Db,
  entry: {
    actor: Actor;
    entity: string;
    entityId: string | null;
    action: string;
    before?: Fields | null;
    after?: Fields | null;
    at: number;
  },
) {
  return db.insert(auditLog).values({
    id: newId(),
    at: entry.at,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    changes: JSON.stringify(changedFields(entry.before ?? null, entry.after ?? null)),
  });
}
