/**
 * The card that takes the form's place once a lead is stored: thanks by name and what happens
 * next (the phone stays beside it). It takes focus, so a screen reader announces it at once.
 */
import { useEffect, useRef } from 'react';
import type { LeadKind } from '../../../../shared/leads/lead';
import { icon } from '../../components/icon';
import { LEAD_FORM_COPY } from './lead-form-copy';
import { companyDateTime } from '../../../../shared/time/company-time';

const CircleCheck = icon('circle-check');

/** `at`: the time a booking booked (ISO), said first. */
export function LeadSent({ kind, name, heading: Heading, at = '' }: { kind: LeadKind; name: string; heading: 'h3' | 'h4'; at?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const copy = LEAD_FORM_COPY[kind];
  const first = name.trim().split(/\s+/)[0];
  useEffect(() => ref.current?.focus(), []);
  return (
    <div role="status" className="mt-6 rounded-tile bg-accent-100 p-6 ring-1 ring-accent-200 sm:p-7">
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-white text-accent-700">
        <CircleCheck className="size-7" />
      </span>
      <Heading ref={ref} tabIndex={-1} className="mt-4 text-2xl font-extrabold tracking-tight outline-none">
        {copy.sent}
      </Heading>
      <p className="mt-2 text-body">
        {first ? `Thanks, ${first}. ` : 'Thank you. '}
        {at && companyDateTime(at) ? `We see you on ${companyDateTime(at)} (Ocala time). ` : ''}
        {copy.next}
      </p>
    </div>
  );
}
