import * as z from 'zod';
import type { Publisher, PublishStatus } from '../deps';
import type { Db } from '../lib/db';
import { readSetting, writeSetting } from '../lib/settings';

const settingKey = 'publish';
const storedStatus = z.object({
  state: z.enum(['idle', 'publishing', 'published', 'failed']),
  at: z.number(),
  error: z.string().optional(),
});

/**
 * The edge's rebuild trigger: catalogue changes POST to a deploy hook (`REBUILD_HOOK_URL`), debounced
 * within an isolate. The state lives in the database, so every isolate shows the admin the same one.
 * `pending()` is the POST still to come; the Worker hands it to `ctx.waitUntil` so it outlives the response.
 */
export function createDeployHookPublisher(options: {
  db: Db;
  hookUrl: string | undefined;
  debounceMs?: number;
  fetch?: typeof fetch;
}): Publisher & { pending(): Promise<void> | undefined } {
  const send = options.fetch ?? fetch;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Promise<void> | undefined;
  let finish: (() => void) | undefined;

  const record = (status: PublishStatus) =>
    writeSetting(options.db, settingKey, status).then(
      () => undefined,
      (error: unknown) => console.error('Could not record the publish status:', error),
    );

  async function post(): Promise<PublishStatus> {
    if (!options.hookUrl) {
      return {
        state: 'failed',
        at: Date.now(),
        error: 'REBUILD_HOOK_URL is not set, so the public pages were not rebuilt',
      };
    }
    try {
      const response = await send(options.hookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason: 'catalogue changed', at: new Date().toISOString() }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.ok) return { state: 'published', at: Date.now() };
      return {
        state: 'failed',
        at: Date.now(),
        error: `The deploy hook answered ${response.status}`,
      };
    } catch (error) {
      return {
        state: 'failed',
        at: Date.now(),
        error: `The deploy hook could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }

  async function fire() {
    timer = undefined;
    const done = finish;
    pending = undefined;
    finish = undefined;
    const status = await post();
    if (status.state === 'failed') console.error(`Publishing failed: ${status.error}`);
    await record(status);
    done?.();
  }

  return {
    schedule() {
      if (!pending) {
        const recorded = record({ state: 'publishing', at: Date.now() });
        const fired = new Promise<void>((resolve) => (finish = resolve));
        pending = Promise.all([recorded, fired]).then(() => undefined);
      }
      clearTimeout(timer);
      timer = setTimeout(() => void fire(), options.debounceMs ?? 2000);
    },
    status: () => readSetting(options.db, settingKey, storedStatus, { state: 'idle', at: 0 }),
    pending: () => pending,
  };
}
