/**
 * Dates as staff read them: on the company's clock (shared/time/company-time.ts), the same in every
 * browser whatever its zone, short and unambiguous: a time carries its zone ('9:05 AM ET'), so a
 * person travelling, or reading an export, never wonders which clock it is. The schedule field's
 * datetime-local value is company time too: 9:00 picked anywhere means 9:00 in Ocala.
 */
import { companyDateTime, companyTime, companyZoneShort } from '../../../../shared/time/company-time';

const zoned = (text: string) => (text ? `${text} ${companyZoneShort()}` : '');

/** 'Mar 4, 2025, 9:05 AM ET'; '' for no date. */
export const formatDateTime = (at: Date | string | null | undefined): string => zoned(companyDateTime(at));

/** '9:05 AM ET'; '' for one that is not a date. */
export const formatTime = (at: Date | string): string => zoned(companyTime(at));

export {
  calendarDay as formatDay,
  companyDate as formatDate,
  companyTimeLabel,
  fromCompanyLocalInput as fromLocalInput,
  toCompanyLocalInput as toLocalInput,
} from '../../../../shared/time/company-time';

/** '1 post', '3 posts'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
