/**
 * The instant estimate's form and answer (/estimate, pages/estimate-page.tsx): an island that loads
 * when the visitor reaches into it (app/island.tsx). Until then, and without JavaScript, it is a
 * plain GET form to /estimate, whose answer the edge writes into the page (EstimateData). Live, the
 * same form asks GET /api/estimate on submit, and again on each change once a first answer is shown,
 * and keeps the address in step (history.replaceState) so the answer can be shared; the result is
 * announced (a polite live region). A facility type priced only on site gets the walkthrough offer
 * instead of a number. The next steps (book a walkthrough, request a proposal) carry the answers and
 * the estimate into the lead form (shared/pricing/estimate-words.ts).
 *
 * Its words come from estimate-words.ts, never from estimate.ts, whose rules would bring valibot.
 */
import { useEffect, useRef, useState } from 'react';
import { icon } from '../../components/icon';
import { SITE } from '../../../../content/site';
import { PROMISES } from '../../../../content/promises';
import { FACILITY_TYPES } from '../../../../shared/intake/lead-options';
import type { Estimate } from '../../../../shared/pricing/estimate';
import type { EstimateData } from '../../../../shared/page-data';
import {
  answersOf,
  answersText,
  asksEstimate,
  ESTIMATE_FIELDS,
  ESTIMATE_SPREAD,
  type EstimateAnswers,
  facilityName,
  nextStepHref,
  rangeText,
  VISITS_PER_WEEK,
} from '../../../../shared/pricing/estimate-words';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, IconTile } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { ErrorSummary } from '../forms/error-summary';
import { choices, Field, fieldId } from '../leads/lead-fields';

const Clock = icon('clock');
const CalendarCheck = icon('calendar-check');
const Tag = icon('tag');

