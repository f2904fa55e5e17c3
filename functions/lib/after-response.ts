import type { Context } from 'hono';

const running = new Set<Promise<void>>();

/**
 * Run `task` once the answer has gone, so the answer's timing cannot depend on it: in workerd
 * inside the request's `waitUntil`, on Node as a promise of its own. It starts in a later task,
 * never before the handler has returned. A failure is logged, never thrown (the answer is sent).
 */
export function afterResponse(c: Context, what: string, task: () => Promise<void>): void {
  const run: Promise<void> = new Promise((resolve) => setTimeout(resolve, 0))
    .then(task)
    .catch((error: unknown) => {
      console.error(`${what} failed after the answer:`, (error as Error).message);
    })
    .finally(() => running.delete(run));
  running.add(run);
  try {
    c.executionCtx.waitUntil(run);
  } catch {
    // Node's server gives no execution context: the promise runs on by itself.
  }
}

/** Resolves once every task started by `afterResponse` has finished (tests, a server stopping). */
export async function settledAfterResponse(): Promise<void> {
  while (running.size) await Promise.all(running);
}
