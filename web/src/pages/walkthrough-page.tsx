/**
 * /walkthrough?token=… (noindex, nofollow, no referrer, never in the sitemap): the prospect's own
 * page for their walkthrough, reached from the link in its invitation, as
 * worker/walkthroughs/manage.ts found it. It shows when, where and who attends, offers the open
 * times to move to (radios grouped by day, a picker with JavaScript) and a cancel button: plain
 * forms that post back to the link, so it all works without JavaScript.
 */
import { SITE } from '../../../content/site';
import type { WalkthroughData, WalkthroughView } from '../../../shared/page-data';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { companyDateTime } from '../../../shared/time/company-time';
import { useEdgeData } from '../app/page-data';
import { icon } from '../components/icon';
import { HeroBadge } from '../components/ui/badge';
import { Button, ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Section } from '../components/ui/section';
import { TimeChoices } from '../features/leads/time-choices';
import { PageHero } from '../features/marketing/page-hero';

const CalendarCheck = icon('calendar-check');
const CircleCheck = icon('circle-check');

const LINK = 'font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4';

const callUs = (
  <a href={SITE.phoneHref} className={LINK}>
    {SITE.phone}
  </a>
);

function Booked({ view }: { view: Extract<WalkthroughView, { kind: 'booked' }> }) {
  const rows = [
    ['When', `${companyDateTime(view.starts_at)} (Ocala time)`],
    ['How long', `${view.minutes} minutes`],
    ['Where', view.address || 'The address you gave us'],
    ['With', view.attendee ? `${view.attendee.name}, ${view.attendee.phone}` : `Our team, ${SITE.phone}`],
  ];
  return (
    <Section labelledBy="walkthrough-details" className="pt-10 sm:pt-14">
      <div className="grid gap-8 lg:grid-cols-12">
        <Card as="article" className="lg:col-span-5">
          <h2 id="walkthrough-details" className="text-xl font-bold">
            Your walkthrough
          </h2>
          <dl className="mt-5 space-y-4 text-[0.9375rem]">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="font-semibold text-muted">{label}</dt>
                <dd className="mt-0.5 text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <form method="post" action={view.action} className="mt-8 border-t border-line pt-6">
            <input type="hidden" name="do" value="cancel" />
            <h3 className="font-bold">Can’t make it at all?</h3>
            <p className="mt-1 text-[0.9375rem] text-muted">Cancel it, and we take it off your calendar. You can always book again.</p>
            <Button type="submit" variant="ghost" className="mt-4">
              Cancel the walkthrough
            </Button>
          </form>
        </Card>
        <Card as="article" className="lg:col-span-7">
          <h2 className="text-xl font-bold">Move it to another time</h2>
          <p className="mt-1 text-[0.9375rem] text-muted">Choose a new time; your calendar invitation updates itself.</p>
          <form method="post" action={view.action} className="lead-form @container">
            <input type="hidden" name="do" value="move" />
            {view.error && (
              <p role="alert" className="err rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
                {view.error}
              </p>
            )}
            <TimeChoices form="move" times={view.times} checked="" />
            {view.times.days.length > 0 && (
              <Button type="submit" size="lg" className="mt-7 w-full">
                Move my walkthrough
              </Button>
            )}
          </form>
        </Card>
      </div>
    </Section>
  );
}

function copyFor(view: WalkthroughView | null) {
  switch (view?.kind) {
    case 'booked':
      return view.moved
        ? {
            badge: 'Walkthrough moved',
            title: 'Your walkthrough has a new time',
            lead: <>We see you on {companyDateTime(view.starts_at)} (Ocala time). The updated invitation is in your email.</>,
          }
        : {
            badge: 'Walkthrough booked',
            title: 'Your walkthrough',
            lead: (
              <>
                We see you on {companyDateTime(view.starts_at)} (Ocala time). Need another time? Move it below, or call {callUs}.
              </>
            ),
          };
    case 'cancelled':
      return {
        badge: view.justNow ? 'Walkthrough cancelled' : 'No walkthrough booked',
        title: view.justNow ? 'Your walkthrough is cancelled' : 'This walkthrough is no longer booked',
        lead: <>The cancellation is on its way to your calendar. Want a new time? Book one online, or call {callUs}.</>,
        actions: true,
      };
    case 'past':
      return {
        badge: 'Walkthrough done',
        title: 'This walkthrough has taken place',
        lead: (
          <>
            It was on {companyDateTime(view.starts_at)}. Questions about your proposal? Call {callUs}.
          </>
        ),
      };
    case 'unavailable':
      return {
        badge: 'Your walkthrough',
        title: 'Your walkthrough is briefly unavailable',
        lead: <>Nothing was changed. Please try again in a few minutes, or call {callUs}.</>,
      };
    default:
      return {
        badge: 'Your walkthrough',
        title: 'This walkthrough link does not work',
        lead: (
          <>Nothing was changed. The link may have been cut short when it was copied: please open it from your confirmation email again, or call {callUs}.</>
        ),
      };
  }
}

export default function WalkthroughPage({ route }: { route: RouteEntry }) {
  const view = useEdgeData<WalkthroughData>()?.walkthrough ?? null;
  const copy = copyFor(view);
  const done = view?.kind === 'booked' && view.moved;
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={<HeroBadge icon={done ? CircleCheck : CalendarCheck}>{copy.badge}</HeroBadge>}
        title={copy.title}
        lead={copy.lead}
      >
        {'actions' in copy && (
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/schedule" size="lg">
              Book a new time
            </ButtonLink>
            <ButtonLink href="/" size="lg" variant="ghost">
              Back to the home page
            </ButtonLink>
          </div>
        )}
      </PageHero>
      {view?.kind === 'booked' && <Booked view={view} />}
    </>
  );
}
