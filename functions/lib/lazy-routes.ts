import { Hono, type Context, type Env, type Schema } from 'hono';
import { baseRoutePath } from 'hono/route';
import type { AppDeps } from '../deps';
import { errorHandler } from '../middleware/error-handler';

/**
 * A route group that loads its code with `load()` on the first request under the path it is
 * mounted at (`.route(path, …)`, like the group itself). The Worker mounts the back office so: a
 * cold isolate answering shoppers never parses it (decision 047). The result is typed as the group,
 * so `hc<AppType>` sees the group's routes; at run time it is one catch-all route that hands the
 * request to the group, which answers as it would mounted directly: the app's middleware has run
 * (security headers, the request guard), an error becomes the same envelope (the app's error
 * handler), and a path the group does not know goes on to the app's next routes (the API's 404).
 */
export function lazyRoutes<Group extends Hono<Env, Schema, string>>(
  load: () => Promise<(deps: AppDeps) => Group>,
): (deps: AppDeps) => Group {
  return (deps) => {
    let group: Promise<Hono> | undefined;
    // Requests the group found no route for: the request object reaches its notFound handler as is.
    const unmatched = new WeakSet<Request>();
    const open = (base: string) =>
      load().then((routes) => {
        // Not strict, as the app: `/api/admin/products/` and `/api/admin/products` are one route.
        const app = new Hono({ strict: false }).route(base, routes(deps));
        app.onError(errorHandler);
        app.notFound((c) => {
          unmatched.add(c.req.raw);
          return c.body(null, 404);
        });
        return app;
      });
    const handOver = new Hono().all('*', async (c, next) => {
      // A failed load (a chunk that did not arrive) is tried again by the next request.
      group ??= open(baseRoutePath(c)).catch((error: unknown) => {
        group = undefined;
        throw error;
      });
      const response = await (await group).fetch(c.req.raw, c.env, executionContext(c));
      if (unmatched.has(c.req.raw)) return next();
      return response;
    });
    return handOver as unknown as Group;
  };
}

/** The request's execution context (workerd's `waitUntil`); Node's server has none. */
function executionContext(c: Context) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
