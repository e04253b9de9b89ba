/**
 * POST /api/applications: the quick apply form (docs/decisions.md D20), a form kind of the one
 * pipeline (worker/intake/form-kind.ts). What is the application's own: the résumé (its size, and
 * its type read from its bytes), the opening it is for, its row (a repeat from the same phone within
 * 10 minutes is counted on the first), and what follows once it is stored: the résumé is put in R2
 * (under private/, never served) and the applicant acknowledged. Spam keeps no résumé and is never
 * acknowledged.
 *
 * An opening that is unknown, closed or past its date does not refuse the application: it is taken
 * as a general application (opening_id null), and the JSON answer says so in `note`.
 */
import { agreeToTexts } from '../../texts/consent';
import type { Context } from 'hono';
import { CAREERS_PATHS, RESUME_MAX_BYTES, type Locale } from '../../../shared/careers/careers';
import type { FieldErrors } from '../../../shared/intake/form';
import { type Application, APPLICATION_FORM, APPLICATION_MESSAGES, localeOf, validateApplication } from '../../../shared/intake/application-form';
import type { AppEnv } from '../../env';
import { isRecord } from '../../intake/body';
import { type Checked, type FormKind, formKindRoute, type Submission } from '../../intake/form-kind';
import { acknowledgeApplication } from './acknowledgement';
import { resumeKey, resumeName, sniffResumeType } from './resume';
import { attachResume, detachResume, findApplication, findOpenOpening, type NewApplication, saveApplication } from './store/submit';

/** The largest JSON application (no file) is a few kB. */
const JSON_CEILING = 32 * 1024;
/** Twice the largest résumé and room for the form: a somewhat too large file still gets its form back, with its values. */
const BODY_CEILING = 2 * RESUME_MAX_BYTES + 64 * 1024;

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

interface CheckedApplication {
  application: Application;
  resume: Resume | null;
}

interface SavedApplication {
  id: string;
  merged: boolean;
  /** The open opening it was taken for (null: a general application), and why not the one asked for. */
  opening: string | null;
  note?: string;
  /** The résumé's key as recorded on a new row (a repeat's is recorded once it is stored). */
  resumeKey: string | null;
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

async function checkApplication(input: unknown, file: File | null): Promise<Checked<CheckedApplication>> {
  const result = validateApplication(input);
  const checked = await checkResume(file, localeOf(input));
  if (result.ok && 'resume' in checked) return { ok: true, value: { application: result.application, resume: checked.resume } };
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  if ('error' in checked) errors.resume = checked.error;
  return { ok: false, errors, status: result.ok && 'error' in checked ? checked.status : 400 };
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

async function store(c: Context<AppEnv>, { value, id, spam, ipHash, token }: Submission<CheckedApplication>): Promise<SavedApplication> {
  const { application } = value;
  const slug = application.opening;
  const opening = slug ? await findOpenOpening(c.var.db, slug) : undefined;
  const resume = spam ? null : value.resume;
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
    ip_hash: ipHash,
    contact_key: applicantKey(application.phone),
    spam_reason: spam,
    ...(resume && key ? { resume_key: key, resume_name: resume.name, resume_type: resume.type, resume_size: resume.bytes.byteLength } : {}),
  };
  const saved = await saveApplication(c.var.db, row, token);
  const note =
    slug && !opening
      ? application.locale === 'es'
        ? 'Ese puesto ya no está abierto: recibimos su solicitud como solicitud general.'
        : 'That opening is no longer open: your application was taken as a general application.'
      : undefined;
  return { ...saved, opening: opening?.slug ?? null, resumeKey: saved.merged ? null : key, ...(note ? { note } : {}) };
}

/** The careers page the form was sent from (only its path counts, and only a careers path); the list otherwise. */
function applyPagePath(page: unknown, locale: Locale): string {
  const list = CAREERS_PATHS[locale].list;
  if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//')) return list;
  try {
    const path = new URL(page, 'https://form.invalid').pathname;
    return /^\/(careers|es\/empleos)(\/[a-z0-9-]+)?\/?$/.test(path) ? path : list;
  } catch {
    return list;
  }
}

export const APPLICATION_KIND: FormKind<CheckedApplication, SavedApplication> = {
  name: 'applications',
  form: APPLICATION_FORM,
  limits: { ceiling: JSON_CEILING, fileCeiling: BODY_CEILING, fileField: 'resume' },
  tooLargeHint: 'A résumé may be at most 5 MB; the rest of the form is a few kB.',
  messages: (input) => {
    const locale = localeOf(input);
    return {
      check: locale === 'es' ? 'Revise los campos marcados.' : 'Please check the highlighted fields.',
      turnstile: APPLICATION_MESSAGES.turnstile[locale],
      stale: APPLICATION_MESSAGES.stale[locale],
      used: APPLICATION_MESSAGES.used[locale],
    };
  },
  check: checkApplication,
  store,
  afterStore: async (c, saved, { value, spam }) => {
    // A repeat may add a résumé to an application that had none; then the acknowledgement, once.
    if (value.resume && !spam) await storeResume(c, saved.id, value.resume, saved.resumeKey);
    if (spam || saved.merged) return;
    // The form's consent, as shown, covers calls, texts and email.
    await agreeToTexts(c.var.db, value.application.phone, `application:${saved.id}`);
    const stored = await findApplication(c.var.db, saved.id).catch(() => undefined);
    if (stored) await acknowledgeApplication(c.env, c.var.db, stored);
  },
  accepted: (saved, { application }) => ({
    json: { id: saved.id, opening: saved.opening, ...(saved.note ? { note: saved.note } : {}) },
    thanks: CAREERS_PATHS[application.locale === 'es' ? 'es' : 'en'].thanks,
  }),
  // The page data's `form` slot carries a refused form; an application's is marked as such.
  formPage: (input, form, status) => ({
    path: applyPagePath(isRecord(input) ? input.page : undefined, localeOf(input)),
    extra: { form: { form: 'application', ...form } } as FormPage['extra'],
    status,
  }),
};

type FormPage = ReturnType<FormKind<CheckedApplication, SavedApplication>['formPage']>;

export const submitApi = formKindRoute(APPLICATION_KIND);
