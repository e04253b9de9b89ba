/**
 * Who is on call for new leads (shared/staff/on-call.ts): the first person gets each new lead by
 * text during business hours; the second hears when nobody has moved a lead on from New in time.
 * Owners choose each among the active owners and editors, with a mobile number, or nobody. Mistakes
 * are said beside their field (the Worker's own checks, onCallErrors), and nothing typed is lost
 * on a refusal.
 */
import { PhoneCall } from 'lucide-react';
import { useRef, useState } from 'react';
import { usPhone } from '../../../../shared/staff/follow-up';
import { ESCALATE_AFTER_MINUTES, type OnCallPerson, type OnCallView, onCallErrors } from '../../../../shared/staff/on-call';
import { Button } from '../../components/ui/button';
import { describeError, StaffApiError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { fieldErrorText } from '../pipeline/api-field-error';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { FormProblem, LoadingRows } from '../ui/states';
import { getOnCall, personStatus, type StaffPersonRow, setOnCall } from './people-api';

type Slot = 'first' | 'second';
type Choice = Record<Slot, { personId: string; phone: string }>;
/** A slot's error sits at the number when that is what is wrong, else at the person. */
type Errors = Partial<Record<`${Slot}-${'person' | 'phone'}`, string>>;

const NOBODY = '';
const SLOTS: Slot[] = ['first', 'second'];
const LEGENDS: Record<Slot, string> = { first: 'First on call', second: `Second on call (after ${ESCALATE_AFTER_MINUTES} business minutes)` };

const choiceOf = (view: OnCallView): Choice => ({
  first: { personId: view.first?.personId ?? NOBODY, phone: view.first?.phone ?? '' },
  second: { personId: view.second?.personId ?? NOBODY, phone: view.second?.phone ?? '' },
});

/** The choice as the API takes it: nobody is null, numbers trimmed. */
const settingOf = (choice: Choice) => {
  const one = ({ personId, phone }: Choice[Slot]): OnCallPerson | null => (personId === NOBODY ? null : { personId, phone: phone.trim() });
  return { first: one(choice.first), second: one(choice.second) };
};

function errorsOf(choice: Choice): Errors {
  const setting = settingOf(choice);
  const found = onCallErrors(setting);
  const errors: Errors = {};
  for (const slot of SLOTS) {
    const person = setting[slot];
    // The number's own check, so that it shows even when the person is wrong as well.
    const phone = person ? onCallErrors({ first: person, second: null }).first : undefined;
    if (phone) errors[`${slot}-phone`] = phone;
    if (found[slot] && found[slot] !== phone) errors[`${slot}-person`] = found[slot];
  }
  return errors;
}

function NowOnCall({ view }: { view: OnCallView }) {
  return (
    <div className="rounded-tile bg-surface px-4 py-3 text-sm text-body ring-1 ring-line ring-inset">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">On call now</p>
      {SLOTS.map((slot) => {
        const person = view[slot];
        return (
          <p key={slot} className="mt-1">
            <span className="font-semibold text-ink">{slot === 'first' ? 'First' : 'Second'}:</span>{' '}
            {person ? (
              <>
                {person.name}, <span className="whitespace-nowrap">{person.phone}</span>
              </>
            ) : (
              'Nobody'
            )}
          </p>
        );
      })}
    </div>
  );
}

export function OnCallForm({ people }: { people: readonly StaffPersonRow[] }) {
  const current = useLoad('on-call', (signal) => getOnCall(signal));
  const view = current.data;
  const choices = people.filter((p) => p.role !== 'author' && personStatus(p) !== 'disabled');
  return (
    <section aria-labelledby="on-call-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id="on-call-heading" className="text-lg font-bold text-brand-950">
        On call for new leads
      </h2>
      <p className="mt-1 text-sm text-muted">
        The first person gets each new lead by text during business hours. When nobody has moved a lead on from New after {ESCALATE_AFTER_MINUTES} business
        minutes, the second person gets a text and an email.
      </p>
      {current.error ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          Who is on call could not be loaded. {current.error}
        </p>
      ) : !view ? (
        <LoadingRows label="Loading who is on call…" rows={2} />
      ) : (
        <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <ChoiceForm view={view} people={choices} onSaved={(saved) => current.setData(() => saved)} />
          <NowOnCall view={view} />
        </div>
      )}
    </section>
  );
}

/** The two slots, starting from the choice as loaded (so the form never shows Nobody before it). */
function ChoiceForm({ view, people, onSaved }: { view: OnCallView; people: readonly StaffPersonRow[]; onSaved: (saved: OnCallView) => void }) {
  const [choice, setChoice] = useState<Choice>(() => choiceOf(view));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const notify = useNotify();

  const edit = (slot: Slot, field: 'personId' | 'phone', value: string) => {
    setChoice((c) => ({ ...c, [slot]: { ...c[slot], [field]: value } }));
    const key = `${slot}-${field === 'personId' ? 'person' : 'phone'}` as const;
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = errorsOf(choice);
    setErrors(found);
    setProblem(null);
    const first = (['first-person', 'first-phone', 'second-person', 'second-phone'] as const).find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#on-call-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await setOnCall(settingOf(choice));
      onSaved(saved);
      notify(saved.first ? `${saved.first.name} is on call for new leads now.` : 'Nobody is on call for new leads now.');
    } catch (err) {
      // A 400 names what is wrong in words for staff; its hint speaks to API callers.
      setProblem(`Nothing was changed. ${err instanceof StaffApiError && err.status === 400 ? fieldErrorText(err) : describeError(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {SLOTS.map((slot) => (
        <fieldset key={slot}>
          <legend className="text-[0.9375rem] font-bold text-ink">{LEGENDS[slot]}</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 sm:items-start">
            <Field id={`on-call-${slot}-person`} label="Person" error={errors[`${slot}-person`]}>
              {(props) => (
                <select {...props} value={choice[slot].personId} onChange={(e) => edit(slot, 'personId', e.target.value)} className={`${inputClass} h-11.5`}>
                  <option value={NOBODY}>Nobody</option>
                  {people.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {choice[slot].personId !== NOBODY && (
              <Field id={`on-call-${slot}-phone`} label="Mobile number" hint="A US mobile with its area code." error={errors[`${slot}-phone`]}>
                {(props) => (
                  <input
                    {...props}
                    type="tel"
                    autoComplete="off"
                    value={choice[slot].phone}
                    onChange={(e) => edit(slot, 'phone', e.target.value)}
                    onBlur={(e) => {
                      const formatted = usPhone(e.target.value.trim())?.phone;
                      if (formatted) edit(slot, 'phone', formatted);
                    }}
                    className={inputClass}
                  />
                )}
              </Field>
            )}
          </div>
        </fieldset>
      ))}
      <Button type="submit" disabled={busy}>
        <PhoneCall aria-hidden="true" className="size-4.5" />
        {busy ? 'Saving…' : 'Save'}
      </Button>
      <FormProblem problem={problem} />
    </form>
  );
}
