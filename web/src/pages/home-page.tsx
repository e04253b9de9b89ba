/** `/`: the home page, sections in the order of docs/decisions.md P2. */
import { CalendarCheck } from '../components/icons';
import { SITE } from '../../../content/site';
import { ButtonLink } from '../components/ui/button';
import { AboutPreview } from '../features/marketing/about-preview';
import { ContactSection } from '../features/marketing/contact-section';
import { CtaBanner } from '../features/marketing/cta-banner';
import { CallButton, ScheduleButton } from '../features/marketing/cta-buttons';
import { FaqSection } from '../features/marketing/faq-section';
import { HomeHero } from '../features/marketing/hero';
import { IndustriesGrid } from '../features/marketing/industries-grid';
import { LogoMarquee } from '../features/marketing/logo-marquee';
import { ProcessSection } from '../features/marketing/process-section';
import { ServicesFeatures } from '../features/marketing/services-features';
import { StatsBlock } from '../features/marketing/stats-block';
import { Testimonials } from '../features/marketing/testimonials';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <LogoMarquee />
      <StatsBlock />
      <ServicesFeatures />
      <CtaBanner
        headingId="assessment-title"
        eyebrow="Free facility assessment"
        title="See exactly what your building needs, at no cost"
        lead="We walk your facility with you, room by room, and send a written, itemized cleaning proposal within 24 hours. No obligation, no pressure."
      >
        <ScheduleButton label="Get Your Free Cleaning Audit" />
      </CtaBanner>
      <IndustriesGrid />
      <AboutPreview />
      <ProcessSection />
      <Testimonials />
      <CtaBanner
        headingId="schedule-cta-title"
        eyebrow="Scheduling"
        title="Pick a time for your free walkthrough"
        lead={`Walkthroughs take about 30 minutes and fit around your hours, ${SITE.hours}. Emergencies are handled around the clock.`}
        showPromises={false}
      >
        <ButtonLink href="/schedule" size="lg">
          <CalendarCheck aria-hidden="true" className="size-5" /> Schedule Free Walkthrough
        </ButtonLink>
        <CallButton variant="inverse" />
      </CtaBanner>
      <FaqSection />
      <ContactSection />
    </>
  );
}
