import { atom } from 'nanostores';
import { adminApi } from './http';

/** The public site's rebuild state as `GET /api/admin/publish-status` reports it (DESIGN §1). */
export interface PublishState {
  state: 'idle' | 'publishing' | 'published' | 'failed';
  at: number | string;
  error?: string;
}

/** The latest known publishing state; null before the first answer. */
export const $publish = atom<PublishState | null>(null);

const pollMs = 1500;
const giveUpMs = 5 * 60_000;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Record a state that came with another answer (the dashboard carries one). */
export function setPublish(state: PublishState | null | undefined) {
  if (state) $publish.set(state);
}

/**
 * After a catalogue change: show "Publishing…" at once, then ask every 1.5 s until the rebuild
 * has finished or failed.
 */
export function watchPublish() {
  clearTimeout(timer);
  $publish.set({ state: 'publishing', at: Date.now() });
  const started = Date.now();
  const tick = async () => {
    const result = await adminApi<{ publish: PublishState | null }>('/api/admin/publish-status');
    const publish = result.body?.publish;
    if (result.ok && publish) $publish.set(publish);
    const settled = result.ok && (!publish || publish.state !== 'publishing');
    if (!settled && Date.now() - started < giveUpMs) timer = setTimeout(tick, pollMs);
  };
  timer = setTimeout(tick, pollMs);
}

/** "14:05:09" in the admin's own time zone. */
export const clockTime = (at: number | string | Date) =>
  new Date(at).toLocaleTimeString('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
