/**
 * PostgREST request grammar: query string + headers -> a typed description of
 * what was asked for. Pure and table-agnostic: column names are checked later
 * (resolve.ts), SQL is made later still (build.ts). Anything that does not
 * parse is a PostgREST-style error (PGRST100 and friends), never an exception
 * of another kind.
 */
import { ApiError } from '../../http/errors';

export type FilterOp = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'in' | 'is' | 'isdistinct' | 'cs' | 'cd' | 'ov';
export type Quantifier = 'any' | 'all';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type FilterValue =
  | { kind: 'scalar'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'is'; value: IsValue };

export interface FilterNode {
  kind: 'filter';
  column: string;
  negate: boolean;
  op: FilterOp;
  quantifier: Quantifier | null;
  value: FilterValue;
}

export interface LogicNode {
  kind: 'and' | 'or';
  negate: boolean;
  children: ConditionNode[];
}

export type ConditionNode = FilterNode | LogicNode;

export interface SelectItem {
  column: string;
  /** The key in the JSON output (the column name unless renamed with `alias:column`). */
  alias: string;
}

/** `*` or an explicit list. */
export type Selection = { kind: 'star' } | { kind: 'columns'; items: SelectItem[] };

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  /** null: PostgreSQL's default (nulls last ascending, first descending). */
  nulls: 'first' | 'last' | null;
}

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

export interface ParsedRequest {
  select: Selection;
  /** Top-level filters are ANDed together. */
  where: ConditionNode[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  /** From the Range header (reads only); `to` null means open-ended. */
  range: { from: number; to: number | null } | null;
  prefer: Preferences;
  accept: AcceptType;
  onConflict: string[] | null;
  columns: string[] | null;
}

/** Filter operators PostgREST has that this API does not (no full-text search, regex or range types). */
const UNSUPPORTED_OPS = new Set(['fts', 'plfts', 'phfts', 'wfts', 'match', 'imatch', 'sl', 'sr', 'nxl', 'nxr', 'adj']);
const OPS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'isdistinct', 'cs', 'cd', 'ov']);
/** Operators that take `(any)`/`(all)` with a `{a,b}` list, as in PostgREST. */
const QUANTIFIABLE = new Set<FilterOp>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
const IS_VALUES = new Set<string>(['null', 'not_null', 'true', 'false', 'unknown']);

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const LOGIC_PARAMS = new Set(['or', 'and', 'not.or', 'not.and']);

/** Bounds that keep hostile query strings cheap to parse and to run. */
export const LIMITS = {
  maxConditions: 50,
  maxDepth: 8,
  maxListItems: 100,
  maxValueLength: 1000,
  maxSelectItems: 50,
  maxOrderTerms: 10,
  /** Beyond this an offset or limit is refused rather than handed to SQLite. */
  maxRowNumber: 1_000_000_000,
} as const;

export function parseError(message: string, details: string | null = null, hint: string | null = null): ApiError {
  return new ApiError(400, 'PGRST100', message, details, hint);
}

/** Shortens user input quoted back in an error message. */
export function quote(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Splits on `sep` at nesting depth 0, honouring ( ) { } and "double quotes"
 * with backslash escapes, the way PostgREST's parser does.
 */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '\\') i++;
      else if (ch === '"') inQuotes = false;
      continue;
    }
    if (ch === '"') inQuotes = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') {
      depth--;
      if (depth < 0) throw parseError('Unbalanced parentheses', `Unexpected "${ch}" in "${quote(text)}"`);
    } else if (ch === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (inQuotes) throw parseError('Unterminated double quote', `In "${quote(text)}"`);
  if (depth !== 0) throw parseError('Unbalanced parentheses', `In "${quote(text)}"`);
  parts.push(text.slice(start));
  return parts;
}

