/**
 * Who is signed in (the person: name, email, role), for the whole staff app. Checks the session
 * once on load; any later 401
 * (the session expired or was revoked) flips it to signed out and sends the user to sign-in,
 * remembering where they were so signing in again brings them back.
 */
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { can, type Permission, ROLE_LABELS } from '../../../../shared/staff/staff-roles';
import { Button, buttonClass } from '../../components/ui/button';
import { describeError, onUnauthorized } from '../lib/http';
import { PageHeader } from '../layout/page-header';
import { EmptyState, FullPageMessage } from '../ui/states';
import { getSession, type SessionState, type StaffPerson } from './session-api';

/** `ended`: signed out by a 401 mid-work (the session expired or was revoked), not by choice. */
type Status = { kind: 'checking' } | { kind: 'error'; message: string } | { kind: 'ready'; session: SessionState; ended?: boolean };

interface SessionValue {
  status: Status;
  /** After a successful sign-in (or sign-out): read the session again. */
  refresh: () => Promise<SessionState | null>;
  /** Marks the session ended without asking the server (after sign-out). */
  markSignedOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession outside SessionRoot');
  return value;
}

/** The person signed in (name, email, role), once the session is known. */
export function usePerson(): StaffPerson | null {
  const { status } = useSession();
  return status.kind === 'ready' && status.session.signedIn ? status.session.person : null;
}

/** The sign-in address that brings the user back to `from` (a path inside the app). */
export function signInPath(from: string): string {
  return from && from !== '/' && !from.startsWith('/sign-in') ? `/sign-in?next=${encodeURIComponent(from)}` : '/sign-in';
}

/** A `next` parameter, if it is a path inside the app (never another site). */
export function safeNext(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) && !next.startsWith('/sign-in') ? next : '/posts';
}

/** The root of the route tree: provides the session to every screen. */
export function SessionRoot() {
  const [status, setStatus] = useState<Status>({ kind: 'checking' });
  const refresh = useCallback(async () => {
    try {
      const session = await getSession();
      setStatus({ kind: 'ready', session });
      return session;
    } catch (err) {
      setStatus({ kind: 'error', message: describeError(err) });
      return null;
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const markSignedOut = useCallback(() => setStatus({ kind: 'ready', session: { signedIn: false, access: false } }), []);

  useEffect(() => {
    // RequireSession then sends the user to sign-in, remembering the screen they were on.
    onUnauthorized(() => setStatus({ kind: 'ready', session: { signedIn: false, access: false }, ended: true }));
    return () => onUnauthorized(null);
  }, []);

  const value = useMemo(() => ({ status, refresh, markSignedOut }), [status, refresh, markSignedOut]);

  if (status.kind === 'checking') return <FullPageMessage title="Checking your session…" busy />;
  if (status.kind === 'error') {
    return (
      <FullPageMessage title="The staff area cannot be reached" role="alert">
        <p>{status.message}</p>
        <Button className="mt-6" onClick={() => void refresh()}>
          Try again
        </Button>
      </FullPageMessage>
    );
  }
  return (
    <SessionContext value={value}>
      <Outlet />
    </SessionContext>
  );
}

/** Screens behind sign-in: a signed-out visit goes to sign-in and comes back after. */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status.kind === 'ready' && !status.session.signedIn) {
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace state={{ expired: status.ended === true }} />;
  }
  return children;
}

/** A screen only some roles may use: the screen (its child route) for them, a friendly refusal for the rest. */
export function RequirePermission({ permission }: { permission: Permission }) {
  const person = usePerson();
  if (person && !can(person.role, permission)) {
    return (
      <div className="space-y-8">
        <PageHeader title="Not available for your role" />
        <EmptyState title="This screen is not for your role">
          <p>You are signed in as {ROLE_LABELS[person.role].toLowerCase()}. Ask an owner if you need it.</p>
          <Link to="/posts" className={buttonClass('primary', 'md', 'mt-6')}>
            Go to posts
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <Outlet />;
}
