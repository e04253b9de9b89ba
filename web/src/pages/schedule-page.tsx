/**
 * `/schedule[?zip=]`: book the free walkthrough at one of the open times (worked out from staff
 * availability, in the first HTML so it books without JavaScript; for the ZIP code when one is
 * given), or, when no time can be offered, request one with two preferred days and a time of day
 * (docs/decisions.md D12). A configured booking calendar replaces both (a lazy embed, D8). The
 * phone is always offered beside it.
 */
import { icon } from '../components/icon';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { Card, IconTile } from '../components/ui/card';
import { IconList } from '../components/ui/icon-list';
import { Section } from '../components/ui/section';
import { ContactDetails } from '../features/marketing/contact-details';
import { safeEmbedUrl, useEmbedConfig } from '../features/marketing/embed-config';
import { LeadFormCard } from '../features/marketing/lead-form-card';
import { PageHero } from '../features/marketing/page-hero';
import { HeroBadge } from '../components/ui/badge';
import { PROMISES } from '../../../content/promises';
import { useEdgeData } from '../app/page-data';
import type { ScheduleData } from '../../../shared/page-data';

const CalendarCheck = icon('calendar-check');
const ClipboardCheck = icon('clipboard-check');
const FileText = icon('file-text');
const RouteIcon = icon('route');
const Timer = icon('timer');

export const ASSESSMENT_INCLUDES = [
  'A walk through every room, restroom, entrance and exterior area you want covered',
  'Notes on floor types, traffic, hours and access, so the plan fits how the building is used',
  'Special requirements reviewed: infection control, food safety, childcare licensing or security',
  'Recommended cleaning frequency and green-product options for each area',
  `A written, itemized proposal with a fixed price ${PROMISES.proposal}`,
  'No obligation and no pressure: the proposal is yours to keep',
] as const;

/** The first step says how a time is picked: a slot online (ours or the calendar's), or two days in our form. */
const pickATime = (slots: boolean) => ({
  icon: CalendarCheck,
  title: 'Pick a time',
  text: slots
    ? 'Choose an open time online or call us. Walkthroughs run Monday to Friday.'
    : 'Send us two days that suit you, or call us. Walkthroughs run Monday to Friday.',
});

const NEXT_STEPS = [
  { icon: RouteIcon, title: 'We walk it with you', text: `${PROMISES.walkthrough.replace(/^a/, 'A')} on site with a supervisor, not a salesperson.` },
  { icon: FileText, title: 'Get your proposal', text: `A written scope and price in your inbox ${PROMISES.proposal}.` },
] as const;

export default function SchedulePage({ route }: { route: RouteEntry }) {
  const bookingUrl = safeEmbedUrl(useEmbedConfig().bookingUrl);
  // The edge writes the open times into the first HTML; after a client-side navigation there are
  // none yet and the booking form fetches them itself (features/leads/lead-form.tsx).
  const edge = useEdgeData<ScheduleData>();
  const times = edge?.times ?? undefined;
  // Times to offer, or a ZIP code asked about (nobody serves it: the form says so and offers a call);
  // the edge could not read them (times null): the request for two days instead.
  const bookable = !bookingUrl && (edge === undefined || (!!times && (times.days.length > 0 || times.zip !== null)));
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={<HeroBadge icon={Timer}>Free · {PROMISES.walkthrough.replace(/^a/, 'A')} · No obligation</HeroBadge>}
        title="Schedule your free facility walkthrough"
        lead={`See exactly what your building needs before you spend a dollar. We assess your facility on site and send a customized cleaning proposal ${PROMISES.proposal}.`}
      />

      <Section labelledBy="booking-title" className="pt-12 sm:pt-16">
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7">
            <LeadFormCard
              headingId="booking-title"
              title="Book your walkthrough"
              lead={
                bookingUrl
                  ? 'Choose a time that suits you. We confirm by email and phone.'
                  : bookable
                    ? 'Choose a time that suits you. Your confirmation names who attends, with their direct line.'
                    : `Tell us two days that suit you and a time of day. We confirm one ${PROMISES.reply}.`
              }
              kind={bookable ? 'booking' : 'walkthrough'}
              times={bookable ? times : undefined}
              primary
              returnTo="booking-title"
              footer="book"
              booking
            />

            <ol className="mt-10 grid gap-6 sm:grid-cols-3">
              {[pickATime(!!bookingUrl || bookable), ...NEXT_STEPS].map(({ icon: Icon, title, text }, i) => (
                <li key={title}>
                  <IconTile>
                    <Icon />
                  </IconTile>
                  <h3 className="mt-4 font-bold">
                    <span className="text-accent-700">{i + 1}.</span> {title}
                  </h3>
                  <p className="mt-1 text-[0.9375rem] text-muted">{text}</p>
                </li>
              ))}
            </ol>
          </div>

          <div className="space-y-6 lg:col-span-5">
            <Card as="article">
              <div className="flex items-center gap-3">
                <IconTile tone="accent">
                  <ClipboardCheck />
                </IconTile>
                <h2 className="text-xl font-bold">What the assessment includes</h2>
              </div>
              <IconList items={ASSESSMENT_INCLUDES} className="mt-6 text-[0.9375rem]" />
            </Card>
            <Card as="article">
              <h2 className="text-xl font-bold">Questions first?</h2>
              <ContactDetails className="mt-6" showArea={false} />
            </Card>
          </div>
        </div>
      </Section>
    </>
  );
}
