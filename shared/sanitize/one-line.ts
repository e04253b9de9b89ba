/**
 * One-line text: a name, a title, a subject. Such a value never holds a character that ends or
 * hides a line (CR, LF, tab and the other control characters, Unicode's line and paragraph
 * separators): one that did could split an email header or a CSV row, or read as something else.
 * Every one-line field staff write is checked with this, where it is taken in (the posts API, the
 * openings, newsletter subjects, people's names); visitors' form fields fold white space to one line
 * instead (shared/intake/rules.ts `line`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const LINE_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const isOneLine = (value: string): boolean => !LINE_BREAKERS.test(value);

/** What a refusal says. */
export const ONE_LINE_MESSAGE = 'must be one line, without line breaks or control characters';
