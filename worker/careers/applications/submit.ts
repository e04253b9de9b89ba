/**
 * POST /api/applications: the quick apply form (docs/decisions.md D20). In order: the per-client
 * rate limit; the body (type, size, the shared schema; a résumé's size and its type read from its
 * bytes); Turnstile when configured; the spam verdict (a form open too long is sent back to send
 * again). Then the application is written to D1 before anything else happens, with its form token
 * spent in the same batch; only then is the résumé put in R2 (under private/, never served) and
 * the acknowledgement queued. Spam is stored as such (no résumé kept, never acknowledged) and
 * answered like any application.
 *
 * An opening that is unknown, closed or past its date does not refuse the application: it is taken
 * as a general application (opening_id null), and the JSON answer says so in `note`.
 */
import type { Context } from 'hono';
import { RESUME_MAX_BYTES, type Locale } from '../../../shared/careers';
import type { FieldErrors } from '../../../shared/intake/form';
import { APPLICATION_MESSAGES, localeOf, validateApplication } from '../../../shared/intake/application-form';
import type { AppEnv } from '../../env';
import { ApiError, errorResponse } from '../../http/errors';
import { clientIp, clientKey } from '../../http/client-ip';
import { judgeSubmission } from '../../intake/spam-checks';
import { checkTurnstile } from '../../intake/turnstile';
import { isRecord } from '../../intake/form-values';
import { hashIp } from '../../leads/ip-hash';
import { acknowledgeApplication } from './acknowledgement';
import { acceptedApplication, applicationsUnavailable, bodyTooLarge, refuseApplication, tooManyApplications, type Via } from './answers';
import { answerVia, bodyType, readApplication } from './body';
import { resumeKey, resumeName, sniffResumeType } from './resume';
import { ApplicationTokenUsed, attachResume, detachResume, findApplication, findOpenOpening, type NewApplication, saveApplication } from './store/submit';

/** Who sent it, for merging repeats: the phone's digits, a US number with or without its country code the same. */
export function applicantKey(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return `phone:${digits}`;
}

interface Resume {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
  name: string;
}

/** The résumé, or why it is refused (size first: a large file is not read for its type). */
async function checkResume(file: File | null, locale: Locale): Promise<{ resume: Resume | null } | { error: string; status: 413 | 415 }> {
  if (!file) return { resume: null };
  if (file.size > RESUME_MAX_BYTES) return { error: APPLICATION_MESSAGES.resumeSize[locale], status: 413 };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = bytes.byteLength ? sniffResumeType(bytes) : null;
  if (!type) return { error: APPLICATION_MESSAGES.resumeType[locale], status: 415 };
  return { resume: { bytes, type, name: resumeName(file.name) } };
}

async function withinRate(c: Context<AppEnv>): Promise<boolean> {
  try {
    const { success } = await c.env.LEADS_LIMITER.limit({ key: `applications:${clientKey(c.req.raw.headers)}` });
    return success;
  } catch {
    // An unavailable limiter must not turn an applicant away.
    return true;
  }
}

/** Puts the résumé in R2 for a stored application; a failure forgets it on the row (the application stands). */
async function storeResume(c: Context<AppEnv>, id: string, resume: Resume, alreadyRecorded: string | null): Promise<void> {
  let key = alreadyRecorded;
  if (!key) {
    key = resumeKey(id);
    if (!(await attachResume(c.var.db, id, { resume_key: key, resume_name: resume.name, resume_type: resume.type, resume_size: resume.bytes.byteLength })))
      return;
  }
  try {
    await c.env.IMAGES.put(key, resume.bytes, { httpMetadata: { contentType: resume.type, contentDisposition: 'attachment' } });
  } catch (err) {
    console.error('résumé not stored', id, err instanceof Error ? err.message : err);
    await detachResume(c.var.db, id, key).catch(() => {});
  }
}

