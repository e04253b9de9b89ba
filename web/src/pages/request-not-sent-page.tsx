/**
 * /request-not-sent?reason=… (noindex, not in the sitemap): a lead form posted without
 * JavaScript that the Worker could not take (worker/intake/answers.ts answers with this page and
 * the matching status: too many requests, the database down, a body too long, or errors the
 * form's own page could not show). It says nothing was saved, why, and how to try again or call.
 */
import { useLocation } from '../app/router';
import { SITE } from '../../../content/site';
import type { RequestNotSentData } from '../../../shared/page-data';
import { type NotSent, parseRequestNotSent } from '../../../shared/intake/request-not-sent';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { useEdgeData } from '../app/page-data';
import { icon, type IconComponent } from '../components/icon';
import { HeroBadge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { CallButton } from '../features/marketing/cta-buttons';
import { PageHero } from '../features/marketing/page-hero';

const Clock = icon('clock');
const MessageSquareText = icon('message-square-text');
const RefreshCw = icon('refresh-cw');

interface Copy {
  icon: IconComponent;
  title: string;
  lead: string;
}

function copyFor({ reason, minutes }: NotSent): Copy {
  switch (reason) {
    case 'busy': {
      const wait = minutes ? `in about ${minutes} minute${minutes === 1 ? '' : 's'}` : 'in a few minutes';
      return {
        icon: Clock,
        title: 'Please wait a moment',
        lead: `We have received several requests from your network in the last few minutes, so this one was not saved. Please try again ${wait}, or give us a call.`,
      };
    }
    case 'unavailable':
      return {
        icon: RefreshCw,
        title: 'We could not take your request just now',
        lead: 'Nothing was saved. Please try again in a moment, or give us a call.',
      };
    case 'too-long':
      return {
        icon: MessageSquareText,
        title: 'Your request is too long',
        lead: 'Nothing was saved. Please shorten your message and send the form again, or give us a call.',
      };
    case 'invalid':
      return {
        icon: MessageSquareText,
        title: 'Please check your request',
        lead: 'Nothing was saved. Go back, correct what is listed here and send the form again, or give us a call.',
      };
    default:
      return {
        icon: MessageSquareText,
        title: 'Your request was not sent',
        lead: 'Nothing was saved. Please go back and send the form again, or give us a call.',
      };
  }
}

export default function RequestNotSentPage({ route }: { route: RouteEntry }) {
  const { search } = useLocation();
  // The field errors, when the edge could not show them in the form itself (only in its answer).
  const messages = useEdgeData<RequestNotSentData>()?.messages ?? [];
  const { icon, title, lead } = copyFor(parseRequestNotSent(new URLSearchParams(search)));
  return (
    <PageHero crumbs={breadcrumbFor(route)} eyebrow={<HeroBadge icon={icon}>Request not sent</HeroBadge>} title={title} lead={lead}>
      {messages.length > 0 && (
        <ul className="-mt-2 mb-8 list-disc space-y-1 pl-6 text-lg">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/contact" size="lg">
          Back to the contact page
        </ButtonLink>
        <CallButton variant="ghost" />
      </div>
      <p className="mt-6 text-[0.9375rem] text-muted">
        We answer the phone {SITE.hours}, {SITE.emergency}.
      </p>
    </PageHero>
  );
}
