import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { backupWarnings, type BackupList } from './backup-health';
import { Link } from './Link';

/**
 * The owner's dashboard warning: the last backup failed, or the newest is over 26 hours old. Says
 * nothing while all is well, on the Worker, or when the list cannot be read (the Backups screen does).
 */
export function BackupWarning() {
  const [warnings, setWarnings] = useState<string[]>([]);
  useEffect(() => {
    void api<BackupList>('/api/admin/backups').then((result) => {
      if (result.ok && result.body)
        setWarnings(backupWarnings(result.body as BackupList, Date.now()));
    });
  }, []);
  if (warnings.length === 0) return null;
  return (
    <p className="adm-settings-demo" role="note">
      {warnings.join(' ')} <Link href="/admin/backups">See the backups</Link>
    </p>
  );
}
