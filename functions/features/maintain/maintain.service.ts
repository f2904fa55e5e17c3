import * as z from 'zod';
import type { Db } from '../../lib/db';
import { readSetting } from '../../lib/settings';

/** The owner's maintenance switch, as `getMaintainStatus` returns it in `result[0]`. */
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
  deadline: z.string().default(''),
});

const off: MaintenanceStatus = { isMaintain: false, message: '', contact: '', deadline: '' };

/** The database's maintenance setting (off when never set). */
export function readMaintenanceSetting(db: Db): Promise<MaintenanceStatus> {
  return readSetting(db, 'maintenance', storedMaintenance, off);
}

/** The shape of `public/config/maintenance-status.json`, the deploy-time switch. */
export const staticMaintenanceFile = z.object({
  maintenance: z.boolean(),
  message: z.string().default(''),
  contact: z.string().default(''),
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
