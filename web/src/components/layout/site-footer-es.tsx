/**
 * The footer of the Spanish pages: who we are and how to reach us, the careers pages, and the rest
 * of the site and the legal pages, each said to be in English (there is no Spanish version).
 */
import { icon } from '../icon';
import { SITE } from '../../../../content/site';
import { Link } from '../ui/link';
import { Container } from '../ui/section';
import { BrandLogo } from './brand-logo';
import { CHROME_ES } from './chrome-es';

const Clock = icon('clock');
const Mail = icon('mail');
const Phone = icon('phone');

const linkClass = 'inline-flex min-h-9 items-center text-[0.9375rem] text-brand-100 hover:text-white';

function FooterList({ title, items, english = false }: { title: string; items: readonly { name: string; href: string }[]; english?: boolean }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-[0.12em] text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} hrefLang={english ? 'en' : undefined} className={linkClass}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooterEs() {
  const year = new Date().getFullYear();
  return (
    <footer id="site-footer" className="bg-brand-950 text-brand-100">
      <Container className="grid gap-12 py-16 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <BrandLogo inverse to={CHROME_ES.home} label={CHROME_ES.logoLabel} />
          <p className="mt-5 max-w-sm text-[0.9375rem]">{CHROME_ES.blurb}</p>
          <ul className="mt-6 space-y-2 text-[0.9375rem]">
            <li>
              <a href={SITE.phoneHref} className="inline-flex min-h-9 items-center gap-2 font-semibold whitespace-nowrap text-white hover:underline">
                <Phone aria-hidden="true" className="size-4 text-accent-200" />
                {` ${SITE.phone}`}
              </a>
            </li>
            <li>
              <a href={`mailto:${SITE.email}`} className="inline-flex min-h-9 items-center gap-2 hover:text-white hover:underline">
                <Mail aria-hidden="true" className="size-4 text-accent-200" />
                {` ${SITE.email}`}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-accent-200" />
              {` ${CHROME_ES.hours}`}
            </li>
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:col-span-7">
          <FooterList title={CHROME_ES.jobsTitle} items={[...CHROME_ES.jobs, CHROME_ES.inEnglish]} />
          <FooterList title={CHROME_ES.companyTitle} items={CHROME_ES.company} english />
        </div>
      </Container>
      <div className="border-t border-white/10">
        {/* Room at the bottom on phones, so the floating bar never covers the legal links. */}
        <Container className="flex flex-col gap-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between md:pb-6">
          <p>{`© ${year} ${SITE.legalName}. ${CHROME_ES.certifications}.`}</p>
          <nav aria-label={CHROME_ES.legalLabel}>
            <ul className="flex flex-wrap gap-x-5">
              {CHROME_ES.legal.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} hrefLang="en" className="inline-flex min-h-9 items-center hover:text-white hover:underline">
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
