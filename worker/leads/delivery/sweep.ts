/**
 * The safety net under the queue (the `scheduled` handler, every 5 minutes): a lead whose
 * delivery never started, or stopped without an answer, is queued again. Queues normally
 * delivers within seconds and retries at most an hour apart, so a channel still 'pending' 15
 * minutes after the lead last changed, or still 'failed' two hours after, has lost its message
 * (a producer that failed along with its fallback, a local dev server that restarted).
 */
import { createDb } from '../../db';
import type { LeadMessage } from './queues';
import { stalledLeadIds } from '../store/index';

/** At most this many per run; the next run takes the rest. */
const BATCH = 100;

export async function requeueStalledLeads(env: Env): Promise<number> {
  const ids = await stalledLeadIds(createDb(env.DB), BATCH);
  if (ids.length === 0) return 0;
  await env.LEADS_QUEUE.sendBatch(ids.map((id) => ({ body: { id } satisfies LeadMessage, contentType: 'json' as const })));
  console.log(`lead sweep: queued ${ids.length} stalled lead(s) again`);
  return ids.length;
}
