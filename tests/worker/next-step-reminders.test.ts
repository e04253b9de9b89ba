/**
 * The reminder of a lead's next step (worker/leads/next-step-reminders.ts), with the cron's clock
 * injected: on the Ocala day the step is due, from 8:00 there, one email to the sale's owner at
 * their sign-in address; never the day before nor twice for one step, and a new step set through
 * the sale's PATCH is reminded of anew. Nobody is emailed for a lead without an active owner.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { companyDay, fromCompanyLocalInput } from '../../shared/time/company-time';
import { remindNextSteps } from '../../worker/leads/next-step-reminders';
import { storedLead } from './delivery-helpers';
import { emailQueueRecorder, outboxAbout } from './email-helpers';
import { leadById, staffRequest, withEnv } from './leads-helpers';
import { addPerson } from './staff-helpers';

function cron(at: string | Date) {
  const queue = emailQueueRecorder();
  return remindNextSteps(withEnv({ EMAIL_QUEUE: queue.binding }), new Date(at));
}

const reminders = async (id: string) => (await outboxAbout(`lead:${id}`)).filter((r) => r.kind === 'lead-next-step');

// Tuesday 10 June 2025 in Ocala (EDT, UTC-4): 8:00 there is 12:00 UTC.
const DUE = '2025-06-10';

describe('a next step due', () => {
  it('is emailed to its owner once, on its day from 8:00 Ocala time', async () => {
    const owner = await addPerson('editor', 'steps-owner@example.com', 'Stella Steps');
    const id = await storedLead({ status: 'proposal_sent', owner_id: owner, next_step: 'Call about the proposal', next_step_due: DUE });
    expect(await cron('2025-06-09T22:00:00.000Z')).toBe(0); // the evening before
    expect(await cron('2025-06-10T11:59:00.000Z')).toBe(0); // 7:59 on the day
    expect(await reminders(id)).toEqual([]);
    expect(await cron('2025-06-10T12:00:00.000Z')).toBe(1);
    const [sent, ...more] = await reminders(id);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ to: 'steps-owner@example.com', subject: 'Next step due today: Call about the proposal' });
    expect(sent!.text).toContain('Stella Steps, the next step you set');
    expect(sent!.text).toContain(`/staff/leads/${id}`);
    expect((await leadById(id)).next_step_reminded_at).toBe('2025-06-10T12:00:00.000Z');
    // The next run, and a later one that day, remind nobody again.
    expect(await cron('2025-06-10T12:05:00.000Z')).toBe(0);
    expect(await cron('2025-06-10T20:00:00.000Z')).toBe(0);
    expect(await reminders(id)).toHaveLength(1);
  });

  it('is not emailed without an active owner, nor for spam, nor on another day', async () => {
    const disabled = await addPerson('editor');
    await env.DB.prepare("UPDATE staff_people SET disabled_at = '2025-01-01T00:00:00.000Z' WHERE id = ?").bind(disabled).run();
    const active = await addPerson('owner');
    const ids = [
      await storedLead({ next_step: 'Nobody owns this', next_step_due: '2025-06-11' }),
      await storedLead({ owner_id: disabled, next_step: 'Owner left', next_step_due: '2025-06-11' }),
      await storedLead({ owner_id: active, status: 'spam', next_step: 'Spam', next_step_due: '2025-06-11' }),
      await storedLead({ owner_id: active, next_step: 'Tomorrow', next_step_due: '2025-06-12' }),
    ];
    expect(await cron('2025-06-11T14:00:00.000Z')).toBe(0);
    for (const id of ids) expect(await reminders(id)).toEqual([]);
  });

  it('changed through the sale is reminded of anew, once', async () => {
    const owner = await addPerson('editor');
    const id = await storedLead({ owner_id: owner });
    const today = companyDay(new Date());
    const at = (time: string) => new Date(fromCompanyLocalInput(`${today}T${time}`)!);
    const setStep = (next_step: string) =>
      staffRequest(`/api/leads/${id}/sale`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ next_step, next_step_due: today }),
      });
    expect((await setStep('Send the insurance certificate')).status).toBe(200);
    await cron(at('08:00'));
    expect((await reminders(id)).map((r) => r.subject)).toEqual(['Next step due today: Send the insurance certificate']);
    expect((await setStep('Call to confirm the start')).status).toBe(200);
    expect((await leadById(id)).next_step_reminded_at).toBeNull();
    await cron(at('08:05'));
    await cron(at('08:10'));
    expect((await reminders(id)).map((r) => r.subject)).toEqual([
      'Next step due today: Send the insurance certificate',
      'Next step due today: Call to confirm the start',
    ]);
  });
});
