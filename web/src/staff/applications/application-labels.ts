/** Application values in words, as staff read them. */
import { SHIFT_LABELS as SHIFT_NAMES } from '../../../../content/careers/shift-labels';
import type { ApplicationStatus, Locale } from '../../../../shared/careers/careers';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  screened: 'Screened',
  interview: 'Interview',
  hired: 'Hired',
  not_hired: 'Not hired',
  spam: 'Spam',
};

export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, 'brand' | 'accent' | 'neutral'> = {
  new: 'brand',
  screened: 'neutral',
  interview: 'neutral',
  hired: 'accent',
  not_hired: 'neutral',
  spam: 'neutral',
};

/** The stages staff move an application through, in order (spam stands outside). */
export const HIRING_STAGES = ['new', 'screened', 'interview', 'hired', 'not_hired'] as const satisfies readonly ApplicationStatus[];

const SHIFT_LABELS: Readonly<Record<string, string>> = SHIFT_NAMES.en;

const DAY_LABELS: Record<string, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
const DAY_ORDER = Object.keys(DAY_LABELS);

export const LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** A shift's name, as the careers pages and the application form say it (content/careers/apply-words.ts). */
export const shiftLabel = (shift: string): string => SHIFT_LABELS[shift] ?? shift;

/** 'Mon, Tue, Wed' in week order; 'Any day' when all seven. */
export function daysText(days: readonly string[]): string {
  const known = DAY_ORDER.filter((d) => days.includes(d));
  if (known.length === 7) return 'Any day';
  return known.map((d) => DAY_LABELS[d]).join(', ');
}

/** Shifts and days in one line, '' when the applicant gave neither. */
export function availabilityText(a: { shifts: readonly string[]; days: readonly string[] }): string {
  return [a.shifts.map(shiftLabel).join(', '), daysText(a.days)].filter(Boolean).join(' · ');
}

export const languageLabel = (language: string): string => LANGUAGE_LABELS[language as Locale] ?? language;

/** 'application/pdf', 248_000 → 'PDF, 242 KB'. */
export function resumeDescription(type: string | null, size: number | null): string {
  const kind =
    type === 'application/pdf'
      ? 'PDF'
      : type?.includes('word')
        ? 'Word document'
        : type === 'image/jpeg'
          ? 'JPEG image'
          : type === 'image/png'
            ? 'PNG image'
            : type === 'image/heic'
              ? 'HEIC photo'
              : 'File';
  if (size === null) return kind;
  const kb = size / 1024;
  return `${kind}, ${kb < 1024 ? `${Math.max(1, Math.round(kb))} KB` : `${(kb / 1024).toFixed(1)} MB`}`;
}
