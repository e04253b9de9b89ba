/**
 * When we promise to answer: one business hour after a request arrives, counted only in the
 * company's hours (SITE.hoursSchema, 'Mo-Fr 07:00-18:00') on Ocala's clock (shared/time/business-hours.ts),
 * rounded up to the quarter hour. A request at 10:20 on a Tuesday is answered by 11:30 that day;
 * one at 17:30 by 7:30 the next business morning; one on a Saturday by 8:00 on Monday.
 */
import { SITE } from '../../../content/site';
import { addBusinessMinutes } from '../../../shared/time/business-hours';
import { COMPANY_TIME_ZONE } from '../../../shared/time/company-time';
import { PROMISES } from '../../../content/promises';

/** The instant we answer by, for a request that arrived at `at`. */
export function replyBy(at: Date, spec: string = SITE.hoursSchema, minutes: number = PROMISES.replyMinutes): Date {
  return addBusinessMinutes(at, minutes, { spec, roundTo: 15 });
}

const WHEN = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Wednesday, Nov 26, 11:30 AM', on Ocala's clock. */
export const replyByText = (at: Date): string => WHEN.format(at);
