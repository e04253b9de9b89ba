/**
 * What the quick apply form does once an applicant starts on it (loaded on the first focus, input
 * or submit; apply-form.tsx is the markup): checks a field as the applicant leaves it with the
 * schema the Worker also uses (the checks every form shares: ../forms/field-checks.ts), sends the
 * form with its résumé as multipart (asking for JSON back), puts the server's errors at their fields
 * and moves focus to the first, and gets a fresh form token when its token is spent (409).
 */
import { RESUME_MAX_BYTES, type Locale } from '../../../../shared/careers/careers';
import type { FieldErrors } from '../../../../shared/intake/form';
import { APPLICATION_MESSAGES, validateApplication } from '../../../../shared/intake/application-form';
import { type ErrorsUi, fieldChecks, refreshFormToken } from '../forms/field-checks';
import { APPLY_COPY } from './apply-copy';

export interface ApplyUi extends ErrorsUi {
  locale: Locale;
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

// The form's language is on the form itself, as the Worker reads it.
const checks = fieldChecks((form) => errorsOf(form, (form.elements.namedItem('locale') as HTMLInputElement | null)?.value === 'es' ? 'es' : 'en'));
const { show } = checks;

function attach(form: HTMLFormElement, _ui: Ui): void {
  checks.attach(form);
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

export const applyBehavior = { attach, onInput: checks.onInput, onBlur: checks.onBlur, submit };
export type ApplyBehavior = typeof applyBehavior;
