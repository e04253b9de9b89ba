/**
 * Top bar, and the main bar: the logo, the main navigation with the Services and Industries
 * menus, and the phone menu's button. It works from the first HTML, before the app hydrates and
 * without JavaScript: one <nav> serves both layouts (`.site-nav` in styles/app.css), a row of
 * links and dropdowns on a wide screen, and on a phone a panel under the bar that a native
 * disclosure opens (the `<details>` before it). Once hydrated, Escape or a press outside closes
 * the phone menu, and so does any navigation.
 */
import { icon } from '../icon';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../app/router';
import { Link } from '../ui/link';
import { INDUSTRIES_MENU, SERVICES_MENU } from '../../../../shared/routes';
import { SITE } from '../../../../content/site';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/section';
import { useDismiss } from '../ui/use-dismiss';
import { island } from '../../app/island';
import { BrandLogo } from './brand-logo';

const MapPin = icon('map-pin');
const Menu = icon('menu');
const Phone = icon('phone');
const X = icon('x');

// The menus work from the stylesheet until their code is in (nav-dropdown.tsx): on a phone, that is
// when the menu is opened; on a wide screen, at once.
const NavDropdown = island('nav-dropdown', () => import('./nav-dropdown').then((m) => m.NavDropdown), { inline: true });

const PLAIN_LINKS = [
  { name: 'INSIGHTS', href: '/insights' },
  { name: 'ABOUT', href: '/about' },
  { name: 'CAREERS', href: '/careers' },
  { name: 'SCHEDULE', href: '/schedule' },
] as const;

function TopBar() {
  return (
    <div className="bg-brand-900 text-brand-100">
      <Container className="flex h-10 items-center justify-between gap-4 text-xs font-bold tracking-wider">
        <a href={SITE.phoneHref} className="hidden items-center gap-1.5 hover:text-white sm:inline-flex">
          <Phone aria-hidden="true" className="size-3.5" />
          {` ${SITE.phone}`}
        </a>
        <nav aria-label="Quick links" className="flex w-full items-center justify-between gap-1 sm:w-auto sm:justify-end sm:gap-5">
          <Link to="/service-area" className="inline-flex min-h-10 items-center gap-1 hover:text-white">
            <MapPin aria-hidden="true" className="size-3.5" /> FIND A LOCATION
          </Link>
          <Link to="/contact?topic=franchising" className="inline-flex min-h-10 items-center hover:text-white">
            FRANCHISING
          </Link>
          <Link to="/estimate" className="inline-flex min-h-10 items-center text-accent-200 hover:text-white">
            FREE ESTIMATE
          </Link>
        </nav>
      </Container>
    </div>
  );
}

export function SiteHeader() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
  };
  // Any navigation closes the phone menu (a link to the page already shown too), but hydrating
  // leaves it as the visitor opened it.
  const seenKey = useRef(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    closeMenu();
  }, [location.key]);
  // Opened before the app hydrated, it is open now.
  useEffect(() => setMenuOpen(!!menuRef.current?.open), []);
  useDismiss(menuOpen, barRef, (how) => {
    closeMenu();
    if (how === 'escape') menuRef.current?.querySelector('summary')?.focus();
  });

  return (
    // Sticky 2.5rem above the viewport: the top bar scrolls away, the main bar stays.
    <header className="sticky -top-10 z-40">
      {/* The first thing a keyboard reaches: straight to the page's content. */}
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar />
      <div ref={barRef} className="relative border-b border-line bg-white/95 backdrop-blur">
        <Container className="flex h-20 items-center justify-between gap-6">
          <BrandLogo />
          {/* The phone menu's button. Its state lives in the element (`open`); React only listens. */}
          <details ref={menuRef} className="site-menu" onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
            <summary aria-label="Menu">
              <Menu aria-hidden="true" />
              <X aria-hidden="true" />
            </summary>
          </details>
          <nav aria-label="Main" className="site-nav">
            <NavDropdown label="SERVICES" items={SERVICES_MENU} />
            <NavDropdown label="INDUSTRIES" items={INDUSTRIES_MENU} wide />
            {PLAIN_LINKS.map((l) => (
              <Link key={l.href} to={l.href} className="nav-top" aria-current={location.pathname.startsWith(l.href) ? 'page' : undefined}>
                {l.name}
              </Link>
            ))}
            <ButtonLink href="/schedule" className="nav-cta">
              FREE WALKTHROUGH
            </ButtonLink>
            <ButtonLink href={SITE.phoneHref} variant="ghost" className="nav-cta">
              <Phone aria-hidden="true" className="size-4" />
              {` Call ${SITE.phone}`}
            </ButtonLink>
          </nav>
        </Container>
      </div>
    </header>
  );
}
