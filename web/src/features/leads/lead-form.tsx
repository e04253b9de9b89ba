/**
 * Our own lead form (docs/decisions.md D12): a real `<form method="post" action="/api/leads">`
 * that works without JavaScript (the Worker answers 303 to /thank-you, or renders the page again
 * with the visitor's values and the errors), and with JavaScript checks itself with the shared
 * schema, sends JSON and shows a success card in its place (lead-form-behavior.tsx).
 *
 * It lives in a lead card (lead-card.tsx). The edge renders the card into the page's HTML; the
 * browser loads the card's code (this module among it) on the visitor's first focus, input or
 * submit and hydrates the card in place (marketing/lead-form-card.tsx), so a page that shows a
 * form ships none of this code up front.
 */
import { useEffect, useRef, useState } from 'react';
import { type FieldSpec, type FieldType, fieldOf, fieldsOf, hintOf, isOptional, labelOf } from '../../../../shared/intake/form';
import { FORM_TOKEN_PLACEHOLDER } from '../../../../shared/intake/form-token';
import { ErrorSummary } from '../forms/error-summary';
import { type FieldErrors, type LeadFormState, CONSENT_TEXT, LEAD_FORM, type LeadKind } from '../../../../shared/leads/lead';
import { icon } from '../../components/icon';
import { Button } from '../../components/ui/button';
import { ChoiceGroup, choices, Field, fieldId } from './lead-fields';
import type { PublicOpenTimes } from '../../../../shared/booking/availability';
import { TimeChoices } from './time-choices';
import { attach, type LeadFormUi, onFieldBlur, onFieldInput, refreshTimes, submitLead } from './lead-form-behavior';
import { leadPrefill } from '../../../../shared/intake/lead-options';

const Send = icon('send');

/** The fields the visitor fills in, in the order the form shows them (its declaration's). */
const ORDER = fieldsOf(LEAD_FORM)
  .filter((f) => !f.input)
  .map((f) => f.name);

/** A field's options, as declared. */
const optionsOf = (name: string) => fieldOf(LEAD_FORM, name).options ?? [];

/** The fields the markup below places itself; a field declared since is drawn from its declaration after them. */
const PLACED = new Set([
  'name',
  'company',
  'email',
  'phone',
  'facility_type',
  'square_footage',
  'frequency',
  'location',
  'time_window',
  'preferred_day_1',
  'preferred_day_2',
  'services',
  'message',
  'contact_method',
  'street_address',
]);

const INPUT_TYPES: Partial<Record<FieldType, string>> = { email: 'email', phone: 'tel', day: 'date' };

const SUBMIT: Record<LeadKind, string> = {
  quote: 'Request my free quote',
  walkthrough: 'Request my walkthrough',
  franchising: 'Send my enquiry',
  booking: 'Book my walkthrough',
};

/** Where each kind posts: a booking takes a time, through its own endpoint. */
export const actionOf = (kind: LeadKind) => (kind === 'booking' ? '/api/bookings' : '/api/leads');

/** What a page decides about its form. */
export interface LeadFormOptions {
  kind: LeadKind;
  /** The id of the heading that names the form (its card's title). */
  labelledBy?: string;
  /** A refused post without JavaScript, rendered again by the edge: the visitor's values and the errors. */
  initial?: LeadFormState;
  /** Only what a quote needs (no company, services or message): the home hero's short form. */
  compact?: boolean;
  /** The element a refused post without JavaScript scrolls to on the page rendered again (the page's primary form). */
  returnTo?: string;
  /** The level of the success card's heading: one below the heading that names the form. */
  sentHeading?: 'h3' | 'h4';
  /** The booking kind's open times, as the page was rendered with them. */
  times?: PublicOpenTimes;
}

/** Everything the form renders from: it may render in a React root of its own, without the app's contexts. */
export interface LeadFormProps extends LeadFormOptions {
  /** The form's id prefix, from the slot's useId, so the edge and the browser agree on ids. */
  form: string;
  /** The page the form is on, sent as `page`. */
  pathname: string;
  /** The page's query: an instant estimate's answers there fill in the building questions (/estimate's next steps). */
  search?: string;
  turnstileSiteKey: string;
}

