/** Shared by the lead tests: valid leads of each kind, posting them in-process with chosen bindings, and reading the table. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import { issueFormToken } from '../../worker/intake/form-token';
import { CONSENT_TEXT, type LeadKind } from '../../shared/leads/lead';
import type { LeadRow } from '../../worker/leads/store/index';

export const STAFF_KEY = 'test-service-key';

/** A lead that passes the schema, of each kind. */
export function validLead(kind: LeadKind = 'quote', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    kind,
    name: 'Dana Whitfield',
    company: 'Whitfield Dental Group',
    email: 'dana@whitfield-dental.example',
    phone: '(352) 555-0142',
    facility_type: 'medical-facilities',
    services: ['janitorial-services', 'floor-care'],
    square_footage: '5k-15k',
    location: 'Ocala, FL 34471',
    message: 'Two suites, evening cleaning please.',
    contact_method: 'email',
    consent_text: CONSENT_TEXT,
    page: '/contact',
    landing_page: '/services/floor-care?utm_source=google',
    referrer: 'https://www.google.com/',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    utm_term: 'office cleaning ocala',
    utm_content: 'ad-1',
    gclid: 'abc123',
    fbclid: '',
    msclkid: '',
  };
  if (kind === 'quote') base.frequency = 'several-weekly';
  if (kind === 'franchising') base.frequency = 'not-sure';
  if (kind === 'walkthrough') Object.assign(base, { preferred_day_1: '2031-03-04', preferred_day_2: '2031-03-05', time_window: 'morning' });
  return { ...base, ...overrides };
}

/** A form token issued `ageMs` ago, as the page carried it. */
export function formToken(ageMs = 10_000): Promise<string> {
  return issueFormToken(env, Date.now() - ageMs);
}

/** A queue binding that keeps what it is sent (and can be made to fail), checked against D1 at the moment of sending. */
export function fakeQueue(options: { fail?: boolean } = {}) {
  const sent: Array<{ body: unknown; storedFirst: boolean }> = [];
  const binding = {
    async send(body: unknown) {
      const id = (body as { id: string }).id;
      const row = await env.DB.prepare('SELECT id FROM leads WHERE id = ?').bind(id).first();
      sent.push({ body, storedFirst: row !== null });
      if (options.fail) throw new Error('Queue send failed: unavailable');
    },
    async sendBatch() {
      throw new Error('not used');
    },
  } as unknown as Queue;
  return { binding, sent };
}

export type Bindings = Partial<Record<keyof Env, unknown>>;

/** The Worker in-process with its real bindings, some replaced (a fake queue by default, so no consumer runs behind the test's back). */
export function withEnv(overrides: Bindings = {}): Env {
  return { ...env, LEADS_QUEUE: fakeQueue().binding, ...overrides } as Env;
}

export interface PostOptions {
  ip: string;
  via?: 'json' | 'form';
  bindings?: Bindings;
  headers?: Record<string, string>;
}

/** URL-encodes a lead the way a browser posts a form: `services` repeated. */
export function formBody(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const x of v) params.append(k, String(x));
    else if (v !== undefined) params.append(k, String(v));
  }
  return params.toString();
}

export async function postLead(fields: Record<string, unknown> | string, { ip, via = 'json', bindings, headers = {} }: PostOptions): Promise<Response> {
  const body = typeof fields === 'string' ? fields : via === 'json' ? JSON.stringify(fields) : formBody(fields);
  const contentType = via === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
  const ctx = createExecutionContext();
  const res = await worker.request(
    '/api/leads',
    { method: 'POST', headers: { 'content-type': contentType, 'cf-connecting-ip': ip, ...headers }, body },
    withEnv(bindings),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A valid lead with a fresh, old-enough form token, posted. */
export async function sendLead(kind: LeadKind, overrides: Record<string, unknown>, options: PostOptions): Promise<Response> {
  return postLead(validLead(kind, { form_token: await formToken(), ...overrides }), options);
}

export async function leadRows(where = '1 = 1', ...params: unknown[]): Promise<LeadRow[]> {
  const { results } = await env.DB.prepare(`SELECT * FROM leads WHERE ${where} ORDER BY created_at, id`)
    .bind(...params)
    .all<LeadRow & { services: string }>();
  return results.map((r) => ({ ...r, services: JSON.parse(r.services) as string[] }));
}

export async function leadById(id: string): Promise<LeadRow> {
  const [row] = await leadRows('id = ?', id);
  if (!row) throw new Error(`no lead ${id}`);
  return row;
}

/** A staff request in-process. */
export function staffRequest(path: string, init: RequestInit = {}, ip = '198.51.100.200', key = STAFF_KEY): Promise<Response> {
  const headers = { 'cf-connecting-ip': ip, ...(key ? { authorization: `Bearer ${key}` } : {}), ...(init.headers as Record<string, string>) };
  return Promise.resolve(worker.request(path, { ...init, headers }, withEnv()));
}