export async function submitApplication(c: Context<AppEnv>): Promise<Response> {
  const req = c.req.raw;
  const via: Via = answerVia(req);
  if (!(await withinRate(c))) return tooManyApplications(c, via, 60);
  const type = bodyType(req);
  if (!type)
    return errorResponse(new ApiError(415, 'PGRST415', 'Content-Type must be multipart/form-data, application/x-www-form-urlencoded or application/json'));
  const read = await readApplication(req, type);
  if (!read.ok) {
    if (read.why === 'too-large') return bodyTooLarge(c, via);
    return errorResponse(new ApiError(400, 'PGRST102', 'Empty or invalid body'));
  }
  const { input, file } = read.sent;
  const locale = localeOf(input);
  const result = validateApplication(input);
  const checked = await checkResume(file, locale);
  const fields: FieldErrors = result.ok ? {} : { ...result.errors };
  if ('error' in checked) fields.resume = checked.error;
  if (!result.ok || 'error' in checked) {
    const status = !result.ok ? 400 : 'error' in checked ? checked.status : 400;
    return refuseApplication(c, via, { input, fields, status, locale });
  }
  const application = result.application;
  const traps = isRecord(input) ? input : {};
  const ip = clientIp(req.headers);
  const turnstile = typeof traps['cf-turnstile-response'] === 'string' ? traps['cf-turnstile-response'] : '';
  if ((await checkTurnstile(c.env, turnstile, ip)) === 'failed') {
    return refuseApplication(c, via, { input, fields: { form: APPLICATION_MESSAGES.turnstile[locale] }, locale });
  }
  const verdict = await judgeSubmission(c.env, { website: traps.website, formToken: traps.form_token });
  if (verdict.stale)
    return refuseApplication(c, via, { input, fields: { form: APPLICATION_MESSAGES.stale[locale] }, status: 409, locale, code: 'form-token-stale' });
  const { spam } = verdict;
  const slug = application.opening;
  let opening: Awaited<ReturnType<typeof findOpenOpening>>;
  try {
    opening = slug ? await findOpenOpening(c.var.db, slug) : undefined;
  } catch (err) {
    console.error('application: opening not read', err instanceof Error ? err.message : err);
    return applicationsUnavailable(c, via);
  }
  const id = crypto.randomUUID();
  const resume = 'resume' in checked && !spam ? checked.resume : null;
  const key = resume ? resumeKey(id) : null;
  const row: NewApplication = {
    id,
    opening_id: opening?.id ?? null,
    status: spam ? 'spam' : 'new',
    name: application.name,
    phone: application.phone,
    email: application.email,
    town: application.town,
    shifts: application.shifts,
    days: application.days,
    language: application.language,
    locale: application.locale,
    consent_text: application.consent_text,
    consent_at: new Date().toISOString(),
    page: application.page,
    ip_hash: await hashIp(c.env, ip),
    contact_key: applicantKey(application.phone),
    spam_reason: spam,
    ...(resume && key ? { resume_key: key, resume_name: resume.name, resume_type: resume.type, resume_size: resume.bytes.byteLength } : {}),
  };
  let saved: Awaited<ReturnType<typeof saveApplication>>;
  try {
    saved = await saveApplication(c.var.db, row, verdict.token);
  } catch (err) {
    if (err instanceof ApplicationTokenUsed) {
      return refuseApplication(c, via, { input, fields: { form: APPLICATION_MESSAGES.used[locale] }, status: 409, locale, code: 'form-token-used' });
    }
    console.error('application insert failed', err instanceof Error ? err.message : err);
    return applicationsUnavailable(c, via);
  }
  // Stored: now the résumé (a repeat may add one to an application that had none), then the email.
  if (resume) await storeResume(c, saved.id, resume, saved.merged ? null : key);
  if (!spam && !saved.merged) {
    const stored = await findApplication(c.var.db, saved.id).catch(() => undefined);
    if (stored) await acknowledgeApplication(c.env, c.var.db, stored);
  }
  const note =
    slug && !opening
      ? locale === 'es'
        ? 'Ese puesto ya no está abierto: recibimos su solicitud como solicitud general.'
        : 'That opening is no longer open: your application was taken as a general application.'
      : undefined;
  return acceptedApplication(c, via, locale, { id: saved.id, opening: opening?.slug ?? null, ...(note ? { note } : {}) });
}
