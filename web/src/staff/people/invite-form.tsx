/**
 * Inviting someone: their name, address and role. Mistakes are said beside the field they are
 * about (the Worker's too: it names the field in `details`), and nothing typed is lost on a
 * refusal; after a successful invitation the form clears for the next one.
 */
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../shared/staff/staff-roles';
import { Button } from '../../components/ui/button';
import { describeError, StaffApiError } from '../lib/http';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { invitePerson } from './people-api';

type FieldName = 'name' | 'email' | 'role';
type Errors = Partial<Record<FieldName, string>>;

export const ROLE_HINTS: Readonly<Record<StaffRole, string>> = {
  owner: 'Everything, including people',
  editor: 'Every post, leads, applications, newsletters',
  author: 'Their own drafts, sent for review',
};

const MAX_NAME = 100;

function check(name: string, email: string): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = 'Enter their name.';
  else if (name.trim().length > MAX_NAME) errors.name = `Keep the name to ${MAX_NAME} characters.`;
  if (!email.trim()) errors.email = 'Enter their email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'Enter an email address like name@example.com.';
  return errors;
}

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('author');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const notify = useNotify();

  /** Editing a field takes back what was said about it; what was said about the others stays. */
  const edit = (field: FieldName, set: (value: string) => void) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    set(e.target.value);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const focusFirst = (found: Errors) => {
    const first = (['name', 'email', 'role'] as const).find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#invite-${first}`)?.focus();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = check(name, email);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const invited = await invitePerson({ name: name.trim(), email: email.trim(), role });
      notify(`Invited ${invited.name}. The invitation is on its way to ${invited.email}.`);
      setName('');
      setEmail('');
      setRole('author');
      onInvited();
    } catch (err) {
      const field = err instanceof StaffApiError && (err.details === 'name' || err.details === 'email' || err.details === 'role') ? err.details : null;
      if (field && err instanceof StaffApiError) {
        const byField = { [field]: `${err.message}.` };
        setErrors(byField);
        focusFirst(byField);
      } else {
        setProblem(`The invitation was not sent. ${describeError(err)}`);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="invite-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id="invite-heading" className="text-lg font-bold text-brand-950">
        Invite a person
      </h2>
      <p className="mt-1 text-sm text-muted">They get an email with a link that works once, for 48 hours, to set up a passkey and sign in.</p>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="mt-5 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_auto] lg:items-start"
      >
        <Field id="invite-name" label="Name" error={errors.name}>
          {(props) => <input {...props} type="text" autoComplete="off" value={name} onChange={edit('name', setName)} className={inputClass} />}
        </Field>
        <Field id="invite-email" label="Email address" error={errors.email}>
          {(props) => (
            <input {...props} type="email" autoComplete="off" spellCheck={false} value={email} onChange={edit('email', setEmail)} className={inputClass} />
          )}
        </Field>
        <Field id="invite-role" label="Role" error={errors.role} hint={ROLE_HINTS[role]}>
          {(props) => (
            <select {...props} value={role} onChange={edit('role', (v) => setRole(v as StaffRole))} className={`${inputClass} h-11.5`}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" className="lg:mt-7" disabled={busy}>
          <Send aria-hidden="true" className="size-4.5" />
          {busy ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
      {problem && (
        <p role="alert" className="mt-4 rounded-tile bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset">
          {problem}
        </p>
      )}
    </section>
  );
}
