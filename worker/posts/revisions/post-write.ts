/** What every write path shares around the write itself: the ETag of the one post a write leaves, and the call to afterPostWrite once it succeeded. */
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { afterPostWrite, type PostWrite } from '../after-write';
import { etagFor } from './version';

/** The ETag of the one post a write or a read leaves, as a response header; none for several. */
export function etagHeader(revisions: readonly { id: number; post_id: number }[]): Record<string, string> {
  return revisions.length === 1 ? { etag: etagFor(revisions[0]!.post_id, revisions[0]!.id) } : {};
}

function executionCtxOf(c: Context<AppEnv>): Context<AppEnv>['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** Hands the writes to afterPostWrite: in the background when the runtime allows, else before answering. */
export async function announceWrites(c: Context<AppEnv>, writes: PostWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const work = afterPostWrite(c, writes).catch((err: unknown) => console.error('afterPostWrite failed:', err instanceof Error ? err.message : err));
  const ctx = executionCtxOf(c);
  if (ctx) ctx.waitUntil(work);
  else await work;
}
