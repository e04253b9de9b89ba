/**
 * /staff/pricing, for owners: the rate table the public estimate and proposals price from
 * (shared/pricing/estimate.ts). One card per facility type of the quote form, in the units people
 * think in (dollars, percent); values `npm start` loaded from published ranges say "Sample" until
 * someone saves their own. Each card shows what a 10,000 sq ft building cleaned five times a week
 * would be quoted at, so a change can be judged before it is saved. The same checks as the
 * Worker's say what is wrong beside each field, and a refusal keeps everything typed. Below the
 * rates, what proposals are written from: the scope's tasks per type (task-library.tsx) and the
 * terms (terms-editor.tsx).
 */
import { Calculator, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { FACILITY_TYPES } from '../../../../shared/intake/lead-form';
import { dollars, estimate, type PricingRate, rateErrors } from '../../../../shared/pricing/estimate';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../layout/page-header';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { EmptyState, ErrorState, FormProblem, LoadingRows } from '../ui/states';
import { type FactorRow, getPricing, type RateRow, saveFactor, saveRate } from './pricing-api';
import { cardClass, SampleBadge } from './pricing-ui';
import { TaskLibrary } from './task-library';
import { TermsEditor } from './terms-editor';

/** The form's values as typed: dollars and percent, as text. */
interface Typed {
  sqft_per_hour: string;
  labour: string;
  supplies: string;
  margin: string;
  minimum: string;
  walkthrough_required: boolean;
}

const typedOf = (r: RateRow): Typed => ({
  sqft_per_hour: String(r.sqft_per_hour),
  labour: (r.labour_cents_per_hour / 100).toFixed(2),
  supplies: String(r.supplies_bp / 100),
  margin: String(r.margin_bp / 100),
  minimum: String(r.monthly_minimum_cents / 100),
  walkthrough_required: r.walkthrough_required,
});

const number = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(/[$,%\s]/g, '')));

function rateOf(type: string, t: Typed): PricingRate {
  return {
    facility_type: type,
    sqft_per_hour: number(t.sqft_per_hour),
    labour_cents_per_hour: Math.round(number(t.labour) * 100),
    supplies_bp: Math.round(number(t.supplies) * 100),
    margin_bp: Math.round(number(t.margin) * 100),
    monthly_minimum_cents: Math.round(number(t.minimum) * 100),
    walkthrough_required: t.walkthrough_required,
  };
}

const labelOf = (type: string) => FACILITY_TYPES.find((t) => t.value === type)?.label ?? type;

export function PricingPage() {
  const pricing = useLoad('pricing', getPricing);
  const five = pricing.data?.factors.find((f) => f.visits_per_week === 5)?.factor_bp ?? 10_000;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Pricing"
        description="The rate table behind the Free estimate page and proposals: how fast each kind of building is cleaned, what an hour costs, supplies, margin and the monthly minimum. Below it, the tasks and terms every proposal starts from."
      />
      {pricing.error ? (
        <ErrorState message={`The rate table could not be loaded. ${pricing.error}`} onRetry={pricing.reload} />
      ) : !pricing.data ? (
        <LoadingRows label="Loading the rate table…" rows={6} />
      ) : pricing.data.rates.length === 0 ? (
        <EmptyState title="No rates yet" icon={<Calculator aria-hidden="true" />}>
          <p>Until a facility type has rates, the estimate offers a walkthrough instead of a price.</p>
        </EmptyState>
      ) : (
        <>
          <Factors initial={pricing.data.factors} />
          <div className="grid gap-6 xl:grid-cols-2">
            {pricing.data.rates.map((rate) => (
              <RateCard key={rate.facility_type} initial={rate} fiveVisitFactor={five} />
            ))}
          </div>
        </>
      )}
      <TaskLibrary />
      <TermsEditor />
    </div>
  );
}

