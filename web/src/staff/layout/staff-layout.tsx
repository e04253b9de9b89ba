/**
 * The frame of every signed-in screen: the navigation (a sidebar on wide screens, a top bar
 * with a menu on phones) with only the screens the person's role may use, who is signed in (their
 * account page), and the screen itself in <main>. Sign-out goes through the sign-in
 * screen, so an editor with unsaved changes can still ask first.
 */
import { CircleUserRound, ExternalLink, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { can, ROLE_LABELS } from '../../../../shared/staff/staff-roles';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../lib/format';
import { STAFF_SCREENS } from '../screens';
import { usePerson, useSession } from '../session/session-context';
import { NoticeProvider } from '../ui/notices';
import { StaffMark } from './staff-mark';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-tile px-3 text-[0.9375rem] font-semibold text-brand-100 transition-colors hover:bg-white/10 hover:text-white';

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const person = usePerson();
  // Screens the role cannot use are not offered (the router refuses them too).
  const items = STAFF_SCREENS.flatMap(({ path, nav, permission }) =>
    nav && (!permission || (person !== null && can(person.role, permission))) ? [{ to: `/${path}`, ...nav }] : [],
  );
  return (
    <>
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) => cn(itemClass, isActive && 'bg-white/10 text-white shadow-[inset_3px_0_0_var(--color-accent-500)]')}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 opacity-80" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="mt-6 space-y-1 border-t border-white/10 pt-6">
        <li>
          <NavLink
            to="/account"
            onClick={onNavigate}
            className={({ isActive }) => cn(itemClass, isActive && 'bg-white/10 text-white shadow-[inset_3px_0_0_var(--color-accent-500)]')}
          >
            <CircleUserRound aria-hidden="true" className="size-5 shrink-0 opacity-80" />
            <span className="min-w-0">
              <span className="block truncate">{person?.name ?? 'Your account'}</span>
              {person && <span className="block text-xs font-medium text-brand-200">{ROLE_LABELS[person.role]}</span>}
            </span>
          </NavLink>
        </li>
        <li>
          <a href="/" className={itemClass}>
            <ExternalLink aria-hidden="true" className="size-5 shrink-0 opacity-80" />
            View site
          </a>
        </li>
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              onNavigate?.();
              navigate('/sign-in', { state: { signOut: true } });
            }}
          >
            <LogOut aria-hidden="true" className="size-5 shrink-0 opacity-80" />
            Sign out
          </button>
        </li>
      </ul>
    </>
  );
}

function MobileBar() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className="bg-brand-950 lg:hidden">
      <div className="flex h-16 items-center justify-between px-5">
        <StaffMark />
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-white ring-1 ring-white/25 ring-inset hover:bg-white/10"
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          Menu
        </button>
      </div>
      <nav id={panelId} aria-label="Staff" hidden={!open} className="border-t border-white/10 px-3 pt-3 pb-5">
        <NavItems onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}

/** Until when this browser stays signed in (a session lasts 12 hours). */
function SessionNote() {
  const { status } = useSession();
  if (status.kind !== 'ready' || !status.session.signedIn) return null;
  const { via, expiresAt } = status.session;
  return (
    <p className="px-3 text-xs leading-relaxed text-brand-200">
      {via === 'access' ? 'Signed in through Cloudflare Access' : `Signed in until ${formatDateTime(expiresAt)}`}
    </p>
  );
}

function Sidebar() {
  return (
    <div className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col bg-brand-950 px-4 py-6 lg:flex">
      <div className="px-2">
        <StaffMark />
      </div>
      <nav aria-label="Staff" className="mt-10 flex flex-1 flex-col">
        <NavItems />
      </nav>
      <SessionNote />
    </div>
  );
}

export function StaffLayout() {
  return (
    <NoticeProvider>
      <div className="min-h-dvh bg-surface">
        <a
          href="#staff-main"
          className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-brand-800 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {/* Sticky as a whole on phones, so the top bar stays in view; the sidebar is fixed on its own. */}
        <header className="sticky top-0 z-40 lg:static">
          <MobileBar />
          <Sidebar />
        </header>
        <main id="staff-main" className="lg:pl-64">
          <div className="mx-auto w-full max-w-6xl px-5 pt-8 pb-16 sm:px-8 lg:pt-10">
            <Outlet />
          </div>
        </main>
      </div>
    </NoticeProvider>
  );
}
