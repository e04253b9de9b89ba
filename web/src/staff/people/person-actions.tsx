/**
 * What an owner can do to a person from the list: change their role (a dialog with the three
 * roles), send a new invitation, disable or enable them, and remove their passkeys, each change
 * after a confirmation that names the person. The owner's own row has none of these: their
 * account page is where they manage themselves, and the list cannot lock them out by a slip.
 */
import { BadgeCheck, Ban, KeyRound, Send, UserCog } from 'lucide-react';
import { useId, useState } from 'react';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../shared/staff/staff-roles';
import { plural } from '../lib/format';
import { describeError } from '../lib/http';
import { ActionMenu, MenuButton } from '../ui/action-menu';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useNotify } from '../ui/notices';
import { ROLE_HINTS } from './invite-form';
import { personStatus, removePasskeys, resendInvitation, type StaffPersonRow, updatePerson } from './people-api';

type Pending = { kind: 'role' | 'disable' | 'enable' | 'passkeys'; person: StaffPersonRow };

export function usePersonActions(onChanged: (person?: StaffPersonRow) => void) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [role, setRole] = useState<StaffRole>('author');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const roleGroup = useId();

  const open = (next: Pending) => {
    setError(null);
    setRole(next.person.role);
    setPending(next);
  };

  const resend = async (person: StaffPersonRow) => {
    try {
      await resendInvitation(person.id);
      notify(`A new invitation is on its way to ${person.email}. Earlier ones no longer work.`);
      onChanged();
    } catch (err) {
      notify(`Could not send the invitation: ${describeError(err)}`, 'error');
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, person } = pending;
    setBusy(true);
    setError(null);
    try {
      if (kind === 'passkeys') {
        const { removed } = await removePasskeys(person.id);
        notify(`Removed ${plural(removed, 'passkey')} of ${person.name}. They can sign in with an emailed link and add a new one.`);
        onChanged();
      } else if (kind === 'role') {
        if (role !== person.role) {
          onChanged(await updatePerson(person.id, { role }));
          notify(`${person.name} is now ${ROLE_LABELS[role].toLowerCase()}.`);
        }
      } else {
        onChanged(await updatePerson(person.id, { disabled: kind === 'disable' }));
        notify(kind === 'disable' ? `Disabled ${person.name}. They are signed out everywhere.` : `Enabled ${person.name}. They can sign in again.`);
      }
      setPending(null);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  const menu = (person: StaffPersonRow) => {
    const status = personStatus(person);
    return (
      <ActionMenu label={`Actions for ${person.name}`}>
        {(close) => (
          <ul>
            <li>
              <MenuButton close={close} onSelect={() => open({ kind: 'role', person })}>
                <UserCog aria-hidden="true" /> Change role
              </MenuButton>
            </li>
            {status !== 'disabled' && (
              <li>
                <MenuButton close={close} onSelect={() => void resend(person)}>
                  <Send aria-hidden="true" /> {status === 'invited' ? 'Resend invitation' : 'Send a new invitation'}
                </MenuButton>
              </li>
            )}
            {person.passkeys > 0 && (
              <li>
                <MenuButton close={close} onSelect={() => open({ kind: 'passkeys', person })}>
                  <KeyRound aria-hidden="true" /> Remove passkeys
                </MenuButton>
              </li>
            )}
            <li className="mt-1 border-t border-line pt-1">
              {status === 'disabled' ? (
                <MenuButton close={close} onSelect={() => open({ kind: 'enable', person })}>
                  <BadgeCheck aria-hidden="true" /> Enable
                </MenuButton>
              ) : (
                <MenuButton close={close} onSelect={() => open({ kind: 'disable', person })} danger>
                  <Ban aria-hidden="true" /> Disable
                </MenuButton>
              )}
            </li>
          </ul>
        )}
      </ActionMenu>
    );
  };

  const person = pending?.person;
  const cancel = () => {
    setPending(null);
    setError(null);
  };
  const dialogs = (
    <>
      <ConfirmDialog
        open={pending?.kind === 'role'}
        title={person ? `Change ${person.name}’s role` : 'Change role'}
        confirmLabel={busy ? 'Saving…' : 'Save role'}
        tone="neutral"
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <fieldset>
          <legend className="text-sm text-muted">What they can do takes effect on their next click.</legend>
          <div className="mt-3 space-y-2">
            {STAFF_ROLES.map((r) => (
              <label
                key={r}
                className="flex cursor-pointer items-start gap-3 rounded-tile p-3 ring-1 ring-line ring-inset has-checked:bg-brand-50 has-checked:ring-brand-300"
              >
                <input type="radio" name={roleGroup} value={r} checked={role === r} onChange={() => setRole(r)} className="mt-1 size-4 accent-brand-700" />
                <span>
                  <span className="block font-semibold text-ink">{ROLE_LABELS[r]}</span>
                  <span className="block text-sm text-muted">{ROLE_HINTS[r]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'disable'}
        title={person ? `Disable ${person.name}?` : 'Disable?'}
        confirmLabel={busy ? 'Disabling…' : 'Disable'}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <p>They are signed out everywhere at once, and neither their passkeys nor emailed links sign them in until you enable them again.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'enable'}
        title={person ? `Enable ${person.name}?` : 'Enable?'}
        confirmLabel={busy ? 'Enabling…' : 'Enable'}
        tone="neutral"
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <p>They can sign in again with their passkeys or an emailed link, as {person ? ROLE_LABELS[person.role].toLowerCase() : 'before'}.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'passkeys'}
        title={person ? `Remove ${person.name}’s passkeys?` : 'Remove passkeys?'}
        confirmLabel={busy ? 'Removing…' : `Remove ${person ? plural(person.passkeys, 'passkey') : 'passkeys'}`}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <p>
          For a lost or shared device: none of their passkeys signs in any more. They can still sign in with an emailed link and add a passkey on a device of
          theirs.
        </p>
      </ConfirmDialog>
    </>
  );

  return { menu, dialogs };
}
