/**
 * `/contact`: the lead form (titled for this company, docs/decisions.md D8, D12) beside
 * the phone, email and hours. `?topic=franchising` (the top bar's FRANCHISING link)
 * makes it a franchise enquiry, with a note for franchise enquirers.
 */
import { icon } from '../components/icon';
import { useSearchParams } from '../app/router';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { SITE } from '../../../content/site';
import { Card } from '../components/ui/card';
import { IconList } from '../components/ui/icon-list';
import { Section } from '../components/ui/section';
import { useRefusedLeadForm } from '../app/page-data';
import { ContactDetails } from '../features/marketing/contact-details';
import { LeadFormCard } from '../features/marketing/lead-form-card';
import { PageHero } from '../features/marketing/page-hero';
import { PROMISES } from '../../../content/promises';

const Handshake = icon('handshake');

export default function ContactPage({ route }: { route: RouteEntry }) {
  const [params] = useSearchParams();
  const refused = useRefusedLeadForm();
  // A franchise enquiry refused without JavaScript comes back to /contact without the query: its kind says so.
  const franchising = params.get('topic') === 'franchising' || refused?.values.kind === 'franchising';
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        title="Contact Oakbright"
        lead={`Request a quote, book a walkthrough or ask a question. A real person reads every message and replies ${PROMISES.reply}.`}
      />

      <Section labelledBy="contact-form-title" className="pt-12 sm:pt-16">
        {franchising && (
          <div role="note" className="mb-10 flex gap-4 rounded-card bg-accent-100 p-6 text-accent-800 ring-1 ring-accent-200 sm:p-7">
            <Handshake aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <div>
              <h2 className="text-lg font-bold text-ink">Franchise enquiries</h2>
              <p className="mt-1 text-body">
                Interested in bringing {SITE.shortName} to your area? Tell us a little about yourself and the market you have in mind in the form below, or
                email{' '}
                <a href={`mailto:${SITE.email}?subject=Franchising`} className="font-semibold text-brand-800 underline underline-offset-4">
                  {SITE.email}
                </a>{' '}
                with “Franchising” in the subject. Our owner answers franchise enquiries personally.
              </p>
            </div>
          </div>
        )}
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7">
            <LeadFormCard
              headingId="contact-form-title"
              title={franchising ? 'Franchise with Oakbright' : 'Request a quote from Oakbright'}
              lead={franchising ? 'Tell us about yourself and the area you have in mind.' : `Free, no-obligation. We reply ${PROMISES.reply}.`}
              kind={franchising ? 'franchising' : 'quote'}
              primary
              returnTo="contact-form-title"
              footer="none"
            />
          </div>
          <div className="space-y-6 lg:col-span-5">
            <Card as="article">
              <h2 className="text-xl font-bold">Reach us directly</h2>
              <ContactDetails className="mt-6" />
            </Card>
            <Card as="article" className="bg-brand-50 shadow-none ring-0">
              <h2 className="text-xl font-bold">What happens next</h2>
              <IconList
                className="mt-5 text-[0.9375rem]"
                items={[
                  `We reply ${PROMISES.reply}`,
                  'We book a free walkthrough at a time that suits you',
                  'You receive a written, itemized proposal with a fixed price',
                ]}
              />
            </Card>
          </div>
        </div>
      </Section>
    </>
  );
}
