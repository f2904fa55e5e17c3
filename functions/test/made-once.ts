import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { takingTurns } from '../node/build-lock';

/**
 * Make something once for all the processes of a test run that share `folder`: the first to take
 * the lock runs `make`, the others wait for it and then find the mark that says it is made.
 */
export async function madeOnce(folder: string, make: () => Promise<void>): Promise<void> {
  const ready = join(folder, '.ready');
  if (existsSync(ready)) return;
  await takingTurns(join(folder, '.making'), async () => {
    if (existsSync(ready)) return;
    await make();
    writeFileSync(ready, '');
  });
}