export function LeadForm({
  kind,
  labelledBy,
  initial,
  compact = false,
  returnTo,
  sentHeading = 'h3',
  form,
  pathname,
  search = '',
  turnstileSiteKey,
  times: edgeTimes,
}: LeadFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [summary, setSummary] = useState(!!initial);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<React.ReactNode>(null);
  // The open times offered: the page's, then those for the ZIP code typed, refreshed when one is taken.
  const [times, setTimes] = useState(edgeTimes);
  // What the behaviour drives, always current.
  const ui = useRef<LeadFormUi>(null!);
  ui.current = { kind, turnstileSiteKey, sentHeading, errors, setErrors, setSummary, setSending, setSent, setTimes };

  // Once, when the form appears in the browser: with JavaScript it checks itself with the shared
  // schema, not with the browser's bubbles, and gets what its markup cannot know (attach): the
  // open times too, for a booking shown after a client-side navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the form as it appeared
  useEffect(() => {
    const el = ref.current!;
    el.noValidate = true;
    attach(el, ui);
    if (kind === 'booking' && !times) void refreshTimes(el, ui);
  }, []);

  if (sent) return sent;

  // What was sent and refused, else what the address carries from an instant estimate.
  const values = initial?.values ?? leadPrefill(search);
  const value = (name: string) => {
    const v = values[name];
    return typeof v === 'string' ? v : undefined;
  };
  const estimate = value('estimate');
  // The label and hint this kind's form shows, from the declaration.
  const words = (name: string) => {
    const declared = fieldOf(LEAD_FORM, name);
    return { label: labelOf(declared, kind), hint: hintOf(declared, kind) };
  };
  const field = (name: string) => ({ form, name, error: errors[name], defaultValue: value(name), ...words(name) });
  const choice = (name: string) => ({
    form,
    name,
    error: errors[name],
    checked: [values[name] ?? []].flat(),
    ...words(name),
    options: optionsOf(name),
  });
  const select = (name: string) => ({ ...field(name), as: 'select' as const, required: true, defaultValue: value(name) ?? '' });
  // In the order the visitor reads the form, whatever order the schema found them in.
  const problems = Object.entries(errors)
    .filter((e): e is [string, string] => !!e[1])
    .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const franchising = kind === 'franchising';
  // Declared fields the markup does not place (none today): each as its type's control, in the form's order.
  const declared = (f: FieldSpec) => {
    const optional = isOptional(f, kind);
    if (f.type === 'choices')
      return <ChoiceGroup key={f.name} {...choice(f.name)} optional={optional} type="checkbox" columns="@sm:grid-cols-2" className="mt-6" />;
    if (f.type === 'choice') {
      return (
        <Field key={f.name} {...select(f.name)} required={!optional} optional={optional} className="mt-6">
          {choices(optionsOf(f.name))}
        </Field>
      );
    }
    if (f.type === 'text') return <Field key={f.name} {...field(f.name)} as="textarea" optional={optional} rows={4} className="mt-6" />;
    return <Field key={f.name} {...field(f.name)} type={INPUT_TYPES[f.type]} optional={optional} required={!optional || undefined} className="mt-6" />;
  };
  const others = compact ? [] : fieldsOf(LEAD_FORM, kind).filter((f) => !f.input && !PLACED.has(f.name));

  return (
    <form
      ref={ref}
      method="post"
      action={returnTo ? `${actionOf(kind)}#${returnTo}` : actionOf(kind)}
      aria-labelledby={labelledBy}
      className="lead-form @container"
      onBlur={(e) => onFieldBlur(e.target, ui)}
      onInput={(e) => onFieldInput(e.target, ui)}
      onSubmit={(e) => {
        e.preventDefault();
        if (!sending) void submitLead(e.currentTarget, ui);
      }}
    >
      {summary && problems.length > 0 && (
        <ErrorSummary
          problems={problems}
          heading={problems.length > 1 ? `Please check ${problems.length} answers:` : 'Please check one answer:'}
          fieldId={(name) => fieldId(form, name)}
        />
      )}
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name="consent_text" value={CONSENT_TEXT} />
      {estimate && <input type="hidden" name="estimate" value={estimate} />}
      {/* Markup React leaves alone once hydrated: the edge swaps a fresh signed token into every
          response, and the behaviour adds the visit's attribution here. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no outside input */}
      <span hidden dangerouslySetInnerHTML={{ __html: `<input type="hidden" name="form_token" value="${FORM_TOKEN_PLACEHOLDER}">` }} />
      {/* A trap for bots that fill in every field: hidden from people and from assistive technology. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          Website <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {franchising && (
        // A franchise enquiry is not about one building: the schema's building questions get plain answers.
        <>
          <input type="hidden" name="facility_type" value="other" />
          <input type="hidden" name="square_footage" value="not-sure" />
        </>
      )}

      {estimate && <p className="callout mb-6">Your instant estimate goes with your request: {estimate}.</p>}
      <div className="grid gap-5 @xs:grid-cols-2">
        <Field {...field('name')} required autoComplete="name" className={compact ? '@xs:col-span-2' : undefined} />
        {!compact && <Field {...field('company')} optional autoComplete="organization" />}
        <p id={`${form}-reach`} className="hint -mb-3 @xs:col-span-2">
          An email address or a phone number is enough.
        </p>
        <Field {...field('email')} type="email" autoComplete="email" note={`${form}-reach`} />
        <Field {...field('phone')} type="tel" autoComplete="tel" note={`${form}-reach`} />
        {!franchising && (
          <>
            <Field {...select('facility_type')}>{choices(optionsOf('facility_type'))}</Field>
            <Field {...select('square_footage')}>{choices(optionsOf('square_footage'))}</Field>
          </>
        )}
        {kind === 'quote' && <Field {...select('frequency')}>{choices(optionsOf('frequency'))}</Field>}
        {kind === 'booking' && <Field {...field('street_address')} required autoComplete="address-line1" className="@xs:col-span-2" />}
        <Field {...field('location')} required autoComplete={franchising ? 'off' : 'postal-code'} inputMode={kind === 'booking' ? 'numeric' : undefined} />
        {kind === 'walkthrough' && (
          <>
            <Field {...select('time_window')}>{choices(optionsOf('time_window'))}</Field>
            <Field {...field('preferred_day_1')} type="date" required />
            <Field {...field('preferred_day_2')} type="date" required />
            <Field {...field('street_address')} optional autoComplete="address-line1" className="@xs:col-span-2" />
          </>
        )}
      </div>
      {kind === 'booking' &&
        (times ? (
          <TimeChoices form={form} times={times} error={errors.starts_at} checked={value('starts_at') ?? ''} />
        ) : (
          <p role="status" className="hint mt-6">
            Finding the open times…
          </p>
        ))}
      {!compact && !franchising && <ChoiceGroup {...choice('services')} optional type="checkbox" columns="@sm:grid-cols-2" className="mt-6" />}
      {others.map(declared)}
      {!compact && <Field {...field('message')} as="textarea" optional rows={4} maxLength={2000} className="mt-6" />}
      <ChoiceGroup {...choice('contact_method')} type="radio" columns="@sm:grid-cols-3" className="mt-6" />
      {turnstileSiteKey && <div data-turnstile={turnstileSiteKey} className="mt-6 min-h-[65px]" />}
      <Button type="submit" size="lg" disabled={sending} className="mt-7 w-full">
        {sending ? (
          'Sending…'
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" /> {SUBMIT[kind]}
          </>
        )}
      </Button>
      <p className="mt-4 text-sm text-muted">{CONSENT_TEXT}</p>
    </form>
  );
}
