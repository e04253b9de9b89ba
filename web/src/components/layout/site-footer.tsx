/** Footer: services, industries, quick links to home sections, contact facts and legal links. */
import { INDUSTRIES_MENU, SERVICES_MENU } from '../../../../shared/routes';
import { CERTIFICATIONS, SITE } from '../../../../content/site';
import { Container } from '../ui/section';
import { BrandLogo } from './brand-logo';
import { FooterBottom, FooterContacts, FooterList } from './footer-parts';
import { SocialIcons } from './social-icons';

const QUICK_LINKS = [
  { name: 'About', href: '/#about' },
  { name: 'Services', href: '/#services' },
  { name: 'Industries', href: '/#industries' },
  { name: 'Technology', href: '/#technology' },
  { name: 'Testimonials', href: '/#testimonials' },
  { name: 'Contact', href: '/#contact' },
  { name: 'Careers', href: '/careers' },
];

const LEGAL = [
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Terms of Use', href: '/terms' },
  { name: 'Service Area', href: '/service-area' },
];

export function SiteFooter() {
  return (
    <footer id="site-footer" className="bg-brand-950 text-brand-100">
      <Container className="grid gap-12 py-16 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <BrandLogo inverse />
          <p className="mt-5 max-w-sm text-[0.9375rem]">
            {`Women-owned commercial cleaning, power washing and grounds care for businesses across ${SITE.serviceArea}.`}
          </p>
          <FooterContacts hours={`${SITE.hours} · ${SITE.emergency}`} />
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
      <FooterBottom note={CERTIFICATIONS.slice(0, 2).join(' · ')} legalLabel="Legal" legal={LEGAL} />
    </footer>
  );
}
