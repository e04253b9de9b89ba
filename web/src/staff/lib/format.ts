/** Dates as staff read them: in the browser's own time zone, short and unambiguous. */

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'Mar 4, 2025'; '' for no date. */
export function formatDate(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? DATE.format(d) : '';
}

/** 'Mar 4, 2025, 9:05 AM'; '' for no date. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? DATE_TIME.format(d) : '';
}

/** '9:05 AM'. */
export function formatTime(date: Date): string {
  return TIME.format(date);
}

/** An ISO instant as a datetime-local input's value (local time, to the minute). */
export function toLocalInput(iso: string | null | undefined): string {
  const d = parse(iso);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value (local time) as an ISO instant; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** '1 post', '3 posts'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
