/** `/privacy`: what the website collects (quote requests, newsletter, logs), why, and the visitor's choices. */
import { Link } from '../components/ui/link';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { SITE } from '../../../content/site';
import { DEFAULT_RETENTION_MONTHS } from '../../../shared/careers/careers';
import { LegalDocument, type LegalSection } from '../features/marketing/legal-document';
import { PageHero } from '../features/marketing/page-hero';

export const PRIVACY_UPDATED = 'November 20, 2026';

const mail = <a href={`mailto:${SITE.email}`}>{SITE.email}</a>;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          This website is run by {SITE.legalName} (“{SITE.shortName}”, “we”, “us”), a commercial cleaning and facility-services company based in {SITE.city},
          Florida. This policy explains what information the website collects, why, and what you can ask us to do with it.
        </p>
        <p>
          It covers this website, its forms, the booking calendar and the Insights newsletter. Information we handle while cleaning your facility is covered by
          your service agreement with us.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to answer you and run the site:</p>
        <ul>
          <li>
            <strong>What you send us.</strong> When you request a quote, book a walkthrough or contact us, we receive what you enter: usually your name,
            business name, email address, phone number, the facility’s address and details about the cleaning you need.
          </li>
          <li>
            <strong>Newsletter sign-ups.</strong> Your email address, the date and time you subscribed and the page you subscribed from.
          </li>
          <li>
            <strong>Technical data.</strong> Like every website, our hosting provider receives your IP address, browser type and the pages you request. We use
            it to deliver pages, keep the site secure and limit abuse, such as repeated automated sign-ups.
          </li>
        </ul>
        <p>We do not ask for payment details, health information or social security numbers through this website, and please do not send them in a message.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and tracking',
    body: (
      <>
        <p>
          This website does not set cookies of its own, and we do not use advertising trackers, tracking pixels or analytics that follow you across other
          websites.
        </p>
        <p>
          Your browser keeps a few small notes in session storage, which are deleted when you close the tab: the page you arrived on, the site that sent you
          there and any campaign tags in its address (sent with a quote request, so we know how you found us), and a note that lets the site reload itself once
          if it was updated while you were reading. An embedded form or calendar, where one is shown, may set its own cookies once it loads.
        </p>
      </>
    ),
  },
  {
    id: 'embeds',
    title: 'Quote and walkthrough requests',
    body: (
      <>
        <p>
          When you send a quote, walkthrough or franchising request, we store what you typed, the consent line you agreed to and when, the page you sent it from
          and how you found us, and a one-way code made from your network address (never the address itself) so we can stop abuse. We use it to reply, prepare
          your proposal and confirm appointments; it reaches our staff by email and our customer records system, and nobody else.
        </p>
        <p>
          Where a page shows a form or booking calendar from a third-party provider instead, what you type into it is collected by that provider on our behalf,
          under its own privacy policy and its agreement with us, and may not be used for its own marketing. If you prefer not to use a form, call us at{' '}
          <a href={SITE.phoneHref}>{SITE.phone}</a> or email {mail}.
        </p>
      </>
    ),
  },
  {
    id: 'job-applications',
    title: 'Job applications',
    body: (
      <p>
        When you apply for a job with us, we keep what you send: your name, phone number, email address if you give one, town, when you can work, the language
        you prefer and your résumé if you attach one, with the consent line you agreed to, the page you applied from and the same one-way code of your network
        address. Only our hiring staff see it, to contact you about the job. We delete each application, with its résumé and our notes on it,{' '}
        {DEFAULT_RETENTION_MONTHS} months after we receive it, or sooner if you ask: call <a href={SITE.phoneHref}>{SITE.phone}</a> or email {mail}.
      </p>
    ),
  },
  {
    id: 'newsletter',
    title: 'The Insights newsletter',
    body: (
      <>
        <p>
          If you subscribe, we store your email address, the date and the page you subscribed from in our own database. We use it only to send our Insights
          emails: cleaning and facility-management articles, and occasional news about our services.
        </p>
        <p>
          You can unsubscribe at any time with the link in every email, or by writing to {mail}. When you unsubscribe we delete your address from the mailing
          list.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <>
        <ul>
          <li>To answer your questions and prepare quotes and proposals.</li>
          <li>To schedule and confirm walkthroughs and service visits.</li>
          <li>To provide the services you hire us for and keep records of them.</li>
          <li>To send the newsletter, if you asked for it.</li>
          <li>To keep the website secure and working, and to meet our legal obligations.</li>
        </ul>
        <p>
          <strong>We do not sell or rent your personal information</strong>, and we do not share it with other companies for their own marketing.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share information only with those who help us run the business, and only what they need:</p>
        <ul>
          <li>our website hosting provider (Cloudflare), which stores the site, its database and its logs;</li>
          <li>the providers of our email delivery and customer records, and of any embedded form or booking calendar;</li>
          <li>our accountants, insurers and legal advisers, when they need it to advise us;</li>
          <li>authorities, when the law requires it or to protect people or property;</li>
          <li>a buyer or successor, if the business is sold, who must keep this policy’s promises.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Enquiries and quotes that do not become contracts: up to three years after our last contact, then deleted.</li>
        <li>Client records: for the length of the service agreement and as long afterwards as tax and business law requires.</li>
        <li>Newsletter addresses: until you unsubscribe.</li>
        <li>Technical logs: a few days to a few weeks, unless needed to investigate a security problem.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <>
        <p>
          The website is served only over encrypted connections (HTTPS). Access to enquiries and subscriber data is limited to staff who need it, and changes to
          the site’s content require a staff key.
        </p>
        <p>
          No system is perfectly secure. If a breach ever affects your personal information, we will notify you and the authorities as the Florida Information
          Protection Act (section 501.171, Florida Statutes) requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>tell you what personal information we hold about you;</li>
          <li>correct it, or delete it where we are not required to keep it;</li>
          <li>stop sending you the newsletter or any other email.</li>
        </ul>
        <p>
          Email {mail} or call <a href={SITE.phoneHref}>{SITE.phone}</a>. We answer within 30 days, and we may ask you to confirm who you are before releasing
          or deleting anything.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        This website is meant for businesses and is not directed to children under 13. We do not knowingly collect their information; if you believe a child has
        sent us some, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use information you have already given us, we will
        tell you by email before it takes effect. Our <Link to="/terms">Terms of Use</Link> explain the rest of the rules for using the site.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about your privacy go to {SITE.legalName}, {SITE.city}, Florida, by email at {mail} or by phone at <a href={SITE.phoneHref}>{SITE.phone}</a> (
        {SITE.hours}).
      </p>
    ),
  },
];

export default function PrivacyPage({ route }: { route: RouteEntry }) {
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        title="Privacy Policy"
        lead="Plain language, no surprises: what this website collects, why we need it, and how to have it changed or deleted."
      />
      <LegalDocument updated={PRIVACY_UPDATED} sections={SECTIONS} />
    </>
  );
}
