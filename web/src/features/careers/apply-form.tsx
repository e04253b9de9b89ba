/**
 * The quick apply form (docs/decisions.md D20): a real `<form method="post"
 * enctype="multipart/form-data" action="/api/applications">` that works without JavaScript (the
 * Worker answers 303 to the thank-you page in the form's language, or renders the page again with
 * the values and the errors), six questions, phone first, and an optional résumé.
 *
 * The edge renders it into the page's HTML; its behaviour (apply-behavior.ts: checks with the shared
 * schema as the applicant leaves a field, sends with fetch, errors at their fields with focus, a
 * fresh form token) is a chunk of its own, loaded on the applicant's first focus, input or submit.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '../../app/router';
import { SITE } from '../../../../content/site';
import {
  APPLICATION_CONSENT,
  APPLICATION_QUESTIONS,
  type ApplicationQuestion,
  applicationOptions,
  applicationWords,
  DAY_NAMES,
} from '../../../../content/careers/apply-words';
import type { ApplicationFormState, Locale } from '../../../../shared/careers/careers';
import { FORM_TOKEN_PLACEHOLDER } from '../../../../shared/intake/form-token';
import { ErrorSummary } from '../forms/error-summary';
import type { FieldErrors } from '../../../../shared/intake/form';
import { useRefusedLeadForm } from '../../app/page-data';
import { icon } from '../../components/icon';
import { Button } from '../../components/ui/button';
import { APPLY_COPY } from './apply-copy';
import { ApplyChoices, ApplyFile, ApplyInput, applyFieldId } from './apply-fields';
import type { ApplyBehavior, ApplyUi } from './apply-behavior';

const CircleCheck = icon('circle-check');
const Send = icon('send');

/** The behaviour's chunk, loaded once for every form on the page. */
let behavior: Promise<ApplyBehavior> | undefined;
const loadBehavior = () => {
  behavior ??= import('./apply-behavior').then((m) => m.applyBehavior);
  return behavior;
};

/** The order the error summary lists problems in: the form's, the résumé last. */
/**
 * The résumé field's own button and its text before a file is picked, in the page's language
 * whatever the browser's. Here, in the form's island, not in apply-copy.ts: a page loads these
 * words only with the form.
 */
const FILE_WORDS: Record<Locale, { choose: string; none: string }> = {
  en: { choose: 'Choose a file', none: 'No file chosen' },
  es: { choose: 'Elegir un archivo', none: 'Ningún archivo elegido' },
};

const ORDER: string[] = [...APPLICATION_QUESTIONS, 'resume'];

/** The page data's refused form, when it is an application's (a lead form's has no `form` marker). */
function useRefusedApplication(): ApplicationFormState | undefined {
  const state = useRefusedLeadForm() as Partial<ApplicationFormState> | undefined;
  return state?.form === 'application' ? (state as ApplicationFormState) : undefined;
}

