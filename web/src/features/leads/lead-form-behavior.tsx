/**
 * What the lead form does once a visitor starts on it (loaded on the first focus, input or
 * submit; lead-form.tsx is the markup): inline validation with the one schema the Worker also
 * uses (shared/lead.ts validateLead), the JSON submit with a 'Sending…' state, the server's field
 * errors on their fields, a toast when sending fails, and the success card in place of the form.
 * It also fills in what the markup cannot know: the visit's attribution, a fresh form token after
 * a client-side navigation or when the server says the form's token is spent or too old (409), the
 * earliest preferred day, and Turnstile when configured.
 */
import { SITE } from '../../../../content/site';
import { type FieldErrors, FORM_TOKEN_PLACEHOLDER, type LeadKind, validateLead } from '../../../../shared/lead';
import { notify } from '../../lib/toast';
import { readAttribution } from './read-attribution';
import { LeadSent } from './lead-sent';
import { renderTurnstile, resetTurnstile, turnstileAnswer } from './turnstile';

/** The form's state, as lead-form.tsx lets this module drive it. */
export interface LeadFormUi {
  kind: LeadKind;
  turnstileSiteKey: string;
  /** The heading level of the success card's title. */
  sentHeading: 'h3' | 'h4';
  /** The errors on screen now. */
  errors: FieldErrors;
  setErrors(errors: FieldErrors): void;
  /** Shows the error summary above the form (from a submit on). */
  setSummary(shown: boolean): void;
  setSending(sending: boolean): void;
  setSent(card: React.ReactNode): void;
}

type Ui = { readonly current: LeadFormUi };

/** The form's fields as the JSON body of POST /api/leads: `services` a list, everything else a string. */
export function formValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = { services: [] };
  new FormData(form).forEach((value, name) => {
    if (typeof value !== 'string') return;
    if (name === 'services') (values.services as string[]).push(value);
    else values[name] = value;
  });
  return values;
}

function errorsOf(form: HTMLFormElement): FieldErrors {
  const result = validateLead(formValues(form));
  return result.ok ? {} : result.errors;
}

/** Fields the visitor has changed: only those are checked as they leave them. */
const touched = new WeakMap<HTMLFormElement, Set<string>>();

const hiddenInput = (name: string, value: string) => Object.assign(document.createElement('input'), { type: 'hidden', name, value });

/** Puts a freshly signed token in the form (GET /api/form-token); false when none came. A token is good for one lead, for 4 hours. */
export async function refreshFormToken(form: HTMLFormElement): Promise<boolean> {
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

/** Once per form, when this module first loads for it. */
export function attach(form: HTMLFormElement, ui: Ui): void {
  if (touched.has(form)) return;
  // What the visitor filled in before this code arrived counts as changed.
  const filled = Array.from(form.elements).filter(
    (c) =>
      (c as HTMLInputElement).type !== 'hidden' &&
      !!(c as HTMLInputElement).value &&
      (c as HTMLInputElement).type !== 'radio' &&
      (c as HTMLInputElement).type !== 'checkbox',
  );
  touched.set(form, new Set(filled.map((c) => (c as HTMLInputElement).name)));
  // The visit's landing page, referrer and campaign, kept by attribution.ts on its first page view.
  const token = form.elements.namedItem('form_token') as HTMLInputElement | null;
  for (const [name, value] of Object.entries(readAttribution())) if (value) token?.parentElement?.appendChild(hiddenInput(name, value));
  // A form that was not in the page's first HTML (a client-side navigation, a form shown later)
  // still carries the placeholder: fetch a fresh signed start time. The visitor has only just started.
  if (token?.value === FORM_TOKEN_PLACEHOLDER) void refreshFormToken(form);
  // Preferred days start tomorrow (set here, not in the markup, which the edge may have cached for days).
  const tomorrow = new Date(Date.now() + 86_400_000);
  const min = [tomorrow.getFullYear(), tomorrow.getMonth() + 1, tomorrow.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  form.querySelectorAll<HTMLInputElement>('input[type="date"]').forEach((input) => {
    input.min = min;
  });
  const slot = form.querySelector<HTMLElement>('[data-turnstile]');
  if (slot && ui.current.turnstileSiteKey)
    void renderTurnstile(slot, ui.current.turnstileSiteKey).catch((err: unknown) => console.error('Turnstile failed to load', err));
}

/** Shows these errors; with `summary`, the error summary too, and focus moves to the first field with one. */
function showErrors(form: HTMLFormElement, ui: Ui, errors: FieldErrors, summary = false): void {
  ui.current.setErrors(errors);
  if (!summary) return;
  ui.current.setSummary(true);
  focusFirstInvalid(form);
}

/**
 * Once React has drawn the errors, focus goes to the first field marked invalid, in the order the
 * visitor reads the form. An update made after a network answer may be drawn a frame or two later
 * on a busy phone, so it looks again for a few frames rather than giving up after one.
 */
function focusFirstInvalid(form: HTMLFormElement, frames = 10): void {
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (frames > 0) focusFirstInvalid(form, frames - 1);
  });
}

