/**
 * The form that writes a proposal for a lead: one or more sites (name, street address, type of
 * facility, square feet, the scope's tasks copied from the type's library, and a monthly price
 * offered instead of the table's), visits a week and the day cleaning starts. While it is
 * complete, the Worker's quote shows each site's table price beside the one offered (staff only).
 * It is checked with the Worker's own schema before it goes (each problem beside its field, a
 * summary above the button, the first field to fix focused); a refusal shows above the button
 * with everything typed kept.
 */
import { CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FACILITY_TYPES } from '../../../../shared/intake/lead-options';
import { dollars } from '../../../../shared/pricing/estimate';
import { MAX_SITES } from '../../../../shared/pricing/proposal-states';
import { Button } from '../../components/ui/button';
import type { Lead } from '../leads/leads-api';
import { describeError, StaffApiError } from '../lib/http';
import { smallButtonClass } from '../ui/buttons';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { PriceSummary, useQuote } from './price-summary';
import { check, emptySite, initialTyped, type Problems, typedFrom, type SiteField, siteFieldId, startId, type Typed, visitsId } from './proposal-values';
import { createProposal, type Proposal } from './proposals-api';
import type { TypedTask } from './scope-values';
import { tasksFromLibrary } from './scope-values';
import { SiteScope } from './site-scope';
import { useTaskLibraries } from './use-task-libraries';

const VISITS = [1, 2, 3, 4, 5, 6, 7];

const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** The API's refusal in a sentence: its message, and for a type without rates what to do (its hint); a 400's or 404's hint speaks to API callers. */
function refusalText(err: unknown): string {
  if (err instanceof StaffApiError && [400, 404, 409].includes(err.status)) {
    return [sentence(err.message), err.status === 409 && err.hint ? sentence(err.hint) : ''].filter(Boolean).join(' ');
  }
  return describeError(err);
}

/** `from`: the proposal this form writes a new version of (posted with `replaces`); a new proposal when absent. */
/** One of a site's text fields: labelled, its problem under it, the form's own value. */
function SiteText({
  id,
  label,
  error,
  value,
  onChange,
  ...input
}: { id: string; label: string; error: string | null; value: string; onChange: (value: string) => void } & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'maxLength' | 'inputMode'
>) {
  return (
    <Field id={id} label={label} error={error}>
      {(props) => (
        <input {...props} {...input} type="text" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />
      )}
    </Field>
  );
}

