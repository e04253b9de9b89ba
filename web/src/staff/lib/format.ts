/**
 * Dates as staff read them: on the company's clock (shared/time/company-time.ts), the same in every
 * browser whatever its zone, short and unambiguous. The schedule field's datetime-local value is
 * company time too: 9:00 picked anywhere means 9:00 in Ocala.
 */
export {
  calendarDay as formatDay,
  companyDate as formatDate,
  companyDateTime as formatDateTime,
  companyTime as formatTime,
  companyTimeLabel,
  fromCompanyLocalInput as fromLocalInput,
  toCompanyLocalInput as toLocalInput,
} from '../../../../shared/time/company-time';

/** '1 post', '3 posts'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
