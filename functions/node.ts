import { getConnInfo } from '@hono/node-server/conninfo';
import { resolve } from 'node:path';
import { createApp } from './app';
import { ConfigError, parseEnv, type AppEnv } from './env';
import { forwardedClientAddress } from './lib/proxy';
import { rateRules } from './lib/rate-rules';
import { siteOrigins } from './lib/site-origins';
import { backupConfigFromEnv } from './node/backup/backup-config';
import { createBackupService } from './node/backup/backup-service';
import { scheduleDailyBackups } from './node/backup/schedule';
import { createFileBlobStore } from './node/blob-store';
import { serveNode } from './node/http-server';
import { createNodeMail } from './node/mail';
import { prepareData } from './node/prepare-data';
import { createNodePublisher } from './node/publisher';
import { pictureAsJpeg } from './node/picture-jpeg';
import { ensureSiteBuilt } from './node/site-build';
import { loadStaticSite } from './node/static-files';

/** Read the configuration or stop with a readable list of what is wrong. */
function readConfig(): AppEnv {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const started = performance.now();
  const env = readConfig();
  const blobs = createFileBlobStore(env.UPLOADS_DIR);
  const { db, seeded, generatedAdminPassword } = await prepareData(env, blobs);
  if (seeded) console.log('Seeded the demo catalogue.');
  const built = await ensureSiteBuilt(db, env.SITE_DIR, {
    DATABASE_URL: env.DATABASE_URL,
    SITE_URL: env.SITE_URL,
  });
  if (built) console.log(`Built the storefront into ${env.SITE_DIR}/.`);
  // Each rebuild is swapped in whole and the file map reloaded, so no request sees a half-built site.
  const site = await loadStaticSite(resolve(env.SITE_DIR));
  const publisher = createNodePublisher({
    db,
    siteDir: env.SITE_DIR,
    buildEnv: { DATABASE_URL: env.DATABASE_URL, SITE_URL: env.SITE_URL },
    site,
  });
  const mail = createNodeMail(db, env);
  if (!mail.transport) console.log('E-mail: SMTP_URL is not set; messages wait in the outbox.');
  // A remote database (libsql://) is backed up by its host, not here.
  const backups = env.DATABASE_URL.startsWith('file:')
    ? createBackupService(backupConfigFromEnv(env))
    : undefined;
  if (backups) scheduleDailyBackups(backups, env.BACKUP_AT);
  const app = createApp({
    db,
    blobs,
    site,
    publisher,
    mail,
    adminResetSecret: env.ADMIN_RESET_SECRET,
    rateRules: rateRules(env.RATE_LIMIT_SCALE),
    clientAddress: (c) =>
      (env.TRUST_PROXY ? forwardedClientAddress(c.req.raw.headers) : undefined) ??
      getConnInfo(c).remote.address,
    siteOrigins: siteOrigins(env.SITE_URL, [env.PORT]),
    trustProxy: env.TRUST_PROXY,
    backups,
    pictureAsJpeg,
  });

  const server = serveNode(app.fetch, { port: env.PORT }, (info) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\nChandi is open at http://localhost:${info.port} (ready in ${seconds} s)`);
    console.log(`Admin sign-in: http://localhost:${info.port}/adm-login as ${env.ADMIN_EMAIL}`);
    if (generatedAdminPassword) {
      console.log(`  Generated admin password (shown only this once): ${generatedAdminPassword}`);
      console.log(
        '  Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose your own.',
      );
    }
  });
  const stop = () => {
    mail.stop();
    server.close(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Chandi could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
