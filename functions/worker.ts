import { parseConfig } from './config';
import { lazyRoutes } from './lib/lazy-routes';
import { rateRules } from './lib/rate-rules';
import { siteOrigins } from './lib/site-origins';
import { createAssetsSite } from './worker/assets-site';
import { createWebDb } from './worker/db';
import {
  createDeployHookPublisher,
  deployedCatalogueVersion,
} from './worker/deploy-hook-publisher';
import { createWorkerMail, type WorkerMail } from './worker/mail';
import { createShopApp, type LaterRoutes } from './shop-app';
import { createR2BlobStore } from './worker/r2-blob-store';

// The back office loads with the first request under /api/admin, the occasional routes with the
// first request for one: an isolate serving page views never parses them.
const later: LaterRoutes = {
  backOffice: lazyRoutes(() => import('./admin-api').then((module) => module.adminApi)),
  occasional: lazyRoutes(() => import('./occasional-api').then((module) => module.occasionalApi)),
};

/** One app per isolate: its caches (maintenance flag, product list) then live as long as the isolate. */
let built:
  | {
      env: Env;
      app: ReturnType<typeof createShopApp>;
      publisher: ReturnType<typeof createDeployHookPublisher>;
      mail: WorkerMail;
    }
  | undefined;

function appFor(env: Env) {
  if (built?.env === env) return built;
  const config = parseConfig(env as unknown as Record<string, string | undefined>);
  const db = createWebDb(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  const publisher = createDeployHookPublisher({
    db,
    hookUrl: config.REBUILD_HOOK_URL,
    deployedVersion: deployedCatalogueVersion(config.CATALOGUE_VERSION),
  });
  // No binding in an environment without one (EMAIL is optional there): mail then waits.
  const mail = createWorkerMail(db, (env as Partial<Env>).EMAIL, config);
  const app = createShopApp(
    {
      db,
      mail,
      blobs: createR2BlobStore(env.MEDIA),
      site: createAssetsSite(env.ASSETS),
      publisher,
      adminResetSecret: config.ADMIN_RESET_SECRET,
      rateRules: rateRules(config.RATE_LIMIT_SCALE),
      clientAddress: (c) => c.req.header('cf-connecting-ip'),
      // No trustProxy: Cloudflare terminates TLS, so the request URL's scheme is already the real one.
      siteOrigins: siteOrigins(config.SITE_URL),
    },
    later,
  );
  built = { env, app, publisher, mail };
  return built;
}

export default {
  async fetch(request, env, ctx) {
    const { app, publisher, mail } = appFor(env);
    // Work a handler leaves for after its answer (`afterResponse`) is kept here, so that e-mail it
    // queues is drained once it is done.
    const later: Promise<unknown>[] = [];
    const requestCtx = {
      waitUntil: (promise: Promise<unknown>) => void later.push(promise),
      passThroughOnException: () => ctx.passThroughOnException(),
      props: ctx.props,
    };
    const response = await app.fetch(request, env, requestCtx);
    // A catalogue change scheduled a rebuild: request it within this request's context (workerd
    // drops work queued across requests) and keep the isolate alive until it is sent.
    const rebuild = publisher.takeScheduled();
    if (rebuild) ctx.waitUntil(rebuild);
    // The request queued e-mail: send it after the response, never holding the response up.
    if (mail.takeKick()) ctx.waitUntil(mail.drain());
    if (later.length) {
      ctx.waitUntil(
        Promise.allSettled(later).then(() => (mail.takeKick() ? mail.drain() : undefined)),
      );
    }
    return response;
  },
  // The Cron Trigger (wrangler.toml, each minute): retries whose time has come, and mail that a
  // request's waitUntil did not get to.
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(appFor(env).mail.drain());
  },
} satisfies ExportedHandler<Env>;
