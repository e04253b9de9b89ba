/**
 * The open walkthrough times right now: bookable availability and the walkthroughs already
 * booked, through shared/booking/open-times.ts.
 */
import { BOOKING_DAYS, type OpenTime, openTimes, servesZip } from '../../shared/booking/open-times';
import { companyDay } from '../../shared/time/company-time';
import type { PublicOpenTimes } from '../../shared/booking/availability';
import type { Db } from '../env';
import { bookableAvailability, bookedBetween } from './store';

const DAY_MS = 86_400_000;

export async function currentOpenTimes(db: Db, { zip, now = new Date() }: { zip?: string; now?: Date } = {}): Promise<{ served: boolean; times: OpenTime[] }> {
  const availability = await bookableAvailability(db);
  if (zip !== undefined && !servesZip(availability, zip)) return { served: false, times: [] };
  // From a day back: a walkthrough that started before now may still hold its buffer.
  const from = new Date(now.getTime() - DAY_MS).toISOString();
  const to = new Date(now.getTime() + (BOOKING_DAYS + 2) * DAY_MS).toISOString();
  const booked = await bookedBetween(db, from, to, availability);
  return { served: availability.length > 0, times: openTimes(availability, booked, { now, zip }) };
}

/** The times grouped by Ocala day, without who attends. */
export function publicTimes(zip: string | null, served: boolean, times: readonly OpenTime[]): PublicOpenTimes {
  const days: PublicOpenTimes['days'] = [];
  for (const { starts_at, ends_at } of times) {
    const day = companyDay(starts_at);
    const last = days.at(-1);
    if (last?.day === day) last.times.push({ starts_at, ends_at });
    else days.push({ day, times: [{ starts_at, ends_at }] });
  }
  return { zip, served, days };
}
