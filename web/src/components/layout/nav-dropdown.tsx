/**
 * A navigation disclosure: opens on hover (desktop) or click/tap, and by
 * keyboard (Enter/Space toggle, ArrowDown opens on the first link, arrows,
 * Home and End move between links). Closes on Escape (focus returns to the
 * button), outside click, or leaving by Tab.
 */
import { ChevronDown } from '../icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/link';
import { cn } from '../../lib/cn';
import { useDismiss } from '../ui/use-dismiss';

export interface NavLinkItem {
  name: string;
  href: string;
}

export function NavDropdown({ label, items, wide = false }: { label: string; items: readonly NavLinkItem[]; wide?: boolean }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovering = useRef(false);
  /** Link to focus once the panel has rendered open (-1: the last). */
  const pendingFocus = useRef<number | null>(null);
  const panelId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusLink reads refs only; runs when the menu opens
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    focusLink(pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  useDismiss(open, rootRef, (how) => {
    // Escape returns focus to the button only if it was in the menu, never taking it from elsewhere.
    const hadFocus = how === 'escape' && rootRef.current?.contains(document.activeElement);
    setOpen(false);
    if (hadFocus) buttonRef.current?.focus();
  });

  function links(): HTMLAnchorElement[] {
    return Array.from(panelRef.current?.querySelectorAll('a') ?? []);
  }

  function focusLink(index: number) {
    const all = links();
    all.at(index % all.length)?.focus();
  }

  function openAndFocus(index: number) {
    if (open) focusLink(index);
    else {
      pendingFocus.current = index;
      setOpen(true);
    }
  }

  const onButtonKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAndFocus(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAndFocus(-1);
    }
  };

  const onPanelKey = (e: React.KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1 + all.length, Home: 0, End: all.length - 1 };
    if (!(e.key in next)) return;
    e.preventDefault();
    focusLink(next[e.key]!);
  };

  const hoverOpen = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovering.current = true;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hoverClose = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovering.current = false;
    closeTimer.current = setTimeout(() => setOpen(false), 120);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={hoverOpen}
      onPointerLeave={hoverClose}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // A mouse click while hovering keeps the hover-opened panel open instead of toggling it shut.
        onClick={(e) => setOpen((v) => (hovering.current && e.detail > 0 ? true : !v))}
        onKeyDown={onButtonKey}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-bold tracking-wide text-ink hover:text-brand-700 aria-expanded:text-brand-700"
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKey}
        className={cn('absolute top-full left-0 z-50 mt-1 animate-fade-in rounded-card bg-white p-2 shadow-lift ring-1 ring-line', wide ? 'w-[30rem]' : 'w-72')}
      >
        {/* The links exist while the panel is open: every page's HTML stays lighter, and the
            footer carries the same links for visitors without JavaScript. */}
        {open && (
          <ul className={cn(wide && 'grid grid-cols-2 gap-x-1')}>
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  aria-current={location.pathname === item.href ? 'page' : undefined}
                  className="block rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium text-body hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-800"
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
