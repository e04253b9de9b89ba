/**
 * A small diff for post revisions and edit conflicts (docs/decisions.md D21): the longest common
 * subsequence of two token lists, as runs of kept, removed and added text. Lines for the body,
 * words (with the spaces between them) inside a changed line or a short field. Inputs past
 * MAX_CELLS of LCS table fall back to "all removed, all added", so a huge paste cannot hang a tab.
 */

export type DiffOp = 'same' | 'removed' | 'added';

export interface DiffPart {
  op: DiffOp;
  text: string;
}

/** Largest LCS table (tokens of one side times the other) computed exactly. */
export const MAX_CELLS = 4_000_000;

/** Lines, each with its end of line, so joining the parts gives the text back. */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Words and the runs of spaces between them. */
export function splitWords(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/** Adjacent parts of the same kind become one. */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of parts) {
    if (p.text === '') continue;
    const last = out.at(-1);
    if (last && last.op === p.op) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

/** The diff of two token lists (common prefix and suffix kept apart, LCS on the rest). */
export function diffTokens(a: readonly string[], b: readonly string[]): DiffPart[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head: DiffPart[] = [{ op: 'same', text: a.slice(0, start).join('') }];
  const tail: DiffPart[] = [{ op: 'same', text: a.slice(endA).join('') }];
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  const n = x.length;
  const m = y.length;
  if (n * m > MAX_CELLS) return merge([...head, { op: 'removed', text: x.join('') }, { op: 'added', text: y.join('') }, ...tail]);
  // lcs[i][j]: the longest common subsequence of x[i..] and y[j..], in one flat array.
  const lcs = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * (m + 1) + j] = x[i] === y[j] ? lcs[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(lcs[(i + 1) * (m + 1) + j]!, lcs[i * (m + 1) + j + 1]!);
    }
  }
  const middle: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (x[i] === y[j]) {
      middle.push({ op: 'same', text: x[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * (m + 1) + j]! >= lcs[i * (m + 1) + j + 1]!) {
      middle.push({ op: 'removed', text: x[i++]! });
    } else {
      middle.push({ op: 'added', text: y[j++]! });
    }
  }
  while (i < n) middle.push({ op: 'removed', text: x[i++]! });
  while (j < m) middle.push({ op: 'added', text: y[j++]! });
  return merge([...head, ...middle, ...tail]);
}

/** Word by word: for titles, excerpts and other short fields. */
export function diffWords(a: string, b: string): DiffPart[] {
  return diffTokens(splitWords(a), splitWords(b));
}

/**
 * Line by line, then word by word inside a changed line: a removed line followed by an added one
 * shows which words changed, not two whole lines.
 */
export function diffText(a: string, b: string): DiffPart[] {
  const lines = diffTokens(splitLines(a), splitLines(b));
  const out: DiffPart[] = [];
  for (let k = 0; k < lines.length; k++) {
    const part = lines[k]!;
    const next = lines[k + 1];
    if (part.op === 'removed' && next?.op === 'added') {
      out.push(...diffWords(part.text, next.text));
      k++;
    } else out.push(part);
  }
  return merge(out);
}

/** Whether a diff changes anything. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((p) => p.op !== 'same');
}

/** One side of a diff back: 'before' (same and removed) or 'after' (same and added). */
export function sideOf(parts: readonly DiffPart[], side: 'before' | 'after'): string {
  const skip: DiffOp = side === 'before' ? 'added' : 'removed';
  return parts
    .filter((p) => p.op !== skip)
    .map((p) => p.text)
    .join('');
}
