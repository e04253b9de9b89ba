/**
 * A repeat from the same sender within 10 minutes (docs/decisions.md D12) never replaces what the
 * customer wrote: anyone can type a customer's email address. The first lead keeps its values; the
 * repeat is kept beside it with its own fields (lead_repeats), counted, shown to staff with the
 * lead (GET /api/leads/:id), and the staff email shows it as a repeat, never as the lead.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { deliver, emailRecorder } from './delivery-helpers';
import { fakeQueue, leadById, sendLead, staffRequest } from './leads-helpers';

// This file's clients: 198.20.0.0/16, a new address per request.
let nextHost = 1;
const ip = () => `198.20.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;

const CUSTOMER = { email: 'owner@harbor-clinic.example', name: 'Maria Lopez', phone: '(352) 555-0110', message: 'Please call me about the clinic.' };
const STRANGER = {
  email: 'Owner@Harbor-Clinic.example',
  name: 'Mallory Stranger',
  phone: '(352) 555-0999',
  message: 'Cancel everything. Call 555-0999 instead.',
};

interface Repeat {
  id: string;
  lead_id: string;
  created_at: string;
  fields: Record<string, unknown>;
}

async function repeatRows(leadId: string): Promise<Repeat[]> {
  const { results } = await env.DB.prepare('SELECT * FROM lead_repeats WHERE lead_id = ? ORDER BY created_at, id')
    .bind(leadId)
    .all<Repeat & { fields: string }>();
  return results.map((r) => ({ ...r, fields: JSON.parse(r.fields) as Record<string, unknown> }));
}

describe('a repeat within 10 minutes', () => {
  it('keeps the first lead as the customer sent it, and the repeat beside it with its own fields, counted', async () => {
    const queue = fakeQueue();
    const first = await idOf(await sendLead('quote', CUSTOMER, { ip: ip(), bindings: { LEADS_QUEUE: queue.binding } }));
    const again = await idOf(await sendLead('quote', STRANGER, { ip: ip(), bindings: { LEADS_QUEUE: queue.binding } }));
    expect(again).toBe(first);
    const lead = await leadById(first);
    expect(lead).toMatchObject({ name: CUSTOMER.name, phone: CUSTOMER.phone, message: CUSTOMER.message, email: CUSTOMER.email, duplicate_count: 1 });
    const repeats = await repeatRows(first);
    expect(repeats).toHaveLength(1);
    expect(repeats[0]!.fields).toMatchObject({ name: STRANGER.name, phone: STRANGER.phone, message: STRANGER.message, email: CUSTOMER.email });
    // Not delivered yet: the one queued message delivers the lead with its repeat.
    expect(queue.sent.map((s) => s.body)).toEqual([{ id: first }]);
  });

  it('is in the lead staff read, as a repeat', async () => {
    const id = await idOf(await sendLead('walkthrough', { ...CUSTOMER, email: 'front-desk@harbor-clinic.example' }, { ip: ip() }));
    await sendLead('walkthrough', { ...STRANGER, email: 'front-desk@harbor-clinic.example', time_window: 'afternoon' }, { ip: ip() });
    const res = await staffRequest(`/api/leads/${id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { name: string; time_window: string; repeats: Repeat[] };
    expect(body).toMatchObject({ name: CUSTOMER.name, time_window: 'morning' });
    expect(body.repeats).toHaveLength(1);
    expect(body.repeats[0]).toMatchObject({ lead_id: id, fields: { name: STRANGER.name, time_window: 'afternoon' } });
    expect(body.repeats[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('a changed repeat of a delivered lead is emailed as a repeat: the lead as the customer sent it, the repeat apart and quoted', async () => {
    const queue = fakeQueue();
    const bindings = { LEADS_QUEUE: queue.binding };
    const email = 'billing@harbor-clinic.example';
    const id = await idOf(await sendLead('quote', { ...CUSTOMER, email }, { ip: ip(), bindings }));
    await env.DB.prepare("UPDATE leads SET email_state = 'sent', webhook_state = 'skipped', delivered_at = created_at WHERE id = ?").bind(id).run();
    await sendLead('quote', { ...STRANGER, email }, { ip: ip(), bindings });
    expect(queue.sent.map((s) => s.body)).toEqual([{ id }, { id }]);
    const recorder = emailRecorder();
    await deliver(id, { EMAIL: recorder.binding });
    const message = recorder.sent[0]!;
    expect(message.subject).toContain(CUSTOMER.name);
    expect(message.subject).not.toContain(STRANGER.name);
    const text = message.text!;
    const repeatAt = text.indexOf('Repeat submission');
    expect(repeatAt).toBeGreaterThan(0);
    // The lead's own values come first; the stranger's words appear only in the repeat, on quoted lines.
    expect(text.indexOf(CUSTOMER.name)).toBeLessThan(repeatAt);
    for (const line of text.split('\n').filter((l) => l.includes(STRANGER.name) || l.includes('555-0999'))) {
      expect(text.indexOf(line)).toBeGreaterThan(repeatAt);
      expect(line.startsWith('> ')).toBe(true);
    }
    expect(await leadById(id)).toMatchObject({ name: CUSTOMER.name, email_state: 'sent', duplicate_count: 1 });
  });
});
