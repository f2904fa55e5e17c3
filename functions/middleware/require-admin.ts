import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { admins } from '../../db/schema';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/errors';
import { sessionSubject } from './session';

export type AdminRow = typeof admins.$inferSelect;
export type AdminVariables = { admin: AdminRow };

/** 401 without an admin session, 403 for a signed-in customer; the route finds the admin in `c.var.admin`. */
export const requireAdmin = (deps: AppDeps) =>
  createMiddleware<{ Variables: AdminVariables }>(async (c, next) => {
    const adminId = await sessionSubject(c, deps, 'admin');
    const [admin] = adminId
      ? await deps.db.select().from(admins).where(eq(admins.id, adminId))
      : [];
    // A disabled account's sessions are ended when it is disabled; this also refuses any that remain.
    if (!admin || admin.disabledAt !== null) {
      if (await sessionSubject(c, deps, 'customer'))
        throw new HttpError(403, 'Only the shop admin can do this');
      throw new HttpError(401, 'Please sign in as admin');
    }
    c.set('admin', admin);
    await next();
  });

/** After `requireAdmin`: 403 unless the admin is the owner (settings, staff, silver rate, maintenance). */
export const requireOwner = createMiddleware<{ Variables: AdminVariables }>(async (c, next) => {
  if (c.var.admin.role !== 'owner') throw new HttpError(403, 'Only the shop owner can do this');
  await next();
});
