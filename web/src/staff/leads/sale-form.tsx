/**
 * The Sale section of a lead's page (shared/leads/lead-sale.ts): who owns the sale (the active staff
 * who work on leads), what it is worth a month and when it should close (shown from Proposal sent
 * on), and the next step with the Ocala day it is due. Checked by the Worker's own rules before it
 * is sent; a mistake is said at its field with focus there, and a refusal under the form, with
 * everything typed kept. A saved sale shows the lead as the API answers it.
 */
import { useEffect, useRef, useState } from 'react';
import { centsFromDollars, NEXT_STEP_MAX_LENGTH, SALE_STAGES, type SaleChange, type SaleField, saleProblems } from '../../../../shared/leads/lead-sale';
import { companyDay } from '../../../../shared/time/company-time';
import { Button } from '../../components/ui/button';
import { StaffApiError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { fieldErrorText } from '../pipeline/api-field-error';
import { CountedField } from '../pipeline/counted-field';
import { Panel } from '../pipeline/panel';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { FormProblem } from '../ui/states';
import { type LeadDetail, listLeadOwners, saveLeadSale } from './leads-api';

/** The form's fields as typed: the value in dollars, days as the date inputs give them ('' for none). */
interface Typed {
  owner: string;
  value: string;
  close: string;
  step: string;
  due: string;
}

const IDS: Record<SaleField, string> = {
  owner_id: 'lead-owner',
  monthly_value_cents: 'lead-value',
  expected_close: 'lead-close',
  next_step: 'lead-next-step',
  next_step_due: 'lead-next-step-due',
};
const ORDER = Object.keys(IDS) as SaleField[];

const typedOf = (lead: LeadDetail): Typed => ({
  owner: lead.owner_id,
  value: lead.monthly_value_cents === null ? '' : (lead.monthly_value_cents / 100).toFixed(lead.monthly_value_cents % 100 ? 2 : 0),
  close: lead.expected_close ?? '',
  step: lead.next_step,
  due: lead.next_step_due ?? '',
});

/** The change as the API takes it: the value and close only where the stage keeps them. */
function changeOf(typed: Typed, priced: boolean): SaleChange {
  const change: SaleChange = { owner_id: typed.owner, next_step: typed.step.trim(), next_step_due: typed.due || null };
  if (priced) {
    change.monthly_value_cents = centsFromDollars(typed.value);
    change.expected_close = typed.close || null;
  }
  return change;
}

/** A refusal's problems by field, from its `details` (JSON by field) when the Worker named them. */
function fieldsOf(err: unknown): Partial<Record<SaleField, string>> {
  if (!(err instanceof StaffApiError) || err.status !== 400 || !err.details) return {};
  try {
    const parsed = JSON.parse(err.details) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter(([k, v]) => k in IDS && typeof v === 'string')) as Partial<Record<SaleField, string>>;
  } catch {
    return {};
  }
}

export function SalePanel({ lead, onChanged }: { lead: LeadDetail; onChanged: (lead: LeadDetail) => void }) {
  const owners = useLoad('lead-owners', (signal) => listLeadOwners(signal));
  const [typed, setTyped] = useState<Typed>(() => typedOf(lead));
  const [errors, setErrors] = useState<Partial<Record<SaleField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusNext = useRef<SaleField | null>(null);
  const notify = useNotify();
  const priced = SALE_STAGES.includes(lead.status);
  const today = companyDay(new Date());

  // Focus goes to the first field a refusal is about once React has drawn its message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new set of errors moves focus, read from the ref
  useEffect(() => {
    if (focusNext.current) document.getElementById(IDS[focusNext.current])?.focus();
    focusNext.current = null;
  }, [errors]);

  const edit = (field: keyof Typed, value: string, about: SaleField) => {
    setTyped((t) => ({ ...t, [field]: value }));
    if (errors[about]) setErrors(({ [about]: _, ...rest }) => rest);
  };

  const showErrors = (found: Partial<Record<SaleField, string>>) => {
    focusNext.current = ORDER.find((f) => found[f]) ?? null;
    setErrors(found);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setProblem(null);
    const change = changeOf(typed, priced);
    const found = saleProblems(change, lead, today);
    if (Number.isNaN(change.monthly_value_cents)) found.monthly_value_cents = 'Give the monthly value in dollars, such as 1250 or 1,250.50.';
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await saveLeadSale(lead.id, change);
      onChanged(saved);
      setTyped(typedOf(saved));
      notify('Sale details saved.');
    } catch (err) {
      const named = fieldsOf(err);
      showErrors(named);
      // A 400 names what is wrong in words for staff; its hint speaks to API callers.
      setProblem(`Nothing was saved. ${Object.keys(named).length ? 'Check the fields marked above.' : fieldErrorText(err)}`);
    } finally {
      setBusy(false);
    }
  };

  // The owner as saved stays a choice even when they no longer work on leads.
  const people = owners.data ?? [];
  const choices =
    lead.owner_id && !people.some((p) => p.id === lead.owner_id) ? [{ id: lead.owner_id, name: lead.owner_name || 'Former owner' }, ...people] : people;

  return (
    <Panel title="Sale">
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field
          id={IDS.owner_id}
          label="Owner"
          error={errors.owner_id}
          hint={owners.error ? `The people could not be loaded. ${owners.error}` : 'Who follows this sale up.'}
        >
          {(props) => (
            <select {...props} value={typed.owner} onChange={(e) => edit('owner', e.target.value, 'owner_id')} className={inputClass}>
              <option value="">Nobody</option>
              {choices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {priced && (
          <>
            <Field id={IDS.monthly_value_cents} label="Monthly value (dollars)" error={errors.monthly_value_cents} hint="What the client would pay a month.">
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  autoComplete="off"
                  value={typed.value}
                  onChange={(e) => edit('value', e.target.value, 'monthly_value_cents')}
                  className={inputClass}
                />
              )}
            </Field>
            <Field id={IDS.expected_close} label="Expected close" error={errors.expected_close}>
              {(props) => (
                <input {...props} type="date" value={typed.close} onChange={(e) => edit('close', e.target.value, 'expected_close')} className={inputClass} />
              )}
            </Field>
          </>
        )}
        <CountedField id={IDS.next_step} label="Next step" error={errors.next_step} count={typed.step.trim().length} limit={NEXT_STEP_MAX_LENGTH}>
          {(props) => (
            <input {...props} autoComplete="off" value={typed.step} onChange={(e) => edit('step', e.target.value, 'next_step')} className={inputClass} />
          )}
        </CountedField>
        <Field id={IDS.next_step_due} label="Next step due (Ocala day)" error={errors.next_step_due} hint="The owner is emailed that morning.">
          {(props) => (
            <input {...props} type="date" min={today} value={typed.due} onChange={(e) => edit('due', e.target.value, 'next_step_due')} className={inputClass} />
          )}
        </Field>
        <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
          {busy ? 'Saving…' : 'Save sale details'}
        </Button>
        <FormProblem problem={problem} />
      </form>
    </Panel>
  );
}
