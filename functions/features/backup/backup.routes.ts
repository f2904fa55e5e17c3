import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { auditEntry } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { requireAdmin, requireOwner } from '../../middleware/require-admin';
import { exportShopData } from './shop-export';

// A backup's folder name: nothing else reaches the file system.
const backupNamePattern = /^chandi-\d{4}-\d{2}-\d{2}T\d{6}Z(-\d+)?$/;

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
          offsite: service.offsiteTarget(),
        });
      })
      // "Download the shop's data": every table's rows as NDJSON, which `npm run restore` on Node
      // accepts. On both runtimes; on the Worker it is how a shop moves to a single machine.
      .get('/export', async (c) => {
        const at = new Date(now());
        const admin = c.get('admin');
        await auditEntry(deps.db, {
          actor: { id: admin.id, name: admin.name },
          entity: 'backup',
          entityId: null,
          action: 'export',
          at: at.getTime(),
        });
        const stamp = at.toISOString().slice(0, 19).replace(/:/g, '');
        // On Node a connection of its own (the app's one connection is never held by a
        // download); on the Worker a read transaction, which has its own stream to the host.
        const backups = deps.backups;
        const open = backups
          ? () => backups.readSnapshot()
          : () => deps.db.$client.transaction('read');
        return new Response(exportShopData(open, at), {
          headers: {
            'Content-Type': 'application/x-ndjson; charset=utf-8',
            'Content-Disposition': `attachment; filename="chandi-data-${stamp}Z.ndjson"`,
            'Cache-Control': 'no-store',
          },
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
          const cause = deps.backups!.lastFailure()?.cause;
          throw new HttpError(
            503,
            `The backup failed${cause ? ` (${cause})` : ''}; the server’s log says more. Nothing was changed.`,
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
      // One backup as a tar file (Node only), which `npm run restore` accepts as it is.
      .get('/:name/download', async (c) => {
        const name = c.req.param('name');
        const download = backupNamePattern.test(name) ? await deps.backups!.download(name) : null;
        if (!download) throw notFound('There is no such backup');
        const admin = c.get('admin');
        await auditEntry(deps.db, {
          actor: { id: admin.id, name: admin.name },
          entity: 'backup',
          entityId: name,
          action: 'download',
          at: now(),
        });
        return new Response(download.body, {
          headers: {
            'Content-Type': 'application/x-tar',
            'Content-Length': String(download.size),
            'Content-Disposition': `attachment; filename="${name}.tar"`,
            'Cache-Control': 'no-store',
          },
        });
      })
  );
};
