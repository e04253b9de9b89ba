/**
 * POST /api/leads (docs/decisions.md D12): every field validated by the shared schema (JSON 400
 * with field messages; a form without JavaScript gets its page back, 422), a valid lead stored
 * with every field before its id is queued, the no-JS form's 303, and the refusals of what the
 * endpoint does not take.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_PLACEHOLDER } from '../../shared/intake/form-token';
import { isPgError } from './api-helpers';
import { fakeQueue, formBody, formToken, leadById, leadRows, postLead, sendLead, validLead } from './leads-helpers';

// This file's clients: 203.0.113.0/24, one address per test so the rate limit never interferes.
let nextHost = 1;
const ip = () => `203.0.113.${nextHost++}`;

const long = (n: number) => 'x'.repeat(n);

/** [field, invalid value, the message the form shows, kind] */
const INVALID: Array<[string, unknown, string, ('quote' | 'walkthrough' | 'franchising')?]> = [
  ['kind', undefined, 'Please choose a quote, a walkthrough or a franchising enquiry.'],
  ['kind', 'complaint', 'Please choose a quote, a walkthrough or a franchising enquiry.'],
  ['name', '', 'Please enter your name.'],
  ['name', 'A', 'Please enter your name.'],
  ['name', long(101), 'Please keep your name under 100 characters.'],
  ['name', 42, 'Please keep your name under 100 characters.'],
  ['company', long(121), 'Please keep the company name under 120 characters.'],
  ['email', 'not-an-email', 'Please enter a valid email address.'],
  ['email', 'dana@localhost', 'Please enter a valid email address.'],
  ['email', `${long(250)}@example.com`, 'Please enter a valid email address.'],
  ['phone', '12345', 'Please enter a valid phone number, with area code.'],
  ['phone', 'call me maybe', 'Please enter a valid phone number, with area code.'],
  ['phone', '+1 352 555 0142 0142 01', 'Please enter a valid phone number, with area code.'],
  ['phone', '+1 (352) 555-0142 / (352) 555-0143', 'Please enter a valid phone number.'],
  ['facility_type', '', 'Please choose the type of facility.'],
  ['facility_type', 'castle', 'Please choose the type of facility.'],
  ['services', ['moat-cleaning'], 'Please choose services from the list.'],
  ['services', 'floor-care', 'Please choose services from the list.'],
  ['square_footage', '', 'Please choose the approximate size.'],
  ['square_footage', 'enormous', 'Please choose the approximate size.'],
  ['frequency', '', 'Please choose how often you need cleaning.'],
  ['frequency', 'hourly', 'Please choose how often you need cleaning.'],
  ['frequency', 'hourly', 'Please choose how often you need cleaning.', 'franchising'],
  ['location', '', 'Please enter your town or ZIP code.'],
  ['location', 'O', 'Please enter your town or ZIP code.'],
  ['location', long(81), 'Please keep the town or ZIP under 80 characters.'],
  ['message', long(2001), 'Please keep the message under 2,000 characters.'],
  ['contact_method', '', 'Please choose how we should contact you.'],
  ['contact_method', 'carrier-pigeon', 'Please choose how we should contact you.'],
  ['consent_text', '', 'Please send the form as shown.'],
  ['consent_text', 'I agree to nothing', 'Please send the form as shown.'],
  ['page', long(2049), 'Too long.'],
  ['landing_page', long(2049), 'Too long.'],
  ['referrer', long(2049), 'Too long.'],
  ...(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid'] as const).map(
    (f) => [f, long(201), 'Too long.'] as [string, unknown, string],
  ),
  ['preferred_day_1', '', 'Please choose a first preferred day.', 'walkthrough'],
  ['preferred_day_1', '2031-02-30', 'Please choose a first preferred day.', 'walkthrough'],
  ['preferred_day_1', 'next tuesday', 'Please choose a first preferred day.', 'walkthrough'],
  ['preferred_day_2', '2031-13-01', 'Please choose a second preferred day.', 'walkthrough'],
  ['preferred_day_2', '2031-03-04', 'Please choose two different days.', 'walkthrough'],
  ['time_window', '', 'Please choose a time window.', 'walkthrough'],
  ['time_window', 'midnight', 'Please choose a time window.', 'walkthrough'],
];

/** How a value reads in a test's name: long strings by their length. */
const shown = (value: unknown) => (typeof value === 'string' && value.length > 40 ? `${value.length} characters` : (JSON.stringify(value) ?? 'missing'));

