/**
 * Text messages (the outbox's second channel, worker/texts/): the rules every text keeps, shared
 * by the Worker that writes them and the staff screen where a person types one.
 * - A number is written in E.164 (+13525550148): how the SMS provider and the consent list key it,
 *   whichever way a person typed it.
 * - A text is at most two segments. Letters outside the GSM 7-bit alphabet (á, í, ó, ú, curly
 *   quotes) would make the whole text UCS-2, 67 characters a segment instead of 153, so texts are
 *   written with their GSM look-alikes (smsSafe): the accent of "está" is the one thing lost.
 * - Nothing is texted from 9 PM to 8 AM on Ocala's clock (QUIET_HOURS): a text written then waits
 *   for the morning.
 */
import { fromCompanyLocalInput, toCompanyLocalInput } from '../time/company-time.ts';

export const MAX_TEXT_SEGMENTS = 2;

/** Quiet hours on the company's clock: from `from` (an hour, 0-23) until `until` the next morning. */
export interface QuietHours {
  from: number;
  until: number;
}

/** 9 PM to 8 AM, what the law and good manners expect. */
export const QUIET_HOURS: QuietHours = { from: 21, until: 8 };

/**
 * TEXT_QUIET_HOURS as configured: unset (or not understood) is QUIET_HOURS; "22-7" another window;
 * "none" turns them off, which only the tests' and benchmarks' servers do, so what they measure
 * does not depend on the hour they run at.
 */
export function quietHoursOf(raw: string | undefined): QuietHours | null {
  const value = String(raw ?? '').trim();
  if (value === 'none') return null;
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!m) return QUIET_HOURS;
  const [from, until] = [Number(m[1]), Number(m[2])];
  return from <= 23 && until <= 23 && from > until ? { from, until } : QUIET_HOURS;
}

/** A US number in any common form ((352) 555-0148, 352.555.0148, +1 352 555 0148) or an international one with +, as E.164; null otherwise. */
export function toE164(raw: string): string | null {
  const value = String(raw ?? '').trim();
  if (!/^\+?[\d\s().-]{7,30}$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) return digits.length >= 10 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** +13525550148 as (352) 555-0148 for a person to read; other numbers as given. */
export function displayPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

// The GSM 03.38 basic set, and its extension table (each of those costs two septets).
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** Look-alikes in the GSM alphabet for what people and templates commonly write outside it. */
const LOOK_ALIKES: Record<string, string> = {
  á: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  Á: 'A',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
  ê: 'e',
  â: 'a',
  ô: 'o',
  ç: 'c',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  '·': '-',
  '•': '-',
};

/** The text with its look-alikes in the GSM alphabet, runs of spaces made one. */
export function smsSafe(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => LOOK_ALIKES[ch] ?? ch)
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export interface Segments {
  encoding: 'gsm' | 'ucs2';
  /** Parts a phone receives it in. */
  segments: number;
  /** Septets (GSM) or UTF-16 code units (UCS-2). */
  units: number;
}

/** How a text is sent: GSM 7-bit when every character is in the alphabet (160 in one part, 153 a part when split), else UCS-2 (70, or 67 a part). */
export function segmentsOf(text: string): Segments {
  let units = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) units += 1;
    else if (GSM_EXTENDED.includes(ch)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (!gsm) {
    units = text.length;
    return { encoding: 'ucs2', units, segments: units === 0 ? 0 : units <= 70 ? 1 : Math.ceil(units / 67) };
  }
  return { encoding: 'gsm', units, segments: units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153) };
}

/** True when the text fits in MAX_TEXT_SEGMENTS. */
export const fitsInText = (text: string): boolean => segmentsOf(text).segments <= MAX_TEXT_SEGMENTS;

/** The characters left in two segments, as a staff screen counts them down. */
export function charactersLeft(text: string): number {
  const { encoding, units } = segmentsOf(text);
  return (encoding === 'gsm' ? 153 : 67) * MAX_TEXT_SEGMENTS - units;
}

/** When a text written at `now` may go: null at once, else the end of quiet hours on Ocala's clock (8 AM the same morning, or the next). */
export function quietUntil(now: Date, hours: QuietHours | null = QUIET_HOURS): Date | null {
  if (!hours) return null;
  const local = toCompanyLocalInput(now);
  const hour = Number(local.slice(11, 13));
  if (hour >= hours.until && hour < hours.from) return null;
  let day = local.slice(0, 10);
  if (hour >= hours.from) day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return new Date(fromCompanyLocalInput(`${day}T${String(hours.until).padStart(2, '0')}:00`)!);
}

/** The replies every sender must honour, as a reply's first word reads (case aside). */
export const KEYWORDS = {
  stop: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'PARAR', 'ALTO'],
  start: ['START', 'UNSTOP', 'YES', 'SI', 'SÍ'],
  help: ['HELP', 'INFO', 'AYUDA'],
} as const;

export type Keyword = keyof typeof KEYWORDS;

/** STOP, START or HELP when the whole reply is one of their words; null for anything else. */
export function keywordOf(body: string): Keyword | null {
  const word = body
    .trim()
    .replace(/[.!¡¿?]+/g, '')
    .toUpperCase();
  for (const k of Object.keys(KEYWORDS) as Keyword[]) if ((KEYWORDS[k] as readonly string[]).includes(word)) return k;
  return null;
}
