/**
 * Job openings for staff (/staff/api/openings) against the real D1: create, read, list with its
 * filters, change only over the version read (409 otherwise), open and close, duplicate as a
 * draft under `<slug>-copy`, delete a draft only; every refused field named in `details` with
 * nothing stored; a slug taken; an opening past its last day reading as closed; visitors refused.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffOpening } from '../../shared/careers/staff-api';
import { staffRequest, staffSession } from './staff-helpers';

let cookie = '';

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM job_openings').run();
  cookie = await staffSession();
});

const VALID = {
  title: 'Evening Commercial Cleaner',
  title_es: 'Limpiador(a) comercial de noche',
  town: 'Ocala',
  employment_type: 'PART_TIME',
  shifts: ['evening'],
  pay_min: 15,
  pay_max: 17,
  pay_unit: 'HOUR',
  description: 'Clean offices after hours.',
  description_es: 'Limpie oficinas después del horario.',
};

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return staffRequest(`/staff/api${path}`, cookie, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function created(body: Record<string, unknown> = {}): Promise<StaffOpening> {
  const res = await call('POST', '/openings', { ...VALID, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

type PgError = { code: string; message: string; details: string | null; hint: string | null };

async function errorOf(res: Response, status: number): Promise<PgError> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as PgError;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM job_openings').first<{ n: number }>())!.n;
const list = async (query = '') => ((await (await call('GET', `/openings${query}`)).json()) as { openings: StaffOpening[] }).openings;

describe('creating and reading', () => {
  it('POST stores a draft with a slug from its title and the fields as sent (trimmed); GET answers the same', async () => {
    const before = Date.now();
    const opening = await created({ title: '  Evening Commercial Cleaner ', valid_through: '2099-12-31' });
    expect(opening).toMatchObject({
      ...VALID,
      slug: 'evening-commercial-cleaner',
      status: 'draft',
      stored_status: 'draft',
      expired: false,
      applications: 0,
      requirements: '',
      benefits_es: '',
      // The last day is Ocala's: its last moment, 23:59:59.999 Eastern Standard Time.
      valid_through: '2100-01-01T04:59:59.999Z',
    });
    expect(Date.parse(opening.date_posted)).toBeGreaterThanOrEqual(before - 1000);
    expect(await (await call('GET', `/openings/${opening.id}`)).json()).toEqual(opening);
  });

  it('lists newest posted first, filtered by status and by words in the title', async () => {
    const a = await created({ title: 'Floor Care Technician', date_posted: '2026-01-05T12:00:00.000Z' });
    const b = await created({ title: 'Early Morning Office Cleaner', status: 'open', date_posted: '2026-02-05T12:00:00.000Z' });
    const c = await created({ title: 'Day Porter 100%_done', status: 'closed', date_posted: '2026-03-05T12:00:00.000Z' });
    expect((await list()).map((o) => o.id)).toEqual([c.id, b.id, a.id]);
    expect((await list('?status=open')).map((o) => o.id)).toEqual([b.id]);
    expect((await list('?status=draft')).map((o) => o.id)).toEqual([a.id]);
    expect((await list('?status=closed')).map((o) => o.id)).toEqual([c.id]);
    expect((await list('?q=cleaner')).map((o) => o.id)).toEqual([b.id]);
    // LIKE's wildcards are only characters here.
    expect((await list('?q=100%25_')).map((o) => o.id)).toEqual([c.id]);
    expect((await list('?q=%25')).map((o) => o.id)).toEqual([c.id]);
    expect((await errorOf(await call('GET', '/openings?status=live'), 400)).details).toBe('status');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      expect((await errorOf(await call('GET', `/openings/${id}`), 404)).code).toBe('PGRST116');
    }
  });
});

describe('validation: 400 22023 naming the field, nothing stored', () => {
  it.each([
    ['an empty title', { title: '  ' }, 'title', 'The title must be 1 to 120 characters'],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, 'title', 'The title must be 1 to 120 characters'],
    ['a Spanish title over 120 characters', { title_es: 'x'.repeat(121) }, 'title_es', 'The Spanish title must be at most 120 characters'],
    ['no town', { town: '' }, 'town', 'The town must be 1 to 80 characters'],
    ['a town over 80 characters', { town: 'x'.repeat(81) }, 'town', 'The town must be 1 to 80 characters'],
    [
      'an unknown employment type',
      { employment_type: 'SEASONAL' },
      'employment_type',
      'employment_type must be one of: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY',
    ],
    ['no shift', { shifts: [] }, 'shifts', 'Pick at least one shift'],
    ['an unknown shift', { shifts: ['evening', 'lunch'] }, 'shifts', 'shifts may hold only: early_morning, day, evening, overnight, weekend'],
    ['a repeated shift', { shifts: ['evening', 'evening'] }, 'shifts', 'shifts must not repeat a shift'],
    ['pay in cents', { pay_min: 15.5 }, 'pay_min', 'pay_min must be a whole number of dollars'],
    ['negative pay', { pay_min: -1 }, 'pay_min', 'pay_min must be 0 or more'],
    ['pay as text', { pay_max: '17' }, 'pay_max', 'pay_max must be a whole number of dollars'],
    ['a minimum over the maximum', { pay_min: 18, pay_max: 17 }, 'pay_max', 'The maximum pay must be at least the minimum'],
    ['one pay figure only', { pay_max: null }, 'pay_max', 'Give both pay figures (minimum and maximum), or leave both empty'],
    ['an unknown pay unit', { pay_unit: 'DAY' }, 'pay_unit', 'pay_unit must be one of: HOUR, WEEK, MONTH, YEAR'],
    ['a description over 8,000 characters', { description: 'x'.repeat(8001) }, 'description', 'The description must be at most 8,000 characters'],
    ['Spanish benefits over 8,000 characters', { benefits_es: 'x'.repeat(8001) }, 'benefits_es', 'The Spanish benefits must be at most 8,000 characters'],
    [
      'a last day that is not a date',
      { valid_through: '31/12/2026' },
      'valid_through',
      'The valid-through date must be a date (YYYY-MM-DD) or an ISO 8601 timestamp',
    ],
    [
      'a last day before the posting day',
      { date_posted: '2026-05-01T12:00:00.000Z', valid_through: '2026-04-30' },
      'valid_through',
      'The valid-through date must be after the day the opening was posted',
    ],
    ['an unknown status', { status: 'live' }, 'status', 'status must be one of: draft, open, closed'],
    [
      'a slug with capitals',
      { slug: 'Evening-Cleaner' },
      'slug',
      'The address (slug) may hold only lower-case letters a–z, digits and single hyphens between them',
    ],
    [
      'a slug with a double hyphen',
      { slug: 'evening--cleaner' },
      'slug',
      'The address (slug) may hold only lower-case letters a–z, digits and single hyphens between them',
    ],
    ['an unknown field', { salary: 40000 }, 'salary', 'Unknown field: salary'],
  ])('refuses %s', async (_name, change, field, message) => {
    const error = await errorOf(await call('POST', '/openings', { ...VALID, ...change }), 400);
    expect(error).toMatchObject({ code: '22023', details: field, message });
    expect(await count()).toBe(0);
  });

  it('takes both pay figures empty, and refuses a body that is not JSON or not an object', async () => {
    expect(await created({ pay_min: null, pay_max: null })).toMatchObject({ pay_min: null, pay_max: null });
    expect((await errorOf(await call('POST', '/openings', [VALID]), 400)).code).toBe('22023');
    const text = await staffRequest('/staff/api/openings', cookie, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(text.status).toBe(415);
    expect(await count()).toBe(1);
  });

  it('a PATCH with a bad field changes nothing', async () => {
    const opening = await created();
    const error = await errorOf(await call('PATCH', `/openings/${opening.id}`, { updated_at: opening.updated_at, pay_min: 20 }), 400);
    expect(error).toMatchObject({ details: 'pay_max', message: 'The maximum pay must be at least the minimum' });
    expect(await (await call('GET', `/openings/${opening.id}`)).json()).toEqual(opening);
  });
});

describe('slugs', () => {
  it('refuses a slug another opening has with 409 naming it, on create and on change', async () => {
    const first = await created();
    const clash = await errorOf(await call('POST', '/openings', VALID), 409);
    expect(clash).toMatchObject({ code: '23505', details: 'slug', message: 'The address “evening-commercial-cleaner” is taken by another opening' });
    const other = await created({ slug: 'floor-care' });
    const change = await errorOf(await call('PATCH', `/openings/${other.id}`, { updated_at: other.updated_at, slug: first.slug }), 409);
    expect(change.details).toBe('slug');
    expect(await count()).toBe(2);
    // Keeping its own slug is no clash.
    expect((await call('PATCH', `/openings/${first.id}`, { updated_at: first.updated_at, slug: first.slug, town: 'Belleview' })).status).toBe(200);
  });
});

describe('changing', () => {
  it('PATCH changes the fields sent over the version read, and a second change over the old version is 409', async () => {
    const opening = await created();
    const res = await call('PATCH', `/openings/${opening.id}`, { updated_at: opening.updated_at, town: 'The Villages', shifts: ['early_morning', 'weekend'] });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as StaffOpening;
    expect(changed).toMatchObject({ town: 'The Villages', shifts: ['early_morning', 'weekend'], title: VALID.title });
    expect(changed.updated_at > opening.updated_at).toBe(true);

    const stale = await errorOf(await call('PATCH', `/openings/${opening.id}`, { updated_at: opening.updated_at, town: 'Belleview' }), 409);
    expect(stale).toMatchObject({ code: '40001', message: 'This opening was changed meanwhile, reload' });
    expect(((await (await call('GET', `/openings/${opening.id}`)).json()) as StaffOpening).town).toBe('The Villages');
  });

  it('PATCH without updated_at is refused, naming it', async () => {
    const opening = await created();
    expect((await errorOf(await call('PATCH', `/openings/${opening.id}`, { town: 'Belleview' }), 400)).details).toBe('updated_at');
    expect((await errorOf(await call('PATCH', '/openings/999999', { updated_at: opening.updated_at }), 404)).code).toBe('PGRST116');
  });

  it('opens a draft (posted today), closes it, and opens it again', async () => {
    const draft = await created({ date_posted: '2026-01-05T12:00:00.000Z' });
    const before = Date.now();
    const opened = (await (await call('PATCH', `/openings/${draft.id}`, { updated_at: draft.updated_at, status: 'open' })).json()) as StaffOpening;
    expect(opened.status).toBe('open');
    expect(Date.parse(opened.date_posted)).toBeGreaterThanOrEqual(before - 1000);
    const closed = (await (await call('PATCH', `/openings/${draft.id}`, { updated_at: opened.updated_at, status: 'closed' })).json()) as StaffOpening;
    expect(closed).toMatchObject({ status: 'closed', stored_status: 'closed', date_posted: opened.date_posted });
    const again = (await (await call('PATCH', `/openings/${draft.id}`, { updated_at: closed.updated_at, status: 'open' })).json()) as StaffOpening;
    expect(again).toMatchObject({ status: 'open', date_posted: opened.date_posted });
  });
});

describe('an opening past its last day', () => {
  it('reads as closed (expired) to staff and in the filters, and opening it again needs a later date', async () => {
    const opening = await created({ status: 'open', valid_through: '2099-01-01' });
    // Its last day passes: set in D1 as time would.
    await env.DB.prepare('UPDATE job_openings SET date_posted = ?, valid_through = ? WHERE id = ?')
      .bind('2025-11-01T12:00:00.000Z', '2026-01-01T04:59:59.999Z', opening.id)
      .run();
    const read = (await (await call('GET', `/openings/${opening.id}`)).json()) as StaffOpening;
    expect(read).toMatchObject({ status: 'closed', stored_status: 'open', expired: true });
    expect((await list('?status=open')).length).toBe(0);
    expect((await list('?status=closed')).map((o) => o.id)).toEqual([opening.id]);

    const refused = await errorOf(await call('PATCH', `/openings/${opening.id}`, { updated_at: read.updated_at, status: 'open' }), 400);
    expect(refused).toMatchObject({ details: 'valid_through', message: 'The valid-through date has passed: pick a later date to open the opening' });
    const reopened = await call('PATCH', `/openings/${opening.id}`, { updated_at: read.updated_at, status: 'open', valid_through: '2099-06-30' });
    expect(await reopened.json()).toMatchObject({ status: 'open', expired: false });
  });
});

describe('duplicating and deleting', () => {
  it('duplicates as a draft under <slug>-copy, then -copy-2, dropping a last day that has passed', async () => {
    const opening = await created({ status: 'open', valid_through: '2099-01-01' });
    const res = await call('POST', `/openings/${opening.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = (await res.json()) as StaffOpening;
    expect(copy).toMatchObject({
      slug: 'evening-commercial-cleaner-copy',
      status: 'draft',
      title: 'Evening Commercial Cleaner (copy)',
      title_es: 'Limpiador(a) comercial de noche (copia)',
      description_es: VALID.description_es,
      valid_through: opening.valid_through,
    });
    expect(copy.id).not.toBe(opening.id);
    await env.DB.prepare('UPDATE job_openings SET valid_through = ? WHERE id = ?').bind('2026-01-01T04:59:59.999Z', opening.id).run();
    const second = (await (await call('POST', `/openings/${copy.id}/duplicate`)).json()) as StaffOpening;
    expect(second.slug).toBe('evening-commercial-cleaner-copy-2');
    const third = (await (await call('POST', `/openings/${opening.id}/duplicate`)).json()) as StaffOpening;
    expect(third).toMatchObject({ slug: 'evening-commercial-cleaner-copy-3', valid_through: null });
    expect((await errorOf(await call('POST', '/openings/999999/duplicate'), 404)).code).toBe('PGRST116');
  });

  it('deletes a draft (204) and refuses to delete one that was posted (409)', async () => {
    const draft = await created();
    const open = await created({ slug: 'open-one', status: 'open' });
    expect((await call('DELETE', `/openings/${draft.id}`)).status).toBe(204);
    expect((await errorOf(await call('DELETE', `/openings/${draft.id}`), 404)).code).toBe('PGRST116');
    expect((await errorOf(await call('DELETE', `/openings/${open.id}`), 409)).message).toBe('Only a draft can be deleted: close the opening instead');
    expect(await count()).toBe(1);
  });
});

describe('visitors', () => {
  it.each([
    ['GET', '/openings'],
    ['POST', '/openings'],
    ['GET', '/openings/1'],
    ['PATCH', '/openings/1'],
    ['DELETE', '/openings/1'],
    ['POST', '/openings/1/duplicate'],
  ])('%s %s answers 401 and changes nothing', async (method, path) => {
    const opening = await created();
    const res = await staffRequest(`/staff/api${path.replace('/1', `/${opening.id}`)}`, 'other=1', {
      method,
      headers: { 'content-type': 'application/json' },
      body:
        method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({ ...VALID, slug: 'visitor', updated_at: opening.updated_at, title: 'Hacked' }),
    });
    expect(res.status).toBe(401);
    expect(await count()).toBe(1);
    expect(((await (await call('GET', `/openings/${opening.id}`)).json()) as StaffOpening).title).toBe(VALID.title);
  });
});
