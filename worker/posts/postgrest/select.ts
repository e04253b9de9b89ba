/**
 * The `select=` grammar (columns, `alias:column`, `*`) and the plain column
 * lists of `on_conflict=` and `columns=`. Embedding, aggregates, casts, JSON
 * paths and spreads are refused with PostgREST's codes.
 */
import { ApiError } from '../../http/errors';
import { LIMITS, parseError, quote, splitTopLevel, unquote } from './syntax';

export interface SelectItem {
  column: string;
  /** The key in the JSON output (the column name unless renamed with `alias:column`). */
  alias: string;
}

/** `*` or an explicit list. */
export type Selection = { kind: 'star' } | { kind: 'columns'; items: SelectItem[] };

export function parseSelect(raw: string | null): Selection {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return { kind: 'star' };
  const parts = splitTopLevel(raw);
  if (parts.length > LIMITS.maxSelectItems) throw parseError('Too many select items', `At most ${LIMITS.maxSelectItems}`);
  const items: SelectItem[] = [];
  let star = false;
  for (const part of parts) {
    const p = part.trim();
    if (p === '*') {
      star = true;
      continue;
    }
    if (p === '') throw parseError('Failed to parse select parameter', 'Empty item in the column list');
    if (p.includes('(')) {
      const name = p.slice(0, p.indexOf('('));
      if (/^(count|sum|avg|min|max)$/i.test(name) || /\.(count|sum|avg|min|max)\(/i.test(p)) {
        throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      }
      throw new ApiError(
        400,
        'PGRST200',
        `Could not find a relationship between 'blog_posts' and '${quote(name.replace(/^.*:/, ''), 60)}' in the schema cache`,
        null,
        'blog_posts has no related tables to embed.',
      );
    }
    if (p.includes('::')) throw parseError('Casts in select are not supported', `In "${quote(p)}"`);
    if (p.includes('->')) throw parseError('JSON paths in select are not supported', `In "${quote(p)}"`);
    if (p.startsWith('...')) throw parseError('Spread in select is not supported', `In "${quote(p)}"`);
    const colon = p.indexOf(':');
    const alias = colon >= 0 ? unquote(p.slice(0, colon)) : null;
    const column = unquote(colon >= 0 ? p.slice(colon + 1) : p);
    if (alias === '' || column === '') throw parseError('Failed to parse select parameter', `In "${quote(p)}"`);
    items.push({ column, alias: alias ?? column });
  }
  if (star) return items.length === 0 ? { kind: 'star' } : { kind: 'columns', items: [{ column: '*', alias: '*' }, ...items] };
  return { kind: 'columns', items };
}

/** `on_conflict=slug` / `columns=a,"b"`: a list of bare column names, or null when absent. */
export function parseColumnList(name: string, raw: string | null): string[] | null {
  if (raw === null) return null;
  const items = splitTopLevel(raw).map((s) => unquote(s.trim()));
  if (items.length > LIMITS.maxSelectItems || items.some((s) => s === '')) throw parseError(`Failed to parse ${name} parameter (${quote(raw)})`);
  return items;
}
