/**
 * A lead request card on a page (docs/decisions.md D8, D12), at almost no cost to the page's first
 * load. The edge renders the whole card (features/leads/lead-card.tsx) into the HTML. The browser
 * keeps that HTML as it is when it hydrates the page, so none of the card's code is needed up
 * front and the form works as plain HTML; the card's code loads and hydrates it in place, in a
 * React root of its own, on the visitor's first focus, input or submit, when a `deferred` card
 * comes near, or at once where a configured embed has to watch the viewport. A card the browser
 * renders itself (after a client-side navigation) loads the code first.
 */
import { createElement, lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from '../../app/router';
import type { LeadKind } from '../../../../shared/leads/lead';
import { useRefusedLeadForm } from '../../app/page-data';
import { cn } from '../../lib/cn';
import type { LeadCardProps } from '../leads/lead-card';
import { type LeadCardModule, loadLeadCard } from '../leads/lead-card-loader';
import { safeEmbedUrl, useEmbedConfig } from './embed-config';
import { PROMISES } from '../../../../content/promises';
import type { PublicOpenTimes } from '../../../../shared/booking/availability';

let edgeCard: LeadCardModule['LeadCard'] | null = null;

/** The edge renders in one pass: its entry hands the card over up front (web/src/entry-server.tsx). */
export function provideLeadCard(card: LeadCardModule['LeadCard']): void {
  edgeCard = card;
}

const BrowserCard = lazy(() => loadLeadCard().then((m) => ({ default: m.LeadCard })));

/** Keeps the edge's HTML: React never sets innerHTML while the prop is this same object. */
const KEEP = { __html: '' };
const subscribeNothing = () => () => {};

export function LeadFormCard({
  id,
  className,
  headingLevel = 'h2',
  title = 'Request a free quote',
  lead = `Free, no-obligation. We reply ${PROMISES.reply}.`,
  headingId,
  kind = 'quote',
  compact,
  primary,
  returnTo,
  deferred,
  footer = 'phone',
  booking,
  times,
}: {
  id?: string;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  title?: string;
  lead?: string;
  headingId?: string;
  kind?: LeadKind;
  compact?: boolean;
  /** The page's primary form: a refused post without JavaScript comes back into it, with the visitor's values and the errors. */
  primary?: boolean;
  returnTo?: string;
  deferred?: boolean;
  footer?: LeadCardProps['footer'];
  /** The booking calendar (BOOKING_URL), not the lead form (LEAD_FORM_URL), replaces our form when configured. */
  booking?: boolean;
  /** The open times a booking form offers (kind `booking`). */
  times?: PublicOpenTimes;
}) {
  // Short ids where the card has an id of its own: the hero's card is in the home page's first round trip.
  const ownIds = useId();
  const ids = id ?? ownIds;
  const { pathname, search } = useLocation();
  const config = useEmbedConfig();
  const refused = useRefusedLeadForm();
  const url = safeEmbedUrl(booking ? config.bookingUrl : config.leadFormUrl);
  const props: LeadCardProps = {
    ids,
    headingId,
    headingLevel,
    title,
    lead,
    kind,
    compact,
    returnTo,
    initial: primary ? refused : undefined,
    deferred,
    footer,
    embed: url ? { url, purpose: booking ? 'booking' : 'quote' } : null,
    pathname,
    search,
    turnstileSiteKey: config.turnstileSiteKey,
    times,
  };
  // True only while the browser hydrates the edge's HTML (React uses the server snapshot then).
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [fromEdge] = useState(hydrating);
  const ref = useRef<HTMLDivElement>(null);
  const root = useRef<Promise<{ unmount(): void }>>(null);
  // What the visitor did before the card's code was in: a submit, or a click (the embed's button).
  const pending = useRef<{ submit?: boolean; click?: HTMLElement }>({});
  const ready = useRef(false);
  const cls = cn('rounded-card bg-white p-6 shadow-lift ring-1 ring-line sm:p-8', className);

  const enhance = () => {
    root.current ??= loadLeadCard().then((m) =>
      m.hydrateLeadCard(ref.current!, {
        ...props,
        // Now the card's code can do what the visitor asked for while it loaded.
        onReady() {
          ready.current = true;
          const { submit, click } = pending.current;
          pending.current = {};
          if (submit) ref.current?.querySelector('form')?.requestSubmit();
          if (click?.isConnected) click.click();
        },
      }),
    );
    root.current.catch(() => {
      // A chunk gone after a deploy, or a flaky network: a submit still posts, as plain HTML.
      root.current = null;
      if (pending.current.submit) ref.current?.querySelector('form')?.submit();
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the card the edge rendered
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // With JavaScript the form checks itself with the shared schema once its code is in, not with
    // the browser's bubbles: a submit before then waits for it (below).
    const form = el.querySelector('form');
    if (form) form.noValidate = true;
    if (props.embed) return enhance();
    if (!deferred) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        enhance();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The card's own root goes with it (a tick later: never while React is rendering).
  useEffect(
    () => () =>
      void root.current?.then(
        (r) => setTimeout(() => r.unmount()),
        () => {},
      ),
    [],
  );

  if (edgeCard)
    return (
      <div id={id} className={cls}>
        {createElement(edgeCard, props)}
      </div>
    );
  if (!fromEdge) {
    return (
      <div id={id} className={cls}>
        <Suspense fallback={null}>
          <BrowserCard {...props} />
        </Suspense>
      </div>
    );
  }
  return (
    <div
      ref={ref}
      id={id}
      className={cls}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant that keeps the edge's markup
      dangerouslySetInnerHTML={KEEP}
      onFocus={enhance}
      onInput={enhance}
      onClick={(e) => {
        const button = (e.target as Element).closest('button[type="button"]');
        if (button && !ready.current) pending.current.click = button as HTMLElement;
      }}
      onSubmit={(e) => {
        if (e.defaultPrevented) return; // the card's own code has it (its root sits below this one)
        e.preventDefault();
        pending.current.submit = true;
        enhance();
      }}
    />
  );
}
