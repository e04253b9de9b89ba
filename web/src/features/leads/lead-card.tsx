/**
 * A lead request card's content (docs/decisions.md D8, D12): a heading that names it, then our own
 * form, or the configured third-party form or booking calendar in its place, then the phone.
 * Everything it shows comes in as props: the browser may hydrate it in a React root of its own,
 * without the app's contexts (marketing/lead-form-card.tsx, which also renders its frame).
 */
import { useEffect, useState } from 'react';
import { SITE } from '../../../../content/site';
import type { LeadFormState, LeadKind } from '../../../../shared/leads/lead';
import { icon } from '../../components/icon';
import { EmbedFrame } from '../marketing/embed-frame';
import { LeadForm } from './lead-form';
import type { PublicOpenTimes } from '../../../../shared/booking/availability';

const ShieldCheck = icon('shield-check');

export const LEAD_FORM_TITLE = 'Request a commercial cleaning quote from Oakbright Facility Services';
export const BOOKING_TITLE = 'Book a free facility walkthrough with Oakbright Facility Services';
/** Under a third-party form, whose own consent wording we do not control. */
export const CONSENT_NOTE = 'By submitting this form, you agree to receive communications from the company.';

const LINK = 'font-semibold text-brand-800 underline underline-offset-4';

export interface LeadCardProps {
  /** A unique prefix for the ids inside (the card's id, or its frame's useId). */
  ids: string;
  /** The heading's id, when the page refers to it. */
  headingId?: string;
  headingLevel: 'h2' | 'h3';
  title: string;
  lead: string;
  kind: LeadKind;
  /** The short form: only what a quote needs. */
  compact?: boolean;
  /** The page's primary form, where a refused post without JavaScript lands on the page rendered again. */
  returnTo?: string;
  /** A refused post without JavaScript: the visitor's values and the errors. */
  initial?: LeadFormState;
  /** A second form on a page whose HTML carries one already: the edge renders a link to that one, the browser the form. */
  deferred?: boolean;
  /** Under the form: the phone ('phone'), the phone to book by ('book'), or nothing (the page lists it beside the card). */
  footer: 'phone' | 'book' | 'none';
  /** A configured third-party form or booking calendar, in our form's place. */
  embed: { url: string; purpose: 'quote' | 'booking' } | null;
  /** The page the form is on, sent as `page`. */
  pathname: string;
  /** The page's query (an instant estimate's answers fill in the form). */
  search?: string;
  turnstileSiteKey: string;
  /** The booking kind's open times. */
  times?: PublicOpenTimes;
  /** Called once the card is live in the browser (hydrated or rendered). */
  onReady?: () => void;
}

export function LeadCard({ ids, headingId, headingLevel: Heading, title, lead, deferred, footer, embed, onReady, ...form }: LeadCardProps) {
  const titleId = headingId ?? `${ids}-title`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the card is live
  useEffect(() => onReady?.(), []);
  // The edge's HTML (and the first render that hydrates it) carries a link to the page's first
  // form, all that a page's first round trip has room for; the browser then shows the card.
  const [shown, setShown] = useState(!deferred);
  useEffect(() => setShown(true), []);
  if (!shown && !embed) {
    return (
      <a href={`#${form.returnTo}`} className={`${LINK} text-lg`}>
        {title}: fill in the form above
      </a>
    );
  }
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <Heading id={titleId} className="text-2xl font-extrabold tracking-tight">
            {title}
          </Heading>
          <p className="mt-1 text-[0.9375rem] text-muted">{lead}</p>
        </div>
        {!form.compact && (
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-tile bg-accent-100 text-accent-700 sm:inline-flex" aria-hidden="true">
            <ShieldCheck className="size-6" />
          </span>
        )}
      </div>
      {embed ? (
        <div className="mt-6">
          <EmbedFrame url={embed.url} title={embed.purpose === 'booking' ? BOOKING_TITLE : LEAD_FORM_TITLE} purpose={embed.purpose} />
        </div>
      ) : (
        <LeadForm {...form} form={ids} labelledBy={titleId} sentHeading={Heading === 'h2' ? 'h3' : 'h4'} />
      )}
      {embed?.purpose === 'quote' ? (
        <p className="mt-5 border-t border-line pt-4 text-sm text-muted">{CONSENT_NOTE}</p>
      ) : (
        footer !== 'none' && (
          <p className="mt-5 border-t border-line pt-4 text-[0.9375rem] text-body">
            {footer === 'book' ? 'Prefer the phone? Call ' : 'Prefer to talk? Call '}
            <a href={SITE.phoneHref} className={`${LINK} whitespace-nowrap`}>
              {SITE.phone}
            </a>
            {footer === 'book' ? ` to book, ${SITE.hours}.` : '.'}
          </p>
        )
      )}
    </>
  );
}
