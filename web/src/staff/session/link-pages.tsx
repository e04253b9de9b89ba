/**
 * The two pages an emailed link opens, outside the staff frame:
 * - /staff/sign-in/link?token=…: says whose link it is; "Sign in" uses it up (a button, so a mail
 *   scanner opening the link signs nobody in), then offers "Add a passkey on this device".
 * - /staff/invitation?token=…: says who is invited and as what; "Set up a passkey" registers one on
 *   this device, uses the invitation up and signs in.
 * A used, expired or unknown link gets a page saying so and how to get a new one.
 */
import { CircleAlert, Fingerprint } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ROLE_LABELS } from '../../../../shared/staff/staff-roles';
import { Button, buttonClass } from '../../components/ui/button';
import { describeError, StaffApiError } from '../lib/http';
import { usePageTitle } from '../lib/page-title';
import { acceptInvitation, addMyPasskey, type LinkInfo, lookUpLink, passkeyProblem, passkeysSupported, redeemSignInLink } from './session-api';
import { useSession } from './session-context';
import { SignInFrame } from './sign-in-page';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; link: LinkInfo };

function useLink(token: string): Load {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    lookUpLink(token, controller.signal)
      .then((link) => setLoad({ kind: 'ready', link }))
      .catch((err) => {
        if (!controller.signal.aborted) setLoad({ kind: 'error', message: describeError(err) });
      });
    return () => controller.abort();
  }, [token]);
  return load;
}

function Problem({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 flex gap-2.5 rounded-tile bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset">
      <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** The page for a link that cannot be used, saying why and what to do instead. */
function DeadLink({ state, invitation }: { state: LinkInfo['state']; invitation: boolean }) {
  const title =
    state === 'used'
      ? 'This link has been used already'
      : state === 'expired'
        ? 'This link has expired'
        : state === 'disabled'
          ? 'This account is disabled'
          : 'This link is not valid';
  const what = invitation
    ? 'Invitations work once and for 48 hours. Ask an owner of the back office to send you a new invitation.'
    : 'Sign-in links work once and for 15 minutes. Ask for a new one on the sign-in page, or sign in with your passkey.';
  return (
    <SignInFrame title={title}>
      <p className="mt-4 text-[0.9375rem] text-ink">{state === 'disabled' ? 'Ask an owner if you should still have access.' : what}</p>
      <Link to="/sign-in" replace className={buttonClass('primary', 'md', 'mt-6 w-full')}>
        Go to sign-in
      </Link>
    </SignInFrame>
  );
}

export function SignInLinkPage() {
  usePageTitle('Sign in with your link');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const load = useLink(token);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<'confirm' | 'busy' | 'signed-in' | 'adding'>('confirm');
  const [error, setError] = useState<string | null>(null);

  if (load.kind === 'loading') return <SignInFrame title="Checking your link…" />;
  if (load.kind === 'error') return <SignInFrame title="The link cannot be checked just now">{<Problem message={load.message} />}</SignInFrame>;
  const { link } = load;
  if (step === 'confirm' && (link.state !== 'valid' || link.purpose !== 'sign-in')) {
    return <DeadLink state={link.purpose === 'sign-in' ? link.state : 'unknown'} invitation={false} />;
  }

  const signIn = async () => {
    setStep('busy');
    setError(null);
    try {
      await redeemSignInLink(token);
      await refresh();
      setStep('signed-in');
    } catch (err) {
      setStep('confirm');
      setError(err instanceof StaffApiError ? [err.message, err.hint].filter(Boolean).join('. ') : describeError(err));
    }
  };

  const addPasskey = async () => {
    setStep('adding');
    setError(null);
    try {
      await addMyPasskey();
      navigate('/posts', { replace: true, state: { passkeyAdded: true } });
    } catch (err) {
      setStep('signed-in');
      setError(passkeyProblem(err) ?? describeError(err));
    }
  };

  if (step === 'signed-in' || step === 'adding') {
    return (
      <SignInFrame title="You are signed in">
        <p className="mt-4 text-[0.9375rem] text-ink">
          Next time, skip the email: add a passkey on this device and sign in with your fingerprint, face or device PIN.
        </p>
        {error && <Problem message={error} />}
        {passkeysSupported() && (
          <Button type="button" className="mt-6 w-full" disabled={step === 'adding'} onClick={() => void addPasskey()}>
            <Fingerprint aria-hidden="true" className="size-5" />
            {step === 'adding' ? 'Waiting for your device…' : 'Add a passkey on this device'}
          </Button>
        )}
        <Link to="/posts" replace className={buttonClass('ghost', 'md', 'mt-3 w-full')}>
          Not now, go to the back office
        </Link>
      </SignInFrame>
    );
  }

  return (
    <SignInFrame title="Sign in with your link">
      <p className="mt-4 text-[0.9375rem] text-ink">
        This link signs in <strong className="font-semibold">{link.person?.name}</strong> ({link.person?.email}), once.
      </p>
      {error && <Problem message={error} />}
      <Button type="button" className="mt-6 w-full" disabled={step === 'busy'} onClick={() => void signIn()}>
        {step === 'busy' ? 'Signing in…' : `Sign in as ${link.person?.name}`}
      </Button>
    </SignInFrame>
  );
}

export function InvitationPage() {
  usePageTitle('Your invitation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const load = useLink(token);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (load.kind === 'loading') return <SignInFrame title="Checking your invitation…" />;
  if (load.kind === 'error') return <SignInFrame title="The invitation cannot be checked just now">{<Problem message={load.message} />}</SignInFrame>;
  const { link } = load;
  if (link.state !== 'valid' || link.purpose !== 'invitation' || !link.person) {
    return <DeadLink state={link.purpose === 'invitation' ? link.state : 'unknown'} invitation />;
  }
  const person = link.person;

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation(token);
      await refresh();
      navigate('/posts', { replace: true });
    } catch (err) {
      setError(passkeyProblem(err) ?? (err instanceof StaffApiError ? [err.message, err.hint].filter(Boolean).join('. ') : describeError(err)));
      setBusy(false);
    }
  };

  return (
    <SignInFrame title={`Welcome, ${person.name}`}>
      <p className="mt-4 text-[0.9375rem] text-ink">
        You are invited to the Oakbright back office as <strong className="font-semibold">{ROLE_LABELS[person.role].toLowerCase()}</strong>, with {person.email}
        .
      </p>
      <p className="mt-3 text-sm text-muted">
        Set up a passkey on this device: from then on you sign in with your fingerprint, face or device PIN. No password to remember.
      </p>
      {error && <Problem message={error} />}
      {passkeysSupported() ? (
        <Button type="button" className="mt-6 w-full" disabled={busy} onClick={() => void accept()}>
          <Fingerprint aria-hidden="true" className="size-5" />
          {busy ? 'Waiting for your device…' : 'Set up a passkey'}
        </Button>
      ) : (
        <Problem message="This browser cannot make passkeys. Open the invitation in an up-to-date browser (Chrome, Safari, Edge or Firefox)." />
      )}
    </SignInFrame>
  );
}
