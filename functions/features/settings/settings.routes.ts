import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { valid } from '../../lib/validator';
import { requireAdmin, requireOwner } from '../../middleware/require-admin';
import { shopSettingsInput } from './settings.schemas';
import { readShopSettings, readShopSettingsState, saveShopSettings } from './settings.service';

/** `/api/settings`: the shop's public facts (name, address, contacts, hours, shipping…). */
export const settingsRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ status: 1, msg: 'Shop settings', settings: await readShopSettings(deps.db) });
  });

/** `/api/admin/settings`: the owner reads and changes the shop's settings; saving publishes the pages. */
export const adminSettingsRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  return new Hono()
    .get('/', requireAdmin(deps), requireOwner, async (c) => {
      c.header('Cache-Control', 'no-store');
      const { settings, saved } = await readShopSettingsState(deps.db);
      return c.json({ status: 1, msg: 'Shop settings', settings, demo: !saved });
    })
    .put(
      '/',
      requireAdmin(deps),
      requireOwner,
      valid('json', shopSettingsInput, 'settings'),
      async (c) => {
        const { id, name } = c.var.admin;
        const settings = await saveShopSettings(deps.db, { id, name }, c.req.valid('json'), now());
        deps.publisher?.schedule();
        return c.json({
          status: 1,
          msg: 'Settings saved. The shop pages are being published with them.',
          settings,
          demo: false,
        });
      },
    );
};
