/**
 * The acknowledgement's promise (worker/leads/emails/reply-by.ts): one business hour after a request
 * arrives, counted only in the company's hours on Ocala's clock, rounded up to the quarter hour.
 */
import { describe, expect, it } from 'vitest';
import { replyBy, replyByText } from '../../worker/leads/emails/reply-by';

const at = (iso: string) => replyBy(new Date(iso)).toISOString();

describe('replyBy (Mo-Fr 07:00-18:00, Ocala)', () => {
  it('during the day: an hour later, to the next quarter hour', () => {
    // Tuesday 10:20 EST (15:20 UTC) -> 11:30 EST.
    expect(at('2026-11-24T15:20:00.000Z')).toBe('2026-11-24T16:30:00.000Z');
    // Exactly on the quarter: 10:15 -> 11:15.
    expect(at('2026-11-24T15:15:00.000Z')).toBe('2026-11-24T16:15:00.000Z');
  });

  it('late in the day: what is left of the hour the next business morning', () => {
    // Tuesday 17:30 -> Wednesday 7:30.
    expect(at('2026-11-24T22:30:00.000Z')).toBe('2026-11-25T12:30:00.000Z');
    // Friday 17:30 -> Monday 7:30.
    expect(at('2026-11-27T22:30:00.000Z')).toBe('2026-11-30T12:30:00.000Z');
  });

  it('at night and on the weekend: 8:00 on the next business day', () => {
    // Tuesday 02:59 -> Tuesday 8:00.
    expect(at('2026-11-24T07:59:00.000Z')).toBe('2026-11-24T13:00:00.000Z');
    // Saturday noon -> Monday 8:00.
    expect(at('2026-11-28T17:00:00.000Z')).toBe('2026-11-30T13:00:00.000Z');
  });

  it("on Ocala's clock across daylight saving: Friday before the March change -> Monday 8:00 EDT", () => {
    expect(at('2026-03-06T23:30:00.000Z')).toBe('2026-03-09T12:00:00.000Z');
  });

  it('says it in words on Ocala time', () => {
    expect(replyByText(new Date('2026-11-30T13:00:00.000Z'))).toBe('Monday, Nov 30, 8:00 AM');
  });
});
