/** Top bar, main navigation with the Services and Industries dropdowns, and the mobile menu. */
import { ChevronDown, MapPin, Menu, Phone, X } from '../icons';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/link';
import { INDUSTRIES_MENU, SERVICES_MENU } from '../../../../shared/routes';
import { SITE } from '../../../../content/site';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/section';
import { BrandLogo } from './brand-logo';
import { NavDropdown, type NavLinkItem } from './nav-dropdown';

const PLAIN_LINKS = [
  { name: 'INSIGHTS', href: '/insights' },
  { name: 'ABOUT', href: '/about' },
  { name: 'SCHEDULE', href: '/schedule' },
] as const;

function TopBar() {
  return (
    <div className="bg-brand-900 text-brand-100">
      <Container className="flex h-10 items-center justify-between gap-4 text-xs font-bold tracking-wider">
        <a href={SITE.phoneHref} className="hidden items-center gap-1.5 hover:text-white sm:inline-flex">
          <Phone aria-hidden="true" className="size-3.5" /> {SITE.phone}
        </a>
        <nav aria-label="Quick links" className="flex w-full items-center justify-between gap-1 sm:w-auto sm:justify-end sm:gap-5">
          <Link to="/service-area" className="inline-flex min-h-10 items-center gap-1 hover:text-white">
            <MapPin aria-hidden="true" className="size-3.5" /> FIND A LOCATION
          </Link>
          <Link to="/contact?topic=franchising" className="inline-flex min-h-10 items-center hover:text-white">
            FRANCHISING
          </Link>
          <Link to="/schedule" className="inline-flex min-h-10 items-center text-accent-200 hover:text-white">
            FREE ESTIMATE
          </Link>
        </nav>
      </Container>
    </div>
  );
}

function MobileGroup({ label, items }: { label: string; items: readonly NavLinkItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="border-b border-line">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-13 w-full items-center justify-between text-left text-base font-bold text-ink"
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={id} hidden={!open} className="pb-3">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className="flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] text-body hover:bg-brand-50">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobileMenu({
  id,
  onClose,
  anchorRef,
  toggleRef,
}: {
  id: string;
  onClose: () => void;
  anchorRef: React.RefObject<HTMLDivElement | null>;
  toggleRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // The bar may be partly scrolled away (the top bar scrolls, the nav sticks): open right under it.
    const bottom = anchorRef.current?.getBoundingClientRect().bottom;
    if (panelRef.current && bottom !== undefined) panelRef.current.style.top = `${Math.max(0, bottom)}px`;
  }, [anchorRef]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [onClose, toggleRef]);
  return (
    <div id={id} ref={panelRef} className="fixed inset-x-0 top-[7.5rem] bottom-0 z-40 animate-fade-in overflow-y-auto overscroll-contain bg-white lg:hidden">
      <nav aria-label="Mobile" className="px-5 pt-2 pb-10">
        <ul>
          <MobileGroup label="SERVICES" items={SERVICES_MENU} />
          <MobileGroup label="INDUSTRIES" items={INDUSTRIES_MENU} />
          {PLAIN_LINKS.map((l) => (
            <li key={l.href} className="border-b border-line">
              <Link to={l.href} className="flex min-h-13 items-center text-base font-bold text-ink">
                {l.name}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-3">
          <ButtonLink href="/schedule" size="lg">
            FREE WALKTHROUGH
          </ButtonLink>
          <ButtonLink href={SITE.phoneHref} variant="ghost" size="lg">
            <Phone aria-hidden="true" className="size-4" /> Call {SITE.phone}
          </ButtonLink>
        </div>
      </nav>
    </div>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    // Sticky 2.5rem above the viewport: the top bar scrolls away, the main bar stays.
    <header className="sticky -top-10 z-40">
      <TopBar />
      <div ref={barRef} className="border-b border-line bg-white/95 backdrop-blur">
        <Container className="flex h-20 items-center justify-between gap-6">
          <BrandLogo />
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            <NavDropdown label="SERVICES" items={SERVICES_MENU} />
            <NavDropdown label="INDUSTRIES" items={INDUSTRIES_MENU} wide />
            {PLAIN_LINKS.map((l) => (
              <Link
                key={l.href}
                to={l.href}
                aria-current={location.pathname.startsWith(l.href) ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-bold tracking-wide text-ink hover:text-brand-700 aria-[current=page]:text-brand-700"
              >
                {l.name}
              </Link>
            ))}
            <ButtonLink href="/schedule" className="ml-3">
              FREE WALKTHROUGH
            </ButtonLink>
          </nav>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-12 items-center justify-center rounded-full text-brand-900 ring-1 ring-line hover:bg-brand-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </Container>
      </div>
      {menuOpen && <MobileMenu id={menuId} onClose={closeMenu} anchorRef={barRef} toggleRef={toggleRef} />}
    </header>
  );
}