export function ApplyForm({ locale, openingSlug }: { locale: Locale; openingSlug: string | null }) {
  const copy = APPLY_COPY[locale];
  const id = useId();
  const { pathname } = useLocation();
  const initial = useRefusedApplication();
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [summary, setSummary] = useState(!!initial);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ui = useRef<ApplyUi>(null!);
  ui.current = { locale, errors, setErrors, setSummary, setSending, setSent, setFailure };

  // With JavaScript the form checks itself with the shared schema, not the browser's bubbles.
  useEffect(() => {
    if (ref.current) ref.current.noValidate = true;
  }, []);

  const start = () => {
    void loadBehavior().then(
      (b) => ref.current && b.attach(ref.current, ui),
      () => {},
    );
  };

  if (sent !== null) return <ApplySent locale={locale} name={sent} />;

  const value = (name: string) => {
    const v = initial?.values[name];
    return typeof v === 'string' ? v : undefined;
  };
  const words = (name: ApplicationQuestion) => ({ form: id, name, error: errors[name], ...applicationWords(name, locale) });
  const checked = (name: string, fallback: string[] = []) => [initial?.values[name] ?? fallback].flat();
  const problems = Object.entries(errors)
    .filter((e): e is [string, string] => !!e[1])
    .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));

  return (
    <form
      ref={ref}
      method="post"
      action="/api/applications"
      encType="multipart/form-data"
      lang={locale}
      className="lead-form apply-form"
      data-apply-form=""
      onFocus={start}
      onInput={(e) => {
        const target = e.target;
        void loadBehavior().then((b) => b.onInput(target, ui));
      }}
      onBlur={(e) => {
        const target = e.target;
        void loadBehavior().then((b) => b.onBlur(target, ui));
      }}
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        if (sending) return;
        loadBehavior().then(
          (b) => b.submit(form, ui),
          // Without its behaviour (the chunk did not load) the form still goes, as without JavaScript.
          () => HTMLFormElement.prototype.submit.call(form),
        );
      }}
    >
      {summary && problems.length > 0 && (
        <ErrorSummary
          problems={problems}
          heading={problems.length > 1 ? copy.checkMany(problems.length) : copy.checkOne}
          fieldId={(name) => applyFieldId(id, name)}
        />
      )}
      {failure && (
        <div role="alert" className="mb-6 rounded-tile border-l-4 border-red-700 bg-red-50 p-4 text-[0.9375rem] text-ink">
          <p className="font-bold">{copy.notSent}</p>
          <p className="mt-1">{failure}</p>
        </div>
      )}
      <input type="hidden" name="opening" value={openingSlug ?? ''} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name="consent_text" value={APPLICATION_CONSENT[locale]} />
      {/* Markup React leaves alone: the edge swaps a fresh signed token into every response. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no outside input */}
      <span hidden dangerouslySetInnerHTML={{ __html: `<input type="hidden" name="form_token" value="${FORM_TOKEN_PLACEHOLDER}">` }} />
      {/* A trap for bots that fill in every field: hidden from people and from assistive technology. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {copy.website} <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      <div className="grid gap-5">
        <ApplyInput {...words('phone')} type="tel" inputMode="tel" autoComplete="tel" required defaultValue={value('phone')} />
        <ApplyInput {...words('name')} autoComplete="name" required defaultValue={value('name')} />
        <ApplyInput {...words('email')} type="email" autoComplete="email" optional={copy.optional} defaultValue={value('email')} />
        <ApplyInput {...words('town')} autoComplete="address-level2" optional={copy.optional} defaultValue={value('town')} />
      </div>
      <fieldset className="mt-6">
        <legend className="text-lg">{copy.when}</legend>
        <p className="hint">{copy.whenHint}</p>
        <ApplyChoices
          {...words('shifts')}
          optional={copy.optional}
          type="checkbox"
          options={applicationOptions('shifts', locale)}
          checked={checked('shifts')}
          columns="grid-cols-2"
          className="mt-3"
        />
        <ApplyChoices
          {...words('days')}
          optional={copy.optional}
          type="checkbox"
          options={applicationOptions('days', locale)}
          names={DAY_NAMES[locale]}
          checked={checked('days')}
          columns="grid-cols-4 sm:grid-cols-7 gap-x-2!"
          tile="flex-col justify-center gap-1! px-1! text-center"
          className="mt-4"
        />
      </fieldset>
      <ApplyChoices
        {...words('language')}
        type="radio"
        options={applicationOptions('language', locale)}
        checked={checked('language', [locale])}
        columns="grid-cols-2"
        className="mt-6"
      />
      <ApplyFile
        form={id}
        name="resume"
        label={copy.resume}
        hint={copy.resumeHint}
        error={errors.resume}
        optional={copy.optional}
        {...FILE_WORDS[locale]}
        accept=".pdf,.doc,.docx,.jpg,.jpeg,.png,.heic,application/pdf,image/*"
        className="mt-6"
      />
      <Button type="submit" size="lg" disabled={sending} className="mt-7 w-full">
        {sending ? (
          copy.sending
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" /> {copy.submit}
          </>
        )}
      </Button>
      <p className="mt-4 text-sm text-muted">{APPLICATION_CONSENT[locale]}</p>
    </form>
  );
}

/** In the form's place once the application is stored: thanks by name and what happens next. It takes focus, so it is announced. */
export function ApplySent({ locale, name }: { locale: Locale; name: string }) {
  const copy = APPLY_COPY[locale];
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const first = name.trim().split(/\s+/)[0] ?? '';
  return (
    <div role="status" data-apply-form="" className="apply-sent mt-6 rounded-tile bg-accent-100 p-6 ring-1 ring-accent-200 sm:p-7">
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-white text-accent-700">
        <CircleCheck className="size-7" />
      </span>
      <h3 ref={ref} tabIndex={-1} className="mt-4 text-2xl font-extrabold tracking-tight outline-none">
        {copy.sentTitle}
      </h3>
      <p className="mt-2 text-body">
        {copy.thanks(first)} {copy.next}{' '}
        <a href={SITE.phoneHref} className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4">
          {SITE.phone}
        </a>
        {copy.hours}
      </p>
    </div>
  );
}
