/**
 * Newsletter signup (docs/decisions.md D6, P6): one labelled email field, the simple client
 * rule, 'Subscribing...' while the POST runs, and in place of the form a card saying to confirm
 * from the inbox (confirmed opt-in: nothing is sent before that). The address typed stays in the
 * field after any error. The form is a real form: without
 * JavaScript it posts to the endpoint, which answers with the confirmation page, and so does a
 * submit whose code cannot be loaded.
 */
import { icon } from '../../../components/icon';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '../../../app/router';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { ApiRequestError, subscribeToNewsletter } from '../api-core';
import { NEWSLETTER_ARCHIVE_PATH } from '../../../../../shared/newsletter/archive';

const ArrowRight = icon('arrow-right');
const MailCheck = icon('mail-check');
const Send = icon('send');

/**
 * What a submit does (the client rule, the request, its toasts) is a chunk of its own
 * (newsletter-submit.ts), fetched on the first focus in the form; a submit before then waits for it.
 */
const loadSubmit = () => import('../newsletter-submit');
const SIGNUP_DEPS = { send: subscribeToNewsletter, RequestError: ApiRequestError, notify };

type Status = 'idle' | 'submitting' | 'subscribed';

/**
 * What a signup that went through says (docs/decisions.md D17): nothing is sent until the address
 * is confirmed from the email, so the visitor is sent to their inbox. The same words whether the
 * address was new, waiting or already confirmed, so nobody can probe the list. Kept here, in the
 * card every article carries, so it ships as its words alone; the sign-up page reads it from here.
 */
export const SIGNUP_PENDING_COPY = {
  title: 'Check your inbox to confirm',
  lead: 'We sent you an email with a link to confirm your subscription. Nothing is sent until you confirm.',
} as const;

export function NewsletterSignup({
  tone = 'brand',
  title = 'Get facility insights by email',
  lead = 'Cleaning schedules, compliance reminders and seasonal checklists for Ocala and Marion County facilities, sent when we publish them.',
  source,
  error,
  archiveLink = true,
}: {
  tone?: 'brand' | 'light';
  title?: string;
  lead?: string;
  /** The page the signup is recorded as coming from; this page by default. */
  source?: string;
  /** A refusal to show beside the field from the start (a form posted without JavaScript). */
  error?: string;
  /** A link to the past issues (/newsletter); not on the archive's own pages. */
  archiveLink?: boolean;
}) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [shownError, setShownError] = useState(error);
  const { pathname } = useLocation();
  const id = useId();
  const busy = useRef(false);
  const successRef = useRef<HTMLHeadingElement>(null);
  const dark = tone === 'brand';

  useEffect(() => {
    if (status === 'subscribed') successRef.current?.focus();
  }, [status]);

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setShownError(undefined);
    const form = e.currentTarget;
    let submit: Awaited<ReturnType<typeof loadSubmit>>;
    try {
      submit = await loadSubmit();
    } catch {
      // The chunk is gone (a deploy) or the network failed: the form posts as plain HTML.
      form.submit();
      return;
    }
    const subscribed = await submit.subscribe(SIGNUP_DEPS, email, source ?? pathname, () => setStatus('submitting'));
    setStatus(subscribed ? 'subscribed' : 'idle');
    busy.current = false;
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('rounded-card px-6 py-10 sm:px-10 sm:py-12', dark ? 'bg-brand-900 text-brand-100' : 'bg-brand-50 ring-1 ring-brand-200')}
    >
      <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
        <div>
          <p className={cn('text-sm font-bold tracking-[0.12em] uppercase', dark ? 'text-accent-200' : 'text-accent-700')}>Newsletter</p>
          <h2 id={`${id}-title`} className={cn('mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl', dark && 'text-white')}>
            {title}
          </h2>
          <p className={cn('mt-3', dark ? 'text-brand-100' : 'text-body')}>{lead}</p>
          {archiveLink && (
            <p className="mt-4">
              <Link
                to={NEWSLETTER_ARCHIVE_PATH}
                className={cn('inline-flex items-center gap-1.5 font-semibold underline underline-offset-4', dark ? 'text-white' : 'text-brand-700')}
              >
                Read past issues <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </p>
          )}
        </div>
        {status === 'subscribed' ? (
          <div role="status" className={cn('flex gap-4 rounded-tile p-5', dark ? 'bg-white text-body' : 'bg-white ring-1 ring-accent-200')}>
            <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              <MailCheck className="size-6" />
            </span>
            <div>
              <h3 ref={successRef} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
                {SIGNUP_PENDING_COPY.title}
              </h3>
              <p className="mt-1 text-[0.9375rem]">{SIGNUP_PENDING_COPY.lead}</p>
            </div>
          </div>
        ) : (
          <form noValidate method="post" action="/api/newsletter" onSubmit={onSubmit} onFocus={() => loadSubmit().catch(() => {})}>
            <input type="hidden" name="source" value={source ?? pathname} />
            <label htmlFor={`${id}-email`} className={cn('block text-[0.9375rem] font-semibold', dark ? 'text-white' : 'text-ink')}>
              Work email
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@company.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                readOnly={status === 'submitting'}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? `${id}-error ${id}-note` : `${id}-note`}
                className="min-h-12 w-full min-w-0 flex-1 rounded-full border border-slate-500 bg-white px-5 text-base text-ink placeholder:text-muted"
              />
              <Button type="submit" disabled={status === 'submitting'} className="min-h-12 sm:px-7">
                {status === 'submitting' ? (
                  'Subscribing...'
                ) : (
                  <>
                    <Send aria-hidden="true" className="size-4" /> Subscribe
                  </>
                )}
              </Button>
            </div>
            {shownError && (
              <p id={`${id}-error`} className={cn('mt-3 font-semibold', dark ? 'text-white' : 'text-red-700')}>
                {shownError}
              </p>
            )}
            <p id={`${id}-note`} className={cn('mt-3 text-sm', dark ? 'text-brand-100' : 'text-muted')}>
              No spam. Unsubscribe anytime. See our{' '}
              <Link to="/privacy" className={cn('font-semibold underline underline-offset-4', dark ? 'text-white' : 'text-brand-700')}>
                privacy policy
              </Link>
              .
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
