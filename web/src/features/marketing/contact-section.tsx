/** The home page's contact section (#contact): where 'Request a Quote' leads. */
import contact from '../../../../content/home/contact.json';
import { withPromises } from '../../../../content/promises';
import { Section, SectionHeading } from '../../components/ui/section';
import { ContactDetails } from './contact-details';
import { LeadFormCard } from './lead-form-card';

export function ContactSection() {
  return (
    <Section id="contact" labelledBy="contact-title">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeading id="contact-title" {...contact.heading} lead={withPromises(contact.heading.lead)} />
          <ContactDetails className="mt-10" />
        </div>
        <div className="lg:col-span-7">
          <LeadFormCard headingLevel="h3" title="Request a quote" deferred returnTo="quote" footer="none" />
        </div>
      </div>
    </Section>
  );
}
