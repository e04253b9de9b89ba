/**
 * What POST /api/leads answers, in the two shapes its callers read: the enhanced form gets JSON
 * (201 `{id, kind}`, or an error `{code, message, details, hint, fields}`), the plain form gets
 * what a browser shows without JavaScript (303 to the thank-you page, or the page the form was
 * on given back with the visitor's values and the errors, or /request-not-sent saying why the
 * request was not taken and what to do: every page through the page renderer).
 */
import type { Context } from 'hono';
import type { FieldErrors, LeadKind } from '../../shared/lead';
import type { RequestNotSentData } from '../../shared/page-data';
import { type NotSentReason, requestNotSentHref } from '../../shared/request-not-sent';
import type { AppEnv } from '../env';
import { ApiError, errorResponse, errors } from '../http/errors';
import { renderAnswerPage, renderLeadFormPage } from '../pages/render-page';
import { type BodyKind, formPagePath, sentValues } from '../intake/form-values';

const NO_STORE = { 'cache-control': 'no-store' };

export function acceptedLead(c: Context<AppEnv>, via: BodyKind, id: string, kind: LeadKind): Response {
  if (via === 'form') return c.redirect(`/thank-you?kind=${kind}`, 303);
  return c.json({ id, kind }, 201, NO_STORE);
}

/**
 * The page that says why a form's request was not taken, as the answer to its post (status and
 * headers as given, never cached); the browser then shows the page's own address.
 */
function notSentPage(
  c: Context<AppEnv>,
  status: number,
  reason: NotSentReason,
  { minutes, headers, messages }: { minutes?: number; headers?: Record<string, string>; messages?: string[] } = {},
): Promise<Response> {
  const data: RequestNotSentData | undefined = messages?.length ? { messages } : undefined;
  return renderAnswerPage(c, { path: requestNotSentHref(reason, minutes), status, headers, extra: { answersPost: true, ...(data ? { data } : {}) } });
}

/** A lead the schema (or the Turnstile check) refused. */
export async function refuseLead(c: Context<AppEnv>, via: BodyKind, input: unknown, fields: FieldErrors, status = 400): Promise<Response> {
  if (via === 'json') {
    const details = Object.entries(fields)
      .map(([k, m]) => `${k}: ${m}`)
      .join('; ');
    return c.json(
      {
        code: '22023',
        message: fields.form ?? 'Please check the highlighted fields.',
        details,
        hint: 'Correct the fields named in "fields" and send the form again.',
        fields,
      },
      status as 400,
      NO_STORE,
    );
  }
  const page = (input as { page?: unknown } | null)?.page;
  try {
    return await renderLeadFormPage(c, { path: formPagePath(page), form: { values: sentValues(input), errors: fields } });
  } catch (err) {
    // The form's page could not be rendered: still say what was wrong.
    console.error('lead form page failed', err instanceof Error ? err.message : err);
    const messages = Object.values(fields).filter((m): m is string => !!m);
    return notSentPage(c, 422, 'invalid', { messages });
  }
}

export function tooManyLeads(c: Context<AppEnv>, via: BodyKind | null, retryAfter: number): Response | Promise<Response> {
  if (via !== 'form') return errorResponse(errors.tooManyRequests(retryAfter));
  return notSentPage(c, 429, 'busy', { minutes: Math.ceil(retryAfter / 60), headers: { 'retry-after': String(retryAfter) } });
}

export function leadsUnavailable(c: Context<AppEnv>, via: BodyKind | null): Response | Promise<Response> {
  if (via !== 'form') return errorResponse(errors.unavailable());
  return notSentPage(c, 503, 'unavailable', { headers: { 'retry-after': '5' } });
}

/** A body over the size limit (the longest real lead is well under it). */
export function leadTooLarge(c: Context<AppEnv>, via: BodyKind | null): Response | Promise<Response> {
  if (via !== 'form') return errorResponse(new ApiError(413, 'PGRST413', 'Request body too large'));
  return notSentPage(c, 413, 'too-long');
}
