/**
 * PostgREST's like/ilike patterns in SQLite: `*` and `%` match any run, `_` one
 * character, a backslash makes the next character literal. The same tokens
 * become a LIKE pattern (for `ESCAPE '\'`) or a case-sensitive GLOB pattern.
 */

export type PatternToken = { kind: 'literal'; text: string } | { kind: 'any' } | { kind: 'one' };

/**
 * PostgREST pattern -> tokens. `*` and `%` match any run, `_` one character,
 * a backslash makes the next character literal (so `\*` is a real asterisk).
 */
export function patternTokens(pattern: string): PatternToken[] {
  const tokens: PatternToken[] = [];
  const literal = (ch: string) => {
    const last = tokens[tokens.length - 1];
    if (last?.kind === 'literal') last.text += ch;
    else tokens.push({ kind: 'literal', text: ch });
  };
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      literal(pattern[i + 1] ?? '\\');
      i++;
    } else if (ch === '*' || ch === '%') {
      if (tokens[tokens.length - 1]?.kind !== 'any') tokens.push({ kind: 'any' });
    } else if (ch === '_') tokens.push({ kind: 'one' });
    else literal(ch);
  }
  return tokens;
}

/** Tokens -> a LIKE pattern for `ESCAPE '\'`. */
export function toLikePattern(tokens: PatternToken[]): string {
  return tokens.map((t) => (t.kind === 'any' ? '%' : t.kind === 'one' ? '_' : t.text.replace(/[\\%_]/g, (c) => `\\${c}`))).join('');
}

/** Tokens -> a GLOB pattern (case-sensitive); special characters become one-character classes. */
export function toGlobPattern(tokens: PatternToken[]): string {
  return tokens.map((t) => (t.kind === 'any' ? '*' : t.kind === 'one' ? '?' : t.text.replace(/[*?[]/g, (c) => `[${c}]`))).join('');
}
