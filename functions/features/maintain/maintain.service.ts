import * as z from '../../lib/zod';
import type { Db } from '../../lib/db';
import { readSetting } from '../../lib/settings';

/** One maintenance state, as `getMaintainStatus` returns it in `result[0]`. */
export interface MaintenanceStatus {
  isMaintain: boolean;
  message: string;
  contact: string;
  deadline: string;
}

export const defaultMaintenanceMessage =
  'We are updating the shop and will be back shortly. Thank you for your patience.';

const storedMaintenance = z.object({
  isMaintain: z.boolean(),
  message: z.string(),
  contact: z.string(),
  deadline: z._default(z.string(), ''),
});

const off: MaintenanceStatus = { isMaintain: false, message: '', contact: '', deadline: '' };

/** The database's maintenance setting (off when never set). */
export function readMaintenanceSetting(db: Db): Promise<MaintenanceStatus> {
  return readSetting(db, 'maintenance', storedMaintenance, off);
}

/** The shape of `public/config/maintenance-status.json`, the deploy-time switch. */
export const staticMaintenanceFile = z.object({
  maintenance: z.boolean(),
  message: z._default(z.string(), ''),
  contact: z._default(z.string(), ''),
});

/** Either switch on means maintenance (reference §4); the database's texts win when both are on. */
export function combineMaintenance(
  setting: MaintenanceStatus,
  file: z.output<typeof staticMaintenanceFile> | null,
): MaintenanceStatus {
  if (setting.isMaintain || !file?.maintenance) {
    return setting.isMaintain ? withDefaultMessage(setting) : off;
  }
  return withDefaultMessage({
    isMaintain: true,
    message: file.message,
    contact: file.contact,
    deadline: '',
  });
}

const withDefaultMessage = (status: MaintenanceStatus): MaintenanceStatus => ({
  ...status,
  message: status.message || defaultMaintenanceMessage,
});

/** Where the deploy-time switch lives in the project (served as `/config/maintenance-status.json`). */
export const deployFilePath = 'public/config/maintenance-status.json';

/** Both switches and what shoppers get from them: what the owner's card shows. */
export interface MaintenanceSwitches {
  /** What shoppers are served: closed when either switch is on. */
  shop: MaintenanceStatus;
  /** The owner's switch and texts as saved in the database. */
  owner: MaintenanceStatus;
  /** Whether the deploy-time file of the site being served is on. */
  deployFile: boolean;
  /** One sentence saying whether the shop is open and which switch holds it closed. */
  summary: string;
}

/** The switches with the shop's real state and a sentence that names what keeps it closed. */
export function describeSwitches(
  owner: MaintenanceStatus,
  file: z.output<typeof staticMaintenanceFile> | null,
): MaintenanceSwitches {
  const deployFile = file?.maintenance ?? false;
  const summary = deployFile
    ? owner.isMaintain
      ? `The shop is closed by your switch and by the deploy-time file ${deployFilePath}: it opens only when both are off`
      : `Your switch is off, but the shop stays closed: the deploy-time file ${deployFilePath} is on`
    : owner.isMaintain
      ? 'The shop is closed: your maintenance switch is on'
      : 'The shop is open';
  return { shop: combineMaintenance(owner, file), owner, deployFile, summary };
}
