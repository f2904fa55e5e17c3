// `npm run dev:edge`: the Worker in workerd on this machine, against the embedded database (through
// the dev libSQL HTTP endpoint) and a local R2 bucket holding the same images. Same configuration
// variables as `npm start`; PORT defaults to 8787.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startHranaServer } from './hrana-server';
import {
  copyUploadsToLocalR2,
  databaseFile,
  prepareLocalEdge,
  repoRoot,
  writeEdgeConfig,
} from './local-edge';

const port = process.env.PORT ?? '8787';
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;
const { env, db, generatedAdminPassword } = await prepareLocalEdge({
  ...process.env,
  SITE_URL: siteUrl,
});
db.$client.close();
if (generatedAdminPassword) {
  console.log(
    `Admin ${env.ADMIN_EMAIL}, generated password (shown only this once): ${generatedAdminPassword}`,
  );
}

const workDir = join(repoRoot, '.cache/edge');
const persistTo = join(repoRoot, '.wrangler/state');
mkdirSync(workDir, { recursive: true });
const configPath = await writeEdgeConfig(workDir, env.SITE_DIR, { rebuildOnChange: true });
const copied = await copyUploadsToLocalR2(env.UPLOADS_DIR, configPath, persistTo);
if (copied) console.log(`Copied ${copied} images into the local R2 bucket.`);

const hrana = await startHranaServer(databaseFile(env.DATABASE_URL));
console.log(`Database over HTTP (dev only) at ${hrana.url}`);
const vars = {
  DATABASE_URL: hrana.url,
  DATABASE_AUTH_TOKEN: 'local-dev',
  SITE_URL: siteUrl,
  RATE_LIMIT_SCALE: String(env.RATE_LIMIT_SCALE),
  ...(env.ADMIN_RESET_SECRET ? { ADMIN_RESET_SECRET: env.ADMIN_RESET_SECRET } : {}),
};
const wrangler = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '--config',
    configPath,
    '--port',
    port,
    '--persist-to',
    persistTo,
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
const stop = () => wrangler.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => {
  void hrana.close().then(() => process.exit(code ?? 0));
});
