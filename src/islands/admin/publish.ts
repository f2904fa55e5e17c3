import { atom } from 'nanostores';
import type { PublishStatus } from '../../../functions/deps';
import { shopTimeZone } from '../../contract/shop-day';
import { adminApi } from './http';

/** The public site's rebuild state as `GET /api/admin/publish-status` reports it (DESIGN §1, §10). */
export type PublishState = PublishStatus;

/** The latest known publishing state; null before the first answer. */
export const $publish = atom<PublishState | null>(null);

const pollMs = 1500;
// An edge rebuild runs elsewhere (CI, then a deploy): ask less often and for longer.
const requestedPollMs = 10_000;
const giveUpMs = 30 * 60_000;
let timer: ReturnType<typeof setTimeout> | undefined;

const settled = (publish: PublishState | null | undefined) =>
  !publish || (publish.state !== 'publishing' && publish.state !== 'requested');

/** Record a state that came with another answer (the dashboard's); keep watching if unfinished. */
export function setPublish(state: PublishState | null | undefined) {
  if (!state) return;
  $publish.set(state);
  if (!settled(state)) poll(Date.now());
}

function poll(started: number) {
  clearTimeout(timer);
  const tick = async () => {
    const result = await adminApi<{ publish: PublishState | null }>('/api/admin/publish-status');
    const publish = result.body?.publish;
    if (result.ok && publish) $publish.set(publish);
    if (result.ok && settled(publish)) return;
    if (Date.now() - started < giveUpMs) {
      timer = setTimeout(tick, publish?.state === 'requested' ? requestedPollMs : pollMs);
    }
  };
  timer = setTimeout(tick, $publish.get()?.state === 'requested' ? requestedPollMs : pollMs);
}

/**
 * After a catalogue change: show "Publishing…" at once, then ask until the rebuild is published or
 * has failed (every 1.5 s; every 10 s while an edge rebuild is requested).
 */
export function watchPublish() {
  $publish.set({ state: 'publishing', at: Date.now() });
  poll(Date.now());
}

/** "14:05:09" in India's time, as every admin screen shows it. */
export const clockTime = (at: number | string | Date) =>
  new Date(at).toLocaleTimeString('en-IN', {
    timeZone: shopTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
