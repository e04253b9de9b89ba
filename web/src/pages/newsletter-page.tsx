/**
 * /newsletter/thanks (noindex): where the newsletter form lands when it was posted without
 * JavaScript (docs/decisions.md D6). It says the visitor is subscribed, or why not, and then
 * offers the form again; `?error=` and `?from=` come from the Worker's 303.
 */
import { useLocation } from 'react-router-dom';
import { NEWSLETTER_THANKS_PATH, parseNewsletterResult, type NewsletterError } from '../../../shared/newsletter-result';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { ButtonLink } from '../components/ui/button';
import { Container } from '../components/ui/section';
import { NewsletterSignup } from '../features/blog/components/newsletter-signup';
import { PageHero } from '../features/marketing/page-hero';

interface ResultCopy {
  title: string;
  lead: string;
  /** Shown beside the email field of the form offered again. */
  fieldError?: string;
}

const SUBSCRIBED: ResultCopy = {
  title: "You're subscribed!",
  lead: 'Thanks for signing up. We will email you when we publish new Insights, and every email has an unsubscribe link.',
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
  const { error, from } = parseNewsletterResult(new URLSearchParams(search));
  const copy = error ? REFUSED[error] : SUBSCRIBED;

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