export function ProposalBuilder({
  lead,
  onCreated,
  from,
  onCancel,
}: {
  lead: Lead;
  onCreated: (proposal: Proposal) => void;
  from?: Proposal;
  onCancel?: () => void;
}) {
  const formId = useId().replace(/:/g, '');
  const notify = useNotify();
  const [typed, setTyped] = useState<Typed>(() => (from ? typedFrom(from) : initialTyped(lead)));
  const nextKey = useRef(from ? from.sites.length : 1);
  const [problems, setProblems] = useState<Problems>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);
  /** A control to focus once the sites on screen have changed (one added or removed). */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const setSite = (key: number, field: SiteField, value: string) => {
    setTyped((t) => ({ ...t, sites: t.sites.map((s) => (s.key === key ? { ...s, [field]: value } : s)) }));
  };

  const setTasks = (key: number, tasks: TypedTask[], fromLibrary = false) => {
    setTyped((t) => ({
      ...t,
      sites: t.sites.map((s) => (s.key === key ? { ...s, tasks, tasksEdited: !fromLibrary, ...(fromLibrary ? { tasksFrom: s.facility_type } : {}) } : s)),
    }));
  };

  const { libraries, errors: libraryErrors, retry } = useTaskLibraries(typed.sites.map((s) => s.facility_type));

  // A site takes its type's tasks once they are loaded, unless staff have changed the ones it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sites are read inside the update, at their latest; they are listed so a new type is seen
  useEffect(() => {
    setTyped((t) => {
      const stale = (s: Typed['sites'][number]) => s.facility_type && s.tasksFrom !== s.facility_type && !s.tasksEdited && libraries.has(s.facility_type);
      if (!t.sites.some(stale)) return t;
      return {
        ...t,
        sites: t.sites.map((s) => (stale(s) ? { ...s, tasks: tasksFromLibrary(libraries.get(s.facility_type)!), tasksFrom: s.facility_type } : s)),
      };
    });
  }, [libraries, typed.sites]);

  const checked = check(formId, lead.id, typed, libraries);
  const quote = useQuote('body' in checked ? checked.body : null);

  const addSite = () => {
    const key = nextKey.current++;
    setTyped((t) => ({ ...t, sites: [...t.sites, emptySite(key)] }));
    focusNext.current = siteFieldId(formId, key, 'name');
  };

  const removeSite = (index: number) => {
    const rest = typed.sites.filter((_, i) => i !== index);
    setTyped((t) => ({ ...t, sites: rest }));
    // Its problems go with it.
    setProblems((p) => new Map([...p].filter(([id]) => !id.startsWith(`${formId}-site-${typed.sites[index]!.key}-`))));
    // To the site that took its place, or the one before it when it was last.
    const next = rest[Math.min(index, rest.length - 1)];
    if (next) focusNext.current = siteFieldId(formId, next.key, 'name');
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setRefusal(null);
    if ('problems' in checked) {
      setProblems(checked.problems);
      const first = [...checked.problems.keys()][0];
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setProblems(new Map());
    setBusy(true);
    try {
      const proposal = await createProposal(checked.body, from?.id);
      onCreated(proposal);
      notify(`Proposal priced: ${dollars(proposal.monthly_price_cents)} a month.`);
    } catch (err) {
      setRefusal(refusalText(err));
      // After the alert renders.
      window.setTimeout(() => refusalRef.current?.focus(), 0);
    } finally {
      setBusy(false);
    }
  };

  const error = (id: string) => problems.get(id) ?? null;
  const many = typed.sites.length > 1;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} className="space-y-5">
      <h3 id={`${formId}-title`} className="text-base font-bold text-ink">
        {from ? `Version ${from.version + 1}, replacing version ${from.version}` : 'New proposal'}
      </h3>
      {from && from.state !== 'draft' && (
        <p className="text-sm text-body">Once priced, version {from.version}'s link says it was replaced; send the new one to sign.</p>
      )}
      <ol className="space-y-4">
        {typed.sites.map((site, index) => {
          const n = index + 1;
          const id = (field: SiteField) => siteFieldId(formId, site.key, field);
          const line = quote.quote?.lines.length === typed.sites.length ? quote.quote.lines[index] : undefined;
          return (
            <li key={site.key}>
              <fieldset className="rounded-tile p-4 ring-1 ring-line">
                <legend className="float-left py-2 text-sm font-bold text-ink">Site {n}</legend>
                {many && (
                  <div className="flex justify-end">
                    <button type="button" onClick={() => removeSite(index)} className={smallButtonClass('danger')}>
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove<span className="sr-only"> site {n}</span>
                    </button>
                  </div>
                )}
                <div className="clear-both grid grid-cols-1 gap-4 pt-3 sm:grid-cols-2">
                  <SiteText
                    label="Site name"
                    id={id('name')}
                    error={error(id('name'))}
                    value={site.name}
                    onChange={(v) => setSite(site.key, 'name', v)}
                    maxLength={120}
                  />
                  <SiteText
                    label="Street address"
                    id={id('address')}
                    error={error(id('address'))}
                    value={site.address}
                    onChange={(v) => setSite(site.key, 'address', v)}
                    maxLength={200}
                  />
                  <Field id={id('facility_type')} label="Type of facility" error={error(id('facility_type'))}>
                    {(props) => (
                      <select {...props} value={site.facility_type} onChange={(e) => setSite(site.key, 'facility_type', e.target.value)} className={inputClass}>
                        <option value="">Choose…</option>
                        {FACILITY_TYPES.map((t) => (
                          <option key={t.value} value={t.value}>
                            {t.label}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <SiteText
                    label="Square feet"
                    id={id('square_feet')}
                    error={error(id('square_feet'))}
                    value={site.square_feet}
                    onChange={(v) => setSite(site.key, 'square_feet', v)}
                    inputMode="numeric"
                  />
                </div>
                <SiteScope
                  formId={formId}
                  site={site}
                  library={libraries.get(site.facility_type)}
                  libraryError={libraryErrors.get(site.facility_type)}
                  onRetry={() => retry(site.facility_type)}
                  error={error}
                  onTasks={(tasks, fromLibrary) => setTasks(site.key, tasks, fromLibrary)}
                  focus={(target) => {
                    focusNext.current = target;
                  }}
                />
                <Field
                  id={id('monthly')}
                  label="Monthly price offered ($)"
                  hint={
                    line?.computed_cents !== undefined
                      ? `Rate table: ${dollars(line.computed_cents)} a month. Leave blank to offer it.`
                      : 'Leave blank to offer the rate table’s price.'
                  }
                  error={error(id('monthly'))}
                  className="mt-5 max-w-xs"
                >
                  {(props) => (
                    <input
                      {...props}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={12}
                      value={site.monthly}
                      onChange={(e) => setSite(site.key, 'monthly', e.target.value)}
                      className={inputClass}
                    />
                  )}
                </Field>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={addSite} disabled={typed.sites.length >= MAX_SITES} className={smallButtonClass('ghost')}>
          <Plus aria-hidden="true" className="size-4" />
          Add another site
        </button>
        {typed.sites.length >= MAX_SITES && <span className="text-sm text-muted">A proposal has at most {MAX_SITES} sites.</span>}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={visitsId(formId)} label="Visits a week" error={error(visitsId(formId))}>
          {(props) => (
            <select
              {...props}
              value={typed.visits_per_week}
              onChange={(e) => setTyped((t) => ({ ...t, visits_per_week: e.target.value }))}
              className={inputClass}
            >
              {VISITS.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={startId(formId)} label="Cleaning starts" hint="A Monday a week or more away to begin with." error={error(startId(formId))}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={typed.start_date}
              onChange={(e) => setTyped((t) => ({ ...t, start_date: e.target.value }))}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <PriceSummary state={quote} complete={'body' in checked} siteNames={typed.sites.map((s) => s.name.trim())} />
      {problems.size > 0 && (
        <div role="alert" className="rounded-tile bg-red-50 p-4 text-red-900 ring-1 ring-red-200 ring-inset">
          <h4 className="flex items-center gap-2 text-sm font-bold">
            <CircleAlert aria-hidden="true" className="size-4.5" /> Please fix these before pricing
          </h4>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {[...problems].map(([id, message]) => {
              const site = typed.sites.findIndex((s) => id.startsWith(`${formId}-site-${s.key}-`));
              const text = site >= 0 ? `Site ${site + 1}: ${message}` : message;
              return (
                <li key={id || message}>
                  {id ? (
                    <a href={`#${id}`} className="font-medium underline underline-offset-2">
                      {text}
                    </a>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {refusal && (
        <div
          ref={refusalRef}
          tabIndex={-1}
          role="alert"
          className="rounded-tile bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset focus:outline-none"
        >
          <p>The proposal was not priced. {refusal}</p>
          <p className="mt-1 font-normal">Everything you typed is still here.</p>
        </div>
      )}
      {onCancel && (
        <Button variant="ghost" onClick={onCancel} className="mr-3 w-full sm:w-auto">
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? 'Pricing…' : from ? `Price version ${from.version + 1}` : 'Price the proposal'}
      </Button>
    </form>
  );
}
