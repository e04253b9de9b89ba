/**
 * What the quick apply form does once an applicant starts on it (loaded on the first focus, input
 * or submit; apply-form.tsx is the markup): checks a field as the applicant leaves it with the
 * schema the Worker also uses, sends the form with its résumé as multipart (asking for JSON back),
 * puts the server's errors at their fields and moves focus to the first, and gets a fresh form token
 * when the form came after a client-side navigation or its token is spent (409).
 */
import { FORM_TOKEN_PLACEHOLDER, RESUME_MAX_BYTES, type Locale } from '../../../../shared/careers';
import type { FieldErrors } from '../../../../shared/intake/form';
import { APPLICATION_MESSAGES, validateApplication } from '../../../../shared/intake/application-form';
import { APPLY_COPY } from './apply-copy';

export interface ApplyUi {
  locale: Locale;
  errors: FieldErrors;
  setErrors(errors: FieldErrors): void;
  setSummary(shown: boolean): void;
  setSending(sending: boolean): void;
  /** The applicant's name, once the application is stored. */
  setSent(name: string): void;
  setFailure(message: string | null): void;
}

type Ui = { readonly current: ApplyUi };

/** The form's answers as the schema reads them: `shifts` and `days` lists, the file aside. */
function answers(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = { shifts: [], days: [] };
  new FormData(form).forEach((value, name) => {
    if (typeof value !== 'string') return;
    if (name === 'shifts' || name === 'days') (values[name] as string[]).push(value);
    else values[name] = value;
  });
  return values;
}

function resumeOf(form: HTMLFormElement): File | null {
  const input = form.elements.namedItem('resume') as HTMLInputElement | null;
  return input?.files?.[0] ?? null;
}

function errorsOf(form: HTMLFormElement, locale: Locale): FieldErrors {
  const result = validateApplication(answers(form));
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  // The size is all the browser can check; the type is read from the bytes by the Worker.
  const file = resumeOf(form);
  if (file && file.size > RESUME_MAX_BYTES) errors.resume = APPLICATION_MESSAGES.resumeSize[locale];
  return errors;
}

/** Puts a freshly signed token in the form (GET /api/form-token); false when none came. A token brings one application. */
async function refreshFormToken(form: HTMLFormElement): Promise<boolean> {
  const input = form.elements.namedItem('form_token') as HTMLInputElement | null;
  try {
    const res = await fetch('/api/form-token', { cache: 'no-store' });
    const body = res.ok ? ((await res.json()) as { token?: unknown }) : null;
    if (!input || typeof body?.token !== 'string') return false;
    input.value = body.token;
    return true;
  } catch {
    return false;
  }
}

const touched = new WeakMap<HTMLFormElement, Set<string>>();

function attach(form: HTMLFormElement, _ui: Ui): void {
  if (touched.has(form)) return;
  const typed = Array.from(form.elements).filter((c) => {
    const input = c as HTMLInputElement;
    return !!input.name && !!input.value && !['hidden', 'radio', 'checkbox', 'file'].includes(input.type);
  });
  touched.set(form, new Set(typed.map((c) => (c as HTMLInputElement).name)));
  // A form that was not in the page's first HTML still carries the placeholder: fetch a signed start time.
  const token = form.elements.namedItem('form_token') as HTMLInputElement | null;
  if (token?.value === FORM_TOKEN_PLACEHOLDER) void refreshFormToken(form);
}

function focusFirstInvalid(form: HTMLFormElement, frames = 10): void {
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (frames > 0) focusFirstInvalid(form, frames - 1);
  });
}

function show(form: HTMLFormElement, ui: Ui, errors: FieldErrors, summary = false): void {
  ui.current.setErrors(errors);
  if (!summary) return;
  ui.current.setSummary(true);
  focusFirstInvalid(form);
}

const nameOf = (target: EventTarget | null) => (target as HTMLInputElement | null)?.name ?? '';
const formOf = (target: EventTarget | null) => (target as HTMLInputElement | null)?.form ?? null;

/** Errors already shown are checked again as the applicant types, so one goes as soon as it is fixed. */
function onInput(target: EventTarget | null, ui: Ui): void {
  const form = formOf(target);
  const name = nameOf(target);
  if (!form || !name) return;
  touched.get(form)?.add(name);
  const shown = ui.current.errors;
  const now = errorsOf(form, ui.current.locale);
  // A résumé is checked as soon as it is picked.
  if (name === 'resume' && now.resume !== shown.resume) {
    const next = { ...shown };
    if (now.resume) next.resume = now.resume;
    else delete next.resume;
    show(form, ui, next);
    return;
  }
  if (!Object.keys(shown).length) return;
  const next: FieldErrors = {};
  for (const key of Object.keys(shown)) if (now[key]) next[key] = now[key];
  if (Object.keys(shown).some((key) => next[key] !== shown[key])) show(form, ui, next);
}

/** Leaving a field the applicant has changed checks it. */
function onBlur(target: EventTarget | null, ui: Ui): void {
  const form = formOf(target);
  const name = nameOf(target);
  if (!form || !touched.get(form)?.has(name)) return;
  const message = errorsOf(form, ui.current.locale)[name];
  const shown = ui.current.errors;
  if (message === shown[name]) return;
  const next = { ...shown };
  if (message) next[name] = message;
  else delete next[name];
  show(form, ui, next);
}

/** Checks, sends and shows the outcome. Never throws. */
async function submit(form: HTMLFormElement, ui: Ui): Promise<void> {
  const { locale } = ui.current;
  const copy = APPLY_COPY[locale];
  const errors = errorsOf(form, locale);
  if (Object.keys(errors).length) {
    show(form, ui, errors, true);
    return;
  }
  ui.current.setErrors({});
  ui.current.setFailure(null);
  ui.current.setSending(true);
  try {
    const body = new FormData(form);
    // An empty file input still sends an empty part; leave it out.
    if (!resumeOf(form)) body.delete('resume');
    const res = await fetch('/api/applications', { method: 'POST', headers: { accept: 'application/json' }, body });
    const answer = (await res.json().catch(() => null)) as { fields?: FieldErrors; message?: string } | null;
    if (res.ok) {
      ui.current.setSending(false);
      ui.current.setSent(String(body.get('name') ?? ''));
      return;
    }
    if (answer?.fields && Object.keys(answer.fields).length && res.status !== 409 && !answer.fields.form) show(form, ui, answer.fields, true);
    else if (res.status === 409) {
      const again = await refreshFormToken(form);
      ui.current.setFailure(`${answer?.message ?? ''} ${again ? '' : copy.tryAgain}`.trim());
    } else if (res.status === 429) ui.current.setFailure(copy.tooMany);
    else ui.current.setFailure(answer?.fields?.form ? `${answer.fields.form} ${copy.tryAgain}` : copy.tryAgain);
  } catch (err) {
    console.error('Sending the application failed', err);
    ui.current.setFailure(copy.tryAgain);
  }
  ui.current.setSending(false);
}

export const applyBehavior = { attach, onInput, onBlur, submit };
export type ApplyBehavior = typeof applyBehavior;
