/**
 * What the lead form does once a visitor starts on it (loaded on the first focus, input or
 * submit; lead-form.tsx is the markup): inline validation with the one schema the Worker also
 * uses (shared/leads/lead.ts validateLead), the JSON submit with a 'Sending…' state, the server's field
 * errors on their fields, a toast when sending fails, and the success card in place of the form.
 * It also fills in what the markup cannot know: the visit's attribution, a fresh form token after
 * a client-side navigation or when the server says the form's token is spent or too old (409), the
 * earliest preferred day, and Turnstile when configured.
 */
import { SITE } from '../../../../content/site';
import { type FieldErrors, type LeadKind, validateLead } from '../../../../shared/leads/lead';
import type { PublicOpenTimes } from '../../../../shared/booking/availability';
import { validateBooking } from '../../../../shared/booking/booking-form';
import { type ErrorsUi, fieldChecks, refreshFormToken } from '../forms/field-checks';
import { notify } from '../../lib/toast';
import { readAttribution } from './read-attribution';
import { LeadSent } from './lead-sent';
import { renderTurnstile, resetTurnstile, turnstileAnswer } from './turnstile';

/** The form's state, as lead-form.tsx lets this module drive it. */
export interface LeadFormUi extends ErrorsUi {
  kind: LeadKind;
  turnstileSiteKey: string;
  /** The heading level of the success card's title. */
  sentHeading: 'h3' | 'h4';
  setSending(sending: boolean): void;
  setSent(card: React.ReactNode): void;
  /** The booking kind's open times. */
  setTimes(times: PublicOpenTimes): void;
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

const isBooking = (form: HTMLFormElement) => (form.elements.namedItem('kind') as HTMLInputElement | null)?.value === 'booking';

function errorsOf(form: HTMLFormElement): FieldErrors {
  const values = formValues(form);
  const result = isBooking(form) ? validateBooking(values) : validateLead(values);
  return result.ok ? {} : result.errors;
}

const checks = fieldChecks(errorsOf);
const showErrors = checks.show;
export const onFieldBlur = checks.onBlur;

/** The open times for a ZIP code (all areas for none); null when they cannot be read. */
async function openTimes(zip: string): Promise<PublicOpenTimes | null> {
  try {
    const res = await fetch(`/api/walkthrough-times${/^\d{5}$/.test(zip) ? `?zip=${zip}` : ''}`, { cache: 'no-store' });
    return res.ok ? ((await res.json()) as PublicOpenTimes) : null;
  } catch {
    return null;
  }
}

/** Offers the times for the ZIP code in the booking form (after a ZIP code is typed, or a time was taken). */
export async function refreshTimes(form: HTMLFormElement, ui: Ui): Promise<void> {
  const zip = (form.elements.namedItem('location') as HTMLInputElement | null)?.value.trim() ?? '';
  const times = await openTimes(zip);
  if (times) ui.current.setTimes(times);
}

export function onFieldInput(target: EventTarget | null, ui: Ui): void {
  checks.onInput(target, ui);
  const input = target as HTMLInputElement | null;
  if (input?.name === 'location' && input.form && isBooking(input.form) && /^\d{5}$/.test(input.value.trim())) void refreshTimes(input.form, ui);
}

const hiddenInput = (name: string, value: string) => Object.assign(document.createElement('input'), { type: 'hidden', name, value });

/** Once per form, when this module first loads for it. */
export function attach(form: HTMLFormElement, ui: Ui): void {
  if (!checks.attach(form)) return;
  // The visit's landing page, referrer and campaign, kept by attribution.ts on its first page view.
  const token = form.elements.namedItem('form_token') as HTMLInputElement | null;
  for (const [name, value] of Object.entries(readAttribution())) if (value) token?.parentElement?.appendChild(hiddenInput(name, value));
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
    const res = await fetch(isBooking(form) ? '/api/bookings' : '/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    });
    const body = (await res.json().catch(() => null)) as { fields?: FieldErrors; message?: string; code?: string } | null;
    if (res.ok) return ui.current.setSent(<LeadSent kind={kind} name={String(values.name ?? '')} heading={sentHeading} at={String(values.starts_at ?? '')} />);
    if (res.status === 400 && body?.fields && Object.keys(body.fields).length) showErrors(form, ui, body.fields, true);
    else if (res.status === 409 && body?.fields && (body.code === 'time-taken' || body.code === 'zip-not-served')) {
      // The time went to someone else, or nobody goes to that ZIP code: the times as they stand now, and why.
      await refreshTimes(form, ui);
      showErrors(form, ui, body.fields, true);
    } else if (res.status === 409) {
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
