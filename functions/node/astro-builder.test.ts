// The kept Astro builder's ways of failing (the builds themselves are tested in site-build.test.ts
// and publisher.test.ts): a build it cannot start says why, and a stopped build ends its builder
// and takes its scratch folder with it.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { buildWithAstro } from './astro-builder';

const folder = mkdtempSync(join(tmpdir(), 'chandi-builder-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('says why a build could not start', async () => {
  await expect(buildWithAstro({ CHANDI_BUILDS_DIR: '' })).rejects.toThrow(
    /CHANDI_BUILDS_DIR is not set/,
  );
});

it('stops a build when asked, leaving no scratch folder and nothing written after', async () => {
  const builds = join(folder, 'builds');
  const outDir = join(folder, 'site');
  const stop = new AbortController();
  const building = buildWithAstro(
    {
      CHANDI_BUILDS_DIR: builds,
      CHANDI_OUT_DIR: outDir,
      DATABASE_URL: `file:${join(folder, 'none.db')}`,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stop.signal,
  );
  // Once the build has its scratch folder, it is under way.
  while (!existsSync(builds) || readdirSync(builds).length === 0) await sleep(20);
  stop.abort();
  await expect(building).rejects.toThrow('the build was stopped');
  expect(readdirSync(builds)).toEqual([]);
  const written = existsSync(outDir) ? readdirSync(outDir, { recursive: true }) : [];
  await sleep(500);
  expect(existsSync(outDir) ? readdirSync(outDir, { recursive: true }) : []).toEqual(written);
});
