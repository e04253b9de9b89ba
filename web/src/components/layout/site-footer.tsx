/** Footer: services, industries, quick links to home sections, contact facts and legal links. */
import { icon } from '../icon';
import { Link } from '../ui/link';
import { INDUSTRIES_MENU, SERVICES_MENU } from '../../../../shared/routes';
import { CERTIFICATIONS, SITE } from '../../../../content/site';
import { Container } from '../ui/section';
import { BrandLogo } from './brand-logo';
import { SocialIcons } from './social-icons';

const Clock = icon('clock');
const Mail = icon('mail');
const Phone = icon('phone');

const QUICK_LINKS = [
  { name: 'About', href: '/#about' },
  { name: 'Services', href: '/#services' },
  { name: 'Industries', href: '/#industries' },
  { name: 'Technology', href: '/#technology' },
  { name: 'Testimonials', href: '/#testimonials' },
  { name: 'Contact', href: '/#contact' },
  { name: 'Careers', href: '/careers' },
];

function FooterList({ title, items }: { title: string; items: readonly { name: string; href: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-[0.12em] text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className="inline-flex min-h-9 items-center text-[0.9375rem] text-brand-100 hover:text-white">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer id="site-footer" className="bg-brand-950 text-brand-100">
      <Container className="grid gap-12 py-16 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <BrandLogo inverse />
          <p className="mt-5 max-w-sm text-[0.9375rem]">
            {`Women-owned commercial cleaning, power washing and grounds care for businesses across ${SITE.serviceArea}.`}
          </p>
          <ul className="mt-6 space-y-2 text-[0.9375rem]">
            <li>
              <a href={SITE.phoneHref} className="inline-flex min-h-9 items-center gap-2 font-semibold text-white hover:underline">
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
              <Clock aria-hidden="true" className="size-4 text-accent-200" />
              {` ${SITE.hours} · ${SITE.emergency}`}
            </li>
          </ul>
          <div className="mt-6">
            <SocialIcons />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:col-span-8">
          <FooterList title="Services" items={SERVICES_MENU} />
          <FooterList title="Industries" items={INDUSTRIES_MENU} />
          <FooterList title="Quick links" items={QUICK_LINKS} />
        </div>
      </Container>
      <div className="border-t border-white/10">
        {/* Room at the bottom on phones, so the floating quote bar never covers the legal links. */}
        <Container className="flex flex-col gap-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between md:pb-6">
          <p>{`© ${year} ${SITE.legalName}. ${CERTIFICATIONS.slice(0, 2).join(' · ')}.`}</p>
          <nav aria-label="Legal">
            <ul className="flex gap-5">
              <li>
                <Link to="/privacy" className="inline-flex min-h-9 items-center hover:text-white hover:underline">
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link to="/terms" className="inline-flex min-h-9 items-center hover:text-white hover:underline">
                  Terms of Use
                </Link>
              </li>
              <li>
                <Link to="/service-area" className="inline-flex min-h-9 items-center hover:text-white hover:underline">
                  Service Area
                </Link>
              </li>
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