/** `"a\"b"` -> `a"b`; anything unquoted is returned as is. */
function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** The inside of `(a,b,"c,d")` or `{a,b}` as a list of values; `[...]` is read as JSON. */
function parseList(raw: string, opening: '(' | '{' | 'either'): string[] {
  const text = raw.trim();
  if (text.startsWith('[') && opening !== '(') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw parseError('Invalid JSON array', `"${quote(text)}" is not valid JSON`);
    }
    if (!Array.isArray(parsed) || parsed.some((v) => typeof v === 'object' && v !== null)) {
      throw parseError('Invalid JSON array', 'Expected a flat array such as ["a","b"]');
    }
    const items = parsed.map((v) => String(v));
    if (items.length > LIMITS.maxListItems) throw parseError('Too many values in list', `At most ${LIMITS.maxListItems} values`);
    return items;
  }
  const open = text[0];
  const close = text[text.length - 1];
  const okOpen = opening === 'either' ? open === '(' || open === '{' : open === opening;
  const pair = open === '(' ? ')' : '}';
  if (!okOpen || close !== pair || text.length < 2) {
    const want = opening === '(' ? '(a,b)' : '{a,b}';
    throw parseError('Failed to parse list value', `Expected ${want}, got "${quote(text)}"`);
  }
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  const items = splitTopLevel(inner).map(unquote);
  if (items.length > LIMITS.maxListItems) throw parseError('Too many values in list', `At most ${LIMITS.maxListItems} values`);
  return items;
}

/**
 * Reads `[not.]op[(any|all)].value` (the right-hand side of `col=...`, or the
 * rest of `col.op.value` inside `or=(...)`). `inLogic` unquotes "values".
 */
function parseOperation(column: string, rest: string, inLogic: boolean): FilterNode {
  let negate = false;
  let text = rest;
  if (text.startsWith('not.')) {
    negate = true;
    text = text.slice(4);
  }
  const m = /^([a-z]+)(?:\((any|all)\))?\./.exec(text);
  if (!m) {
    throw parseError(`Failed to parse filter (${quote(rest)})`, `Expected "operator.value" for column "${quote(column, 60)}", e.g. eq.value`, 'Filters look like column=eq.value');
  }
  const opName = m[1]!;
  const quantifier = (m[2] as Quantifier | undefined) ?? null;
  const rawValue = text.slice(m[0].length);
  if (UNSUPPORTED_OPS.has(opName)) {
    throw parseError(`Operator "${opName}" is not supported`, null, `Supported operators: ${[...OPS].join(', ')}`);
  }
  if (!OPS.has(opName)) {
    throw parseError(`Unknown operator "${quote(opName, 20)}"`, `In filter on "${quote(column, 60)}"`, `Supported operators: ${[...OPS].join(', ')}`);
  }
  const op = opName as FilterOp;
  if (rawValue.length > LIMITS.maxValueLength) throw parseError('Filter value too long', `At most ${LIMITS.maxValueLength} characters`);
  if (quantifier) {
    if (!QUANTIFIABLE.has(op)) throw parseError(`Operator "${op}" does not take (${quantifier})`);
    return { kind: 'filter', column, negate, op, quantifier, value: { kind: 'list', items: parseList(rawValue, '{') } };
  }
  switch (op) {
    case 'in':
      return { kind: 'filter', column, negate, op, quantifier, value: { kind: 'list', items: parseList(rawValue, '(') } };
    case 'cs':
    case 'cd':
    case 'ov':
      return { kind: 'filter', column, negate, op, quantifier, value: { kind: 'list', items: parseList(rawValue, 'either') } };
    case 'is': {
      const v = rawValue.toLowerCase();
      if (!IS_VALUES.has(v)) {
        throw parseError(`Failed to parse filter (is.${quote(rawValue, 40)})`, null, 'is accepts null, not_null, true, false or unknown');
      }
      return { kind: 'filter', column, negate, op, quantifier, value: { kind: 'is', value: v as IsValue } };
    }
    default:
      return { kind: 'filter', column, negate, op, quantifier, value: { kind: 'scalar', text: inLogic ? unquote(rawValue) : rawValue } };
  }
}

interface Budget {
  conditions: number;
}