const FORM = 'estimate';
const LINK = 'font-semibold text-brand-800 underline underline-offset-4';
const VISIT_OPTIONS = VISITS_PER_WEEK.map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'visit' : 'visits'} a week` }));

/** How the ballpark is worked out, in plain words. */
const HOW = [
  {
    icon: Clock,
    title: 'Hours a visit',
    text: 'Your building’s size, divided by the square feet a cleaner covers in an hour in that kind of building.',
  },
  {
    icon: CalendarCheck,
    title: 'Visits in a month',
    text: 'Those hours times your visits a week, over an average month, at our hourly labour cost.',
  },
  {
    icon: Tag,
    title: 'Supplies, then a range',
    text: `Cleaning supplies on top, then ${Math.round(ESTIMATE_SPREAD * 100)}% either side: every building differs. Never under our monthly minimum.`,
  },
] as const;

/** A select's answer when it is one of its options, else none ("Choose one"), never another option in its place. */
const offered = (options: readonly { value: string }[], value: string) => (options.some((o) => o.value === value) ? value : '');

/** Where the view goes after a send without JavaScript: the answer, or the form when answers need fixing. */
const ANSWER = 'estimate-answer';

export interface EstimateToolProps {
  /** The page's own path (the form's action). */
  path: string;
  /** The address's query. */
  search: string;
  /** The edge's answer for the address (null: it asked nothing); undefined after a client-side navigation, when the tool asks itself. */
  edge: EstimateData | null | undefined;
}

export function EstimateTool({ path, search, edge }: EstimateToolProps) {
  const [shown, setShown] = useState<EstimateData | null>(edge ?? null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const asking = useRef<AbortController>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Asks GET /api/estimate for the form's answers and shows what comes back (after a send, focus goes to the first answer to fix). Never throws. */
  const ask = async (sent = false) => {
    const data = new FormData(formRef.current!);
    const answers = Object.fromEntries(ESTIMATE_FIELDS.map((f) => [f, String(data.get(f) ?? '').trim()])) as EstimateAnswers;
    const query = new URLSearchParams(answers).toString();
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    setBusy(true);
    try {
      const res = await fetch(`/api/estimate?${query}`, { signal: controller.signal });
      const body = (await res.json()) as Estimate & { details?: string };
      if (res.status === 400 && body.details) {
        const errors = JSON.parse(body.details) as EstimateData['errors'];
        setShown({ answers, result: null, errors });
        const first = ESTIMATE_FIELDS.find((f) => errors[f]);
        if (sent && first) setTimeout(() => document.getElementById(fieldId(FORM, first))?.focus());
      } else if (res.ok) setShown({ answers, result: body, errors: {} });
      else throw new Error(`GET /api/estimate: ${res.status}`);
      setFailed(false);
      // The address says what is shown: a reload or a shared link shows the same answer.
      window.history.replaceState(window.history.state, '', `${path}?${query}`);
    } catch (err) {
      if (controller.signal.aborted) return;
      console.warn('Estimate not worked out', err);
      setFailed(true);
    }
    setBusy(false);
  };

  // With JavaScript the form checks nothing itself: the answers go to the API, which says what is wrong.
  // After a client-side navigation to an address with answers, it asks for them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page as it appeared
  useEffect(() => {
    formRef.current!.noValidate = true;
    if (edge === undefined && asksEstimate(new URLSearchParams(search))) void ask();
    return () => {
      asking.current?.abort();
      clearTimeout(timer.current);
    };
  }, []);

  const answers = shown?.answers ?? answersOf(new URLSearchParams(search));
  const errors = shown?.errors ?? {};
  const problems = ESTIMATE_FIELDS.flatMap((f) => (errors[f] ? [[f, errors[f]] as const] : []));
  const result = failed || shown?.unavailable ? null : shown?.result;
  const trouble = failed || shown?.unavailable;
  const status = trouble
    ? `We could not work out the estimate just now. Please try again, or call us at ${SITE.phone}.`
    : problems.length
      ? `Please check ${problems.length === 1 ? 'one answer' : `${problems.length} answers`}.`
      : result
        ? `${result.walkthrough_required ? 'Priced at a free walkthrough' : `Ballpark estimate: ${rangeText(result)} a month`}, for ${answersText(answers)}.`
        : '';

  return (
    <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
      <div className="lg:col-span-5">
        <Card>
          <h2 id="estimate-form-title" className="text-2xl font-extrabold tracking-tight">
            Your building
          </h2>
          <p className="mt-1 text-[0.9375rem] text-muted">A rough size is fine: you can change any answer and see the estimate again.</p>
          <form
            ref={formRef}
            id={problems.length ? ANSWER : undefined}
            method="get"
            action={`${path}#${ANSWER}`}
            aria-labelledby="estimate-form-title"
            className="lead-form"
            onSubmit={(e) => {
              e.preventDefault();
              clearTimeout(timer.current);
              void ask(true);
            }}
            onChange={() => {
              // Once an answer is shown, each change asks again (typing settles first).
              if (!shown) return;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => void ask(), 400);
            }}
          >
            {problems.length > 0 && (
              <ErrorSummary
                problems={problems}
                heading={problems.length > 1 ? `Please check ${problems.length} answers:` : 'Please check one answer:'}
                fieldId={(name) => fieldId(FORM, name)}
              />
            )}
            <div className="grid gap-5">
              <Field
                form={FORM}
                name="facility_type"
                label="Type of facility"
                as="select"
                required
                defaultValue={offered(FACILITY_TYPES, answers.facility_type)}
                error={errors.facility_type}
              >
                {choices(FACILITY_TYPES)}
              </Field>
              <Field
                form={FORM}
                name="square_feet"
                label="Size in square feet"
                hint="The indoor area we clean, such as 10,000"
                inputMode="numeric"
                autoComplete="off"
                required
                defaultValue={answers.square_feet}
                error={errors.square_feet}
              />
              <Field
                form={FORM}
                name="visits_per_week"
                label="Visits a week"
                as="select"
                required
                defaultValue={offered(VISIT_OPTIONS, answers.visits_per_week)}
                error={errors.visits_per_week}
              >
                {choices(VISIT_OPTIONS)}
              </Field>
            </div>
            <Button type="submit" size="lg" className="mt-7 w-full">
              {busy ? 'Working it out…' : 'Show my estimate'}
            </Button>
          </form>
        </Card>
      </div>

      <div className="space-y-6 lg:col-span-7">
        <p id={trouble || result ? ANSWER : undefined} role="status" aria-live="polite" className="sr-only">
          {status}
        </p>
        {trouble && (
          <Card className="border-l-4 border-red-700">
            <h2 className="text-xl font-bold">The estimate is not available just now</h2>
            <p className="mt-2">
              Please try again in a moment, or call us at{' '}
              <a href={SITE.phoneHref} className={LINK}>
                {SITE.phone}
              </a>{' '}
              and we give you a ballpark on the phone.
            </p>
          </Card>
        )}
        {result && (
          <div aria-busy={busy} className={cn('rounded-card ring-2 ring-accent-600 transition-opacity', busy && 'opacity-60')}>
            <Card>
              {result.walkthrough_required ? (
                <>
                  <p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Priced at a free walkthrough</p>
                  <h2 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
                    We price {answers.facility_type === 'other' ? 'this kind of building' : facilityName(answers.facility_type).toLowerCase()} on site
                  </h2>
                  <p className="mt-3">
                    Buildings like yours vary too much to price from their size alone: infection control, heavy soil or safety rules change the work. A
                    supervisor walks it with you ({PROMISES.walkthrough}, free), and you get a fixed, itemized price {PROMISES.proposal}.
                  </p>
                </>
              ) : (
                <>
                  <p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Your ballpark estimate</p>
                  <h2 className="mt-2 text-ink">
                    <span className="text-[2rem] leading-tight font-extrabold tracking-tight whitespace-nowrap sm:text-5xl">{rangeText(result)}</span>{' '}
                    <span className="text-xl font-bold whitespace-nowrap">a month</span>
                  </h2>
                  <p className="mt-3 text-muted">
                    {answersText(answers)}: about {result.hours_per_visit} labour hours a visit.
                  </p>
                  <p className="mt-3">
                    A ballpark from our rates, not a quote. A free walkthrough ({PROMISES.walkthrough}) gives you the exact price: a fixed, itemized proposal{' '}
                    {PROMISES.proposal}.
                  </p>
                </>
              )}
              <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <ButtonLink href={nextStepHref('/schedule', answers, result)} size="lg">
                  Book a free walkthrough
                </ButtonLink>
                <ButtonLink href={nextStepHref('/contact', answers, result)} size="lg" variant="ghost">
                  Request a proposal
                </ButtonLink>
              </div>
            </Card>
          </div>
        )}
        <Card as="article" className="bg-brand-50 shadow-none ring-0">
          <h2 className="text-xl font-bold">How we work out the estimate</h2>
          <ol className="mt-5 space-y-5">
            {HOW.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="flex gap-4">
                <IconTile>
                  <Icon />
                </IconTile>
                <div>
                  <h3 className="font-bold">
                    <span className="text-accent-700">{i + 1}.</span> {title}
                  </h3>
                  <p className="mt-1 text-[0.9375rem] text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-[0.9375rem]">
            A building whose work varies too much to price from its size gets a free walkthrough instead of a number. Questions? Call{' '}
            <a href={SITE.phoneHref} className={LINK}>
              {SITE.phone}
            </a>
            .
          </p>
        </Card>
      </div>
    </div>
  );
}
