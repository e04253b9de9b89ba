/**
 * What a proposal is written from besides the rates (worker/pricing/scope-routes.ts): the task
 * library per facility type (samples loaded where a type has none; editors read it for the
 * builder, owners replace it, audited; a refusal changes nothing), the terms template (the
 * defaults until owners keep their own; new proposals copy it) and a proposal priced with its
 * tasks timed per unit and a line adjusted by staff, through POST /api/proposals and the builder's
 * quote, which stores nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_TASKS, samplePricingSql } from '../../seed/pricing';
import { DEFAULT_TERMS } from '../../shared/pricing/proposal-terms';
import worker from '../../worker/index';
import { storedLead } from './delivery-helpers';
import { STAFF_KEY, withEnv } from './leads-helpers';
import { personSession, staffRequest } from './staff-helpers';

beforeAll(async () => {
  await env.DB.batch(
    samplePricingSql()
      .split('\n')
      .map((q) => env.DB.prepare(q)),
  );
});

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;
const audits = (action: string) => count('SELECT count(*) AS n FROM audit_log WHERE action = ?', action);

interface TaskRow {
  area: string;
  task: string;
  frequency: string;
  unit: string;
  minutes_per_unit: number | null;
  is_sample: boolean;
}

describe('the task library', () => {
  it('starts from the samples, which editors read for the builder and authors cannot', async () => {
    const editor = await personSession('editor');
    const res = await staffRequest('/staff/api/pricing/tasks/business-offices', editor.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { facility_type: string; is_sample: boolean; tasks: TaskRow[] };
    expect(body.facility_type).toBe('business-offices');
    expect(body.is_sample).toBe(true);
    expect(body.tasks.map(({ area, task, frequency, unit, minutes_per_unit }) => ({ area, task, frequency, unit, minutes_per_unit }))).toEqual(
      SAMPLE_TASKS['business-offices'],
    );
    expect(body.tasks.find((t) => t.unit === 'fixture')).toMatchObject({ area: 'Restrooms', minutes_per_unit: 3 });
    const author = await personSession('author');
    expect((await staffRequest('/staff/api/pricing/tasks/business-offices', author.cookie)).status).toBe(403);
    expect((await staffRequest('/staff/api/pricing/tasks/spaceports', editor.cookie)).status).toBe(404);
  });

  it('an owner replaces a type’s library, no longer samples, audited; loading the samples again leaves it alone', async () => {
    const owner = await personSession('owner', { name: 'Olga Owner' });
    const tasks = [
      { area: 'Classrooms', task: 'Wipe desks', frequency: 'each visit' },
      { area: 'Restrooms', task: 'Clean fixtures', frequency: 'each visit', unit: 'fixture', minutes_per_unit: 4 },
      { area: 'Gym', task: 'Clean bleachers', frequency: 'monthly' },
    ];
    const res = await staffRequest('/staff/api/pricing/tasks/schools-universities', owner.cookie, json('PUT', { tasks }));
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { is_sample: boolean; tasks: TaskRow[] };
    expect(saved.is_sample).toBe(false);
    expect(saved.tasks.map((t) => [t.area, t.task, t.frequency, t.unit, t.minutes_per_unit, t.is_sample])).toEqual([
      ['Classrooms', 'Wipe desks', 'each visit', '', null, false],
      ['Restrooms', 'Clean fixtures', 'each visit', 'fixture', 4, false],
      ['Gym', 'Clean bleachers', 'monthly', '', null, false],
    ]);
    const audit = await env.DB.prepare(
      "SELECT actor, summary, detail FROM audit_log WHERE action = 'pricing.tasks' AND subject_id = 'schools-universities'",
    ).first<{
      actor: string;
      summary: string;
      detail: string;
    }>();
    expect(audit?.summary).toBe('Changed the task library for Schools & Universities (3 tasks)');
    const detail = JSON.parse(audit!.detail) as { before: unknown[]; after: unknown[] };
    expect(detail.before).toHaveLength(SAMPLE_TASKS['schools-universities']!.length);
    expect(detail.after).toEqual([
      { area: 'Classrooms', task: 'Wipe desks', frequency: 'each visit', unit: '', minutes_per_unit: null },
      { area: 'Restrooms', task: 'Clean fixtures', frequency: 'each visit', unit: 'fixture', minutes_per_unit: 4 },
      { area: 'Gym', task: 'Clean bleachers', frequency: 'monthly', unit: '', minutes_per_unit: null },
    ]);

    await env.DB.batch(
      samplePricingSql()
        .split('\n')
        .map((q) => env.DB.prepare(q)),
    );
    expect(await count("SELECT count(*) AS n FROM pricing_tasks WHERE facility_type = 'schools-universities'")).toBe(3);
    expect(await count("SELECT count(*) AS n FROM pricing_tasks WHERE facility_type = 'schools-universities' AND is_sample = 1")).toBe(0);
  });

  it('refuses a bad library, an unknown type and anyone but an owner; nothing changes', async () => {
    const owner = await personSession('owner');
    const editor = await personSession('editor');
    const row = { area: 'Offices', task: 'Dust desks', frequency: 'each visit' };
    const snapshot = () => env.DB.prepare("SELECT * FROM pricing_tasks WHERE facility_type = 'restaurants' ORDER BY sort").all();
    const before = await snapshot();
    const auditsBefore = await audits('pricing.tasks');
    for (const bad of [
      { tasks: [] },
      { tasks: [{ ...row, unit: 'fixture' }] },
      { tasks: [row, { ...row, task: ' dust desks ' }] },
      { tasks: [{ ...row, frequency: 'hourly' }] },
      { tasks: [{ ...row, area: 'x'.repeat(61) }] },
      { tasks: Array.from({ length: 61 }, (_, i) => ({ ...row, task: `Task ${i}` })) },
      { tasks: [row], extra: 1 },
      [row],
    ]) {
      const res = await staffRequest('/staff/api/pricing/tasks/restaurants', owner.cookie, json('PUT', bad));
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const named = await staffRequest('/staff/api/pricing/tasks/restaurants', owner.cookie, json('PUT', { tasks: [{ ...row, minutes_per_unit: 3 }] }));
    expect(((await named.json()) as { message: string }).message).toBe('Minutes a unit: a whole number from 1 to 240, with the unit it times.');
    expect((await staffRequest('/staff/api/pricing/tasks/spaceports', owner.cookie, json('PUT', { tasks: [row] }))).status).toBe(404);
    expect((await staffRequest('/staff/api/pricing/tasks/restaurants', editor.cookie, json('PUT', { tasks: [row] }))).status).toBe(403);
    expect((await staffRequest('/staff/api/pricing/tasks/restaurants', owner.cookie, { method: 'DELETE' })).status).toBe(405);
    expect(await snapshot()).toEqual(before);
    expect(await audits('pricing.tasks')).toBe(auditsBefore);
  });
});

describe('the terms template', () => {
  it('is the defaults until an owner keeps their own, audited, and a new proposal copies it', async () => {
    const owner = await personSession('owner', { name: 'Olga Owner' });
    const first = (await (await staffRequest('/staff/api/pricing/terms', owner.cookie)).json()) as Record<string, unknown>;
    expect(first).toEqual({ terms: [...DEFAULT_TERMS], is_default: true, updated_at: null, updated_by: '' });

    const terms = ['Month to month, 30 days’ notice either way.', 'Invoices are monthly, due in 15 days.'];
    const res = await staffRequest('/staff/api/pricing/terms', owner.cookie, json('PUT', { terms: [`  ${terms[0]}`, terms[1]] }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ terms, is_default: false, updated_by: 'Olga Owner' });
    expect(await (await staffRequest('/staff/api/pricing/terms', owner.cookie)).json()).toMatchObject({ terms, is_default: false });
    const audit = await env.DB.prepare("SELECT summary, detail FROM audit_log WHERE action = 'pricing.terms'").first<{ summary: string; detail: string }>();
    expect(audit?.summary).toBe('Changed the proposal terms (2 paragraphs)');
    expect(JSON.parse(audit!.detail)).toEqual({ before: [...DEFAULT_TERMS], after: terms });

    const leadId = await storedLead();
    const proposal = await worker.request(
      '/api/proposals',
      {
        ...json('POST', {
          lead_id: leadId,
          sites: [{ name: 'Office', address: '1 Main St, Ocala', facility_type: 'business-offices', square_feet: 5_000 }],
          visits_per_week: 3,
          start_date: '2027-01-04',
        }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${STAFF_KEY}` },
      },
      withEnv(),
    );
    expect(proposal.status).toBe(201);
    expect(((await proposal.json()) as { terms: string[] }).terms).toEqual(terms);
  });

  it('refuses an empty list, too many or too long paragraphs, and anyone but an owner; nothing changes', async () => {
    const owner = await personSession('owner');
    const editor = await personSession('editor');
    const stored = () => env.DB.prepare("SELECT value, updated_at FROM staff_settings WHERE key = 'proposal_terms'").first();
    const before = await stored();
    const auditsBefore = await audits('pricing.terms');
    for (const bad of [
      { terms: [] },
      { terms: Array.from({ length: 21 }, () => 'A term.') },
      { terms: ['x'.repeat(601)] },
      { terms: ['   '] },
      { terms: [42] },
      { terms: 'Month to month.' },
      {},
    ]) {
      expect((await staffRequest('/staff/api/pricing/terms', owner.cookie, json('PUT', bad))).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await staffRequest('/staff/api/pricing/terms', editor.cookie, json('PUT', { terms: ['Fine.'] }))).status).toBe(403);
    expect((await staffRequest('/staff/api/pricing/terms', editor.cookie)).status).toBe(403);
    expect(await stored()).toEqual(before);
    expect(await audits('pricing.terms')).toBe(auditsBefore);
  });
});

describe('a proposal with its scope and an adjusted line', () => {
  const fixtures = { area: 'Restrooms', task: 'Clean and disinfect toilets, urinals and sinks', frequency: 'each visit', units: 12 };
  const glass = { area: 'Entry & lobby', task: 'Clean interior glass: partitions, door lites, display cases', frequency: 'weekly', units: 40 };
  const body = (leadId: string) => ({
    lead_id: leadId,
    sites: [
      {
        name: 'Main office',
        address: '2150 SW College Rd, Ocala, FL 34471',
        facility_type: 'business-offices',
        square_feet: 10_000,
        tasks: [{ area: 'Offices', task: 'Empty trash and recycling, replace liners', frequency: 'each visit' }, fixtures, glass],
      },
      { name: 'Branch', address: '1 NE 1st Ave, Ocala, FL 34470', facility_type: 'banks-financial', square_feet: 3_000, monthly_cents: 90_000 },
    ],
    visits_per_week: 5,
    start_date: '2027-01-04',
  });
  const post = (b: unknown) =>
    worker.request('/api/proposals', { ...json('POST', b), headers: { 'content-type': 'application/json', authorization: `Bearer ${STAFF_KEY}` } }, withEnv());

  it('adds the minutes of the counted units to each visit and offers the adjusted price beside the table’s', async () => {
    const leadId = await storedLead();
    const res = await post(body(leadId));
    expect(res.status).toBe(201);
    const p = (await res.json()) as { lines: unknown[]; sites: unknown[]; computed_price_cents: number; monthly_price_cents: number };
    // Office: 2.857 h + 12 fixtures × 3 min + 40 panes × 2 min once a week over 5 visits (16 min) = 3.724 h a visit,
    // × 5 × 52/12 × $24 × 0.95 × 1.06 ÷ 0.80 = $2,437.25 → $2,437.
    // Branch: 3,000 / 3,000 = 1 h, $654.55 → $655 by the table, offered at $900.
    expect(p.lines).toEqual([
      {
        site: 'Main office',
        facility_type: 'business-offices',
        square_feet: 10_000,
        hours_per_visit: 3.72,
        visits_per_week: 5,
        monthly_cents: 243_700,
        computed_cents: 243_700,
      },
      {
        site: 'Branch',
        facility_type: 'banks-financial',
        square_feet: 3_000,
        hours_per_visit: 1,
        visits_per_week: 5,
        monthly_cents: 90_000,
        computed_cents: 65_500,
      },
    ]);
    expect(p.computed_price_cents).toBe(309_200);
    expect(p.monthly_price_cents).toBe(333_700);
    // The scope and the adjustment are kept with the sites, as written.
    expect(p.sites).toEqual(body(leadId).sites);

    // The builder's quote prices the same body and stores nothing.
    const editor = await personSession('editor');
    const before = await count('SELECT count(*) AS n FROM proposals');
    const quote = await staffRequest('/staff/api/pricing/quote', editor.cookie, json('POST', body(leadId)));
    expect(quote.status).toBe(200);
    expect(await quote.json()).toEqual({ lines: p.lines, computed_price_cents: 309_200, monthly_price_cents: 333_700 });
    expect(await count('SELECT count(*) AS n FROM proposals')).toBe(before);
    expect((await staffRequest('/staff/api/pricing/quote', (await personSession('author')).cookie, json('POST', body(leadId)))).status).toBe(403);
  });

  it('refuses units on a task the library does not time, and a price that is not whole dollars, storing nothing', async () => {
    const leadId = await storedLead();
    const before = await count('SELECT count(*) AS n FROM proposals');
    const b = body(leadId);
    const [office, branch] = b.sites as [(typeof b.sites)[0], (typeof b.sites)[1]];
    const res = await post({ ...b, sites: [{ ...office, tasks: [{ ...office.tasks![0]!, units: 4 }] }, branch] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Site 1: “Empty trash and recycling, replace liners” is not timed per unit in the Business Offices task library, so it takes no units.',
    );
    expect((await post({ ...b, sites: [office, { ...branch, monthly_cents: 90_050 }] })).status).toBe(400);
    const many = Array.from({ length: 61 }, (_, i) => ({ area: 'Offices', task: `Task ${i}`, frequency: 'each visit' }));
    expect((await post({ ...b, sites: [{ ...office, tasks: many }, branch] })).status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM proposals')).toBe(before);
  });
});
