/**
 * /staff/sign-in: "Sign in with a passkey" (also offered in the email field's autofill where the
 * browser supports it), and the fallback, "Email me a sign-in link", whose answer is the same
 * whether the address has an account or not. Says plainly what went wrong (no passkey used, a
 * lockout with the seconds left, no connection). Signing out also lands here: the session is
 * ended first, then the form shows. Already signed in: straight on to where the user was going.
 */
import { CircleAlert, Fingerprint, Mail, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { plural } from '../lib/format';
import { describeError, StaffApiError } from '../lib/http';
import { StaffMark } from '../layout/staff-mark';
import { usePageTitle } from '../lib/page-title';
import { inputClass, labelClass } from '../ui/field';
import { emailSignInLink, passkeyProblem, passkeysSupported, signInWithPasskey, signOut } from './session-api';
import { safeNext, useSession } from './session-context';

function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function SignInPage() {
  usePageTitle('Sign in');
  const { status, refresh, markSignedOut } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const routeState = (location.state ?? {}) as { signOut?: boolean; signedOut?: boolean; expired?: boolean };

  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<'passkey' | 'email' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  // Arriving with { signOut: true } ends the session; the effect below then replaces that state.
  const signingOut = routeState.signOut === true;
  const left = useCountdown(lockedUntil);
  const errorId = useId();
  const hintId = useId();
  const supported = passkeysSupported();

  // After a session ended mid-work, ask again whether Cloudflare Access is how staff sign in here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (status.kind === 'ready' && status.ended) void refresh();
  }, []);

  useEffect(() => {
    if (!routeState.signOut) return;
    let cancelled = false;
    signOut()
      .catch(() => undefined)
      .finally(() => {
        if (cancelled) return;
        markSignedOut();
        navigate('/sign-in', { replace: true, state: { signedOut: true } });
      });
    return () => {
      cancelled = true;
    };
  }, [routeState.signOut, markSignedOut, navigate]);

  // Passkeys in the email field's autofill, where the browser offers that (not right after signing out).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (signingOut || routeState.signedOut || !supported) return;
    let active = true;
    void (async () => {
      const conditional = await window.PublicKeyCredential?.isConditionalMediationAvailable?.().catch(() => false);
      if (!conditional || !active) return;
      try {
        await signInWithPasskey(true);
        await refresh();
      } catch {
        /* dismissed or replaced by the button's own request: nothing to say */
      }
    })();
    return () => {
      active = false;
    };
  }, []);

  if (signingOut) return <SignInFrame title="Signing out…" />;
  const session = status.kind === 'ready' ? status.session : null;
  if (session?.signedIn) return <Navigate to={next} replace />;
  const access = session !== null && !session.signedIn && session.access;
  const accessMessage = session !== null && !session.signedIn ? session.message : undefined;
  const locked = left > 0;

  const refused = (err: unknown) => {
    if (err instanceof StaffApiError && err.status === 429) {
      const wait = err.retryAfter ?? 60;
      setLockedUntil(Date.now() + wait * 1000);
      setError(`Too many attempts from this network. Try again in ${plural(wait, 'second')}.`);
    } else if (err instanceof StaffApiError && err.status === 401) {
      setError('That passkey did not sign you in. Try again, or email yourself a sign-in link.');
    } else {
      setError(passkeyProblem(err) ?? describeError(err));
    }
  };

  const withPasskey = async () => {
    if (busy || locked) return;
    setBusy('passkey');
    setError(null);
    try {
      await signInWithPasskey();
      const now = await refresh();
      if (now && !now.signedIn) setError('Signed in, but the browser did not keep the session. Allow cookies for this site and try again.');
    } catch (err) {
      refused(err);
    } finally {
      setBusy(null);
    }
  };

  const sendLink = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy || locked) return;
    if (!email.trim() || !email.includes('@')) {
      setError('Enter the email address of your staff account.');
      document.getElementById('staff-email')?.focus();
      return;
    }
    setBusy('email');
    setError(null);
    try {
      setSent(await emailSignInLink(email.trim()));
    } catch (err) {
      refused(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SignInFrame title="Sign in to the back office">
      {routeState.signedOut && !error && (
        <p role="status" className="mt-4 rounded-tile bg-accent-100 px-4 py-3 text-sm font-medium text-accent-800">
          You are signed out.
        </p>
      )}
      {routeState.expired && !error && (
        <p role="status" className="mt-4 rounded-tile bg-brand-100 px-4 py-3 text-sm font-medium text-brand-900">
          Your session has ended. Sign in again to carry on where you were.
        </p>
      )}
      {access && (
        <div className="mt-5 flex gap-3 rounded-tile bg-brand-50 p-4 text-sm text-ink ring-1 ring-brand-200 ring-inset">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <p>
            {accessMessage ?? (
              <>
                <strong className="font-semibold">Staff can sign in through Cloudflare Access.</strong> Open this page from your Access login (your work email)
                and you are signed in automatically.
              </>
            )}
          </p>
        </div>
      )}
      {error && (
        <p
          id={errorId}
          role="alert"
          className="mt-4 flex gap-2.5 rounded-tile bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {supported ? (
        <Button type="button" className="mt-6 w-full" disabled={busy !== null || locked} onClick={() => void withPasskey()}>
          <Fingerprint aria-hidden="true" className="size-5" />
          {busy === 'passkey' ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
        </Button>
      ) : (
        <p className="mt-6 text-sm text-muted">This browser cannot use passkeys. Email yourself a sign-in link instead.</p>
      )}
      <div className="mt-7 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      {sent ? (
        <div role="status" className="mt-5 flex gap-3 rounded-tile bg-accent-100 p-4 text-sm text-accent-800">
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          <p>
            <strong className="font-semibold">Check your email.</strong> {sent}
          </p>
        </div>
      ) : (
        <form className="mt-5" onSubmit={sendLink} noValidate>
          <label htmlFor="staff-email" className={labelClass}>
            Email address
          </label>
          <input
            id="staff-email"
            name="email"
            type="email"
            autoComplete="username webauthn"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error && busy === null && !email.includes('@') ? true : undefined}
            aria-describedby={[error && errorId, hintId].filter(Boolean).join(' ')}
            className={`${inputClass} mt-1.5`}
          />
          <p id={hintId} className="mt-1.5 text-sm text-muted">
            No passkey on this device? We email you a link that signs you in once, within 15 minutes.
          </p>
          <Button type="submit" variant="ghost" className="mt-4 w-full" disabled={busy !== null || locked}>
            {busy === 'email' ? 'Sending…' : 'Email me a sign-in link'}
          </Button>
        </form>
      )}
      {locked && (
        <p className="mt-3 text-center text-sm text-muted" aria-hidden="true">
          Try again in {plural(left, 'second')}.
        </p>
      )}
    </SignInFrame>
  );
}

export function SignInFrame({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-brand-950">
      <main className="flex flex-1 items-center justify-center px-5 py-12">
        <div className="w-full max-w-md">
          <StaffMark large className="mb-8 justify-center" />
          <div className="rounded-card bg-white p-7 shadow-lift sm:p-9">
            <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">{title}</h1>
            {children}
          </div>
          <a href="/" className="mx-auto mt-6 block w-fit text-center text-sm font-semibold text-brand-100 underline underline-offset-4 hover:text-white">
            Not staff? Go to the Oakbright website
          </a>
        </div>
      </main>
    </div>
  );
}