function RateCard({ initial, fiveVisitFactor }: { initial: RateRow; fiveVisitFactor: number }) {
  const id = useId();
  const notify = useNotify();
  const [row, setRow] = useState(initial);
  const [typed, setTyped] = useState(() => typedOf(initial));
  const [errors, setErrors] = useState<Partial<Record<keyof PricingRate, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rate = rateOf(row.facility_type, typed);
  const valid = Object.keys(rateErrors(rate)).length === 0;
  const preview = valid ? estimate(rate, 10_000, 5, fiveVisitFactor) : null;

  const edit = (key: keyof Typed) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setTyped((t) => ({ ...t, [key]: key === 'walkthrough_required' ? e.target.checked : e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = rateErrors(rate);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = await saveRate(rate);
      setRow(saved);
      setTyped(typedOf(saved));
      notify(`Rates for ${labelOf(saved.facility_type)} saved.`);
    } catch (err) {
      setProblem(`Nothing was changed. ${describeError(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const input = (key: Exclude<keyof Typed, 'walkthrough_required'>, label: string, hint: string, error: string | undefined) => (
    <Field id={`${id}-${key}`} label={label} hint={hint} error={error}>
      {(props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" value={typed[key]} onChange={edit(key)} className={inputClass} />}
    </Field>
  );

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-950">
          {labelOf(row.facility_type)}
        </h2>
        {row.is_sample && <SampleBadge />}
      </div>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {input('sqft_per_hour', 'Square feet an hour', 'What one person cleans in an hour.', errors.sqft_per_hour)}
        {input('labour', 'Labour cost an hour ($)', 'Wages, taxes and insurance.', errors.labour_cents_per_hour)}
        {input('supplies', 'Supplies (% of labour)', 'Chemicals, liners, paper.', errors.supplies_bp)}
        {input('margin', 'Margin (% of the price)', 'What the business keeps.', errors.margin_bp)}
        {input('minimum', 'Monthly minimum ($)', 'No estimate goes below it.', errors.monthly_minimum_cents)}
        <div className="flex items-start gap-3 self-center">
          <input
            id={`${id}-walkthrough`}
            type="checkbox"
            checked={typed.walkthrough_required}
            onChange={edit('walkthrough_required')}
            className="mt-1 size-4.5 accent-brand-700"
          />
          <label htmlFor={`${id}-walkthrough`} className="text-sm text-ink">
            <span className="font-semibold">Price only after a walkthrough</span>
            <span className="block text-muted">The estimate page offers a walkthrough instead of a number.</span>
          </label>
        </div>
        <p className="text-sm text-muted sm:col-span-2" aria-live="polite">
          {typed.walkthrough_required
            ? 'Visitors are offered a walkthrough for this kind of building.'
            : preview && !preview.walkthrough_required
              ? `10,000 sq ft, five visits a week: ${dollars(preview.low_cents)} to ${dollars(preview.high_cents)} a month.`
              : 'Fix the values above to see what they quote.'}
        </p>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={busy}>
            <Save aria-hidden="true" className="size-4.5" />
            {busy ? 'Saving…' : 'Save'}
          </Button>
          {!row.is_sample && row.updated_by && <span className="text-sm text-muted">Last saved by {row.updated_by}</span>}
        </div>
        <FormProblem problem={problem} className="sm:col-span-2" />
      </form>
    </section>
  );
}

/** The factor on each visit's cost at 1 to 7 visits a week (1.15: one visit a week clears a week's soil). */
function Factors({ initial }: { initial: FactorRow[] }) {
  const id = useId();
  const notify = useNotify();
  const [typed, setTyped] = useState(
    () => Object.fromEntries(initial.map((f) => [f.visits_per_week, (f.factor_bp / 10_000).toFixed(2)])) as Record<number, string>,
  );
  const [sample, setSample] = useState(initial.some((f) => f.is_sample));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const values = initial.map((f) => [f.visits_per_week, Math.round(number(typed[f.visits_per_week] ?? '') * 10_000)] as const);
    const bad = values.find(([, bp]) => !(bp >= 5_000 && bp <= 20_000));
    if (bad) {
      setProblem(`The factor for ${bad[0]} a week must be between 0.50 and 2.00.`);
      document.getElementById(`${id}-${bad[0]}`)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      for (const [visits, bp] of values) await saveFactor(visits, bp);
      setSample(false);
      notify('Visit factors saved.');
    } catch (err) {
      setProblem(`Not every factor was saved. ${describeError(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-950">
          Visits a week
        </h2>
        {sample && <SampleBadge />}
      </div>
      <p className="mt-1 text-sm text-muted">Each visit’s cost times this factor: fewer visits leave more to clean each time.</p>
      <form onSubmit={submit} noValidate className="mt-4">
        <div className="grid grid-cols-4 gap-3 sm:grid-cols-7">
          {initial.map((f) => (
            <Field key={f.visits_per_week} id={`${id}-${f.visits_per_week}`} label={`${f.visits_per_week} a week`}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  inputMode="decimal"
                  value={typed[f.visits_per_week] ?? ''}
                  onChange={(e) => setTyped((t) => ({ ...t, [f.visits_per_week]: e.target.value }))}
                  className={inputClass}
                />
              )}
            </Field>
          ))}
        </div>
        <Button type="submit" className="mt-4" disabled={busy}>
          <Save aria-hidden="true" className="size-4.5" />
          {busy ? 'Saving…' : 'Save factors'}
        </Button>
        {problem && (
          <p role="alert" className="mt-3 rounded-tile bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}
