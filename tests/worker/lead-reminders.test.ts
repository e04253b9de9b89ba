/**
 * The reminder of a lead still New after one business hour (worker/leads/reminders.ts), with the
 * cron's clock injected: counted in the company's hours only (Mo-Fr 07:00-18:00, Ocala time), so a
 * lead sent on a Friday evening or a weekend is not overdue until Monday morning; once per lead,
 * to every staff address; never for a lead already answered.
 */
import { describe, expect, it } from 'vitest';
import { remindOverdueLeads } from '../../worker/leads/reminders';
import { storedLead } from './delivery-helpers';
import { emailQueueRecorder, outboxAbout } from './email-helpers';
import { leadById, withEnv } from './leads-helpers';

const STAFF = 'office@oakbright.test, owner@oakbright.test';

function cron(at: string) {
  const queue = emailQueueRecorder();
  return remindOverdueLeads(withEnv({ EMAIL_QUEUE: queue.binding, LEAD_EMAIL_TO: STAFF }), new Date(at));
}

const reminders = async (id: string) => (await outboxAbout(`lead:${id}`)).filter((r) => r.kind === 'lead-reminder');

describe('a lead still New', () => {
  it('is reminded of once, to every staff address, after one business hour', async () => {
    // Tuesday 4 March 2025, 10:00 in Ocala (EST).
    const id = await storedLead({ created_at: '2025-03-04T15:00:00.000Z' });
    expect(await cron('2025-03-04T15:59:00.000Z')).toBe(0);
    expect(await reminders(id)).toEqual([]);
    expect(await cron('2025-03-04T16:00:00.000Z')).toBe(1);
    const sent = await reminders(id);
    expect(sent.map((r) => r.to).sort()).toEqual(['office@oakbright.test', 'owner@oakbright.test']);
    expect(sent[0]!.text).toContain(`/staff/leads/${id}`);
    expect(sent[0]!.subject).toMatch(/^Still waiting: a quote request from /);
    expect((await leadById(id)).reminded_at).toBe('2025-03-04T16:00:00.000Z');
    expect(await cron('2025-03-04T18:00:00.000Z')).toBe(0);
    expect(await reminders(id)).toHaveLength(2);
  });

  it('sent on a Friday evening waits for Monday: the weekend never counts', async () => {
    // Friday 7 March 2025, 17:30 EST: 30 business minutes left that day.
    const id = await storedLead({ created_at: '2025-03-07T22:30:00.000Z' });
    expect(await cron('2025-03-08T17:00:00.000Z')).toBe(0); // Saturday noon
    expect(await cron('2025-03-09T22:00:00.000Z')).toBe(0); // Sunday evening (daylight time from 2:00 that day)
    expect(await cron('2025-03-10T11:29:00.000Z')).toBe(0); // Monday 07:29 EDT: 59 business minutes
    expect(await reminders(id)).toEqual([]);
    expect(await cron('2025-03-10T11:30:00.000Z')).toBe(1); // Monday 07:30 EDT: 60
    expect(await reminders(id)).toHaveLength(2);
  });

  it('sent on a Saturday is due an hour after Monday opens', async () => {
    const id = await storedLead({ created_at: '2025-03-15T14:00:00.000Z' }); // Saturday 10:00 EDT
    expect(await cron('2025-03-16T20:00:00.000Z')).toBe(0);
    expect(await cron('2025-03-17T11:59:00.000Z')).toBe(0); // Monday 07:59
    expect(await cron('2025-03-17T12:00:00.000Z')).toBe(1); // Monday 08:00
    expect(await reminders(id)).toHaveLength(2);
  });
});

describe('no reminder', () => {
  it('for a lead answered within the hour, or marked spam', async () => {
    const answered = await storedLead({ created_at: '2025-04-01T14:00:00.000Z', status: 'contacted', first_response_at: '2025-04-01T14:20:00.000Z' });
    const spam = await storedLead({ created_at: '2025-04-01T14:00:00.000Z', status: 'spam', spam_reason: 'honeypot' });
    expect(await cron('2025-04-01T19:00:00.000Z')).toBe(0);
    expect(await reminders(answered)).toEqual([]);
    expect(await reminders(spam)).toEqual([]);
  });
});
