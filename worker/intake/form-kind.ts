/**
 * The pipeline every public form goes through. A form kind (a quote request, a job application)
 * is a declaration of what is its own: its fields (shared/intake/), how it is stored, what follows
 * once it is, and where its thank-you page is. The rest is here, the same for every kind:
 *
 *   1. the per-client rate limit;
 *   2. the body: its type, its size (counted as it arrives), its fields (a form post's repeated
 *      names as lists), the kind's schema and its own checks (a résumé's type read from its bytes);
 *   3. Turnstile, when configured, and the spam verdict (worker/intake/spam-checks.ts): spam is
 *      stored as such and answered like anything else; a form open too long is sent back to send again;
 *   4. the store, with the form token spent in the same write (a token spent already sends the form
 *      back), and only then what follows (queueing, acknowledging): the visitor never waits on it;
 *   5. the answer, in the shape its caller reads (answers.ts): JSON for a script; for a browser
 *      without JavaScript, 303 to the thank-you page, or the form's page again with what was typed.
 *
 * Mounted with `formKindRoute(kind)`, a Hono app answering POST `/<kind.name>`.
 */
import { type Context, Hono } from 'hono';
import { type FieldErrors, type FormSpec, inputFromForm } from '../../shared/intake/form';
import type { InitialData } from '../../shared/page-data';
import type { AppEnv } from '../env';
import { clientIp, clientKey } from '../http/client-ip';
import { ApiError, errorResponse } from '../http/errors';
import { noStore } from '../http/no-store';
import { formUnavailable, refuseForm, tooLarge, tooManyForms } from './answers';
import { answerVia, BODY_TYPES, bodyType, isRecord, readBody, type Via } from './body';
import { FormTokenSpent, type FormTokenSpend } from './form-token';
import { hashIp } from './ip-hash';
import { judgeSubmission } from './spam-checks';
import { checkTurnstile } from './turnstile';

/** What the visitor is told when the form itself is what cannot be taken, in the form's language. */
export interface FormMessages {
  /** A refusal naming fields (the JSON answer's message when no field says more). */
  check: string;
  turnstile: string;
  stale: string;
  used: string;
}

/** A checked submission, ready to store: what the kind's check returned, with what the pipeline adds. */
export interface Submission<Value> {
  value: Value;
  /** A new id for the row (a repeat may end up as an earlier row's). */
  id: string;
  /** Why it is spam, or null. */
  spam: string | null;
  /** The client address as stored (salted hash). */
  ipHash: string;
  /** The form token to record as spent in the same write; a token spent already throws FormTokenSpent. */
  token: FormTokenSpend | null;
}

/**
 * Thrown by a kind's store when what was sent cannot be taken as it stands now (a booked time
 * taken a moment ago): refused like a field error, with nothing stored.
 */
export class FormRefused extends Error {
  constructor(
    readonly fields: FieldErrors,
    readonly code: string,
  ) {
    super(Object.values(fields).join(' '));
  }
}

export type Checked<Value> = { ok: true; value: Value } | { ok: false; errors: FieldErrors; status?: 400 | 413 | 415 };

export interface FormKind<Value, Saved extends { id: string }> {
  /** The path under /api (POST /api/<name>), and the rate limit's key. */
  name: string;
  /** The form's declaration (shared/intake/): a form post's fields are read by it, a refused form's values given back by it. */
  form: FormSpec;
  /** The most a body may be; `fileCeiling` for a multipart body with the kind's file (`fileField`). */
  limits: { ceiling: number; fileCeiling?: number; fileField?: string };
  /** Said of a body over the limit, to a script. */
  tooLargeHint?: string;
  messages: (input: unknown) => FormMessages;
  /** The schema and the kind's own checks (the file among them); errors in the form's language. */
  check: (input: unknown, file: File | null) => Checked<Value> | Promise<Checked<Value>>;
  /** Stores it (spam too), spending the token in the same write. A failure answers 503; nothing was taken. */
  store: (c: Context<AppEnv>, submission: Submission<Value>) => Promise<Saved>;
  /** What follows a stored submission (queueing, acknowledging), before it is answered. */
  afterStore?: (c: Context<AppEnv>, saved: Saved, submission: Submission<Value>) => Promise<void>;
  /** The answer to a script (201), and the thank-you page a browser is sent to. */
  accepted: (saved: Saved, value: Value) => { json: Record<string, unknown>; thanks: string };
  /** The page a refused form is rendered again on, with its data (`form`) and status. */
  formPage: (input: unknown, form: { values: Record<string, string | string[]>; errors: FieldErrors }, status: number) => FormPage;
}