const nameOf = (target: EventTarget | null) => (target as HTMLInputElement | null)?.name ?? '';

/** As the visitor types, errors already shown are checked again, so one goes as soon as it is fixed. */
export function onFieldInput(target: EventTarget | null, ui: Ui): void {
  const form = (target as HTMLInputElement | null)?.form;
  const name = nameOf(target);
  if (!form || !name) return;
  touched.get(form)?.add(name);
  const shown = ui.current.errors;
  if (!Object.keys(shown).length) return;
  const now = errorsOf(form);
  const next: FieldErrors = {};
  for (const key of Object.keys(shown)) if (now[key]) next[key] = now[key];
  if (Object.keys(shown).some((key) => next[key] !== shown[key])) showErrors(form, ui, next);
}

/** Leaving a field the visitor has changed checks it. */
export function onFieldBlur(target: EventTarget | null, ui: Ui): void {
  const form = (target as HTMLInputElement | null)?.form;
  const name = nameOf(target);
  if (!form || !touched.get(form)?.has(name)) return;
  const message = errorsOf(form)[name];
  const shown = ui.current.errors;
  if (message === shown[name]) return;
  const next = { ...shown };
  if (message) next[name] = message;
  else delete next[name];
  showErrors(form, ui, next);
}

const callUs = `Please try again, or call us at ${SITE.phone}.`;

/** Validates, sends, and shows the outcome. Never throws. */
export async function submitLead(form: HTMLFormElement, ui: Ui): Promise<void> {
  const errors = errorsOf(form);
  if (Object.keys(errors).length) return showErrors(form, ui, errors, true);
  const { kind, sentHeading, turnstileSiteKey } = ui.current;
  ui.current.setErrors({});
  ui.current.setSending(true);
  try {
    const values = formValues(form);
    if (turnstileSiteKey) values['cf-turnstile-response'] = await turnstileAnswer(form);
    const res = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    });
    const body = (await res.json().catch(() => null)) as { fields?: FieldErrors; message?: string } | null;
    if (res.ok) return ui.current.setSent(<LeadSent kind={kind} name={String(values.name ?? '')} heading={sentHeading} />);
    if (res.status === 400 && body?.fields && Object.keys(body.fields).length) showErrors(form, ui, body.fields, true);
    else if (res.status === 409) {
      // The form was open too long, or its token already brought a lead: nothing was stored. With a
      // fresh token the visitor sends what is on screen again.
      const again = await refreshFormToken(form);
      const said = body?.message ?? 'This form has expired. Please check your details and send it again.';
      notify.error('Your request was not sent yet', { description: again ? said : `${said} Please reload the page, or call us at ${SITE.phone}.` });
    } else if (res.status === 429) notify.error('Too many requests', { description: `Please wait a minute and send it again, or call us at ${SITE.phone}.` });
    else notify.error('Your request was not sent', { description: res.status === 400 && body?.message ? `${body.message} ${callUs}` : callUs });
  } catch (err) {
    console.error('Sending the lead failed', err);
    notify.error('Your request was not sent', { description: `We could not reach our server. ${callUs}` });
  }
  if (turnstileSiteKey) void resetTurnstile(form).catch(() => {});
  ui.current.setSending(false);
}
