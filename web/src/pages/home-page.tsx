/** `/`: the home page, sections in the order of seed §2. */
import { ArrowRight, CalendarCheck, Phone } from 'lucide-react';
import { SITE } from '../../../shared/site';
import { ButtonLink } from '../components/ui/button';
import { CtaBanner } from '../features/marketing/cta-banner';
import { HomeHero } from '../features/marketing/hero';
import { deferredSection } from '../components/deferred-section';

// Everything below the hero loads and hydrates when scrolled near (components/deferred-section.tsx).
const AboutPreview = deferredSection(() => import('../features/marketing/about-preview').then((m) => m.AboutPreview));
const ContactSection = deferredSection(() => import('../features/marketing/contact-section').then((m) => m.ContactSection));
const FaqSection = deferredSection(() => import('../features/marketing/faq-section').then((m) => m.FaqSection));
const IndustriesGrid = deferredSection(() => import('../features/marketing/industries-grid').then((m) => m.IndustriesGrid));
const LogoMarquee = deferredSection(() => import('../features/marketing/logo-marquee').then((m) => m.LogoMarquee));
const ProcessSection = deferredSection(() => import('../features/marketing/process-section').then((m) => m.ProcessSection));
const ServicesFeatures = deferredSection(() => import('../features/marketing/services-features').then((m) => m.ServicesFeatures));
const StatsBlock = deferredSection(() => import('../features/marketing/stats-block').then((m) => m.StatsBlock));
const Testimonials = deferredSection(() => import('../features/marketing/testimonials').then((m) => m.Testimonials));

/** Client-side navigations to / load the sections before showing the page (app/pages-client.ts). */
export const preloadSections = () =>
  Promise.all([LogoMarquee, StatsBlock, ServicesFeatures, IndustriesGrid, AboutPreview, ProcessSection, Testimonials, FaqSection, ContactSection].map((s) => s.preload()));

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
        <ButtonLink href="/schedule" size="lg">
          Get Your Free Cleaning Audit <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
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
        <ButtonLink href={SITE.phoneHref} size="lg" variant="inverse">
          <Phone aria-hidden="true" className="size-5" /> Call {SITE.phone}
        </ButtonLink>
      </CtaBanner>
      <FaqSection />
      <ContactSection />
    </>
  );
}
