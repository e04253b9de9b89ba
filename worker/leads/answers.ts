/**
 * What POST /api/leads answers, in the two shapes its callers read: the enhanced form gets JSON
 * (201 `{id, kind}`, or an error `{code, message, details, hint, fields}`), the plain form gets
 * what a browser shows without JavaScript (303 to the thank-you page, or the page the form was
 * on given back with the visitor's values and the errors, or a short page that says what to do).
 */
import type { Context } from 'hono';
import { SITE } from '../../content/site';
import type { FieldErrors, LeadKind } from '../../shared/lead';
import type { AppEnv } from '../env';
import { errorResponse, errors } from '../http/errors';
import { renderLeadFormPage } from '../pages/render-page';
import { type BodyKind, formPagePath, sentValues } from '../intake/form-values';

const NO_STORE = { 'cache-control': 'no-store' };

export function acceptedLead(c: Context<AppEnv>, via: BodyKind, id: string, kind: LeadKind): Response {
  if (via === 'form') return c.redirect(`/thank-you?kind=${kind}`, 303);
  return c.json({ id, kind }, 201, NO_STORE);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A short, self-contained page for a visitor without JavaScript: a heading, a few lines, the phone and a way back. */
export function plainPage(status: number, title: string, lines: string[], headers: Record<string, string> = {}): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(SITE.name)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>Call us at <a href="${escapeHtml(SITE.phoneHref)}">${escapeHtml(SITE.phone)}</a> (${escapeHtml(SITE.hours)}), or <a href="/contact">go back to the contact page</a>.</p>
</main>
</body>
</html>
`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE, ...headers } });
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
    // The page could not be rendered (e.g. no build): still say what was wrong.
    console.error('lead form page failed', err instanceof Error ? err.message : err);
    const lines = Object.values(fields).filter((m): m is string => !!m);
    return plainPage(422, 'Please check your request', [...lines, 'Go back, correct these and send the form again.']);
  }
}

export function tooManyLeads(via: BodyKind | null, retryAfter: number): Response {
  if (via !== 'form') return errorResponse(errors.tooManyRequests(retryAfter));
  return plainPage(
    429,
    'Please wait a moment',
    [
      'We have received several requests from your network in the last few minutes.',
      `Please try again in about ${Math.ceil(retryAfter / 60)} minute(s), or give us a call.`,
    ],
    { 'retry-after': String(retryAfter) },
  );
}

export function leadsUnavailable(via: BodyKind | null): Response {
  if (via !== 'form') return errorResponse(errors.unavailable());
  return plainPage(503, 'We could not take your request just now', ['Nothing was saved. Please try again in a moment.'], { 'retry-after': '5' });
}