describe('validation, one field at a time', () => {
  it.each(INVALID.map(([field, value, message, kind]) => [field, shown(value), value, message, kind] as const))(
    '%s = %s is refused',
    async (field, _shown, value, message, kind = 'quote') => {
      const before = (await leadRows()).length;
      const res = await sendLead(kind, { [field]: value }, { ip: ip() });
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { code: string; message: string; details: string; hint: string; fields: Record<string, string> };
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'fields', 'hint', 'message']);
      expect(body.fields[field]).toBe(message);
      expect(body.details).toContain(message);
      expect((await leadRows()).length).toBe(before);
    },
  );

  it('needs an email address or a phone number, and takes either alone', async () => {
    const neither = await sendLead('quote', { email: '', phone: '' }, { ip: ip() });
    expect(neither.status).toBe(400);
    expect(((await neither.json()) as { fields: Record<string, string> }).fields.email).toBe('Please give an email address or a phone number.');
    expect((await sendLead('quote', { email: '', phone: '352-555-0100' }, { ip: ip() })).status).toBe(201);
    expect((await sendLead('quote', { email: 'phone-less@example.com', phone: '' }, { ip: ip() })).status).toBe(201);
  });

  it('gives every wrong field its message at once', async () => {
    const res = await sendLead('quote', { name: '', email: 'nope', facility_type: 'castle' }, { ip: ip() });
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['email', 'facility_type', 'name']);
  });

  it('refuses a body that is not a lead at all', async () => {
    for (const body of ['[]', 'null', '"lead"', '42']) {
      const res = await postLead(body, { ip: ip() });
      expect(res.status).toBe(400);
      const { fields } = (await res.json()) as { fields: Record<string, string> };
      expect(Object.values(fields)).toEqual(['Please choose a quote, a walkthrough or a franchising enquiry.']);
    }
  });
});

