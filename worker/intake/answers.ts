/**
 * What a form kind's POST answers when it does not take the submission, in the two shapes its
 * callers read. A script gets the API's error `{code, message, details, hint, fields}`; a browser
 * without JavaScript gets the form's page again with what was typed and the errors, or
 * /request-not-sent saying why nothing was taken and what to do (busy, database down, a body far
 * over the limit). Every page comes through the page renderer, never cached.
 */
import type { Context } from 'hono';
import type { FieldErrors } from '../../shared/intake/form';
import { fieldNames } from '../../shared/intake/form';
import type { RequestNotSentData } from '../../shared/page-data';
import { type NotSentReason, requestNotSentHref } from '../../shared/intake/request-not-sent';
import type { AppEnv } from '../env';
import { ApiError, errorResponse, errors } from '../http/errors';
import { renderAnswerPage } from '../pages/render-page';
import { sentValues, type Via } from './body';
import type { FormKind, FormMessages } from './form-kind';

const NO_STORE = { 'cache-control': 'no-store' };

/** The code of each refusal, as the JSON answer gives it (a form token's own says which: stale or used). */
const CODES: Record<number, string> = { 400: '22023', 409: 'form-token', 413: 'PGRST413', 415: 'PGRST415' };

/** The message a refusal leads with: the form's own, the only field's, or the kind's "check the fields". */
const leadMessage = (fields: FieldErrors, messages: FormMessages) => {
  const named = Object.values(fields).filter((m): m is string => !!m);
  return fields.form ?? (named.length === 1 ? named[0]! : messages.check);
};

/** The page that says why nothing was taken, as the answer to the post; the browser then shows the page's own address. */
function notSentPage(
  c: Context<AppEnv>,
  status: number,
  reason: NotSentReason,
  { minutes, headers, messages }: { minutes?: number; headers?: Record<string, string>; messages?: string[] } = {},
): Promise<Response> {
  const data: RequestNotSentData | undefined = messages?.length ? { messages } : undefined;
  return renderAnswerPage(c, { path: requestNotSentHref(reason, minutes), status, headers, extra: { answersPost: true, ...(data ? { data } : {}) } });
}

/** A submission refused as it is (its fields, its file, a spent or stale form token): nothing was stored. */
export async function refuseForm<Value, Saved extends { id: string }>(
  c: Context<AppEnv>,
  kind: FormKind<Value, Saved>,
  via: Via,
  { input, fields, status, code, messages }: { input: unknown; fields: FieldErrors; status: 400 | 409 | 413 | 415; code?: string; messages: FormMessages },
): Promise<Response> {
  if (via === 'json') {
    const details = Object.entries(fields)
      .map(([k, m]) => `${k}: ${m}`)
      .join('; ');
    return c.json(
      {
        code: code ?? CODES[status],
        message: leadMessage(fields, messages),
        details,
        hint:
          status === 409 && (code ?? CODES[409])!.startsWith('form-token')
            ? 'Get a fresh token from GET /api/form-token and send the form again.'
            : 'Correct the fields named in "fields" and send the form again.',
        fields,
      },
      status,
      NO_STORE,
    );
  }
  try {
    const page = kind.formPage(input, { values: sentValues(input, fieldNames(kind.form)), errors: fields }, status);
    return await renderAnswerPage(c, page);
  } catch (err) {
    // The form's page could not be rendered: still say what was wrong.
    console.error(`${kind.name}: form page failed`, err instanceof Error ? err.message : err);
    return notSentPage(c, 422, 'invalid', { messages: Object.values(fields).filter((m): m is string => !!m) });
  }
}

export function tooManyForms(c: Context<AppEnv>, via: Via, retryAfter: number): Response | Promise<Response> {
  if (via === 'json') return errorResponse(errors.tooManyRequests(retryAfter));
  return notSentPage(c, 429, 'busy', { minutes: Math.ceil(retryAfter / 60), headers: { 'retry-after': String(retryAfter) } });
}

export function formUnavailable(c: Context<AppEnv>, via: Via): Response | Promise<Response> {
  if (via === 'json') return errorResponse(errors.unavailable());
  return notSentPage(c, 503, 'unavailable', { headers: { 'retry-after': '5' } });
}

/** A body over the kind's limit: it is not read, so nothing can be given back. */
export function tooLarge(c: Context<AppEnv>, via: Via, hint?: string): Response | Promise<Response> {
  if (via === 'json') return errorResponse(new ApiError(413, 'PGRST413', 'Request body too large', null, hint ?? null));
  return notSentPage(c, 413, 'too-long');
}
