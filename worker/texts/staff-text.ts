/**
 * A text a staff member writes on a lead's or an application's page (POST /<kind>/:id/texts): to
 * the person's number, only once they agreed to texts and never after their STOP, at most two
 * segments, waiting out quiet hours like every text. Answers the text as the timeline lists it,
 * or the reason it cannot go as the API's error (nothing is recorded then).
 */
import type { Locale } from '../../shared/careers/careers';
import type { MessageKind } from '../../shared/messages/messages';
import type { TimelineText } from '../../shared/messages/outbox';
import { fitsInText, MAX_TEXT_SEGMENTS } from '../../shared/messages/texts';
import type { Db } from '../env';
import { ApiError } from '../http/errors';
import { queueText, textBody } from './outbox';

export const STAFF_TEXT_KIND = 'staff-text' satisfies MessageKind;

/** A staff text as typed: its longest, before the sender's name and how to stop are added. */
export const STAFF_TEXT_MAX = 280;

const REFUSED = {
  'no-number': 'There is no phone number to text.',
  'no-consent': 'They have not agreed to texts: call or email instead.',
  stopped: 'This number replied STOP: no texts go to it until it replies START.',
  'too-long': `Keep the text to ${MAX_TEXT_SEGMENTS} text-message segments.`,
  duplicate: 'This text was sent already.',
  error: 'The text could not be written. Try again.',
} as const;

export async function sendStaffText(
  env: Pick<Env, 'EMAIL_QUEUE'>,
  db: Db,
  { about, phone, locale, body, by }: { about: string; phone: string; locale: Locale; body: string; by: string },
): Promise<TimelineText> {
  const words = body.replace(/\s+/g, ' ').trim();
  if (!words) throw new ApiError(400, '22023', 'Write the text first');
  if (words.length > STAFF_TEXT_MAX || !fitsInText(textBody(words))) throw new ApiError(400, '22023', REFUSED['too-long']);
  const outcome = await queueText(env, db, {
    to: phone,
    kind: STAFF_TEXT_KIND,
    dedupeKey: `staff-text:${about}:${crypto.randomUUID()}`,
    about,
    body: words,
    locale,
    by,
  });
  if (!outcome.queued) throw new ApiError(outcome.reason === 'error' ? 503 : 409, outcome.reason === 'error' ? 'PGRST503' : '23514', REFUSED[outcome.reason]);
  return {
    id: outcome.id,
    direction: 'out',
    kind: STAFF_TEXT_KIND,
    text: outcome.text,
    state: 'queued',
    created_at: new Date().toISOString(),
    by,
    send_after: outcome.send_after,
  };
}
