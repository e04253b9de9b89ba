/**
 * The rules form fields are declared with (valibot, run alike by the browser and the Worker): every
 * value normalised (NFC, no control characters, one-line fields folded to one line), each rule with
 * the message the form shows when it fails.
 */
import * as v from 'valibot';
import type { Option } from './form.ts';

/** Normalised multi-line text (a message): NFC, line breaks as \n, no other control characters, trimmed. */
export const text = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.transform((s) =>
      s
        .normalize('NFC')
        .replace(/\r\n?|[\u2028\u2029]/g, '\n')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .trim(),
    ),
    v.maxLength(max, message),
  );

/**
 * Normalised one-line text (every other free-text field): as `text`, with every run of white space,
 * line breaks included, folded to one space, so no value can carry a line break into an email header.
 */
export const line = (max: number, message: string) =>
  v.pipe(
    text(max * 4, message),
    v.transform((s) => s.replace(/\s+/g, ' ')),
    v.maxLength(max, message),
  );

export const optionalText = (max: number, message: string) => v.optional(text(max, message), '');
export const optionalLine = (max: number, message: string) => v.optional(line(max, message), '');

/** A one-line answer that must be there: missing, it reads as '' and gets `missing`. */
export const requiredLine = (max: number, tooLong: string, min: number, missing: string) =>
  v.optional(v.pipe(line(max, tooLong), v.minLength(min, missing)), '');

export const optionValues = (options: readonly Option[]) => options.map((o) => o.value) as [string, ...string[]];

/** One of the options; a missing field reads as '' so that it gets its own message, not a generic one. */
export const choice = (options: readonly Option[], message: string) => v.optional(v.picklist(optionValues(options), message), '');

/** Any number of the options, each at most once in count. */
export const choices = (options: readonly Option[], message: string) =>
  v.optional(v.pipe(v.array(choice(options, message), message), v.maxLength(options.length, message)), []);

const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i;

/** An email address, or nothing; in lower case. */
export const optionalEmail = (message: string) =>
  v.pipe(
    optionalLine(254, message),
    v.transform((s) => s.toLowerCase()),
    v.check((s) => s === '' || EMAIL_RE.test(s), message),
  );

/** A phone number with its area code (10 to 15 digits), or nothing. */
export const optionalPhone = (tooLong: string, message: string) =>
  v.pipe(
    optionalLine(30, tooLong),
    v.check((s) => s === '' || (/^\+?[\d\s().-]{7,}$/.test(s) && s.replace(/\D/g, '').length >= 10 && s.replace(/\D/g, '').length <= 15), message),
  );

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2025-02-30). */
const isCalendarDay = (s: string) => {
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s;
};

export const day = (message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.regex(DATE_RE, message), v.check(isCalendarDay, message)), '');

/** A five-digit US ZIP code (a ZIP+4 is read as its first five digits). */
export const zip = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.transform((s) => s.replace(/^(\d{5})-\d{4}$/, '$1')),
      v.regex(/^\d{5}$/, message),
    ),
    '',
  );

/** Exactly this text (what the form showed), or nothing. */
export const exactly = (expected: string, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.check((s) => s === expected, message),
    ),
    '',
  );
