/**
 * Loads a screen's data for a key (the filters in the URL, an id) and loads again when the key
 * changes or `reload()` is called. A newer load cancels the one before it; the last data stays
 * on screen while the next loads, so lists do not flash empty between filters. `setData` puts a
 * changed value (a saved record, a removed row) on screen without loading again.
 */
import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { describeError } from './http';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Replaces the loaded value, as after a change the server has confirmed. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; `attempt` asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setLoading(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(describeError(err));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, reload, setData };
}
