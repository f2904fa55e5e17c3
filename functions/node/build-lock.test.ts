import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { takingTurns } from './build-lock';

const lockIn = () => join(mkdtempSync(join(tmpdir(), 'chandi-lock-')), 'build.lock');

it('lets one holder work at a time', async () => {
  const lock = lockIn();
  const events: string[] = [];
  const work = (name: string) => async () => {
    events.push(`${name} starts`);
    await sleep(100);
    events.push(`${name} ends`);
  };
  await Promise.all([takingTurns(lock, work('a')), takingTurns(lock, work('b'))]);
  // Whichever goes first, the other starts only after it ended.
  expect(events.map((event) => event.split(' ')[1])).toEqual(['starts', 'ends', 'starts', 'ends']);
  expect(events[0]!.split(' ')[0]).toBe(events[1]!.split(' ')[0]);
});

it('takes over a lock whose holder was killed', async () => {
  const lock = lockIn();
  const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
  mkdirSync(lock);
  writeFileSync(join(lock, 'pid'), String(gone));
  let ran = false;
  await takingTurns(lock, async () => {
    ran = true;
  });
  expect(ran).toBe(true);
});
