/**
 * /staff/account: the person signed in, as the back office knows them (name, email, role), and
 * their passkeys: each with when it was added and last used, removable after a confirmation, and
 * "Add a passkey on this device". Removing the last one is allowed: the emailed sign-in link
 * always remains, and the page says so.
 */
import { Fingerprint, KeyRound, Mail, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS } from '../../../../shared/staff/staff-roles';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../layout/page-header';
import { formatDateTime, plural } from '../lib/format';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { addMyPasskey, listMyPasskeys, type Passkey, passkeyProblem, passkeysSupported, removeMyPasskey } from '../session/session-api';
import { usePerson } from '../session/session-context';
import { smallButtonClass } from '../ui/buttons';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useNotify } from '../ui/notices';
import { EmptyState, FormProblem, ListStates } from '../ui/states';

const cardClass = 'rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6';

export function AccountPage() {
  const me = usePerson();
  const passkeys = useLoad('passkeys', (signal) => listMyPasskeys(signal));
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const notify = useNotify();
  const supported = passkeysSupported();
  const list = passkeys.data ?? [];

  const add = async () => {
    if (adding) return;
    setAdding(true);
    setAddError(null);
    try {
      await addMyPasskey();
      notify('Passkey added. Next time, sign in with it on this device.');
      passkeys.reload();
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      const dismissed = name === 'NotAllowedError' || name === 'AbortError';
      setAddError(
        dismissed ? 'No passkey was added: the dialog was closed or timed out. Try again when you are ready.' : (passkeyProblem(err) ?? describeError(err)),
      );
    } finally {
      setAdding(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setRemoveError(null);
    try {
      await removeMyPasskey(removing.id);
      passkeys.setData((d) => d?.filter((k) => k.id !== removing.id));
      notify(`Removed the passkey “${removing.name}”.`);
      setRemoving(null);
    } catch (err) {
      setRemoveError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  const last = list.length === 1;

  return (
    <div className="space-y-6">
      <PageHeader title="Your account" description="How the back office knows you, and the passkeys that sign you in" />

      <section aria-labelledby="account-who" className={cardClass}>
        <h2 id="account-who" className="text-lg font-bold text-brand-950">
          You
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-muted">Name</dt>
            <dd className="mt-0.5 break-words text-ink">{me?.name}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">Email</dt>
            <dd className="mt-0.5 break-all text-ink">{me?.email}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">Role</dt>
            <dd className="mt-0.5 text-ink">{me ? ROLE_LABELS[me.role] : ''}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted">Your role is an owner’s to change, on the People screen.</p>
      </section>

      <section aria-labelledby="account-passkeys" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="account-passkeys" className="text-lg font-bold text-brand-950">
              Passkeys
            </h2>
            <p className="mt-1 text-sm text-muted">
              A passkey signs you in with this device’s fingerprint, face or screen lock. No passkey at hand? An emailed sign-in link always works, so removing
              even your last passkey does not lock you out.
            </p>
          </div>
          {supported && (
            <Button type="button" className="shrink-0" disabled={adding} onClick={() => void add()}>
              <Fingerprint aria-hidden="true" className="size-5" />
              {adding ? 'Waiting for this device…' : 'Add a passkey on this device'}
            </Button>
          )}
        </div>
        {!supported && <p className="text-sm text-muted">This browser cannot make passkeys. Sign in with an emailed link, or use another browser.</p>}
        <FormProblem problem={addError} />

        <ListStates
          list={passkeys}
          noun="passkeys"
          isEmpty={(d) => d.length === 0}
          empty={
            <EmptyState title="No passkeys yet" icon={<KeyRound aria-hidden="true" />}>
              <p>You sign in with emailed links for now. Add a passkey on a device you use, and sign in with one tap next time.</p>
            </EmptyState>
          }
        >
          {(d) => (
            <ul className={`${cardClass} divide-y divide-line/70 py-1 sm:py-1`} aria-label={plural(d.length, 'passkey')}>
              {d.map((k) => (
                <li key={k.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 items-start gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-tile bg-brand-100 text-brand-800">
                      <KeyRound aria-hidden="true" className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-ink">{k.name}</p>
                      <p className="text-sm text-muted">
                        Added <time dateTime={k.createdAt}>{formatDateTime(k.createdAt)}</time>
                        {' · '}
                        {k.lastUsedAt ? (
                          <>
                            last used <time dateTime={k.lastUsedAt}>{formatDateTime(k.lastUsedAt)}</time>
                          </>
                        ) : (
                          'not used to sign in yet'
                        )}
                      </p>
                    </div>
                  </div>
                  <button
                    type="button"
                    className={smallButtonClass('danger', 'self-start sm:self-center')}
                    onClick={() => {
                      setRemoveError(null);
                      setRemoving(k);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove<span className="sr-only"> the passkey {k.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>

      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove “${removing.name}”?` : 'Remove passkey?'}
        confirmLabel={busy ? 'Removing…' : 'Remove passkey'}
        busy={busy}
        error={removeError}
        onConfirm={() => void remove()}
        onCancel={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
      >
        <p>It no longer signs you in. Remove the passkey from the device too, in its password or passkey settings.</p>
        {last && (
          <p className="mt-3 flex gap-2 text-muted">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            It is your last passkey: you will sign in with an emailed link until you add another.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
