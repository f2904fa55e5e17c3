import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { announceContentShown } from '../../lib/content-shown';
import { adminAnswer, toastResult } from './http';
import { takeStarted } from './started-lists';

/**
 * Load an admin list: `data` stays shown while `reload` fetches again. Failures show the
 * reference's toast (§8) and `error` for the screen. The first answer on a page is its content
 * shown (src/lib/content-shown.ts).
 */
export function useLoad<T>(path: string | null) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(Boolean(path));
  const latest = useRef(0);
  const reload = useCallback(async () => {
    if (!path) return;
    const call = ++latest.current;
    setLoading(true);
    // The page's first script may have asked already (first-load.ts).
    const result = await adminAnswer(takeStarted<T>(path) ?? api<T>(path));
    if (call !== latest.current) return;
    if (result.ok && result.body) {
      const body = result.body as T;
      // A transition: a long list renders in slices that leave the page free to answer input.
      startTransition(() => {
        setLoading(false);
        setData(body);
        setError('');
      });
    } else {
      setLoading(false);
      toastResult(result);
      setError(
        result.network ? 'Client side error' : result.body?.msg || 'Could not load this list.',
      );
    }
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const answered = data !== undefined || error !== '';
  useEffect(() => {
    if (answered) announceContentShown();
  }, [answered]);
  return { data, error, loading, reload };
}
