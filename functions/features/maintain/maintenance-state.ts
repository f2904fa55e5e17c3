import type { AppDeps } from '../../deps';
import {
  combineMaintenance,
  describeSwitches,
  readMaintenanceSetting,
  staticMaintenanceFile,
  type MaintenanceStatus,
  type MaintenanceSwitches,
} from './maintain.service';

const cacheMs = 3000;

/** Read the static switch file from the built site; null when it is missing or malformed. */
async function readStaticSwitch(site: AppDeps['site']) {
  const path = '/config/maintenance-status.json';
  const response = await site.serve(path, new Request(`http://site${path}`));
  if (!response?.ok) return null;
  const parsed = staticMaintenanceFile.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

/**
 * Both switches as they stand now, read afresh (never from the cache), for the owner. A database
 * that cannot answer fails the call rather than guessing the owner's switch.
 */
export async function readMaintenanceSwitches(deps: AppDeps): Promise<MaintenanceSwitches> {
  const [owner, file] = await Promise.all([
    readMaintenanceSetting(deps.db),
    readStaticSwitch(deps.site),
  ]);
  return describeSwitches(owner, file);
}

/**
 * A reader of the combined maintenance state, cached for a few seconds so page views do not hit the
 * database each time. `invalidate()` drops the cache after the owner changes the switch.
 */
export function createMaintenanceState(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  let cached: { at: number; value: MaintenanceStatus } | null = null;
  let lastSetting: MaintenanceStatus | null = null;
  // A database that cannot answer must not take the static pages down with it: keep the owner's
  // last known switch (off if never read) and let the API report the fault.
  const readSetting = () =>
    readMaintenanceSetting(deps.db).then(
      (setting) => (lastSetting = setting),
      () => lastSetting ?? { isMaintain: false, message: '', contact: '', deadline: '' },
    );
  return {
    async read(): Promise<MaintenanceStatus> {
      if (cached && now() - cached.at < cacheMs) return cached.value;
      const [setting, file] = await Promise.all([readSetting(), readStaticSwitch(deps.site)]);
      cached = { at: now(), value: combineMaintenance(setting, file) };
      return cached.value;
    },
    invalidate() {
      cached = null;
    },
  };
}

export type MaintenanceState = ReturnType<typeof createMaintenanceState>;
