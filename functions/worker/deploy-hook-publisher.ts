import { and, eq, sql } from 'drizzle-orm';
import * as z from '../lib/zod';
import { settings } from '../../db/schema';
import type { Publisher, PublishStatus } from '../deps';
import { readCatalogueVersion } from '../lib/catalogue-version';
import type { Db } from '../lib/db';
import { writeSetting } from '../lib/settings';

const settingKey = 'publish';

/** The publishing row every isolate shares. */
const storedState = z.discriminatedUnion('state', [
  // A rebuild is wanted: the request holding `ticket` sends it unless a later change replaced it.
  z.object({
    state: z.literal('publishing'),
    at: z.number(),
    ticket: z.string(),
    sending: z.boolean(),
  }),
  // The hook accepted a rebuild of catalogue `version`; `liveAt`: a Worker serving it was first seen.
  z.object({
    state: z.literal('requested'),
    at: z.number(),
    version: z.number(),
    liveAt: z.optional(z.number()),
  }),
  z.object({ state: z.literal('failed'), at: z.number(), error: z.string() }),
]);
type StoredState = z.output<typeof storedState>;

/** The catalogue version `npm run deploy` gave the Worker (`CATALOGUE_VERSION`); undefined if none. */
export function deployedCatalogueVersion(value: string | undefined): number | undefined {
  return value && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The edge's rebuild trigger: catalogue changes POST to a deploy hook (`REBUILD_HOOK_URL`) once per
 * burst. The debounce lives in the database, not in timers (workerd cannot clear a timer from another
 * request's context): every request that changed the catalogue records a ticket, waits, and sends
 * only if its ticket is still the latest, claiming it with a compare-and-set so that no two isolates
 * both send. The admin sees "requested" until the Worker answering reports the requested catalogue
 * version (`deployedVersion`), and only then "published".
 */
export function createDeployHookPublisher(options: {
  db: Db;
  hookUrl: string | undefined;
  /** The catalogue version the running Worker's pages were built from. */
  deployedVersion: number | undefined;
  /** How long a burst may pause between changes and still be one rebuild (default 5 s). */
  debounceMs?: number;
  fetch?: typeof fetch;
}): Publisher & { takeScheduled(): Promise<void> | undefined } {
  const { db } = options;
  const send = options.fetch ?? fetch;
  let scheduled = false;

  async function readRow(): Promise<{ text: string; state: StoredState } | null> {
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, settingKey));
    if (!row) return null;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      return null;
    }
    const parsed = storedState.safeParse(value);
    return parsed.success ? { text: row.value, state: parsed.data } : null;
  }

  /** Replace the row only if it still reads `expected`; true when this call changed it. */
  async function replace(expected: string, next: StoredState): Promise<boolean> {
    const result = await db
      .update(settings)
      .set({ value: JSON.stringify(next), updatedAt: sql`(unixepoch('subsec') * 1000)` })
      .where(and(eq(settings.key, settingKey), eq(settings.value, expected)));
    return result.rowsAffected === 1;
  }

  async function post(version: number): Promise<StoredState> {
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
        body: JSON.stringify({ reason: 'catalogue changed', catalogueVersion: version }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.ok) return { state: 'requested', at: Date.now(), version };
      return {
        state: 'failed',
        at: Date.now(),
        error: `The deploy hook answered ${response.status}`,
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        state: 'failed',
        at: Date.now(),
        error: `The deploy hook could not be reached: ${reason}`,
      };
    }
  }

  async function requestRebuild() {
    const waiting: StoredState = {
      state: 'publishing',
      at: Date.now(),
      ticket: crypto.randomUUID(),
      sending: false,
    };
    await writeSetting(db, settingKey, waiting);
    // Each hook call is a full rebuild and deploy of minutes: a few seconds more gathers a run of edits.
    await sleep(options.debounceMs ?? 5000);
    const sending: StoredState = { ...waiting, sending: true };
    // A later change replaced the ticket: its own request sends when the burst is over.
    if (!(await replace(JSON.stringify(waiting), sending))) return;
    // Read after the claim: the build the hook starts reads the database later still.
    const outcome = await post(await readCatalogueVersion(db));
    if (outcome.state === 'failed') console.error(`Publishing failed: ${outcome.error}`);
    // A change that came in while sending holds the row now and will send again: keep its state.
    await replace(JSON.stringify(sending), outcome);
  }

  async function status(): Promise<PublishStatus> {
    const row = await readRow();
    if (!row) return { state: 'idle', at: 0 };
    const stored = row.state;
    if (stored.state === 'publishing') return { state: 'publishing', at: stored.at };
    if (stored.state === 'failed') return stored;
    const { version } = stored;
    if (options.deployedVersion === undefined || options.deployedVersion < version) {
      return { state: 'requested', at: stored.at, version };
    }
    if (stored.liveAt !== undefined) return { state: 'published', at: stored.liveAt, version };
    const liveAt = Date.now();
    // First sight of the new version: remember when, unless a newer request took the row.
    if (!(await replace(row.text, { ...stored, liveAt }))) return status();
    return { state: 'published', at: liveAt, version };
  }

  return {
    schedule() {
      scheduled = true;
    },
    status,
    /**
     * The rebuild request for the changes scheduled since the last call, started now so that its
     * timer and I/O belong to the calling request; the Worker keeps it alive with `ctx.waitUntil`.
     */
    takeScheduled() {
      if (!scheduled) return undefined;
      scheduled = false;
      return requestRebuild().catch((error: unknown) =>
        console.error('Could not request a rebuild:', error),
      );
    },
  };
}
