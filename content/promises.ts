/**
 * The promises the site makes, stated once: how soon a request is answered, how long a
 * walkthrough takes, how soon the proposal follows. Every page, email and staff screen that states
 * one reads it here (copy kept as JSON writes `{reply}`, `{walkthrough}` or `{proposal}` and is read
 * through `withPromises`), so no two places can promise different things.
 */
export const PROMISES = {
  /**
   * A request is answered within this many minutes of business hours: the acknowledgement names the
   * time it works out to, staff see a lead as overdue past it and are reminded.
   */
  replyMinutes: 60,
  reply: 'within one business hour',
  /** How long the free walkthrough takes on site (the calendar invitation books this long). */
  walkthroughMinutes: 30,
  walkthrough: 'about 30 minutes',
  /** How soon the written proposal follows the walkthrough. */
  proposal: 'within 24 hours of the walkthrough',
} as const;

/** The reply promise as a line of its own, under a call to action. */
export const REPLY_PROMISE = `We reply ${PROMISES.reply}`;

/** Copy with its promises filled in: `We reply {reply}.` → `We reply within one business hour.` */
export function withPromises(text: string): string {
  return text.replace(/\{(reply|walkthrough|proposal)\}/g, (_, key: 'reply' | 'walkthrough' | 'proposal') => PROMISES[key]);
}
