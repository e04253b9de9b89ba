/**
 * A post's version, for ETag and If-Match (docs/decisions.md D21): the id of its newest revision
 * (0 for a post never written through the API since revisions began). Revision ids only grow, are
 * written in the same transaction as every write, and differ between two writes made in the same
 * millisecond, which `updated_at` would not. The ETag names the post too (`"p5-r12"`), so one
 * post's ETag can never match another's.
 */
import { ApiError } from '../../http/errors';
import { quote } from '../postgrest/syntax';

export function etagFor(postId: number, version: number): string {
  return `"p${postId}-r${version}"`;
}

/** `If-Match`: absent or `*` matches whatever is there; otherwise the list of ETags it names (an empty header names none, so it matches nothing). */
export type IfMatch = { any: true } | { any: false; tags: string[] };

export function parseIfMatch(raw: string | undefined): IfMatch {
  if (raw === undefined || raw.trim() === '*') return { any: true };
  // A weak tag never matches If-Match (strong comparison), so its W/ is kept and it matches nothing.
  const tags = raw
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return { any: false, tags };
}

export function ifMatchHolds(ifMatch: IfMatch, postId: number, version: number): boolean {
  return ifMatch.any || ifMatch.tags.includes(etagFor(postId, version));
}

/** 412: the post changed (or went) since the client read the version it names. */
export function preconditionFailed(ifMatch: IfMatch, detail: string | null): ApiError {
  const named = ifMatch.any ? '' : ` (If-Match: ${quote(ifMatch.tags.join(', '), 80)})`;
  return new ApiError(
    412,
    'PGRST412',
    `The post has changed since the version you sent${named}: nothing was saved`,
    detail,
    'Read the post again (its ETag is the current version), merge your changes and send If-Match with the new ETag.',
  );
}
