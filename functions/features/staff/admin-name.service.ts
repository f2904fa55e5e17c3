import { eq } from 'drizzle-orm';
import { admins } from '../../../db/schema';
import { auditEntry } from '../../lib/audit';
import type { Db } from '../../lib/db';

/**
 * Rename the signed-in admin (the name the top bar, the dashboard's welcome, staff invites and the
 * audit trail show): the new name and the audit entry with both names, in one batch.
 */
export async function renameAdmin(
  db: Db,
  admin: { id: string; name: string },
  name: string,
  now: number,
): Promise<void> {
  if (name === admin.name) return;
  await db.batch([
    db.update(admins).set({ name, updatedAt: now }).where(eq(admins.id, admin.id)),
    auditEntry(db, {
      actor: { id: admin.id, name: admin.name },
      entity: 'admin',
      entityId: admin.id,
      action: 'rename',
      before: { name: admin.name },
      after: { name },
      at: now,
    }),
  ]);
}
