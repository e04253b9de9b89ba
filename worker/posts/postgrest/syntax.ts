/**
 * What every piece of the PostgREST grammar shares: the bounds that keep hostile
 * query strings cheap, the PGRST100 error, quoting user input back in messages,
 * and splitting `a,(b,c),"d,e"` at the top level the way PostgREST does.
 */
import { ApiError } from '../../http/errors';

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
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}
