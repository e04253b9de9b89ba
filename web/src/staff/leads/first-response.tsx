/**
 * A lead's time to first response (shared/leads/lead-pipeline.ts FirstResponse), counted in business
 * minutes: answered in so long, or waiting so long. A lead still New past the target is overdue,
 * shown with an icon and the word, never by colour alone.
 */
import { AlarmClock, CircleCheck, Clock } from 'lucide-react';
import { FIRST_RESPONSE_TARGET_MINUTES } from '../../../../shared/leads/lead-pipeline';
import { cn } from '../../lib/cn';
import type { FirstResponse } from './leads-api';

/** '35 min', '1 h', '2 h 10 min'. */
export function businessDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The sentence staff read: 'Answered in 35 business minutes', 'Waiting 1 h 20 min (business hours)'. */
export function firstResponseText({ business_minutes, answered }: FirstResponse): string {
  if (answered) {
    return business_minutes < 60
      ? `Answered in ${business_minutes} business ${business_minutes === 1 ? 'minute' : 'minutes'}`
      : `Answered in ${businessDuration(business_minutes)} (business hours)`;
  }
  return `Waiting ${businessDuration(business_minutes)} (business hours)`;
}

/** The inbox's short form under a lead's status: the overdue tag, or how fast it was answered. */
export function ResponseTag({ response, className }: { response: FirstResponse; className?: string }) {
  if (response.overdue) {
    return (
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset',
          className,
        )}
      >
        <AlarmClock aria-hidden="true" className="size-3.5" />
        Overdue: waiting {businessDuration(response.business_minutes)}
        <span className="sr-only"> in business hours</span>
      </span>
    );
  }
  if (response.answered) {
    return (
      <span className={cn('inline-flex items-center gap-1 text-xs whitespace-nowrap text-muted', className)}>
        <CircleCheck aria-hidden="true" className="size-3.5" />
        Answered in {businessDuration(response.business_minutes)}
        <span className="sr-only"> of business hours</span>
      </span>
    );
  }
  return null;
}

/** The lead page's line: the sentence, with the overdue highlight and the target beside it. */
export function FirstResponseLine({ response }: { response: FirstResponse }) {
  const Icon = response.overdue ? AlarmClock : response.answered ? CircleCheck : Clock;
  return (
    <div
      className={cn(
        'flex items-start gap-2.5 rounded-tile px-3.5 py-3 text-[0.9375rem]',
        response.overdue ? 'bg-amber-50 text-amber-950 ring-1 ring-amber-300 ring-inset' : 'bg-surface text-ink',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', response.overdue ? 'text-amber-800' : 'text-brand-700')} />
      <p>
        {response.overdue && <strong className="font-semibold">Overdue. </strong>}
        <span className="font-medium">{firstResponseText(response)}</span>
        <span className={cn('block text-sm', response.overdue ? 'text-amber-900' : 'text-muted')}>
          {response.answered ? 'Time to first response' : `Answer within ${FIRST_RESPONSE_TARGET_MINUTES} business minutes of arrival`}
        </span>
      </p>
    </div>
  );
}
