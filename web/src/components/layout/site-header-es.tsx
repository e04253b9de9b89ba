/**
 * The header of the Spanish pages: the top bar (the phone, the careers pages, the English site)
 * and the main bar (the logo, leading to the Spanish careers page, the openings, applying and a
 * call). Few enough links to show on a phone as they are, so it needs no menu, and it works as
 * plain HTML before and without JavaScript.
 */
import { icon } from '../icon';
import { SITE } from '../../../../content/site';
import { ButtonLink } from '../ui/button';
import { Link } from '../ui/link';
import { Container } from '../ui/section';
import { BrandLogo } from './brand-logo';
import { CHROME_ES } from './chrome-es';

const Phone = icon('phone');

export function SiteHeaderEs() {
  return (
    <header className="sticky -top-10 z-40">
      {/* The first thing a keyboard reaches: straight to the page's content. */}
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      <div className="bg-brand-900 text-brand-100">
        <Container className="flex h-10 items-center justify-between gap-4 text-xs font-bold tracking-wider">
          <a href={SITE.phoneHref} className="inline-flex items-center gap-1.5 whitespace-nowrap hover:text-white">
            <Phone aria-hidden="true" className="size-3.5" />
            {` ${SITE.phone}`}
          </a>
          <nav aria-label={CHROME_ES.quickLinks} className="flex items-center gap-4 sm:gap-5">
            <Link to={CHROME_ES.home} className="inline-flex min-h-10 items-center uppercase hover:text-white">
              {CHROME_ES.jobsTitle}
            </Link>
            <Link to={CHROME_ES.inEnglish.href} lang="en" hrefLang="en" className="inline-flex min-h-10 items-center uppercase hover:text-white">
              {CHROME_ES.inEnglish.name}
            </Link>
          </nav>
        </Container>
      </div>
      <div className="border-b border-line bg-white/95 backdrop-blur">
        <Container className="flex h-20 items-center justify-between gap-4">
          <BrandLogo to={CHROME_ES.home} label={CHROME_ES.logoLabel} />
          <nav aria-label={CHROME_ES.main} className="flex items-center gap-2 lg:gap-3">
            <Link
              to={CHROME_ES.openings.href}
              className="nav-top hidden min-h-11 items-center px-3 text-[0.9375rem] font-semibold text-ink hover:text-brand-800 lg:inline-flex"
            >
              {CHROME_ES.openings.name}
            </Link>
            <ButtonLink href={CHROME_ES.apply.href} className="hidden sm:inline-flex">
              {CHROME_ES.apply.name}
            </ButtonLink>
            <ButtonLink href={SITE.phoneHref} variant="ghost">
              <Phone aria-hidden="true" className="size-4" />
              <span className="sm:hidden">{CHROME_ES.call}</span>
              <span className="hidden whitespace-nowrap sm:inline">{`${CHROME_ES.call} ${SITE.phone}`}</span>
            </ButtonLink>
          </nav>
        </Container>
      </div>
    </header>
  );
}