export interface FormPage {
  path: string;
  extra: Omit<InitialData, 'url'>;
  status: number;
}

async function withinRate(c: Context<AppEnv>, name: string): Promise<boolean> {
  try {
    const { success } = await c.env.LEADS_LIMITER.limit({ key: `${name}:${clientKey(c.req.raw.headers)}` });
    return success;
  } catch {
    // An unavailable limiter must not turn a customer away.
    return true;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** POST /<name>: one submission of `kind`, through every step above. */
export async function submitForm<Value, Saved extends { id: string }>(c: Context<AppEnv>, kind: FormKind<Value, Saved>): Promise<Response> {
  const req = c.req.raw;
  const via: Via = answerVia(req);
  if (!(await withinRate(c, kind.name))) return tooManyForms(c, via, 60);
  const type = bodyType(req);
  if (!type) return errorResponse(new ApiError(415, 'PGRST415', `Content-Type must be ${Object.keys(BODY_TYPES).join(', ')}`));
  const read = await readBody(req, type, kind.limits);
  if (!read.ok) {
    if (read.why === 'too-large') return tooLarge(c, via, kind.tooLargeHint);
    return errorResponse(new ApiError(400, 'PGRST102', 'Empty or invalid body'));
  }
  const input = type === 'json' ? read.sent.input : inputFromForm(kind.form, read.sent.input as Record<string, unknown>);
  const messages = kind.messages(input);
  const refuse = (fields: FieldErrors, status: 400 | 409 | 413 | 415 = 400, code?: string) =>
    refuseForm(c, kind, via, { input, fields, status, code, messages });

  const checked = await kind.check(input, read.sent.file);
  if (!checked.ok) return refuse(checked.errors, checked.status);
  const sent = isRecord(input) ? input : {};
  const ip = clientIp(req.headers);
  if ((await checkTurnstile(c.env, text(sent['cf-turnstile-response']), ip)) === 'failed') return refuse({ form: messages.turnstile });
  const verdict = await judgeSubmission(c.env, { website: sent.website, formToken: sent.form_token });
  if (verdict.stale) return refuse({ form: messages.stale }, 409, 'form-token-stale');

  const submission: Submission<Value> = {
    value: checked.value,
    id: crypto.randomUUID(),
    spam: verdict.spam,
    ipHash: await hashIp(c.env, ip),
    token: verdict.token,
  };
  let saved: Saved;
  try {
    saved = await kind.store(c, submission);
  } catch (err) {
    if (err instanceof FormTokenSpent) return refuse({ form: messages.used }, 409, 'form-token-used');
    if (err instanceof FormRefused) return refuse(err.fields, 409, err.code);
    console.error(`${kind.name}: not stored`, err instanceof Error ? err.message : err);
    return formUnavailable(c, via);
  }
  await kind.afterStore?.(c, saved, submission);
  const { json, thanks } = kind.accepted(saved, checked.value);
  if (via === 'form') return c.redirect(thanks, 303);
  return c.json(json, 201, { 'cache-control': 'no-store' });
}

/** The kind's public route: POST /<name>, never cached. */
export function formKindRoute<Value, Saved extends { id: string }>(kind: FormKind<Value, Saved>) {
  const path = `/${kind.name}`;
  return new Hono<AppEnv>().use(path, noStore).post(path, (c) => submitForm(c, kind));
}
