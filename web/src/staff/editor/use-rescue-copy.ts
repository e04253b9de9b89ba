/**
 * A copy of unsaved edits kept in this tab (sessionStorage) until they are saved, so nothing
 * typed is lost when the session ends mid-edit (sign-in brings the user back to the post) or the
 * tab reloads: the editor then offers to restore it.
 */
import { useEffect, useRef, useState } from 'react';
import type { EditorValues } from './editor-state';

export interface RescueCopy {
  values: EditorValues;
  /** When it was written (ISO). */
  at: string;
}

const storageKey = (key: string) => `oakbright-staff-unsaved:${key}`;

function read(key: string): RescueCopy | null {
  try {
    const raw = sessionStorage.getItem(storageKey(key));
    return raw ? (JSON.parse(raw) as RescueCopy) : null;
  } catch {
    return null;
  }
}

function write(key: string, copy: RescueCopy | null): void {
  try {
    if (copy) sessionStorage.setItem(storageKey(key), JSON.stringify(copy));
    else sessionStorage.removeItem(storageKey(key));
  } catch {
    /* storage full or off: the copy is a safety net, not a requirement */
  }
}

/**
 * `key`: the post's id, or 'new'. Keeps `values` while `dirty`. `found` is a copy an earlier visit
 * left, offered until `settle()` (after restoring or discarding it); meanwhile nothing overwrites it.
 */
export function useRescueCopy(key: string, values: EditorValues, dirty: boolean) {
  const [found, setFound] = useState<RescueCopy | null>(() => read(key));
  const lastKey = useRef(key);

  useEffect(() => {
    // A new post that got its id: its copy lives under the id from now on.
    if (lastKey.current !== key) {
      write(lastKey.current, null);
      lastKey.current = key;
    }
    if (found) return;
    const timer = window.setTimeout(() => write(key, dirty ? { values, at: new Date().toISOString() } : null), 400);
    return () => window.clearTimeout(timer);
  }, [key, values, dirty, found]);

  return { found, settle: () => setFound(null) };
}
