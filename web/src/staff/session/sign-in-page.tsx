/**
 * /staff/sign-in: one password field for the staff key. Says plainly what went wrong (a wrong
 * key, a lockout with the seconds left, no connection). Signing out also lands here: the session
 * is ended first, then the form shows. Already signed in: straight on to where the user was going.
 */
import { CircleAlert, KeyRound, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { plural } from '../lib/format';
import { describeError, StaffApiError } from '../lib/http';
import { StaffMark } from '../layout/staff-mark';
import { usePageTitle } from '../lib/page-title';
import { inputClass, labelClass } from '../ui/field';
import { signIn, signOut } from './session-api';
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

  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  // Arriving with { signOut: true } ends the session; the effect below then replaces that state.
  const signingOut = routeState.signOut === true;
  const left = useCountdown(lockedUntil);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();

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

  if (signingOut) return <SignInFrame title="Signing out…" />;
  const session = status.kind === 'ready' ? status.session : null;
  if (session?.signedIn) return <Navigate to={next} replace />;
  const access = session !== null && !session.signedIn && session.access;
  const locked = left > 0;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy || locked) return;
    if (!key.trim()) {
      setError('Enter the staff key.');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(key.trim());
      const now = await refresh();
      if (now && !now.signedIn) setError('Signed in, but the browser did not keep the session. Allow cookies for this site and try again.');
      // A signed-in session re-renders this screen as a redirect to `next`.
    } catch (err) {
      if (err instanceof StaffApiError && err.status === 429) {
        const wait = err.retryAfter ?? 60;
        setLockedUntil(Date.now() + wait * 1000);
        setError(`Too many wrong keys from this network. Sign-in is locked for ${plural(wait, 'second')}.`);
      } else if (err instanceof StaffApiError && err.status === 401) {
        // Here a 401 is a wrong key, not an ended session.
        setError('That key is not right. Check it and try again.');
      } else {
        setError(describeError(err));
      }
      setKey('');
      inputRef.current?.focus();
    } finally {
      setBusy(false);
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
            <strong className="font-semibold">Staff sign in through Cloudflare Access.</strong> Open this page from your Access login (your work email) and you
            are signed in automatically. The staff key below works too.
          </p>
        </div>
      )}
      <form className="mt-6" onSubmit={submit} noValidate>
        <label htmlFor="staff-key" className={labelClass}>
          Staff key
        </label>
        <div className="relative mt-1.5">
          <KeyRound aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
          <input
            ref={inputRef}
            id="staff-key"
            name="key"
            type="password"
            autoComplete="current-password"
            // biome-ignore lint/a11y/noAutofocus: the screen's one field; signing in is all there is to do here
            autoFocus
            value={key}
            onChange={(e) => setKey(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error && errorId, hintId].filter(Boolean).join(' ')}
            className={`${inputClass} pl-11`}
          />
        </div>
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          The key your site administrator gave you. You stay signed in for 12 hours on this browser.
        </p>
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
        <Button type="submit" className="mt-6 w-full" disabled={busy || locked}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
        {locked && (
          <p className="mt-3 text-center text-sm text-muted" aria-hidden="true">
            Try again in {plural(left, 'second')}.
          </p>
        )}
      </form>
    </SignInFrame>
  );
}

function SignInFrame({ title, children }: { title: string; children?: React.ReactNode }) {
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
