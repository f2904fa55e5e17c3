import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { auditEntry } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { requireAdmin, requireOwner } from '../../middleware/require-admin';

/**
 * `/api/admin/backups` (owner only): the finished backups with time, size, rows and the command that
 * restores each, whether the last attempt failed, and "Back up now". Without a backup service in the
 * deps (the Worker, whose database host keeps backups) the list says `available: false` and
 * "Back up now" does not exist.
 */
export const backupRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  return (
    new Hono()
      // Who may ask comes first, so a stranger learns nothing, not even where backups exist.
      .use(requireAdmin(deps), requireOwner)
      .get('/', async (c) => {
        c.header('Cache-Control', 'no-store');
        const service = deps.backups;
        if (!service)
          return c.json({
            status: 1,
            msg: 'The database host keeps the backups',
            available: false,
            backups: [],
            lastFailure: null,
          });
        const backups = (await service.list()).map((backup) => ({
          ...backup,
          restoreCommand: service.restoreCommand(backup.name),
        }));
        return c.json({
          status: 1,
          msg: `${backups.length} backups`,
          available: true,
          backups,
          lastFailure: service.lastFailure(),
        });
      })
      .use(async (_c, next) => {
        if (!deps.backups) throw notFound('No such API endpoint');
        await next();
      })
      .post('/', async (c) => {
        const backup = await deps.backups!.take('manual').catch((error: unknown) => {
          // The reason names files and folders of the server: it goes to the log, not the answer.
          console.error(
            'Backup: taking one failed:',
            error instanceof Error ? error.message : error,
          );
          throw new HttpError(
            500,
            'The backup failed; the server’s log says why. Nothing was changed.',
          );
        });
        const admin = c.get('admin');
        await auditEntry(deps.db, {
          actor: { id: admin.id, name: admin.name },
          entity: 'backup',
          entityId: backup.name,
          action: 'create',
          after: { name: backup.name, size: backup.size },
          at: now(),
        });
        return c.json({ status: 1, msg: `Backed up as ${backup.name}`, backup });
      })
  );
};
