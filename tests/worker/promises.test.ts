/**
 * The emails keep the site's promises (content/promises.ts): the acknowledgement's reply-by time is
 * one business hour on, and the walkthrough invitation books and says the walkthrough's length.
 */
import { describe, expect, it } from 'vitest';
import { PROMISES } from '../../content/promises';
import { replyBy } from '../../worker/leads/emails/reply-by';
import { WALKTHROUGH_MINUTES } from '../../worker/leads/emails/walkthrough-invitation';

describe('the emails’ promises', () => {
  it('answer by one business hour on, and book the walkthrough as long as the site says', () => {
    // Tuesday 10:20 in Ocala (EDT): answered by 11:30, one business hour on, rounded up to the quarter.
    expect(replyBy(new Date('2026-06-02T14:20:00Z')).toISOString()).toBe('2026-06-02T15:30:00.000Z');
    expect(PROMISES.replyMinutes).toBe(60);
    expect(WALKTHROUGH_MINUTES).toBe(PROMISES.walkthroughMinutes);
  });
});
