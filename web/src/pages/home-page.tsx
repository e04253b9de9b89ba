/** `/`: the home page, sections in the order of docs/decisions.md P2. */
import { icon } from '../components/icon';
import { SITE } from '../../../content/site';
import { ButtonLink } from '../components/ui/button';
import { CallButton, ScheduleButton } from '../features/marketing/cta-buttons';
import { HomeHero } from '../features/marketing/hero';
import { island } from '../app/island';
import { PROMISES } from '../../../content/promises';

const CalendarCheck = icon('calendar-check');

// Below the hero, each section is an island (app/island.tsx): its code loads as it comes near.
const LogoMarquee = island('logo-marquee', () => import('../features/marketing/logo-marquee').then((m) => m.LogoMarquee));
const StatsBlock = island('stats-block', () => import('../features/marketing/stats-block').then((m) => m.StatsBlock));
const ServicesFeatures = island('services-features', () => import('../features/marketing/services-features').then((m) => m.ServicesFeatures));
const CtaBanner = island('cta-banner', () => import('../features/marketing/cta-banner').then((m) => m.CtaBanner));
const IndustriesGrid = island('industries-grid', () => import('../features/marketing/industries-grid').then((m) => m.IndustriesGrid));
const AboutPreview = island('about-preview', () => import('../features/marketing/about-preview').then((m) => m.AboutPreview));
const ProcessSection = island('process-section', () => import('../features/marketing/process-section').then((m) => m.ProcessSection));
const Testimonials = island('testimonials', () => import('../features/marketing/testimonials').then((m) => m.Testimonials));
const FaqSection = island('faq-section', () => import('../features/marketing/faq-section').then((m) => m.FaqSection));
const ContactSection = island('contact-section', () => import('../features/marketing/contact-section').then((m) => m.ContactSection));

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
        lead={`We walk your facility with you, room by room, and send a written, itemized cleaning proposal ${PROMISES.proposal}. No obligation, no pressure.`}
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
        lead={`Walkthroughs take ${PROMISES.walkthrough} and fit around your hours, ${SITE.hours}. Emergencies are handled around the clock.`}
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
