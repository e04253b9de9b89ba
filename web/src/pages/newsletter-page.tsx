/**
 * /newsletter/thanks (noindex): where the newsletter form lands when it was posted without
 * JavaScript (docs/decisions.md D6, D17). It says to confirm from the inbox, or why the signup did
 * not go through (then offers the form again); `?error=` and `?from=` come from the Worker's 303.
 * The confirmation link's GET lands here too (`?confirm=<token>`): it only asks, with a button
 * posting back to the link, since mail scanners open links; `?confirmed=1` is the button's answer,
 * `?confirmed=already` its answer for an address confirmed before.
 */
import { useLocation } from '../app/router';
import { NEWSLETTER_THANKS_PATH, type NewsletterError, parseNewsletterResult } from '../../../shared/newsletter/newsletter-result';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { Button, ButtonLink } from '../components/ui/button';
import { Container } from '../components/ui/section';
import { NewsletterSignup, SIGNUP_PENDING_COPY } from '../features/blog/components/newsletter-signup';
import { PageHero } from '../features/marketing/page-hero';

interface ResultCopy {
  title: string;
  lead: string;
  /** Shown beside the email field of the form offered again. */
  fieldError?: string;
}

/** What the confirmation link's button ends on. */
const CONFIRMED: ResultCopy = {
  title: "You're subscribed!",
  lead: 'Thanks for confirming. We will email you when we publish new Insights, and every email has an unsubscribe link.',
};

/** The confirmation link's button pressed again, for an address confirmed before. */
const ALREADY: ResultCopy = {
  title: "You're already subscribed",
  lead: 'This address was confirmed before, so nothing changed: new Insights keep coming to your inbox, and every email has an unsubscribe link.',
};

const CONFIRM: ResultCopy = {
  title: 'Confirm your subscription',
  lead: 'Press the button to start getting the Oakbright Insights newsletter. Did not sign up? Close this page: nothing changes, and the address is forgotten after 7 days.',
};

const REFUSED: Readonly<Record<NewsletterError, ResultCopy>> = {
  invalid: {
    title: 'That email address was not valid',
    lead: 'Nothing was saved. Please check the address and try again below.',
    fieldError: 'Please enter a valid email address.',
  },
  busy: {
    title: 'Too many sign-ups from your connection',
    lead: 'Nothing was saved. Please wait a minute, then try again below.',
  },
  unavailable: {
    title: 'Sign-ups are briefly unavailable',
    lead: 'Nothing was saved. Please try again in a few minutes.',
  },
};

export default function NewsletterPage({ route }: { route: RouteEntry }) {
  const { search } = useLocation();
  const { error, from, confirmed, already, confirmToken } = parseNewsletterResult(new URLSearchParams(search));
  const copy: ResultCopy = error ? REFUSED[error] : confirmToken ? CONFIRM : confirmed ? CONFIRMED : already ? ALREADY : SIGNUP_PENDING_COPY;

  if (confirmToken) {
    return (
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={<p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Insights newsletter</p>}
        title={copy.title}
        lead={copy.lead}
      >
        <form method="post" action={`/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`} className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg">
            Confirm my subscription
          </Button>
          <ButtonLink href="/insights" size="lg" variant="ghost">
            Browse Insights
          </ButtonLink>
        </form>
      </PageHero>
    );
  }

  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={<p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Insights newsletter</p>}
        title={copy.title}
        lead={copy.lead}
      >
        <div className="flex flex-wrap gap-3">
          {from && (
            <ButtonLink href={from} size="lg" variant={error ? 'ghost' : 'primary'}>
              Back to the page you were reading
            </ButtonLink>
          )}
          <ButtonLink href="/insights" size="lg" variant={from || error ? 'ghost' : 'primary'}>
            Browse all Insights
          </ButtonLink>
        </div>
      </PageHero>
      {error && (
        <Container className="py-14 sm:py-20">
          <NewsletterSignup tone="light" title="Sign up again" source={from ?? NEWSLETTER_THANKS_PATH} error={copy.fieldError} />
        </Container>
      )}
    </>
  );
}
