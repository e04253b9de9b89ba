/**
 * A header menu (Services, Industries): a button and its list of links, both in the first HTML.
 * Before the app hydrates, or without JavaScript, the stylesheet runs it (`.nav-group` in
 * styles/app.css): on a wide screen the list opens on hover and keyboard focus (`:hover`,
 * `:focus-within`); in the phone menu it is listed open.
 *
 * Once hydrated (`data-js`), it is a disclosure: it opens on hover (a mouse) or click/tap, and by
 * keyboard (Enter/Space toggle, ArrowDown/ArrowUp open on the first/last link, arrows, Home and
 * End move between links); it closes on Escape (focus returns to the button), and on a wide screen
 * on a press outside or leaving by Tab. A pointer or focus already on it when the page hydrates
 * keeps it open.
 */
import { icon } from '../icon';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '../../app/router';
import { Link } from '../ui/link';
import { useDismiss } from '../ui/use-dismiss';

const ChevronDown = icon('chevron-down');

export interface NavLinkItem {
  name: string;
  href: string;
}

/**
 * The wide layout, where the menus are dropdowns (Tailwind's `lg`, as in styles/app.css). In the
 * phone menu they are groups that stay as tapped: hovering, a press elsewhere or leaving by Tab
 * would fold a list away and move what is under the finger.
 */
const isWide = () => matchMedia('(width >= 64rem)').matches;

export function NavDropdown({ label, items, wide = false }: { label: string; items: readonly NavLinkItem[]; wide?: boolean }) {
  /** Hydrated: React runs the menu from here on, and the markup says so (data-js, aria-expanded). */
  const [js, setJs] = useState(false);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovering = useRef(false);
  /** Link to focus once the panel has rendered open (-1: the last). */
  const pendingFocus = useRef<number | null>(null);
  const panelId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [location.pathname]);
  // Takes over from the stylesheet in the state it shows: a pointer resting on the menu (no
  // pointerenter comes for it), focus inside it, or the phone menu open with its lists leaves it open.
  useEffect(() => {
    const root = rootRef.current;
    const wideNow = isWide();
    hovering.current = wideNow && !!root?.matches(':hover');
    setOpen(hovering.current || !!root?.matches(':focus-within') || (!wideNow && !!root?.getClientRects().length));
    setJs(true);
    return () => clearTimeout(closeTimer.current);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusLink reads refs only; runs when the menu opens
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    focusLink(pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  useDismiss(open, rootRef, (how) => {
    if (how === 'outside' && !isWide()) return;
    // Escape returns focus to the button only if it was in the menu, never taking it from elsewhere.
    const hadFocus = how === 'escape' && rootRef.current?.contains(document.activeElement);
    setOpen(false);
    if (hadFocus) buttonRef.current?.focus();
  });

  function focusLink(index: number) {
    const all = Array.from(panelRef.current?.querySelectorAll('a') ?? []);
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
    const all = Array.from(panelRef.current?.querySelectorAll('a') ?? []);
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1 + all.length, Home: 0, End: all.length - 1 };
    if (!(e.key in next)) return;
    e.preventDefault();
    focusLink(next[e.key]!);
  };

  const hover = (e: React.PointerEvent, on: boolean) => {
    // A mouse opens the dropdowns of the wide layout, not the groups of the phone menu.
    if (e.pointerType !== 'mouse' || !isWide()) return;
    hovering.current = on;
    clearTimeout(closeTimer.current);
    if (on) setOpen(true);
    else closeTimer.current = setTimeout(() => setOpen(false), 120);
  };

  return (
    <div
      ref={rootRef}
      className={wide ? 'nav-group wide' : 'nav-group'}
      data-js={js ? '' : undefined}
      data-open={open ? '' : undefined}
      onPointerEnter={(e) => hover(e, true)}
      onPointerLeave={(e) => hover(e, false)}
      onBlur={(e) => {
        if (isWide() && !rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={js ? open : undefined}
        aria-controls={js ? panelId : undefined}
        // A mouse click while hovering keeps the hover-opened panel open instead of toggling it shut.
        onClick={(e) => setOpen((v) => (hovering.current && e.detail > 0 ? true : !v))}
        onKeyDown={onButtonKey}
      >
        {label}
        <ChevronDown aria-hidden="true" />
      </button>
      <ul ref={panelRef} id={js ? panelId : undefined} onKeyDown={onPanelKey}>
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} aria-current={location.pathname === item.href ? 'page' : undefined}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
