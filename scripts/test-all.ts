// `npm test`: every check, in the order that fails fastest, with the time each took at the end
// (the README's "Where the test time goes" is read from it). Lint and the type checks run in two
// lanes side by side that take about as long as each other (the app's check, Astro's, then the
// Worker's; lint with Prettier); the test stages after them use every core themselves and run one
// after another (the stress and browser runs measure timings that a neighbour would skew). Every
// stage gets one temporary folder as its TMPDIR, removed at the end, so the servers, shops,
// backups and browser profiles the tests make in it never pile up in /tmp. The demo shop is made
// once for the whole run (DEMO_SHOP_DIR): the unit stage's Worker and publisher tests and the
// stress run's shops are all copies of it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const runTmp = mkdtempSync(join(tmpdir(), 'chandi-test-run-'));
// Every Node process of the run (servers, builds, scripts, test workers) loads packages as
// `npm start` does (functions/node/resolve-cache.mjs).
const resolveCache = pathToFileURL(
  join(import.meta.dirname, '../functions/node/resolve-cache.mjs'),
).href;

interface Stage {
  script: string;
  took?: number;
  ok?: boolean;
}

/** Runs `npm run <script>`; with `buffered`, its output is printed in one piece once it ends. */
function run(stage: Stage, buffered: boolean): Promise<void> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', stage.script], {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {
      ...process.env,
      TMPDIR: runTmp,
      DEMO_SHOP_DIR: join(runTmp, 'demo-shop'),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${resolveCache}`.trim(),
    },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.once('close', (code) => {
      stage.took = (performance.now() - started) / 1000;
      stage.ok = code === 0;
      if (buffered) process.stdout.write(Buffer.concat(output));
      console.log(
        `\n${stage.ok ? '✓' : '✗'} npm run ${stage.script} (${stage.took.toFixed(0)} s)\n`,
      );
      done();
    });
  });
}

/** Runs a lane's stages one after another, stopping at the first that fails. */
async function runLane(lane: Stage[], buffered: boolean): Promise<void> {
  for (const stage of lane) {
    await run(stage, buffered);
    if (!stage.ok) return;
  }
}

/** Steps run one after another; the lanes of a step run side by side. */
const steps: Stage[][][] = [
  [
    [{ script: 'typecheck:app' }, { script: 'typecheck:astro' }, { script: 'typecheck:worker' }],
    [{ script: 'lint' }],
  ],
  [[{ script: 'test:unit' }]],
  [[{ script: 'test:stress:short' }]],
  [[{ script: 'test:e2e' }]],
];
const started = performance.now();
let failed = false;
for (const step of steps) {
  await Promise.all(step.map((lane) => runLane(lane, step.length > 1)));
  if (step.flat().some((stage) => !stage.ok)) {
    failed = true;
    break;
  }
}

console.log('Time per stage:');
for (const stage of steps.flat(2))
  console.log(
    `  ${stage.script.padEnd(18)} ${stage.took === undefined ? 'not run' : `${stage.took.toFixed(0)} s${stage.ok ? '' : ' (failed)'}`}`,
  );
console.log(`  ${'in all'.padEnd(18)} ${((performance.now() - started) / 1000).toFixed(0)} s`);
rmSync(runTmp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
