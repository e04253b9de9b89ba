/**
 * The sales board (GET /staff/api/leads/board and /api/leads/board with the staff key) over real
 * D1: a column per pipeline stage in order, each card with its owner's name, each column's count
 * and monthly value over all its leads; Won and Lost only for the last 30 days (Lost dated by its
 * last move on the timeline); spam never shown; a column carries at most 100 cards; the address is
 * never taken for a lead's id; visitors refused with 401.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_COLUMN_LIMIT, type LeadBoard } from '../../shared/leads/board';
import { PIPELINE_STAGES } from '../../shared/leads/lead';
import { leadEvents, leads } from '../../shared/schema';
import { api, staffHeaders } from './api-helpers';
import { addPerson, staffRequest, staffSession } from './staff-helpers';

type LeadInsert = typeof leads.$inferInsert;

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

const lead = (id: string, overrides: Partial<LeadInsert> = {}): LeadInsert => ({
  id,
  kind: 'quote',
  contact_key: `email:${id}@example.com`,
  email: `${id}@example.com`,
  name: `Person ${id}`,
  company: `Company ${id}`,
  created_at: daysAgo(60),
  updated_at: daysAgo(60),
  ...overrides,
});

const NEW_1_AT = daysAgo(3);

let cookie = '';
let dana = '';
let eli = '';

beforeAll(async () => {
  dana = await addPerson('owner', 'dana@example.com', 'Dana Reyes');
  eli = await addPerson('editor', 'eli@example.com', 'Eli Park');
  const rows: LeadInsert[] = [
    lead('new-1', { created_at: NEW_1_AT, owner_id: dana, monthly_value_cents: 120_000 }),
    lead('new-2', { created_at: daysAgo(1), company: '', monthly_value_cents: null }),
    lead('contacted-1', { status: 'contacted', owner_id: eli, monthly_value_cents: 250_050 }),
    lead('walk-1', { status: 'walkthrough_booked', walkthrough_at: '2031-01-07T15:00:00.000Z', owner_id: 'gone-person', monthly_value_cents: 80_000 }),
    lead('proposal-1', { status: 'proposal_sent', monthly_value_cents: 300_000 }),
    lead('proposal-2', { status: 'proposal_sent', monthly_value_cents: 150_000 }),
    // Won 10 days ago shows; won 40 days ago does not.
    lead('won-recent', { status: 'won', won_at: daysAgo(10), monthly_value_cents: 200_000 }),
    lead('won-old', { status: 'won', won_at: daysAgo(40), monthly_value_cents: 999_900 }),
    // Lost: dated by its last move to Lost on the timeline, else by its last change.
    lead('lost-recent', { status: 'lost', lost_category: 'price', updated_at: daysAgo(50) }),
    lead('lost-old', { status: 'lost', lost_category: 'timing', updated_at: daysAgo(2) }),
    lead('lost-untimed', { status: 'lost', lost_category: 'other', updated_at: daysAgo(4), monthly_value_cents: 50_000 }),
    // Spam is never on the board, whatever it carries.
    lead('spam-1', { status: 'spam', spam_reason: 'honeypot', created_at: daysAgo(1), monthly_value_cents: 777_700 }),
  ];
  const events = [
    { id: 'e1', lead_id: 'lost-recent', type: 'stage' as const, status: 'lost' as const, created_at: daysAgo(5) },
    { id: 'e2', lead_id: 'lost-old', type: 'stage' as const, status: 'lost' as const, created_at: daysAgo(45) },
  ];
  const db = drizzle(env.DB);
  const [first, ...rest] = [...rows.map((r) => db.insert(leads).values(r)), ...events.map((e) => db.insert(leadEvents).values(e))];
  await db.batch([first!, ...rest]);
  cookie = await staffSession();
});

async function board(): Promise<LeadBoard> {
  const res = await staffRequest('/staff/api/leads/board', cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as LeadBoard;
}

const ids = (b: LeadBoard, stage: string) => b.columns.find((c) => c.stage === stage)!.cards.map((c) => c.id);

describe('GET /staff/api/leads/board', () => {
  it('has a column per pipeline stage, in order, spam left out', async () => {
    const b = await board();
    expect(b.columns.map((c) => c.stage)).toEqual([...PIPELINE_STAGES]);
    expect(b.columns.map((c) => c.stage)).not.toContain('spam');
    expect(b.columns.flatMap((c) => c.cards.map((card) => card.id))).not.toContain('spam-1');
  });

  it('puts each open lead in its stage, newest first, with its owner’s name and value', async () => {
    const b = await board();
    expect(ids(b, 'new')).toEqual(['new-2', 'new-1']);
    expect(ids(b, 'contacted')).toEqual(['contacted-1']);
    expect(ids(b, 'walkthrough_booked')).toEqual(['walk-1']);
    expect(ids(b, 'proposal_sent').sort()).toEqual(['proposal-1', 'proposal-2']);
    const newColumn = b.columns.find((c) => c.stage === 'new')!;
    expect(newColumn.cards[1]).toEqual({
      id: 'new-1',
      name: 'Person new-1',
      company: 'Company new-1',
      status: 'new',
      created_at: NEW_1_AT,
      monthly_value_cents: 120_000,
      owner_id: dana,
      owner_name: 'Dana Reyes',
      walkthrough_at: null,
    });
    expect(newColumn.cards[0]).toMatchObject({ company: '', monthly_value_cents: null, owner_id: '', owner_name: '' });
    expect(b.columns.find((c) => c.stage === 'contacted')!.cards[0]).toMatchObject({ owner_name: 'Eli Park', monthly_value_cents: 250_050 });
    // An owner who is no longer a person of staff: the id stays, no name.
    expect(b.columns.find((c) => c.stage === 'walkthrough_booked')!.cards[0]).toMatchObject({
      owner_id: 'gone-person',
      owner_name: '',
      walkthrough_at: '2031-01-07T15:00:00.000Z',
    });
  });

  it('totals each column’s count and monthly value, leads without a value adding nothing', async () => {
    const b = await board();
    expect(b.columns.map((c) => [c.stage, c.count, c.value_cents])).toEqual([
      ['new', 2, 120_000],
      ['contacted', 1, 250_050],
      ['walkthrough_booked', 1, 80_000],
      ['proposal_sent', 2, 450_000],
      ['won', 1, 200_000],
      ['lost', 2, 50_000],
    ]);
  });

  it('shows Won and Lost for the last 30 days only, Lost dated by its last move on the timeline', async () => {
    const b = await board();
    expect(ids(b, 'won')).toEqual(['won-recent']);
    // lost-recent: moved to Lost 5 days ago (changed 50 days ago); lost-untimed: no move on its timeline, changed 4 days ago;
    // lost-old: changed 2 days ago, but moved to Lost 45 days ago. Most recently decided first.
    expect(ids(b, 'lost')).toEqual(['lost-untimed', 'lost-recent']);
    expect(Date.now() - new Date(b.closed_since).getTime()).toBeGreaterThan(29 * DAY);
    expect(Date.now() - new Date(b.closed_since).getTime()).toBeLessThanOrEqual(31 * DAY + 3_600_000);
  });

  it('is never taken for a lead’s id: a lead still reads at /leads/:id, and the board takes only GET', async () => {
    expect((await staffRequest('/staff/api/leads/new-1', cookie)).status).toBe(200);
    const patched = await staffRequest('/staff/api/leads/board', cookie, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'contacted' }),
    });
    expect(patched.status).toBe(405);
    expect(patched.headers.get('allow')).toBe('GET');
  });

  it('answers at /api/leads/board with the staff key, and refuses a visitor with 401', async () => {
    const res = await api('/api/leads/board', { headers: staffHeaders('203.0.113.61') });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as LeadBoard).columns).toHaveLength(PIPELINE_STAGES.length);
    for (const path of ['/api/leads/board', '/staff/api/leads/board']) {
      const visitor = await api(path, { headers: { 'cf-connecting-ip': '203.0.113.62' } });
      expect(visitor.status).toBe(401);
      expect(await visitor.json()).toMatchObject({ code: '42501' });
    }
  });

  it(`carries at most ${BOARD_COLUMN_LIMIT} cards a column, its count and value still covering every lead`, async () => {
    const db = drizzle(env.DB);
    const many = Array.from({ length: BOARD_COLUMN_LIMIT + 2 }, (_, i) =>
      db.insert(leads).values(lead(`bulk-${i}`, { status: 'contacted', created_at: daysAgo(20 + i / 1000), monthly_value_cents: 100 })),
    );
    await db.batch([many[0]!, ...many.slice(1)]);
    const contacted = (await board()).columns.find((c) => c.stage === 'contacted')!;
    expect(contacted.count).toBe(BOARD_COLUMN_LIMIT + 3);
    expect(contacted.value_cents).toBe(250_050 + (BOARD_COLUMN_LIMIT + 2) * 100);
    expect(contacted.cards).toHaveLength(BOARD_COLUMN_LIMIT);
    // Newest first: the oldest bulk leads and the 60-day-old lead fall off the end.
    expect(contacted.cards[0]!.id).toBe('bulk-0');
    expect(contacted.cards.map((c) => c.id)).not.toContain('contacted-1');
  });
});
