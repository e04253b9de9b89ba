/**
 * A lead's sale details (worker/leads/sale-routes.ts, PATCH /leads/:id/sale): the owner (an active
 * person who works on leads), the monthly value and expected close (from Proposal sent on), the next
 * step with its due day. A change is written with a note on the timeline and an audit entry; every
 * refusal is a 400 naming its field and leaves the lead, its timeline and the log as they were.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { LeadDetail } from '../../shared/leads/staff-api';
import { companyDay } from '../../shared/time/company-time';
import { parseCsv } from './csv-helpers';
import { storedLead } from './delivery-helpers';
import { leadById, staffRequest } from './leads-helpers';
import { addPerson, personSession, staffRequest as personRequest } from './staff-helpers';

const DAY = 86_400_000;
const today = () => companyDay(new Date());
const inDays = (n: number) => companyDay(new Date(Date.now() + n * DAY));

const json = (body: unknown) => ({ method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const sale = (id: string, body: unknown) => staffRequest(`/api/leads/${id}/sale`, json(body));

async function eventsOf(id: string) {
  const { results } = await env.DB.prepare('SELECT type, note, by FROM lead_events WHERE lead_id = ? ORDER BY created_at, id').bind(id).all();
  return results;
}

async function auditOf(id: string) {
  const { results } = await env.DB.prepare("SELECT summary, detail FROM audit_log WHERE action = 'lead.sale' AND subject_id = ? ORDER BY id").bind(id).all<{
    summary: string;
    detail: string;
  }>();
  return results.map((r) => ({ summary: r.summary, detail: JSON.parse(r.detail) as Record<string, unknown> }));
}

describe('setting a sale', () => {
  it('keeps the owner, value, expected close and next step, answers the lead with its owner named, and notes it on the timeline', async () => {
    const owner = await addPerson('editor', undefined, 'Rosa Delgado');
    const id = await storedLead({ status: 'proposal_sent', name: 'Dana Private' });
    const res = await sale(id, {
      owner_id: owner,
      monthly_value_cents: 125_050,
      expected_close: inDays(20),
      next_step: '  Call about the proposal  ',
      next_step_due: today(),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LeadDetail;
    expect(body).toMatchObject({ id, owner_id: owner, owner_name: 'Rosa Delgado', monthly_value_cents: 125_050, next_step: 'Call about the proposal' });
    const row = await leadById(id);
    expect(row).toMatchObject({
      owner_id: owner,
      monthly_value_cents: 125_050,
      expected_close: inDays(20),
      next_step_due: today(),
      next_step_reminded_at: null,
    });
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'note', by: 'Staff' });
    expect(String(events[0]!.note).split('\n')).toEqual([
      'Owner: Rosa Delgado',
      'Monthly value: $1,250.50',
      expect.stringMatching(/^Expected close: [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      expect.stringMatching(/^Next step: Call about the proposal \(due [A-Z][a-z]{2} \d{1,2}, \d{4}\)$/),
    ]);
    // The log names the fields, never the prospect nor the step's words.
    const [audit] = await auditOf(id);
    expect(audit!.summary).toBe("Changed the lead's owner, monthly value, expected close, next step");
    expect(audit!.detail).toMatchObject({ owner_id: owner, monthly_value_cents: 125_050, next_step_due: today() });
    expect(JSON.stringify(audit)).not.toMatch(/Dana|Call about/);
  });

  it('by a person signed in, who is named on the timeline; the same values again write nothing', async () => {
    const { personId, cookie } = await personSession('editor', { name: 'Ana Owner' });
    const id = await storedLead({ status: 'contacted' });
    const send = (body: unknown) => personRequest(`/staff/api/leads/${id}/sale`, cookie, json(body));
    expect((await send({ owner_id: personId, next_step: 'Book the walkthrough', next_step_due: inDays(2) })).status).toBe(200);
    expect((await eventsOf(id)).map((e) => e.by)).toEqual(['Ana Owner']);
    expect((await send({ owner_id: personId, next_step: 'Book the walkthrough' })).status).toBe(200);
    expect(await eventsOf(id)).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('a changed next step is reminded of anew; clearing owner and step together is allowed', async () => {
    const owner = await addPerson('owner');
    const id = await storedLead({ owner_id: owner, next_step: 'Send samples', next_step_due: today(), next_step_reminded_at: '2026-01-01T13:00:00.000Z' });
    expect((await sale(id, { owner_id: owner })).status).toBe(200);
    expect((await leadById(id)).next_step_reminded_at).toBe('2026-01-01T13:00:00.000Z');
    expect((await sale(id, { next_step_due: inDays(1) })).status).toBe(200);
    expect((await leadById(id)).next_step_reminded_at).toBeNull();
    expect((await sale(id, { owner_id: '', next_step: '', next_step_due: null })).status).toBe(200);
    expect(await leadById(id)).toMatchObject({ owner_id: '', next_step: '', next_step_due: null });
    expect((await eventsOf(id)).at(-1)!.note).toBe('Owner: nobody\nNext step cleared');
  });
});

describe('a sale refused', () => {
  it('with a 400 naming the field, and nothing written', async () => {
    const active = await addPerson('editor');
    const author = await addPerson('author');
    const disabled = await addPerson('editor');
    await env.DB.prepare("UPDATE staff_people SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(disabled).run();
    const proposal = await storedLead({ status: 'proposal_sent' });
    const contacted = await storedLead({ status: 'contacted' });
    const cases: Array<[string, unknown, string]> = [
      [proposal, { owner_id: 'no-such-person' }, 'owner_id'],
      [proposal, { owner_id: author }, 'owner_id'],
      [proposal, { owner_id: disabled }, 'owner_id'],
      [proposal, { owner_id: 7 }, 'owner_id'],
      [proposal, { monthly_value_cents: -1 }, 'monthly_value_cents'],
      [proposal, { monthly_value_cents: 10.5 }, 'monthly_value_cents'],
      [proposal, { monthly_value_cents: '1000' }, 'monthly_value_cents'],
      [proposal, { expected_close: '2031-02-30' }, 'expected_close'],
      [proposal, { next_step: 'x'.repeat(201), next_step_due: today() }, 'next_step'],
      [proposal, { next_step: 'Call them' }, 'next_step_due'],
      [proposal, { next_step_due: today() }, 'next_step'],
      [proposal, { next_step: 'Call them', next_step_due: '2020-01-06' }, 'next_step_due'],
      [proposal, { next_step: 'Call them', next_step_due: 'tomorrow' }, 'next_step_due'],
      // The stage rule: a value and a close from Proposal sent on.
      [contacted, { monthly_value_cents: 90_000 }, 'monthly_value_cents'],
      [contacted, { expected_close: inDays(10) }, 'expected_close'],
      // One good field does not pass with a bad one.
      [proposal, { owner_id: active, monthly_value_cents: -5 }, 'monthly_value_cents'],
    ];
    const before = [await leadById(proposal), await leadById(contacted)];
    for (const [id, body, field] of cases) {
      const res = await sale(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { message: string; details: string };
      expect(Object.keys(JSON.parse(error.details)), JSON.stringify(body)).toEqual([field]);
      expect(error.message.length).toBeGreaterThan(10);
    }
    expect([await leadById(proposal), await leadById(contacted)]).toEqual(before);
    for (const id of [proposal, contacted]) {
      expect(await eventsOf(id)).toEqual([]);
      expect(await auditOf(id)).toEqual([]);
    }
  });

  it('says the stage rule in words, and refuses an unknown field, an empty body, an unknown lead and a visitor', async () => {
    const id = await storedLead({ status: 'walkthrough_booked' });
    const staged = await sale(id, { monthly_value_cents: 100 });
    expect(((await staged.json()) as { message: string }).message).toBe('A monthly value is kept from Proposal sent on: move the lead there first.');
    const unknown = await sale(id, { value: 100 });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe('Unknown field "value"');
    expect((await sale(id, {})).status).toBe(400);
    expect((await sale('no-such-lead', { next_step: '' })).status).toBe(404);
    const visitor = await staffRequest(`/api/leads/${id}/sale`, json({ owner_id: '' }), '198.51.100.9', '');
    expect(visitor.status).toBe(401);
    expect((await staffRequest(`/api/leads/${id}/sale`, { method: 'POST' })).status).toBe(405);
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe('the list', () => {
  it('owner=me is the person signed in; due=today their steps due today or earlier, oldest due first', async () => {
    const me = await personSession('editor');
    const other = await addPerson('editor');
    const mineDue = await storedLead({ owner_id: me.personId, next_step: 'Call', next_step_due: today() });
    const mineLate = await storedLead({ owner_id: me.personId, next_step: 'Email', next_step_due: inDays(-3) });
    const mineLater = await storedLead({ owner_id: me.personId, next_step: 'Visit', next_step_due: inDays(2) });
    const mineNoStep = await storedLead({ owner_id: me.personId });
    await storedLead({ owner_id: other, next_step: 'Call', next_step_due: today() });
    const list = async (query: string) => {
      const res = await personRequest(`/staff/api/leads?${query}`, me.cookie);
      expect(res.status, query).toBe(200);
      return (await res.json()) as { leads: { id: string; owner_name: string }[]; total: number };
    };
    const mine = await list('owner=me');
    expect(mine.leads.map((l) => l.id).sort()).toEqual([mineDue, mineLate, mineLater, mineNoStep].sort());
    expect(mine.leads[0]!.owner_name).toBe('Test editor');
    const due = await list('owner=me&due=today');
    expect(due.leads.map((l) => l.id)).toEqual([mineLate, mineDue]);
    expect(due.total).toBe(2);
    // Someone else's, by id, with the staff key.
    const theirs = (await (await staffRequest(`/api/leads?owner=${other}`)).json()) as { leads: { id: string }[] };
    expect(theirs.leads).toHaveLength(1);
    // The key is nobody: "me" means nothing for it.
    expect((await staffRequest('/api/leads?owner=me')).status).toBe(400);
    expect((await staffRequest('/api/leads?due=tomorrow')).status).toBe(400);
  });

  it('the CSV carries the owner by name beside the sale columns', async () => {
    const owner = await addPerson('owner', undefined, 'Csv Owner');
    const id = await storedLead({
      status: 'lost',
      owner_id: owner,
      monthly_value_cents: 40_000,
      lost_category: 'price',
      next_step: 'Ask again in spring',
      next_step_due: inDays(90),
    });
    const text = await (await staffRequest(`/api/leads.csv?owner=${owner}`)).text();
    const [header, row] = parseCsv(text);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('id')).toBe(id);
    expect(cell('owner_name')).toBe('Csv Owner');
    expect(cell('monthly_value_cents')).toBe('40000');
    expect(cell('lost_category')).toBe('price');
    expect(cell('next_step')).toBe('Ask again in spring');
    expect(cell('next_step_due')).toBe(inDays(90));
    expect(header).toEqual(expect.arrayContaining(['owner_id', 'expected_close', 'won_at']));
  });
});
