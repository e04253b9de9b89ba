/** What a /blog_posts request asks for: its query and headers parsed and checked against the table, and its JSON body. */
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError } from '../../http/errors';
import { readAtMost } from '../../http/read-body';
import { parseRequest, type ParsedRequest } from '../postgrest/parse';
import { resolveRequest, type ResolvedRequest } from '../postgrest/resolve';
import { quote } from '../postgrest/syntax';

/** Largest request body accepted. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface TableRequest {
  parsed: ParsedRequest;
  q: ResolvedRequest;
}

export function tableRequest(c: Context<AppEnv>): TableRequest {
  const parsed = parseRequest(new URL(c.req.url).searchParams, c.req.raw.headers);
  return { parsed, q: resolveRequest(parsed) };
}

/** Reads at most MAX_BODY_BYTES of JSON: 415 for other types, 413 when larger, 400 PGRST102 when not JSON. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  const media = type.split(';')[0]!.trim().toLowerCase();
  if (media !== 'application/json') {
    throw new ApiError(415, 'PGRST107', `Content-Type not acceptable: ${quote(type || '(none)', 80)}`, null, 'Send the body as application/json.');
  }
  const tooLarge = () =>
    new ApiError(413, 'PGRST413', 'Request body too large', `At most ${MAX_BODY_BYTES} bytes are accepted.`, 'Send fewer rows per request.');
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  const bytes = await readAtMost(req.body, MAX_BODY_BYTES);
  if (!bytes) throw tooLarge();
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', null, 'The body must be valid UTF-8 JSON.');
  }
}
