/**
 * /proposal?token=… (noindex, nofollow, no referrer, never in the sitemap): the client's page for
 * the proposal they were sent, as worker/proposals/signing.ts found it. It reads in the order a
 * client decides: the scope site by site and the price, then the terms, and the signature last
 * (full legal name, title and an explicit agreement to sign electronically). Asking for changes
 * and declining sit below, folded. Plain forms posting back to the link: it all works without
 * JavaScript, and a refused answer comes back with what was typed.
 */
import { SITE } from '../../../content/site';
import { FACILITY_TYPES } from '../../../shared/intake/lead-options';
import { LOST_CATEGORIES } from '../../../shared/leads/lead-pipeline';
import type { ProposalField, ProposalPageData, ProposalView } from '../../../shared/page-data';
import { dollars } from '../../../shared/pricing/estimate-words';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { calendarDay, companyDate, companyDateTime } from '../../../shared/time/company-time';
import { useEdgeData } from '../app/page-data';
import { icon } from '../components/icon';
import { HeroBadge } from '../components/ui/badge';
import { Button, ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Section } from '../components/ui/section';
import { ErrorSummary } from '../features/forms/error-summary';
import { ChoiceGroup, Field, fieldId } from '../features/leads/lead-fields';
import { PageHero } from '../features/marketing/page-hero';

const FileText = icon('file-text');
const CircleCheck = icon('circle-check');
const ShieldCheck = icon('shield-check');

const LINK = 'font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4';
const SIGN = 'proposal-sign';
const CHANGES = 'proposal-changes';
const DECLINE = 'proposal-decline';

const callUs = (
  <a href={SITE.phoneHref} className={LINK}>
    {SITE.phone}
  </a>
);

const typeLabel = (value: string) => FACILITY_TYPES.find((t) => t.value === value)?.label ?? value;

type Open = Extract<ProposalView, { kind: 'open' }>;

const LABELS: Record<ProposalField, string> = {
  name: 'Your full legal name',
  title: 'Your title',
  consent: 'Agreement to sign electronically',
  lost_category: 'Reason',
  note: 'Note',
};

/** The refused form's problems, in the order its fields appear. */
function Problems({ view, form, fields }: { view: Open; form: string; fields: ProposalField[] }) {
  const problems = fields.filter((f) => view.errors[f]).map((f) => [f, view.errors[f]!] as const);
  if (!problems.length) return null;
  return (
    <ErrorSummary
      problems={problems}
      heading={problems.length > 1 ? `Please check ${problems.length} answers:` : 'Please check one answer:'}
      fieldId={(name) => fieldId(form, name)}
    />
  );
}

