/** A backup that failed: `message` names the folder for the log; `cause` is safe to show anyone. */
export class BackupFailed extends Error {
  constructor(
    message: string,
    /** What went wrong in plain words, naming no path of the server. */
    readonly plainCause: string,
  ) {
    super(message);
  }
}

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * Say why a backup into `backupDir` failed, in words the owner can act on: a full disk (ENOSPC, or
 * SQLite's "disk is full" from the snapshot), a folder that cannot be written (EROFS, EACCES,
 * EPERM, or SQLite unable to create the snapshot there), or else the error's own message.
 */
export function describeBackupError(error: unknown, backupDir: string): BackupFailed {
  if (error instanceof BackupFailed) return error;
  const code = errorCode(error);
  const text = error instanceof Error ? error.message : String(error);
  if (code === 'ENOSPC' || code === 'EDQUOT' || /SQLITE_FULL|disk is full/i.test(text))
    return new BackupFailed(
      `The disk that holds ${backupDir} is full (${code || 'SQLITE_FULL'}). Free some space or ` +
        'set BACKUP_DIR to a folder on another disk. Nothing was kept from this attempt.',
      'the disk that holds the backups is full',
    );
  if (
    code === 'EROFS' ||
    code === 'EACCES' ||
    code === 'EPERM' ||
    /SQLITE_READONLY|SQLITE_CANTOPEN|unable to open database file|readonly/i.test(text)
  )
    return new BackupFailed(
      `${backupDir} cannot be written (${code || 'read-only or no permission'}). Make it writable ` +
        'for the user the shop runs as, or set BACKUP_DIR to another folder. Nothing was kept ' +
        'from this attempt.',
      'the backup folder is read-only or may not be written',
    );
  return new BackupFailed(text, 'an unexpected error (the server’s log has it)');
}
