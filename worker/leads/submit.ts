/**
 * POST /api/leads: a quote, walkthrough or franchising request (docs/decisions.md D12).
 * In order: the per-client rate limit, the body (size, type, the shared schema), Turnstile when
 * configured, the spam verdict (a form open too long is sent back to send again); then the lead
 * is written to D1 before anything else happens, with its form token spent (a token another lead
 * spent sends the form back too), and only then is its id queued for delivery. Spam is stored as
 * such and answered like any lead.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { clientIp, clientKey } from '../http/client-ip';
import { ApiError, errorResponse } from '../http/errors';
import { contactKey } from './contact-key';
import { deliverLead } from './delivery/deliver';
import { hashIp } from './ip-hash';
import type { LeadMessage } from './delivery/queues';
import { FormTokenUsed, leadFields, type NewLead, recordQueueFailure, saveLead } from './store/index';
import { acceptedLead, leadsUnavailable, leadTooLarge, refuseLead, tooManyLeads } from './answers';
import { bodyKind } from '../intake/form-values';
import { formLead, jsonLead, type Submission } from './lead-body';
import { judgeSubmission } from '../intake/spam-checks';
import { refuseStaleForm } from './stale-form';
import { checkTurnstile } from '../intake/turnstile';

/** The largest lead (a 2,000-character message, long referrer and landing URLs) is well under this. */
const MAX_BODY_BYTES = 32 * 1024;

const perClientLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  let success = true;
  try {
    ({ success } = await c.env.LEADS_LIMITER.limit({ key: `leads:${clientKey(c.req.raw.headers)}` }));
  } catch {
    // An unavailable limiter must not turn a customer away.
  }
  if (!success) return tooManyLeads(c, bodyKind(c), 60);
  await next();
};

const sizeLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => leadTooLarge(c, bodyKind(c)),
});

const knownType: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (bodyKind(c) === null) {
    return errorResponse(new ApiError(415, 'PGRST102', 'Content-Type must be application/json or application/x-www-form-urlencoded'));
  }
  await next();
};

/** Hands the lead to the delivery queue. If Queues refuses, it is delivered from here in the background instead. */
async function enqueue(c: Parameters<MiddlewareHandler<AppEnv>>[0], id: string): Promise<void> {
  try {
    await c.env.LEADS_QUEUE.send({ id } satisfies LeadMessage, { contentType: 'json' });
  } catch (err) {
    const error = `queue: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
    console.error('lead not queued, delivering directly', id, error);
    await recordQueueFailure(c.var.db, id, error).catch(() => {});
    try {
      c.executionCtx.waitUntil(deliverLead(c.env, c.var.db, id).catch(() => {}));
    } catch {
      /* no execution context (in-process tests): the lead stays pending, with the error recorded */
    }
  }
}

export const submitApi = new Hono<AppEnv>().post('/leads', perClientLimit, sizeLimit, knownType, jsonLead, formLead, async (c) => {
  const submission = (c.req.valid('json') ?? c.req.valid('form')) as Submission;
  const { lead, via } = submission;
  const ip = clientIp(c.req.raw.headers);
  if ((await checkTurnstile(c.env, submission.turnstileToken, ip)) === 'failed') {
    return refuseLead(c, via, { ...submission.lead }, { form: 'The security check did not pass. Please try again, or call us.' });
  }
  const verdict = await judgeSubmission(c.env, submission);
  if (verdict.stale) return refuseStaleForm(c, via, lead, 'stale');
  const { spam } = verdict;
  const now = new Date().toISOString();
  const row: NewLead = {
    id: crypto.randomUUID(),
    kind: lead.kind,
    status: spam ? 'spam' : 'new',
    ...leadFields(lead),
    contact_key: contactKey(lead),
    consent_at: lead.consent_text ? now : null,
    ip_hash: await hashIp(c.env, ip),
    spam_reason: spam,
    email_state: spam ? 'skipped' : 'pending',
    webhook_state: spam ? 'skipped' : 'pending',
  };
  let saved: Awaited<ReturnType<typeof saveLead>>;
  try {
    saved = await saveLead(c.var.db, row, verdict.token ?? undefined);
  } catch (err) {
    if (err instanceof FormTokenUsed) return refuseStaleForm(c, via, lead, 'used');
    console.error('lead insert failed', err instanceof Error ? err.message : err);
    return leadsUnavailable(c, via);
  }
  if (!spam && (!saved.merged || saved.redeliver)) await enqueue(c, saved.id);
  return acceptedLead(c, via, saved.id, lead.kind);
});
