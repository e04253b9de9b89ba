/**
 * Which rows, in which order: `order=col.desc.nullslast,...`, `limit=`,
 * `offset=` and the `Range: items=0-9` header. Out-of-range windows are
 * 416 PGRST103, as in PostgREST.
 */
import { ApiError } from '../../http/errors';
import { LIMITS, parseError, quote, splitTopLevel } from './syntax';

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  /** null: PostgreSQL's default (nulls last ascending, first descending). */
  nulls: 'first' | 'last' | null;
}

/** From the Range header; `to` null means open-ended. */
export interface RowRange {
  from: number;
  to: number | null;
}

export function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === '') return [];
  const parts = splitTopLevel(raw);
  if (parts.length > LIMITS.maxOrderTerms) throw parseError('Too many order terms', `At most ${LIMITS.maxOrderTerms}`);
  return parts.map((part) => {
    const p = part.trim();
    let column: string;
    let mods: string[];
    if (p.startsWith('"')) {
      const end = p.indexOf('"', 1);
      if (end === -1) throw parseError(`Failed to parse order (${quote(p)})`);
      column = p.slice(1, end);
      const tail = p.slice(end + 1);
      if (tail !== '' && !tail.startsWith('.')) throw parseError(`Failed to parse order (${quote(p)})`);
      mods = tail === '' ? [] : tail.slice(1).split('.');
    } else {
      [column, ...mods] = p.split('.') as [string, ...string[]];
    }
    if (column === '') throw parseError(`Failed to parse order (${quote(p)})`);
    const term: OrderTerm = { column, direction: 'asc', nulls: null };
    let seenDir = false;
    let seenNulls = false;
    for (const mod of mods) {
      if ((mod === 'asc' || mod === 'desc') && !seenDir && !seenNulls) {
        term.direction = mod;
        seenDir = true;
      } else if ((mod === 'nullsfirst' || mod === 'nullslast') && !seenNulls) {
        term.nulls = mod === 'nullsfirst' ? 'first' : 'last';
        seenNulls = true;
      } else {
        throw parseError(`Failed to parse order (${quote(p)})`, `Unexpected "${quote(mod, 30)}"`, 'Use column.asc|desc[.nullsfirst|nullslast]');
      }
    }
    return term;
  });
}

/** `limit=` / `offset=`: a whole number up to LIMITS.maxRowNumber, or null when absent. */
export function parseNonNegative(name: 'limit' | 'offset', raw: string | null): number | null {
  if (raw === null) return null;
  const t = raw.trim();
  if (!/^-?\d+$/.test(t)) throw parseError(`Failed to parse ${name} parameter (${quote(raw, 30)})`, null, `${name} must be a whole number`);
  const n = Number(t);
  if (n < 0 || n > LIMITS.maxRowNumber) {
    throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `${name}=${quote(t, 30)} is out of range`, null);
  }
  return n;
}

/** `Range: 0-9` or `Range: items=0-9`; unparseable ranges are ignored as PostgREST does. */
export function parseRangeHeader(raw: string | null): RowRange | null {
  if (!raw) return null;
  const m = /^\s*(?:items\s*=\s*)?(\d{1,12})-(\d{0,12})\s*$/i.exec(raw);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === '' ? null : Number(m[2]);
  if (to !== null && to < from) {
    throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `The range ${quote(raw.trim(), 40)} ends before it starts`, null);
  }
  if (from > LIMITS.maxRowNumber) {
    throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `The range ${quote(raw.trim(), 40)} is out of bounds`, null);
  }
  return { from, to: to === null ? null : Math.min(to, LIMITS.maxRowNumber) };
}
