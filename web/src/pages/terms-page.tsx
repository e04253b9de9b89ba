/** `/terms`: the rules for using the website, in plain language, under Florida law. */
import { Link } from '../components/ui/link';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { SITE } from '../../../content/site';
import { LegalDocument, type LegalSection } from '../features/marketing/legal-document';
import { PageHero } from '../features/marketing/page-hero';

export const TERMS_UPDATED = 'November 20, 2026';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Using this website',
    body: (
      <p>
        This website is run by {SITE.legalName} (“{SITE.shortName}”, “we”, “us”) of {SITE.city}, Florida. By using it you agree to these terms. If you do not
        agree, please do not use the site; you can still reach us by phone at <a href={SITE.phoneHref}>{SITE.phone}</a>.
      </p>
    ),
  },
  {
    id: 'services',
    title: 'Information about our services',
    body: (
      <>
        <p>
          The descriptions of our services, industries, service area and process on this site are general information to help you decide whether to talk to us.
          They are not an offer or a contract.
        </p>
        <p>
          Cleaning and facility services are provided only under a written proposal or service agreement that you accept. That document sets the scope,
          schedule, price, insurance and other terms. If it says something different from this website, the agreement wins.
        </p>
      </>
    ),
  },
  {
    id: 'quotes',
    title: 'Quotes and walkthroughs',
    body: (
      <ul>
        <li>Facility walkthroughs and quotes are free and do not oblige you to buy anything.</li>
        <li>A price is firm only when it is in a written proposal, and only for the period stated on it.</li>
        <li>
          Quotes are based on what we see and what you tell us. If the facility, hours or scope turn out to be different, we will explain and requote before any
          change in price.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please use the site the way it is meant to be used. You agree not to:</p>
        <ul>
          <li>send false information, or someone else’s details without their permission;</li>
          <li>use the forms or newsletter sign-up to send spam or automated submissions;</li>
          <li>try to break into, overload or interfere with the site, its database or its security;</li>
          <li>copy the site’s content in bulk, or scrape it in a way that slows it down for others.</li>
        </ul>
        <p>We may block access from anyone who breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Our content',
    body: (
      <>
        <p>
          The text, illustrations, logo and articles on this site belong to {SITE.shortName} or are used with permission. You are welcome to link to any page
          and to quote short passages with credit and a link back. Please ask before reusing anything else.
        </p>
        <p>
          Client names and logos shown on the site belong to their owners and appear with their permission. Reviews reflect the experience of the clients who
          gave them; results at your facility depend on its condition and the scope you choose.
        </p>
      </>
    ),
  },
  {
    id: 'insights',
    title: 'Insights articles',
    body: (
      <p>
        Our Insights articles share practical experience from our crews. They are general information, not legal, medical, safety or regulatory advice. For
        compliance questions, such as OSHA, health-inspection or childcare-licensing requirements, check with the agency concerned or a qualified adviser.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Embedded services and links',
    body: (
      <p>
        Where a page shows a form or booking calendar from a third-party provider, or links to another website, those services have their own terms and privacy
        policies, and we are not responsible for their content or availability. Our <Link to="/privacy">Privacy Policy</Link> explains how information you send
        through them is handled.
      </p>
    ),
  },
  {
    id: 'newsletter',
    title: 'Newsletter',
    body: (
      <p>
        By subscribing to the Insights newsletter you agree to receive our emails. Every email has an unsubscribe link, and you can also unsubscribe by writing
        to <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'No guarantee about the website',
    body: (
      <p>
        We work to keep this website accurate, available and secure, but we provide it “as is”. We cannot promise it will always be error-free or online. Hours,
        services and other details can change; a phone call or written proposal always has the current answer.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limits of our liability',
    body: (
      <p>
        As far as Florida law allows, we are not liable for losses that come from using or being unable to use this website, such as lost data or lost business.
        This does not limit our responsibilities under any service agreement with you, or any liability that the law does not allow us to limit.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of Florida. Any dispute about this website will be handled by the state courts located in{' '}
        {SITE.county}, Florida, unless the law requires otherwise.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. The date at the top of this page shows when they last changed; the version posted here when you use the
        site is the one that applies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms go to {SITE.legalName}, {SITE.city}, Florida: <a href={`mailto:${SITE.email}`}>{SITE.email}</a> or{' '}
        <a href={SITE.phoneHref}>{SITE.phone}</a> ({SITE.hours}).
      </p>
    ),
  },
];

export default function TermsPage({ route }: { route: RouteEntry }) {
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        title="Terms of Use"
        lead="The short, plain-language rules for using this website. Cleaning services themselves are covered by your written service agreement."
      />
      <LegalDocument updated={TERMS_UPDATED} sections={SECTIONS} />
    </>
  );
}