function Scope({ view }: { view: Open }) {
  return (
    <Section labelledBy="proposal-scope" className="pt-10 sm:pt-14">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Step 1 of 3</p>
        <h2 id="proposal-scope" className="mt-1 text-2xl font-extrabold tracking-tight">
          What we clean
        </h2>
        <ul className="mt-6 space-y-4">
          {view.lines.map((line, i) => {
            const site = view.sites[i];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the proposal's lines never change order on this page, and two sites may share a name.
              <li key={i}>
                <Card as="article">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
                    <h3 className="text-lg font-bold">{line.site}</h3>
                    <p className="font-bold whitespace-nowrap">{dollars(line.monthly_cents)} a month</p>
                  </div>
                  {site?.address && <p className="mt-1 text-[0.9375rem] text-muted">{site.address}</p>}
                  <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-[0.9375rem] sm:grid-cols-3">
                    <div>
                      <dt className="font-semibold text-muted">Facility</dt>
                      <dd>{typeLabel(line.facility_type)}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-muted">Size</dt>
                      <dd>{line.square_feet.toLocaleString('en-US')} sq ft</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-muted">Hours a visit</dt>
                      <dd>{line.hours_per_visit}</dd>
                    </div>
                  </dl>
                  {site?.tasks && site.tasks.length > 0 && (
                    <ul className="mt-4 grid gap-1.5 border-t border-line pt-4 text-[0.9375rem] sm:grid-cols-2">
                      {site.tasks.map((t, n) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, drawn once.
                        <li key={n}>
                          <span className="font-semibold">{t.area}:</span> {t.task} <span className="text-muted">({t.frequency})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
        <div className="mt-6 flex flex-wrap items-end justify-between gap-4 rounded-card bg-brand-50 p-6">
          <p className="text-[0.9375rem] text-muted">
            {view.visits_per_week} visit{view.visits_per_week === 1 ? '' : 's'} a week, starting {calendarDay(view.start_date)}. Supplies included.
          </p>
          <p className="text-ink">
            <span className="text-3xl font-extrabold tracking-tight">{dollars(view.monthly_price_cents)}</span> <span className="font-bold">a month</span>
          </p>
        </div>
      </div>
    </Section>
  );
}

function Terms({ view }: { view: Open }) {
  return (
    <Section labelledBy="proposal-terms" className="pt-4 sm:pt-6">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Step 2 of 3</p>
        <h2 id="proposal-terms" className="mt-1 text-2xl font-extrabold tracking-tight">
          The terms
        </h2>
        <ol className="mt-5 list-decimal space-y-3 pl-5 text-[0.9375rem] marker:font-bold marker:text-accent-700">
          {view.terms.map((t) => (
            <li key={t} className="pl-1">
              {t}
            </li>
          ))}
        </ol>
        <p className="mt-6 flex items-start gap-3 rounded-tile bg-white p-4 text-[0.9375rem] ring-1 ring-line">
          <FileText className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <a href={view.pdf_url} className={LINK}>
              Download the proposal (PDF)
            </a>
            : the exact document you sign. Its fingerprint (SHA-256) is <code className="text-xs break-all">{view.document_sha256}</code>.
          </span>
        </p>
      </div>
    </Section>
  );
}

function SignForm({ view }: { view: Open }) {
  const mine = view.answer === 'sign';
  const values = mine ? view.values : {};
  const errors = mine ? view.errors : {};
  return (
    <Section labelledBy="proposal-sign-title" className="pt-4 sm:pt-6">
      <div className="mx-auto max-w-3xl">
        <div id="sign" className="scroll-mt-24">
          <Card as="article" className="ring-2 ring-accent-600">
            <p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Step 3 of 3</p>
            <h2 id="proposal-sign-title" className="mt-1 text-2xl font-extrabold tracking-tight">
              Sign the proposal
            </h2>
            <p className="mt-2 text-[0.9375rem] text-muted">
              Open to sign until {view.expires_at ? companyDate(view.expires_at) : 'we hear from you'}. You get the signed copy by email at once.
            </p>
            {/* A refused answer opens at its form, not at the top of the page. */}
            <form method="post" action={`${view.action}#sign`} className="lead-form mt-6" aria-labelledby="proposal-sign-title">
              <input type="hidden" name="do" value="sign" />
              <input type="hidden" name="document_sha256" value={view.document_sha256} />
              {mine && <Problems view={view} form={SIGN} fields={['name', 'title', 'consent']} />}
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  form={SIGN}
                  name="name"
                  label={LABELS.name}
                  autoComplete="name"
                  required
                  maxLength={120}
                  defaultValue={values.name}
                  error={errors.name}
                />
                <Field
                  form={SIGN}
                  name="title"
                  label={LABELS.title}
                  autoComplete="organization-title"
                  required
                  maxLength={120}
                  defaultValue={values.title}
                  error={errors.title}
                />
              </div>
              <div className="mt-6">
                <label className="choice items-start">
                  <input
                    id={fieldId(SIGN, 'consent')}
                    type="checkbox"
                    name="consent"
                    value="yes"
                    required
                    defaultChecked={values.consent === 'yes'}
                    aria-invalid={errors.consent ? true : undefined}
                    aria-describedby={errors.consent ? `${fieldId(SIGN, 'consent')}-error` : undefined}
                  />
                  <span>{view.consent_text}</span>
                </label>
                {errors.consent && (
                  <p id={`${fieldId(SIGN, 'consent')}-error`} className="err">
                    {errors.consent}
                  </p>
                )}
              </div>
              <Button type="submit" size="lg" className="mt-7 w-full sm:w-auto">
                Sign for {dollars(view.monthly_price_cents)} a month
              </Button>
            </form>
          </Card>
        </div>
        <Answers view={view} />
      </div>
    </Section>
  );
}

/** Asking for changes and declining: folded below the signature, open when a refused answer comes back. */
function Answers({ view }: { view: Open }) {
  const changes = view.answer === 'changes';
  const decline = view.answer === 'decline';
  return (
    <div className="mt-8 grid gap-4">
      <details id="changes" open={changes || undefined} className="group scroll-mt-24 rounded-card bg-white p-6 ring-1 ring-line">
        <summary className="cursor-pointer text-lg font-bold">Ask for changes</summary>
        <form method="post" action={`${view.action}#changes`} className="lead-form mt-4">
          <input type="hidden" name="do" value="changes" />
          {changes && <Problems view={view} form={CHANGES} fields={['note']} />}
          <Field
            form={CHANGES}
            name="note"
            label="What should we change?"
            hint="Visits, areas, the start date: we send a new version to sign."
            as="textarea"
            rows={4}
            required
            maxLength={2000}
            defaultValue={changes ? view.values.note : undefined}
            error={changes ? view.errors.note : undefined}
          />
          <Button type="submit" variant="ghost" className="mt-4">
            Send my changes
          </Button>
        </form>
      </details>
      <details id="decline" open={decline || undefined} className="group scroll-mt-24 rounded-card bg-white p-6 ring-1 ring-line">
        <summary className="cursor-pointer text-lg font-bold">Decline the proposal</summary>
        <form method="post" action={`${view.action}#decline`} className="lead-form mt-4">
          <input type="hidden" name="do" value="decline" />
          {decline && <Problems view={view} form={DECLINE} fields={['lost_category', 'note']} />}
          <ChoiceGroup
            form={DECLINE}
            name="lost_category"
            label="What is the main reason?"
            type="radio"
            options={LOST_CATEGORIES}
            checked={decline && view.values.lost_category ? [view.values.lost_category] : []}
            columns="sm:grid-cols-2"
            error={decline ? view.errors.lost_category : undefined}
          />
          <Field
            form={DECLINE}
            name="note"
            label="Anything you would like us to know"
            as="textarea"
            rows={3}
            optional
            maxLength={300}
            className="mt-5"
            defaultValue={decline ? view.values.note : undefined}
            error={decline ? view.errors.note : undefined}
          />
          <Button type="submit" variant="ghost" className="mt-4">
            Decline
          </Button>
        </form>
      </details>
    </div>
  );
}

function copyFor(view: ProposalView | null): { badge: string; title: string; lead: React.ReactNode; done?: boolean } {
  switch (view?.kind) {
    case 'open':
      return {
        badge: `Proposal · version ${view.version}`,
        title: view.justAsked ? 'Thank you: we have your changes' : 'Your cleaning proposal',
        lead: view.justAsked ? (
          <>We send you a new version to sign shortly. You can still sign this one below; questions: {callUs}.</>
        ) : (
          <>
            {view.client ? `For ${view.client}. ` : ''}Read the scope and the terms, then sign at the bottom: no account needed. Questions? Call {callUs}.
          </>
        ),
        done: view.justAsked,
      };
    case 'signed':
      return {
        badge: 'Signed',
        title: view.justNow ? 'Thank you: your proposal is signed' : 'This proposal is signed',
        lead: (
          <>
            Signed by {view.signer_name} on {companyDateTime(view.signed_at)} (Ocala time), at {dollars(view.monthly_price_cents)} a month. Your signed copy is
            in your email; we call you next to plan the first visit.
          </>
        ),
        done: true,
      };
    case 'declined':
      return {
        badge: 'Declined',
        title: view.justNow ? 'Thank you for letting us know' : 'This proposal was declined',
        lead: <>Nothing more is needed from you. If anything changes, we are one call away: {callUs}.</>,
      };
    case 'expired':
      return {
        badge: 'Expired',
        title: 'This proposal has expired',
        lead: <>Prices hold for 30 days. Call {callUs} and we send you an up-to-date proposal.</>,
      };
    case 'superseded':
      return {
        badge: 'Replaced',
        title: `This proposal was replaced by version ${view.version}`,
        lead: view.next_url ? (
          <>We changed the proposal since we sent this one. Read and sign the new version instead.</>
        ) : (
          <>We are changing the proposal: the new version reaches you shortly. Questions? Call {callUs}.</>
        ),
      };
    case 'unavailable':
      return {
        badge: 'Your proposal',
        title: 'Your proposal is briefly unavailable',
        lead: <>Nothing was signed or changed. Please try again in a few minutes, or call {callUs}.</>,
      };
    default:
      return {
        badge: 'Your proposal',
        title: 'This proposal link does not work',
        lead: <>Nothing was signed or changed. The link may have been cut short when it was copied: please open it from your email again, or call {callUs}.</>,
      };
  }
}

export default function ProposalPage({ route }: { route: RouteEntry }) {
  const view = useEdgeData<ProposalPageData>()?.proposal ?? null;
  const copy = copyFor(view);
  const notice = view && 'notice' in view ? view.notice : null;
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={<HeroBadge icon={copy.done ? CircleCheck : ShieldCheck}>{copy.badge}</HeroBadge>}
        title={copy.title}
        lead={copy.lead}
      >
        {notice && (
          <p role="alert" className="rounded-tile border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-ink">
            Nothing was recorded. {notice}
          </p>
        )}
        {view?.kind === 'signed' && (
          <ButtonLink href={view.pdf_url} size="lg">
            Download the signed copy (PDF)
          </ButtonLink>
        )}
        {view?.kind === 'superseded' && view.next_url && (
          <ButtonLink href={view.next_url} size="lg">
            Read version {view.version}
          </ButtonLink>
        )}
      </PageHero>
      {view?.kind === 'open' && (
        <>
          <Scope view={view} />
          <Terms view={view} />
          <SignForm view={view} />
        </>
      )}
    </>
  );
}
