/**
 * /newsletter/unsubscribe?token=… (noindex, nofollow, no referrer, never in the sitemap): what
 * the newsletter's signed link came to, as worker/newsletter/unsubscribe.ts found it. Its GET
 * only asks (a button in a plain form that posts back to the link: mail scanners open links
 * and must not unsubscribe anyone); the POST's answer says it is done, or that the database was
 * briefly unavailable with the button again; a link that does not verify says so.
 */
import { useLocation } from '../app/router';
import { SITE } from '../../../content/site';
import type { UnsubscribeData, UnsubscribeView } from '../../../shared/page-data';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { useEdgeData } from '../app/page-data';
import { icon } from '../components/icon';
import { HeroBadge } from '../components/ui/badge';
import { Button, ButtonLink } from '../components/ui/button';
import { PageHero } from '../features/marketing/page-hero';

const Mail = icon('mail');
const MailCheck = icon('mail-check');

// wrap-anywhere: a long address breaks where it must instead of widening the page on a phone.
const address = (email: string) => <strong className="font-semibold wrap-anywhere text-ink">{email}</strong>;

const ACTIONS = 'flex flex-col gap-3 sm:flex-row';

/** The button posts back to the link itself; staying is a plain link away. */
function ConfirmForm({ action, label }: { action: string; label: string }) {
  return (
    <form method="post" action={action} className={ACTIONS}>
      <Button type="submit" size="lg">
        {label}
      </Button>
      <ButtonLink href="/insights" size="lg" variant="ghost">
        Keep me subscribed
      </ButtonLink>
    </form>
  );
}

function copyFor(view: UnsubscribeView | null, action: string) {
  switch (view?.kind) {
    case 'confirm':
      return {
        title: 'Unsubscribe from the Insights newsletter?',
        lead: <>We will stop emailing the newsletter to {address(view.email)}.</>,
        actions: <ConfirmForm action={view.action} label="Unsubscribe" />,
      };
    case 'done':
      return {
        title: 'You are unsubscribed',
        lead: <>{address(view.email)} will not get the Insights newsletter any more. Changed your mind? Sign up again at the end of any article.</>,
        actions: (
          <div className={ACTIONS}>
            <ButtonLink href="/insights" size="lg">
              Browse Insights
            </ButtonLink>
            <ButtonLink href="/" size="lg" variant="ghost">
              Back to the home page
            </ButtonLink>
          </div>
        ),
      };
    case 'unavailable':
      return {
        title: 'Unsubscribing is briefly unavailable',
        lead: <>Nothing was changed for {address(view.email)}. Please try again in a few minutes.</>,
        actions: <ConfirmForm action={view.action} label="Try again" />,
      };
    case 'invalid':
      return {
        title: 'This unsubscribe link does not work',
        lead: (
          <>
            Nothing was changed. The link may have been cut short when it was copied: please open it from the newsletter email again, or write to{' '}
            <a href={`mailto:${SITE.email}`} className="font-semibold wrap-anywhere text-brand-700 underline underline-offset-4">
              {SITE.email}
            </a>{' '}
            and we will take you off the list.
          </>
        ),
        actions: (
          <ButtonLink href="/" size="lg" variant="ghost">
            Back to the home page
          </ButtonLink>
        ),
      };
    default:
      // Reached without the edge's answer (Back, long after): the link's own button, which the
      // Worker checks when it is pressed.
      return {
        title: 'Unsubscribe from the Insights newsletter?',
        lead: <>We will stop emailing the newsletter to the address this link was sent to.</>,
        actions: <ConfirmForm action={action} label="Unsubscribe" />,
      };
  }
}

export default function UnsubscribePage({ route }: { route: RouteEntry }) {
  const { search } = useLocation();
  const view = useEdgeData<UnsubscribeData>()?.unsubscribe ?? null;
  const copy = copyFor(view, route.path + search);
  return (
    <PageHero
      crumbs={breadcrumbFor(route)}
      eyebrow={<HeroBadge icon={view?.kind === 'done' ? MailCheck : Mail}>Insights newsletter</HeroBadge>}
      title={copy.title}
      lead={copy.lead}
    >
      {copy.actions}
    </PageHero>
  );
}
