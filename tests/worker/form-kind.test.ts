/**
 * A new form kind is a declaration, a table, a thin folder and its page (ARCHITECTURE.md). This file
 * is that folder for a throwaway kind, a callback request: its declaration (two fields), its table
 * (created here, dropped after), its store and staff reads (a few lines each), mounted on an app
 * like the Worker's. The pipeline (worker/intake/) does the rest, and the tests find the request
 * stored, answered (as JSON, as a page without JavaScript, refused with what was typed), listed with
 * its query string, moved through its stages with a named person on its timeline, and exported.
 */
import { env } from 'cloudflare:test';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineForm, formSchema, validateForm } from '../../shared/intake/form';
import { optionalPhone, requiredLine } from '../../shared/intake/rules';
import { createDb, openSession } from '../../worker/db';
import type { AppEnv } from '../../worker/env';
import { toCsv } from '../../worker/http/csv';
import { ApiError, errorResponse, errors } from '../../worker/http/errors';
import { ListQuery } from '../../worker/http/list-query';
import { type FormKind, formKindRoute } from '../../worker/intake/form-kind';
import { formKindStaffRoutes } from '../../worker/intake/staff-routes';
import { KEY_ACTOR } from '../../worker/staff/actor';
import { isStaffRequest } from '../../worker/staff/keys';
import { parseCsv } from './csv-helpers';
import { formBody, formToken, STAFF_KEY } from './leads-helpers';

// The declaration (shared/intake/<name>-form.ts).
const CALLBACK_FORM = defineForm({
  groups: [{ name: 'caller', title: 'Caller' }],
  fields: [
    {
      name: 'name',
      label: 'Your name',
      type: 'line',
      group: 'caller',
      rule: requiredLine(100, 'Keep your name under 100 characters.', 1, 'Please enter your name.'),
    },
    {
      name: 'phone',
      label: 'Phone',
      type: 'phone',
      group: 'caller',
      rule: optionalPhone('That phone number is too long.', 'Please enter a phone number with its area code.'),
    },
  ],
});
const CallbackSchema = formSchema(CALLBACK_FORM);
type Callback = v.InferOutput<typeof CallbackSchema>;

// The table (shared/schema.ts and a migration).
const callbacks = sqliteTable('test_callbacks', {
  id: text('id').primaryKey(),
  status: text('status').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  ip_hash: text('ip_hash').notNull(),
  spam_reason: text('spam_reason'),
  created_at: text('created_at').notNull(),
});
type CallbackRow = typeof callbacks.$inferSelect;
const CREATE_TABLE =
  'CREATE TABLE test_callbacks (id TEXT PRIMARY KEY, status TEXT NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL, ip_hash TEXT NOT NULL, spam_reason TEXT, created_at TEXT NOT NULL)';

// The thin folder (worker/<name>/): how it is stored and answered, and what staff read.
const CALLBACK_KIND: FormKind<Callback, { id: string }> = {
  name: 'callbacks',
  form: CALLBACK_FORM,
  limits: { ceiling: 4096 },
  messages: () => ({ check: 'Please check the highlighted fields.', turnstile: 'The check failed.', stale: 'Send it again.', used: 'Already sent.' }),
  check: (input) => {
    const result = validateForm(CallbackSchema, input);
    return result.ok ? { ok: true, value: result.values } : result;
  },
  store: async (c, { value, id, spam, ipHash }) => {
    await c.var.db
      .insert(callbacks)
      .values({ id, status: spam ? 'spam' : 'new', ...value, ip_hash: ipHash, spam_reason: spam, created_at: new Date().toISOString() });
    return { id };
  },
  accepted: (saved) => ({ json: { id: saved.id }, thanks: '/thank-you' }),
  formPage: (_input, form) => ({ path: '/contact', extra: { form }, status: 422 }),
};

const STATUSES = ['new', 'called', 'spam'] as const;
const notes: { id: string; note: string; by: string }[] = [];

const callbacksStaffApi = formKindStaffRoutes({
  name: 'callbacks',
  one: 'callback',
  permissions: { read: 'leads', change: 'leads' },
  filters: (params, limits) => {
    const q = new ListQuery(params, ['status', 'limit', 'offset']);
    return { ...q.paging(limits), status: q.oneOf('status', STATUSES) };
  },
  list: async (db, { status, limit, offset }) => {
    const where = status ? eq(callbacks.status, status) : undefined;
    const rows = await db.select().from(callbacks).where(where).orderBy(desc(callbacks.created_at)).limit(limit).offset(offset);
    return { rows, total: (await db.select().from(callbacks).where(where)).length };
  },
  listItem: ({ ip_hash: _ip, ...row }) => row,
  csv: (rows) => toCsv(Object.keys(getTableColumns(callbacks)) as (keyof CallbackRow)[], rows),
  view: async (db, id) => {
    const [row] = await db.select().from(callbacks).where(eq(callbacks.id, id));
    return row ? { ...row, notes: notes.filter((n) => n.id === id) } : null;
  },
  stage: {
    body: v.strictObject({ status: v.picklist(STATUSES) }),
    refused: { message: 'Send {"status": ...}', hint: `status is one of: ${STATUSES.join(', ')}.` },
    change: async (c, id, { status }) => {
      const [before] = await c.var.db.select().from(callbacks).where(eq(callbacks.id, id));
      if (!before) return null;
      const [after] = await c.var.db.update(callbacks).set({ status }).where(eq(callbacks.id, id)).returning();
      return { before, after: after! };
    },
    audit: (before, after) =>
      before.status === after.status ? null : { action: 'callback.stage', subjectType: 'callback', subjectId: after.id, summary: 'Moved a callback' },
  },
  note: async (db, id, note, by) => {
    const [row] = await db.select({ id: callbacks.id }).from(callbacks).where(eq(callbacks.id, id));
    if (!row) return null;
    notes.push({ id, note, by });
    return { note, by };
  },
});

