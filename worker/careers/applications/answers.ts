/**
 * What POST /api/applications answers, in the two shapes its callers read. The form's script asks
 * for JSON (`Accept: application/json`, or a JSON body): 201 `{id, opening, note?}`, or the API's
 * error `{code, message, details, hint, fields}`. A browser without JavaScript gets 303 to the
 * thank-you page in the form's language, or the page the form was on rendered again with the
 * applicant's values and the errors (status 400/409/413/415 as the JSON would say), or
 * /request-not-sent when the application cannot be taken at all (busy, database down, a body far
 * over the limit).
 */
import type { Context } from 'hono';
import { type ApplicationFormState, CAREERS_PATHS, type Locale } from '../../../shared/careers';
import type { FieldErrors } from '../../../shared/intake/form';
import { APPLICATION_FIELD_NAMES } from '../../../shared/intake/application-form';
import { type NotSentReason, requestNotSentHref } from '../../../shared/request-not-sent';
import type { InitialData } from '../../../shared/page-data';
import type { AppEnv } from '../../env';
import { ApiError, errorResponse, errors } from '../../http/errors';
import { isRecord } from '../../intake/form-values';
import { renderAnswerPage } from '../../pages/render-page';

export type Via = 'json' | 'form';

const NO_STORE = { 'cache-control': 'no-store' };

/** The codes of each refusal, as the JSON answer gives them. */
const CODES: Record<number, string> = { 400: '22023', 409: 'form-token', 413: 'PGRST413', 415: 'PGRST415' };

export function acceptedApplication(c: Context<AppEnv>, via: Via, locale: Locale, answer: { id: string; opening: string | null; note?: string }): Response {
  if (via === 'form') return c.redirect(CAREERS_PATHS[locale].thanks, 303);
  return c.json(answer, 201, NO_STORE);
}

/** The applicant's answers as sent, strings only and bounded, to put back into a refused form. */
function sentValues(input: unknown): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  if (!isRecord(input)) return values;
  for (const name of APPLICATION_FIELD_NAMES) {
    const v = input[name];
    if (typeof v === 'string') values[name] = v.slice(0, 4000);
    else if (Array.isArray(v))
      values[name] = v
        .filter((x): x is string => typeof x === 'string')
        .slice(0, 20)
        .map((x) => x.slice(0, 200));
  }
  return values;
}

/** The careers page the form was sent from (only its path counts, and only a careers path); the list otherwise. */
export function applyPagePath(page: unknown, locale: Locale): string {
  const list = CAREERS_PATHS[locale].list;
  if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//')) return list;
  try {
    const path = new URL(page, 'https://form.invalid').pathname;
    return /^\/(careers|es\/empleos)(\/[a-z0-9-]+)?\/?$/.test(path) ? path : list;
  } catch {
    return list;
  }
}

/** The message a refusal leads with: the form's own, or the first field's. */
const lead = (fields: FieldErrors, locale: Locale) =>
  fields.form ??
  (Object.keys(fields).length === 1 ? Object.values(fields)[0]! : locale === 'es' ? 'Revise los campos marcados.' : 'Please check the highlighted fields.');

/** An application refused as it is (field errors, a résumé refused, a spent or stale form token): nothing was stored. */
export async function refuseApplication(
  c: Context<AppEnv>,
  via: Via,
  { input, fields, status = 400, locale, code }: { input: unknown; fields: FieldErrors; status?: 400 | 409 | 413 | 415; locale: Locale; code?: string },
): Promise<Response> {
  if (via === 'json') {
    const details = Object.entries(fields)
      .map(([k, m]) => `${k}: ${m}`)
      .join('; ');
    return c.json(
      {
        code: code ?? CODES[status],
        message: lead(fields, locale),
        details,
        hint:
          status === 409
            ? 'Get a fresh token from GET /api/form-token and send the form again.'
            : 'Correct the fields named in "fields" and send the form again.',
        fields,
      },
      status,
      NO_STORE,
    );
  }
  const page = isRecord(input) ? input.page : undefined;
  const form: ApplicationFormState = { form: 'application', values: sentValues(input), errors: fields };
  try {
    // The page data's `form` slot carries a refused form; an application's is marked as such.
    const extra = { form } as unknown as Omit<InitialData, 'url'>;
    return await renderAnswerPage(c, { path: applyPagePath(page, locale), extra, status });
  } catch (err) {
    console.error('apply form page failed', err instanceof Error ? err.message : err);
    return notSentPage(c, 422, 'invalid', { messages: Object.values(fields).filter((m): m is string => !!m) });
  }
}

function notSentPage(
  c: Context<AppEnv>,
  status: number,
  reason: NotSentReason,
  { minutes, headers, messages }: { minutes?: number; headers?: Record<string, string>; messages?: string[] } = {},
): Promise<Response> {
  return renderAnswerPage(c, {
    path: requestNotSentHref(reason, minutes),
    status,
    headers,
    extra: { answersPost: true, ...(messages?.length ? { data: { messages } } : {}) },
  });
}

export function tooManyApplications(c: Context<AppEnv>, via: Via, retryAfter: number): Response | Promise<Response> {
  if (via === 'json') return errorResponse(errors.tooManyRequests(retryAfter));
  return notSentPage(c, 429, 'busy', { minutes: Math.ceil(retryAfter / 60), headers: { 'retry-after': String(retryAfter) } });
}

export function applicationsUnavailable(c: Context<AppEnv>, via: Via): Response | Promise<Response> {
  if (via === 'json') return errorResponse(errors.unavailable());
  return notSentPage(c, 503, 'unavailable', { headers: { 'retry-after': '5' } });
}

/** A body far over any application with a 5 MB résumé: it is not read, so nothing can be given back. */
export function bodyTooLarge(c: Context<AppEnv>, via: Via): Response | Promise<Response> {
  if (via === 'json')
    return errorResponse(new ApiError(413, 'PGRST413', 'Request body too large', null, 'A résumé may be at most 5 MB; the rest of the form is a few kB.'));
  return notSentPage(c, 413, 'too-long');
}
