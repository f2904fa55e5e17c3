import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRunning } from './process-alive';

/** Whether a lock was left by a process that is gone. */
async function abandoned(lock: string): Promise<boolean> {
  const owner = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => ''));
  if (owner) return !isRunning(owner);
  // Taken, but its pid not written yet: only a process that died at once leaves it so for long.
  const info = await stat(lock).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs > 10_000;
}

/**
 * Run `work` while holding the lock folder `lock` (with the holder's pid inside), so processes
 * sharing it take turns; a lock whose holder is gone (killed) is taken over.
 */
export async function takingTurns(lock: string, work: () => Promise<void>): Promise<void> {
  await mkdir(dirname(lock), { recursive: true });
  for (;;) {
    const taken = await mkdir(lock).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        return false;
      },
    );
    if (taken) break;
    if (await abandoned(lock)) await rm(lock, { recursive: true, force: true });
    else await sleep(250);
  }
  try {
    await writeFile(join(lock, 'pid'), String(process.pid));
    await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
