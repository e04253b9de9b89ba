/**
 * Who prospects hear from: the person whose name, title and direct line sign every lead's
 * acknowledgement, or the company's client care team with the main line. Owners choose it here,
 * among the active owners and editors; the card shows the signature as emails carry it now.
 * Mistakes are said beside their field (the same checks as the Worker's, shared/staff/follow-up.ts),
 * and nothing typed is lost on a refusal.
 */
import { PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { followUpErrors, type FollowUpView, usPhone } from '../../../../shared/staff/follow-up';
import { Button } from '../../components/ui/button';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { FormProblem, LoadingRows } from '../ui/states';
import { getFollowUp, personStatus, type StaffPersonRow, setFollowUp } from './people-api';

type FieldName = 'person' | 'title' | 'phone';
type Errors = Partial<Record<FieldName, string>>;

const TEAM = '';

function Signature({ view }: { view: FollowUpView }) {
  const { signer } = view;
  return (
    <div className="rounded-tile bg-surface px-4 py-3 text-sm text-body ring-1 ring-line ring-inset">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">Emails are signed now</p>
      <p className="mt-1 font-semibold text-ink">{signer.name}</p>
      {signer.title && <p>{signer.title}</p>}
      <p>
        Direct line <span className="whitespace-nowrap">{signer.phone}</span>
      </p>
    </div>
  );
}

export function FollowUpForm({ people }: { people: readonly StaffPersonRow[] }) {
  const current = useLoad('follow-up', (signal) => getFollowUp(signal));
  const [person, setPerson] = useState(TEAM);
  const [title, setTitle] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const notify = useNotify();

  const view = current.data;
  useEffect(() => {
    if (!view) return;
    setPerson(view.personId ?? TEAM);
    setTitle(view.title);
    setPhone(view.phone);
  }, [view]);

  const choices = people.filter((p) => p.role !== 'author' && personStatus(p) !== 'disabled');

  const edit = (field: FieldName, set: (value: string) => void) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    set(e.target.value);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Errors = person === TEAM ? {} : followUpErrors({ title: title.trim(), phone: phone.trim() });
    setErrors(found);
    setProblem(null);
    const first = (['person', 'title', 'phone'] as const).find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#follow-up-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await setFollowUp(person === TEAM ? { personId: null } : { personId: person, title: title.trim(), phone: phone.trim() });
      current.setData(() => saved);
      notify(`Prospects now hear from ${saved.signer.name}.`);
    } catch (err) {
      setProblem(`Nothing was changed. ${describeError(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="follow-up-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id="follow-up-heading" className="text-lg font-bold text-brand-950">
        Who prospects hear from
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every acknowledgement of a quote or walkthrough request is signed by this person, with their direct line, and they follow up.
      </p>
      {current.error ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          The current choice could not be loaded. {current.error}
        </p>
      ) : !view ? (
        <LoadingRows label="Loading who prospects hear from…" rows={2} />
      ) : (
        <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 sm:items-start">
            <Field id="follow-up-person" label="Person" error={errors.person} className="sm:col-span-2">
              {(props) => (
                <select {...props} value={person} onChange={edit('person', setPerson)} className={`${inputClass} h-11.5`}>
                  <option value={TEAM}>The client care team (main line)</option>
                  {choices.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {person !== TEAM && (
              <>
                <Field id="follow-up-title" label="Their title" hint="For example, Client Care Manager." error={errors.title}>
                  {(props) => <input {...props} type="text" autoComplete="off" value={title} onChange={edit('title', setTitle)} className={inputClass} />}
                </Field>
                <Field id="follow-up-phone" label="Their direct line" hint="A US number with its area code." error={errors.phone}>
                  {(props) => (
                    <input
                      {...props}
                      type="tel"
                      autoComplete="off"
                      value={phone}
                      onChange={edit('phone', setPhone)}
                      onBlur={() => setPhone((v) => usPhone(v.trim())?.phone ?? v)}
                      className={inputClass}
                    />
                  )}
                </Field>
              </>
            )}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                <PenLine aria-hidden="true" className="size-4.5" />
                {busy ? 'Saving…' : 'Save'}
              </Button>
            </div>
            <FormProblem problem={problem} className="sm:col-span-2" />
          </form>
          <Signature view={view} />
        </div>
      )}
    </section>
  );
}