describe('a valid lead', () => {
  it.each(['quote', 'walkthrough', 'franchising'] as const)('%s: 201 {id, kind}, stored with every field, then queued', async (kind) => {
    const queue = fakeQueue();
    const sent = validLead(kind, { form_token: await formToken() });
    const res = await postLead(sent, { ip: ip(), bindings: { LEADS_QUEUE: queue.binding } });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { id: string; kind: string };
    expect(Object.keys(body).sort()).toEqual(['id', 'kind']);
    expect(body.kind).toBe(kind);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await leadById(body.id);
    for (const [field, value] of Object.entries(sent)) {
      if (field === 'form_token') continue;
      if (field === 'email') expect(row.email).toBe(String(value).toLowerCase());
      else expect(row[field as keyof typeof row]).toEqual(value);
    }
    expect(row).toMatchObject({ kind, status: 'new', duplicate_count: 0, email_state: 'pending', webhook_state: 'pending', spam_reason: null });
    expect(row.consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    if (kind === 'walkthrough') expect(row.frequency).toBe('');
    else expect([row.preferred_day_1, row.preferred_day_2, row.time_window]).toEqual(['', '', '']);
    // Written to D1 first, then only the id goes to the queue.
    expect(queue.sent).toEqual([{ body: { id: body.id }, storedFirst: true }]);
  });

  it('is stored normalised: one-line fields folded, email in lower case, line breaks in the message kept', async () => {
    const res = await sendLead(
      'quote',
      { name: '  Dana\r\n Whitfield\u2028Bcc: x@evil.example ', email: ' DANA@Example.COM ', message: 'Line one\r\nLine two' },
      { ip: ip() },
    );
    const row = await leadById(((await res.json()) as { id: string }).id);
    expect(row.name).toBe('Dana Whitfield Bcc: x@evil.example');
    expect(row.email).toBe('dana@example.com');
    expect(row.message).toBe('Line one\nLine two');
  });

  it('keeps a salted hash of the client address, never the address', async () => {
    const address = ip();
    const first = await sendLead('quote', { email: 'hash-1@example.com' }, { ip: address });
    const second = await sendLead('quote', { email: 'hash-2@example.com' }, { ip: address });
    const salted = await sendLead('quote', { email: 'hash-3@example.com' }, { ip: address, bindings: { IP_HASH_SALT: 'another salt' } });
    const [a, b, c] = await Promise.all([first, second, salted].map(async (r) => leadById(((await r.json()) as { id: string }).id)));
    expect(a!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a!.ip_hash).toBe(b!.ip_hash);
    expect(c!.ip_hash).not.toBe(a!.ip_hash);
    const { results } = await env.DB.prepare('SELECT * FROM leads').all();
    expect(JSON.stringify(results)).not.toContain(address);
  });

  it('is still taken when the queue refuses it: the reason is recorded and the lead delivered from the request instead', async () => {
    const queue = fakeQueue({ fail: true });
    const res = await sendLead('quote', { email: 'queue-down@example.com' }, { ip: ip(), bindings: { LEADS_QUEUE: queue.binding } });
    expect(res.status).toBe(201);
    const row = await leadById(((await res.json()) as { id: string }).id);
    expect(row.last_delivery_error).toMatch(/^queue: /);
    // Delivered in the background (waitUntil) through the local send_email simulation.
    expect(row.email_state).toBe('sent');
    expect(row.delivered_at).not.toBeNull();
  });
});

describe('the form without JavaScript', () => {
  it('answers 303 to the thank-you page of its kind, storing repeated services as a list', async () => {
    for (const [kind, services] of [
      ['quote', ['janitorial-services', 'window-cleaning']],
      ['walkthrough', ['floor-care']],
      ['franchising', []],
    ] as const) {
      const email = `no-js-${kind}@example.com`;
      const res = await sendLead(kind, { email, services }, { ip: ip(), via: 'form' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/thank-you?kind=${kind}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const [row] = await leadRows('email = ?', email);
      expect(row!.services).toEqual(services);
    }
  });

  it('reads services[] as services too', async () => {
    const fields = validLead('quote', { email: 'brackets@example.com', form_token: await formToken() });
    delete fields.services;
    const body = `${formBody(fields)}&services%5B%5D=floor-care&services%5B%5D=power-washing`;
    expect((await postLead(body, { ip: ip(), via: 'form' })).status).toBe(303);
    expect((await leadRows('email = ?', 'brackets@example.com'))[0]!.services).toEqual(['floor-care', 'power-washing']);
  });

  it('gives a refused form back as its page (422, not cached) with the errors, storing nothing', async () => {
    const res = await sendLead('quote', { email: 'not-an-email', name: 'Visitor Kept' }, { ip: ip(), via: 'form' });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Please enter a valid email address.');
    expect(html).not.toContain(FORM_TOKEN_PLACEHOLDER);
    // Rendered from the built page (when there is one), it carries the visitor's values back.
    if (html.includes('__page_data')) expect(html).toContain('Visitor Kept');
    expect(await leadRows('email = ?', 'not-an-email')).toHaveLength(0);
  });
});

describe('what the endpoint does not take', () => {
  it('other content types: 415', async () => {
    const res = await postLead('name=x', { ip: ip(), headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(isPgError(await res.json())).toBe(true);
  });

  it('malformed JSON: 400 with the API error', async () => {
    const res = await postLead('{"kind":', { ip: ip() });
    expect(res.status).toBe(400);
    expect(isPgError(await res.json())).toBe(true);
  });

  it('a body over 32 kB: 413', async () => {
    const res = await sendLead('quote', { message: long(40_000) }, { ip: ip() });
    expect(res.status).toBe(413);
    expect(isPgError(await res.json())).toBe(true);
  });

  it('other methods: 405 with Allow', async () => {
    const { default: worker } = await import('../../worker/index');
    const res = await worker.request('/api/leads', { method: 'PUT', headers: { 'cf-connecting-ip': ip() } }, env);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });

  it('a failing database: 503 with Retry-After (JSON) or a page that says nothing was saved (form)', async () => {
    const brokenDb = {
      prepare: () => {
        throw new Error('D1_ERROR: database unavailable');
      },
      batch: () => Promise.reject(new Error('D1_ERROR: database unavailable')),
    } as unknown as D1Database;
    const json = await sendLead('quote', {}, { ip: ip(), bindings: { DB: brokenDb } });
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBeTruthy();
    const jsonText = await json.text();
    expect(isPgError(JSON.parse(jsonText))).toBe(true);
    expect(jsonText).not.toMatch(/D1_ERROR/);
    const form = await sendLead('quote', {}, { ip: ip(), via: 'form', bindings: { DB: brokenDb } });
    expect(form.status).toBe(503);
    expect(await form.text()).toContain('Nothing was saved');
  });
});