function countCondition(budget: Budget): void {
  budget.conditions++;
  if (budget.conditions > LIMITS.maxConditions) {
    throw parseError('Too many filters', `At most ${LIMITS.maxConditions} conditions per request`);
  }
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` -> children of one logic node. */
function parseLogicList(text: string, depth: number, budget: Budget): ConditionNode[] {
  if (depth > LIMITS.maxDepth) throw parseError('Logic tree too deep', `At most ${LIMITS.maxDepth} levels of and/or`);
  const t = text.trim();
  if (!t.startsWith('(') || !t.endsWith(')')) {
    throw parseError(`Failed to parse logic tree (${quote(t)})`, null, 'Use or=(col.op.value,col.op.value)');
  }
  const inner = t.slice(1, -1);
  if (inner.trim() === '') throw parseError('Empty logic tree', null, 'Use or=(col.op.value,col.op.value)');
  return splitTopLevel(inner).map((item) => parseLogicItem(item, depth, budget));
}

function parseLogicItem(item: string, depth: number, budget: Budget): ConditionNode {
  countCondition(budget);
  const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (m) {
    return { kind: m[2] as 'and' | 'or', negate: !!m[1], children: parseLogicList(m[3]!, depth + 1, budget) };
  }
  let column: string;
  let rest: string;
  if (item.startsWith('"')) {
    const end = item.indexOf('"', 1);
    if (end === -1 || item[end + 1] !== '.') throw parseError(`Failed to parse logic tree item (${quote(item)})`);
    column = item.slice(1, end);
    rest = item.slice(end + 2);
  } else {
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`Failed to parse logic tree item (${quote(item)})`, null, 'Items look like column.operator.value');
    column = item.slice(0, dot);
    rest = item.slice(dot + 1);
  }
  return parseOperation(column, rest, true);
}

function parseSelect(raw: string | null): Selection {
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

function parseOrder(raw: string | null): OrderTerm[] {
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

function parseNonNegative(name: 'limit' | 'offset', raw: string | null): number | null {
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
function parseRangeHeader(raw: string | null): { from: number; to: number | null } | null {
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
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${quote(raw.trim(), 120)}`, null, 'Ask for application/json or application/vnd.pgrst.object+json.');
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

function lastValue(params: URLSearchParams, key: string): string | null {
  const all = params.getAll(key);
  return all.length ? all[all.length - 1]! : null;
}

function parseColumnList(name: string, raw: string | null): string[] | null {
  if (raw === null) return null;
  const items = splitTopLevel(raw).map((s) => unquote(s.trim()));
  if (items.length > LIMITS.maxSelectItems || items.some((s) => s === '')) throw parseError(`Failed to parse ${name} parameter (${quote(raw)})`);
  return items;
}

/** The whole request: query string and headers -> ParsedRequest. Throws ApiError. */
export function parseRequest(params: URLSearchParams, headers: Headers): ParsedRequest {
  checkProfile(headers);
  const where: ConditionNode[] = [];
  const budget: Budget = { conditions: 0 };
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key)) continue;
    if (LOGIC_PARAMS.has(key)) {
      countCondition(budget);
      const negate = key.startsWith('not.');
      where.push({ kind: negate ? (key.slice(4) as 'and' | 'or') : (key as 'and' | 'or'), negate, children: parseLogicList(value, 1, budget) });
      continue;
    }
    if (key === '') throw parseError('Empty query parameter name');
    if (key.includes('.')) {
      throw new ApiError(400, 'PGRST108', `'${quote(key.split('.')[0] ?? key, 60)}' is not an embedded resource in this request`, null, 'blog_posts has no related tables to embed.');
    }
    countCondition(budget);
    where.push(parseOperation(key, value, false));
  }
  return {
    select: parseSelect(lastValue(params, 'select')),
    where,
    order: parseOrder(lastValue(params, 'order')),
    limit: parseNonNegative('limit', lastValue(params, 'limit')),
    offset: parseNonNegative('offset', lastValue(params, 'offset')),
    range: parseRangeHeader(headers.get('range')),
    prefer: parsePrefer(headers.get('prefer')),
    accept: parseAccept(headers.get('accept')),
    onConflict: parseColumnList('on_conflict', lastValue(params, 'on_conflict')),
    columns: parseColumnList('columns', lastValue(params, 'columns')),
  };
}
