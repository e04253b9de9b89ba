/**
 * Filters and logic trees: `col=[not.]op[(any|all)].value` and
 * `or=(a.eq.1,and(b.gt.2,c.is.null))`, with `(a,b)`, `{a,b}` and JSON `[..]`
 * lists. Every query parameter that is not reserved (select, order, ...) is a
 * filter; all of them are ANDed. Column names are checked later (resolve.ts).
 */
import { ApiError } from '../../http/errors';
import { LIMITS, parseError, quote, splitTopLevel, unquote } from './syntax';

export type FilterOp = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'in' | 'is' | 'isdistinct' | 'cs' | 'cd' | 'ov';
export type Quantifier = 'any' | 'all';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type FilterValue = { kind: 'scalar'; text: string } | { kind: 'list'; items: string[] } | { kind: 'is'; value: IsValue };

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

/** Filter operators PostgREST has that this API does not (no full-text search, regex or range types). */
const UNSUPPORTED_OPS = new Set(['fts', 'plfts', 'phfts', 'wfts', 'match', 'imatch', 'sl', 'sr', 'nxl', 'nxr', 'adj']);
const OPS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'isdistinct', 'cs', 'cd', 'ov']);
/** Operators that take `(any)`/`(all)` with a `{a,b}` list, as in PostgREST. */
const QUANTIFIABLE = new Set<FilterOp>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
const IS_VALUES = new Set<string>(['null', 'not_null', 'true', 'false', 'unknown']);

/** Query parameters that are not filters. */
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const LOGIC_PARAMS = new Set(['or', 'and', 'not.or', 'not.and']);

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
    throw parseError(
      `Failed to parse filter (${quote(rest)})`,
      `Expected "operator.value" for column "${quote(column, 60)}", e.g. eq.value`,
      'Filters look like column=eq.value',
    );
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

/** Every filter and logic tree of a query string, in order (they are ANDed). */
export function parseFilters(params: URLSearchParams): ConditionNode[] {
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
      throw new ApiError(
        400,
        'PGRST108',
        `'${quote(key.split('.')[0] ?? key, 60)}' is not an embedded resource in this request`,
        null,
        'blog_posts has no related tables to embed.',
      );
    }
    countCondition(budget);
    where.push(parseOperation(key, value, false));
  }
  return where;
}