// Mounted as worker/index.ts mounts a kind: the request's database and who is asking first.
const app = new Hono<AppEnv>();
app.use('*', async (c, next) => {
  const isStaff = isStaffRequest(c.req.raw.headers, c.env.SERVICE_KEY);
  c.set('db', createDb(openSession(c.env.DB, 'staff', null)));
  c.set('isStaff', isStaff);
  c.set('actor', isStaff ? KEY_ACTOR : null);
  await next();
});
app.route('/api', formKindRoute(CALLBACK_KIND));
app.route('/api', callbacksStaffApi);
app.onError((err) => (err instanceof ApiError ? errorResponse(err) : errorResponse(errors.internal())));

const send = (body: string, type: string, headers: Record<string, string> = {}) =>
  app.request('/api/callbacks', { method: 'POST', body, headers: { 'content-type': type, 'cf-connecting-ip': '203.0.113.77', ...headers } }, env);
const staff = (path: string, init: RequestInit = {}) =>
  app.request(path, { ...init, headers: { authorization: `Bearer ${STAFF_KEY}`, 'cf-connecting-ip': '198.51.100.77', ...init.headers } }, env);

beforeAll(async () => {
  await env.DB.exec(CREATE_TABLE);
});
afterAll(async () => {
  // The next test file finds the migrated tables it expects (tests/worker/setup.ts).
  await env.DB.exec('DROP TABLE test_callbacks');
});

describe('a form kind declared in a few lines', () => {
  it('is stored and answered 201 with its id, as JSON', async () => {
    const res = await send(JSON.stringify({ name: 'Pat Rivera', phone: '(352) 555-0101', form_token: await formToken() }), 'application/json');
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { id } = (await res.json()) as { id: string };
    const { results } = await env.DB.prepare('SELECT * FROM test_callbacks WHERE id = ?').bind(id).all<CallbackRow>();
    expect(results).toMatchObject([{ name: 'Pat Rivera', phone: '(352) 555-0101', status: 'new', spam_reason: null }]);
    // The client address is kept only as its salted hash.
    expect(results[0]!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends a browser without JavaScript to its thank-you page, and stores a honeypot as spam answered the same', async () => {
    const res = await send(
      formBody({ name: 'Dana Cole', phone: '352-555-0102', website: 'http://spam.example', form_token: await formToken() }),
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thank-you');
    const row = await env.DB.prepare("SELECT status, spam_reason FROM test_callbacks WHERE name = 'Dana Cole'").first<CallbackRow>();
    expect(row).toMatchObject({ status: 'spam', spam_reason: expect.stringContaining('honeypot') });
  });

  it('refuses bad input with the fields named, storing nothing; a wrong type or an oversized body too', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM test_callbacks').first<{ n: number }>();
    const refused = await send(JSON.stringify({ name: '', phone: '12', form_token: await formToken() }), 'application/json');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('22023');
    expect(body.fields).toEqual({ name: 'Please enter your name.', phone: 'Please enter a phone number with its area code.' });
    expect((await send('name=x', 'text/plain')).status).toBe(415);
    expect((await send(JSON.stringify({ name: 'x'.repeat(5000) }), 'application/json')).status).toBe(413);
    expect((await send('{"name":', 'application/json')).status).toBe(400);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM test_callbacks').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it('is listed for staff with its query string, never to a visitor', async () => {
    expect((await app.request('/api/callbacks', {}, env)).status).toBe(401);
    const all = (await (await staff('/api/callbacks')).json()) as { callbacks: Record<string, unknown>[]; total: number };
    expect(all.total).toBe(2);
    expect(all.callbacks.map((c) => c.name).sort()).toEqual(['Dana Cole', 'Pat Rivera']);
    expect(all.callbacks[0]).not.toHaveProperty('ip_hash');
    const spam = (await (await staff('/api/callbacks?status=spam')).json()) as { callbacks: { name: string }[] };
    expect(spam.callbacks.map((c) => c.name)).toEqual(['Dana Cole']);
    expect((await staff('/api/callbacks?colour=red')).status).toBe(400);
  });

  it('moves through its stages and takes notes, each by the person who made it', async () => {
    const id = (await env.DB.prepare("SELECT id FROM test_callbacks WHERE name = 'Pat Rivera'").first<{ id: string }>())!.id;
    const json = { 'content-type': 'application/json' };
    const moved = await staff(`/api/callbacks/${id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ status: 'called' }) });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id, status: 'called' });
    expect((await staff(`/api/callbacks/${id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ status: 'gone' }) })).status).toBe(400);
    const noted = await staff(`/api/callbacks/${id}/notes`, { method: 'POST', headers: json, body: JSON.stringify({ note: '  Left a voicemail.  ' }) });
    expect(noted.status).toBe(201);
    expect(await noted.json()).toEqual({ note: 'Left a voicemail.', by: expect.any(String) });
    expect((await staff(`/api/callbacks/${id}/notes`, { method: 'POST', headers: json, body: JSON.stringify({ note: ' ' }) })).status).toBe(400);
    expect((await staff('/api/callbacks/no-such-id')).status).toBe(404);
  });

  it('is exported as CSV with the same filters', async () => {
    const res = await staff('/api/callbacks.csv?status=called');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="callbacks-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(['id', 'status', 'name', 'phone', 'ip_hash', 'spam_reason', 'created_at']);
    expect(rows.map((r) => r[header!.indexOf('name')])).toEqual(['Pat Rivera']);
  });
});
