/**
 * POST /api/leads: a quote, walkthrough or franchising request (docs/decisions.md D12), a form kind
 * of the one pipeline (worker/intake/form-kind.ts). What is the lead's own: its declaration, its
 * row (a repeat from the same sender within 10 minutes is kept beside the first lead), and its
 * delivery: only once the lead is stored is its id queued, and the visitor never waits on it.
 */
import { agreeToTexts, leadChoseTexts } from '../texts/consent';
import type { Context } from 'hono';
import { matchRoute } from '../../shared/routes';
import { LEAD_FORM, type Lead, validateLead } from '../../shared/leads/lead';
import type { AppEnv } from '../env';
import { type FormKind, formKindRoute, type Submission } from '../intake/form-kind';
import { isRecord } from '../intake/body';
import { contactKey } from './contact-key';
import { deliverLead } from './delivery/deliver';
import type { LeadMessage } from './delivery/queues';
import { leadFields, type NewLead, recordQueueFailure, type SaveResult, saveLead } from './store/index';

/** The largest lead (a 2,000-character message, long referrer and landing URLs) is well under this. */
const MAX_BODY_BYTES = 32 * 1024;

const MESSAGES = {
  check: 'Please check the highlighted fields.',
  turnstile: 'The security check did not pass. Please try again, or call us.',
  used: 'This form was already sent. Please check your details and send it again.',
  stale: 'This form was open too long. Please check your details and send it again.',
};

/** The page a lead form was sent from (its `page` field; only one of our pages counts), '/contact' otherwise. */
export function formPagePath(page: unknown): string {
  if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//')) return '/contact';
  try {
    const match = matchRoute(new URL(page, 'https://form.invalid').pathname);
    return match.kind === 'static' ? match.route.path : '/contact';
  } catch {
    return '/contact';
  }
}

/** Hands the lead to the delivery queue. If Queues refuses, it is delivered from here in the background instead. */
export async function enqueue(c: Context<AppEnv>, id: string): Promise<void> {
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

export function leadRow({ value: lead, id, spam, ipHash }: Submission<Lead>): NewLead {
  return {
    id,
    kind: lead.kind,
    status: spam ? 'spam' : 'new',
    ...leadFields(lead),
    contact_key: contactKey(lead),
    consent_at: lead.consent_text ? new Date().toISOString() : null,
    ip_hash: ipHash,
    spam_reason: spam,
    email_state: spam ? 'skipped' : 'pending',
    webhook_state: spam ? 'skipped' : 'pending',
  };
}

export const LEAD_KIND: FormKind<Lead, SaveResult> = {
  name: 'leads',
  form: LEAD_FORM,
  limits: { ceiling: MAX_BODY_BYTES },
  messages: () => MESSAGES,
  check: (input) => {
    const result = validateLead(input);
    // A booking takes a time, and only POST /api/bookings can book one.
    if (result.ok && result.lead.kind === 'booking') return { ok: false, errors: { kind: 'Book a walkthrough time through /api/bookings.' } };
    return result.ok ? { ok: true, value: result.lead } : result;
  },
  store: (c, submission) => saveLead(c.var.db, leadRow(submission), submission.token ?? undefined),
  afterStore: async (c, saved, { spam, value }) => {
    if (!spam && leadChoseTexts(value)) await agreeToTexts(c.var.db, value.phone, `lead:${saved.id}`);
    if (!spam && (!saved.merged || saved.redeliver)) await enqueue(c, saved.id);
  },
  accepted: (saved, lead) => ({ json: { id: saved.id, kind: lead.kind }, thanks: `/thank-you?kind=${lead.kind}` }),
  // Rendered again (422) with the visitor's values and the errors, so nothing typed is lost.
  formPage: (input, form) => ({ path: formPagePath(isRecord(input) ? input.page : undefined), extra: { form }, status: 422 }),
};

export const submitApi = formKindRoute(LEAD_KIND);
