import { and, asc, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { admins, auditLog } from '../../../db/schema';
import type { Paged } from '../../../src/contract/paging';
import type { Db } from '../../lib/db';
import { contains, pageWindow } from '../../lib/paging';
import { shopDayEnd, shopDayStart } from '../../../src/contract/shop-day';
import type { AuditQuery } from './audit.schemas';
import { auditSubjects, type AuditInquiry } from './audit.subjects';

/** One entry of the trail as the owner reads it. */
export interface AuditEntryJson {
  _id: string;
  at: string;
  actor: { id: string | null; name: string };
  entity: string;
  entityId: string | null;
  /** What the record is called now (or was, when gone), an inquiry's reference; null if unknown. */
  entityName: string | null;
  /** On an inquiry's entries: its reference (`INQ-…`) and the customer's name; null otherwise. */
  inquiry: AuditInquiry | null;
  action: string;
  /** `{ field: [before, after] }`. */
  changes: Record<string, [unknown, unknown]>;
}

function filters(query: AuditQuery): SQL | undefined {
  return and(
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.from ? gte(auditLog.at, shopDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, shopDayEnd(query.to)) : undefined,
    query.q
      ? or(contains(auditLog.entityId, query.q), contains(auditLog.changes, query.q))
      : undefined,
  );
}

const parseChanges = (text: string): Record<string, [unknown, unknown]> => {
  try {
    return JSON.parse(text) as Record<string, [unknown, unknown]>;
  } catch {
    return {};
  }
};

/** The name a change itself records (a creation's or deletion's whole record, or a rename). */
function recordedName(changes: Record<string, [unknown, unknown]>): string | null {
  const [before, after] = changes.name ?? [];
  const name = after ?? before;
  return typeof name === 'string' ? name : null;
}

/** One page of the audit trail, filtered, newest first unless asked otherwise. */
export async function listAuditPage(db: Db, query: AuditQuery): Promise<Paged<AuditEntryJson>> {
  const where = filters(query);
  const { limit, offset } = pageWindow(query);
  const direction = query.sort === 'at' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(direction(auditLog.at), direction(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const subjects = await auditSubjects(db, rows);
  return {
    items: rows.map((row) => {
      const changes = parseChanges(row.changes);
      const inquiry =
        (row.entity === 'inquiry' && row.entityId && subjects.inquiries.get(row.entityId)) || null;
      const current = row.entityId && subjects.names.get(row.entityId);
      return {
        _id: row.id,
        at: new Date(row.at).toISOString(),
        actor: { id: row.actorId, name: row.actorName },
        entity: row.entity,
        entityId: row.entityId,
        entityName: inquiry?.reference || current || recordedName(changes),
        inquiry,
        action: row.action,
        changes,
      };
    }),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What the filters offer: every admin account (disabled ones too) and every kind of record logged. */
export async function auditFacets(db: Db) {
  const [people, kinds] = await Promise.all([
    db
      .select({ id: admins.id, name: admins.name, email: admins.email })
      .from(admins)
      .orderBy(asc(admins.name)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
  ]);
  return { actors: people, entities: kinds.map((row) => row.entity) };
}
