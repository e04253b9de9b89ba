/**
 * The footer of the Spanish pages: who we are and how to reach us, the careers pages, and the rest
 * of the site and the legal pages, each said to be in English (there is no Spanish version).
 */
import { Container } from '../ui/section';
import { BrandLogo } from './brand-logo';
import { CHROME_ES } from './chrome-es';
import { FooterBottom, FooterContacts, FooterList } from './footer-parts';

export function SiteFooterEs() {
  return (
    <footer id="site-footer" className="bg-brand-950 text-brand-100">
      <Container className="grid gap-12 py-16 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <BrandLogo inverse to={CHROME_ES.home} label={CHROME_ES.logoLabel} />
          <p className="mt-5 max-w-sm text-[0.9375rem]">{CHROME_ES.blurb}</p>
          <FooterContacts hours={CHROME_ES.hours} />
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:col-span-7">
          <FooterList title={CHROME_ES.jobsTitle} items={[...CHROME_ES.jobs, CHROME_ES.inEnglish]} />
          <FooterList title={CHROME_ES.companyTitle} items={CHROME_ES.company} english />
        </div>
      </Container>
      <FooterBottom note={CHROME_ES.certifications} legalLabel={CHROME_ES.legalLabel} legal={CHROME_ES.legal} english />
    </footer>
  );
}
