/**
 * `/thank-you?kind=quote|walkthrough|franchising|booking[&at=]` (noindex, not in the sitemap): where a lead form
 * posted without JavaScript lands (the Worker answers 303 here, so a reload shows this page again
 * and sends nothing twice). It thanks by kind, says what happens next and offers the phone.
 */
import { useSearchParams } from '../app/router';
import { PROMISES } from '../../../content/promises';
import { SITE } from '../../../content/site';
import type { LeadKind } from '../../../shared/leads/lead';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { icon } from '../components/icon';
import { ButtonLink } from '../components/ui/button';
import { IconTile } from '../components/ui/card';
import { Section } from '../components/ui/section';
import { LEAD_FORM_COPY } from '../features/leads/lead-form-copy';
import { CallButton } from '../features/marketing/cta-buttons';
import { PageHero } from '../features/marketing/page-hero';
import { HeroBadge } from '../components/ui/badge';
import { companyDateTime } from '../../../shared/time/company-time';

const CircleCheck = icon('circle-check');
const FileText = icon('file-text');
const MessageSquareText = icon('message-square-text');
const RouteIcon = icon('route');

const STEPS: Record<LeadKind, readonly { title: string; text: string }[]> = {
  quote: [
    { title: 'We read your request', text: `A real person, not a bot, replies ${PROMISES.reply}.` },
    { title: 'We walk your building', text: `A free walkthrough with a supervisor, ${PROMISES.walkthrough}, at a time that suits you.` },
    { title: 'You get a written proposal', text: `An itemized scope and a fixed price in your inbox ${PROMISES.proposal}.` },
  ],
  walkthrough: [
    { title: 'We confirm a day', text: `We call or email ${PROMISES.reply} to confirm one of the days you chose.` },
    { title: 'We walk your building', text: `${PROMISES.walkthrough.replace(/^a/, 'A')} on site with a supervisor, not a salesperson.` },
    { title: 'You get a written proposal', text: `An itemized scope and a fixed price in your inbox ${PROMISES.proposal}.` },
  ],
  booking: [
    { title: 'Your confirmation', text: 'The day, the time, the address and the person attending, with a calendar invitation.' },
    { title: 'We walk your building', text: `${PROMISES.walkthrough.replace(/^a/, 'A')} on site with a supervisor, not a salesperson.` },
    { title: 'You get a written proposal', text: `An itemized scope and a fixed price in your inbox ${PROMISES.proposal}.` },
  ],
  franchising: [
    { title: 'Our owner reads it', text: `Every franchise enquiry is read personally and answered ${PROMISES.reply}.` },
    { title: 'A first conversation', text: 'A call about you, the area you have in mind and how an Oakbright franchise works.' },
    { title: 'The details in writing', text: 'If it is a fit for both sides, we send what it takes and what comes next.' },
  ],
};

const ICONS = [MessageSquareText, RouteIcon, FileText] as const;

const isKind = (value: string | null): value is LeadKind => !!value && Object.hasOwn(LEAD_FORM_COPY, value);

export default function ThankYouPage({ route }: { route: RouteEntry }) {
  const [params] = useSearchParams();
  const given = params.get('kind');
  const kind: LeadKind = isKind(given) ? given : 'quote';
  const copy = LEAD_FORM_COPY[kind];
  const at = kind === 'booking' ? companyDateTime(params.get('at')) : '';
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={<HeroBadge icon={CircleCheck}>{kind === 'booking' ? 'Walkthrough booked' : 'Request received'}</HeroBadge>}
        title={`Thank you! ${copy.sent}.`}
        lead={at ? `We see you on ${at} (Ocala time). ${copy.next}` : copy.next}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/" size="lg">
            Back to the home page
          </ButtonLink>
          <CallButton variant="ghost" />
        </div>
      </PageHero>
      <Section labelledBy="next-title" className="py-12 sm:py-16">
        <h2 id="next-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          What happens next
        </h2>
        <ol className="mt-8 grid gap-8 sm:grid-cols-3">
          {STEPS[kind].map(({ title, text }, i) => {
            const Icon = ICONS[i]!;
            return (
              <li key={title}>
                <IconTile>
                  <Icon />
                </IconTile>
                <h3 className="mt-4 font-bold">
                  <span className="text-accent-700">{i + 1}.</span> {title}
                </h3>
                <p className="mt-1 text-[0.9375rem] text-muted">{text}</p>
              </li>
            );
          })}
        </ol>
        <p className="mt-10 border-t border-line pt-6 text-[0.9375rem]">
          Something urgent, or a detail to add? Call{' '}
          <a href={SITE.phoneHref} className="font-semibold text-brand-800 underline underline-offset-4">
            {SITE.phone}
          </a>{' '}
          ({SITE.hours}, {SITE.emergency}) or email{' '}
          <a href={`mailto:${SITE.email}`} className="font-semibold break-all text-brand-800 underline underline-offset-4">
            {SITE.email}
          </a>
          .
        </p>
      </Section>
    </>
  );
}
