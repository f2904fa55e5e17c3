import type { Publisher, PublishStatus } from '../deps';
import type { Db } from '../lib/db';
import { ensureSiteBuilt, pagesWithOlderFrameIn } from './site-build';
import type { StaticSite } from './static-files';

/** From how many product pages a build of them is worth stopping for a newer change. */
export const stoppableFramePass = 500;

/**
 * From how many product pages a new frame alone (settings, a category's name) leaves them to a
 * second build. Fewer are rendered in the first: each costs about 13 ms with its compressed
 * copies, so 200 delay the other pages by under 3 s, where a second build would add its own start
 * of about 5 s before the product pages were out.
 */
export const frameLaterFrom = 200;

/**
 * Rebuilds the site in a child process after catalogue changes (debounced), then has the served
 * `site` read the swapped-in build at once. A failed build keeps the old site and is reported in
 * the status.
 */
export function createNodePublisher(options: {
  db: Db;
  siteDir: string;
  buildEnv: Record<string, string>;
  site: Pick<StaticSite, 'reload'>;
  debounceMs?: number;
  /** From how many product pages a newer change stops their build (see `stoppableFramePass`). */
  stoppableFramePassFrom?: number;
  /** From how many product pages a new frame leaves them to a second build (`frameLaterFrom`). */
  frameLaterFrom?: number;
}): Publisher {
  let status: PublishStatus = { state: 'idle', at: Date.now() };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  // The build of the product pages left with an older frame: a newer change stops it, goes out
  // first, and the pages are rendered after it. Only a long one: stopping a build ends its warm
  // builder (decision 050), and the next build in a new one costs about as much as rendering a
  // thousand pages, so a newer change waits for a short one.
  let framePass: AbortController | undefined;
  const stoppableFrom = options.stoppableFramePassFrom ?? stoppableFramePass;

  async function publish() {
    status = { state: 'publishing', at: Date.now() };
    const { db, siteDir, buildEnv, site } = options;
    try {
      // A change every product page shows (settings, a category's name) reaches the other pages
      // first; the product pages follow in a second build (decision 022), if they are many.
      await ensureSiteBuilt(db, siteDir, buildEnv, {
        frameLaterFrom: options.frameLaterFrom ?? frameLaterFrom,
      });
      await site.reload();
      const olderFrames = await pagesWithOlderFrameIn(siteDir);
      if (olderFrames) {
        framePass = olderFrames >= stoppableFrom ? new AbortController() : undefined;
        if (await ensureSiteBuilt(db, siteDir, buildEnv, { signal: framePass?.signal }))
          await site.reload();
      }
      status = { state: 'published', at: Date.now() };
    } catch (error) {
      if (framePass?.signal.aborted) return;
      console.error('Publishing the site failed:', error);
      status = {
        state: 'failed',
        at: Date.now(),
        error: error instanceof Error ? error.message : String(error),
      };
    } finally {
      framePass = undefined;
    }
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = publish().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  }

  return {
    schedule() {
      if (status.state !== 'publishing') status = { state: 'publishing', at: Date.now() };
      clearTimeout(timer);
      // Half a second joins the saves of one burst (a form and its photos) into one build, and is
      // part of every change's wait: at 5,000 products a change shows about 7 s after its save.
      timer = setTimeout(() => {
        framePass?.abort();
        run();
      }, options.debounceMs ?? 500);
    },
    status: () => status,
  };
}
