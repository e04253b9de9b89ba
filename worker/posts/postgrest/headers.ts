/**
 * The request headers PostgREST reads: `Prefer` (count, return, resolution,
 * missing, handling), `Accept` (array or single object, stripped nulls) and
 * `Accept-Profile` / `Content-Profile` (only `public` exists).
 */
import { ApiError } from '../../http/errors';
import { quote } from './syntax';

export interface Preferences {
  count: 'exact' | 'planned' | 'estimated' | null;
  return: 'minimal' | 'representation' | 'headers-only' | null;
  resolution: 'ignore-duplicates' | 'merge-duplicates' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
}

export interface AcceptType {
  /** array: JSON array of rows; object: exactly one row as an object. */
  shape: 'array' | 'object';
  stripNulls: boolean;
}

const PREFERENCE_VALUES: Record<keyof Preferences, readonly string[]> = {
  count: ['exact', 'planned', 'estimated'],
  return: ['minimal', 'representation', 'headers-only'],
  resolution: ['ignore-duplicates', 'merge-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
};

/** Preferences PostgREST knows but this API treats as no-ops (still accepted under handling=strict). */
const IGNORED_PREFERENCES = new Set(['tx=commit', 'timezone', 'max-affected', 'params=single-object']);

export function parsePrefer(raw: string | null): Preferences {
  const prefer: Preferences = { count: null, return: null, resolution: null, missing: null, handling: null };
  if (!raw) return prefer;
  const unknown: string[] = [];
  for (const token of raw.split(/[,;]/)) {
    const t = token.trim();
    if (t === '') continue;
    const eq = t.indexOf('=');
    const key = (eq === -1 ? t : t.slice(0, eq)).trim().toLowerCase();
    const value = (eq === -1 ? '' : t.slice(eq + 1)).trim().toLowerCase();
    if (key in PREFERENCE_VALUES && PREFERENCE_VALUES[key as keyof Preferences].includes(value)) {
      (prefer as unknown as Record<string, string>)[key] = value;
    } else if (!IGNORED_PREFERENCES.has(key) && !IGNORED_PREFERENCES.has(`${key}=${value}`)) {
      unknown.push(t);
    }
  }
  if (prefer.handling === 'strict' && unknown.length > 0) {
    throw new ApiError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${quote(unknown.join(', '))}`);
  }
  return prefer;
}

const ARRAY_TYPES = new Set(['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*']);
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

/** Picks the best supported media type from Accept; 406 PGRST107 when none is offered. */
export function parseAccept(raw: string | null): AcceptType {
  if (!raw || raw.trim() === '') return { shape: 'array', stripNulls: false };
  const offers = raw
    .split(',')
    .map((entry, index) => {
      const [type = '', ...params] = entry.split(';').map((s) => s.trim());
      let q = 1;
      let stripNulls = false;
      for (const p of params) {
        const [k = '', v = ''] = p.split('=').map((s) => s.trim().toLowerCase());
        if (k === 'q') q = Number.isFinite(Number(v)) ? Number(v) : 0;
        if (k === 'nulls' && v === 'stripped') stripNulls = true;
      }
      return { type: type.toLowerCase(), q, stripNulls, index };
    })
    .filter((o) => o.type !== '' && o.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const offer of offers) {
    if (offer.type === OBJECT_TYPE) return { shape: 'object', stripNulls: offer.stripNulls };
    if (ARRAY_TYPES.has(offer.type)) return { shape: 'array', stripNulls: offer.stripNulls };
  }
  throw new ApiError(
    406,
    'PGRST107',
    `None of these media types are available: ${quote(raw.trim(), 120)}`,
    null,
    'Ask for application/json or application/vnd.pgrst.object+json.',
  );
}

/** Only the `public` schema exists (Accept-Profile / Content-Profile). */
export function checkProfile(headers: Headers): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const v = headers.get(name);
    if (v !== null && v.trim().toLowerCase() !== 'public') {
      throw new ApiError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
  }
}
