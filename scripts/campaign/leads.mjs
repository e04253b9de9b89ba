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
 *    exactly once, under the id its answer gave, as a real lead (not spam), and each address has
 *    exactly one acknowledgement in the outbox (`GET /api/outbox`) once the email queue has run.
 *
 * The requests come from lead-fuzz-cases.mjs; each answer is judged by lead-answers.mjs.
 */
import { validateLead } from '../../shared/leads/lead.ts';
import { describeCase, judge } from './lead-answers.mjs';
import { fuzzCase, KINDS, validLead } from './lead-fuzz-cases.mjs';
import { campaignResult, Findings, pool, prng, request, staffHeaders } from './http.mjs';

const CONCURRENT = 200;
/** The endpoint's body limit (worker/leads/submit.ts). */
const MAX_BODY_BYTES = 32 * 1024;
const SPAM_FREE_AGE_MS = 3200;

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

/**
 * Acknowledgements in the outbox per address containing `prefix`, polled for up to a minute until
 * `expected` addresses have one (the lead queue and then the email queue run in the background).
 */
async function acknowledgementsByAddress(baseUrl, prefix, expected) {
  let counts = new Map();
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const res = await request(baseUrl, { path: `/api/outbox?to=${encodeURIComponent(prefix)}&limit=500`, headers: staffHeaders() });
    if (res.status !== 200) throw new Error(`GET /api/outbox -> ${res.status} ${res.body.slice(0, 200)}`);
    counts = new Map();
    for (const m of JSON.parse(res.body)) if (m.kind === 'lead-acknowledgement') counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    if (counts.size >= expected) return counts;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return counts;
}

async function formToken(baseUrl) {
  const res = await request(baseUrl, { path: '/api/form-token', headers: { 'cf-connecting-ip': '198.51.100.77' } });
  if (res.status !== 200) throw new Error(`GET /api/form-token -> ${res.status}`);
  return JSON.parse(res.body).token;
}

/** `n` tokens, one per lead: a token brings one lead only. */
async function formTokens(baseUrl, n) {
  const tokens = [];
  await pool(
    Array.from({ length: n }, (_, i) => i),
    16,
    async (i) => {
      tokens[i] = await formToken(baseUrl);
    },
  );
  return tokens;
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

  const tokens = await formTokens(baseUrl, count + 15);
  await new Promise((r) => setTimeout(r, SPAM_FREE_AGE_MS));

  // --- 1. Fuzz -----------------------------------------------------------------------
  const cases = Array.from({ length: count }, (_, i) => fuzzCase(rng, tokens[i]));
  // Bursts from one address: the limit must answer 429, never fail.
  const burstIp = '100.127.255.1';
  for (let i = 0; i < 15; i++) {
    cases.push({
      kind: 'burst',
      method: 'POST',
      path: '/api/leads',
      headers: { 'cf-connecting-ip': burstIp, 'content-type': 'application/json' },
      body: JSON.stringify(validLead('quote', tokens[count + i], `burst-${i}`)),
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
  const freshTokens = await formTokens(baseUrl, CONCURRENT);
  await new Promise((r) => setTimeout(r, SPAM_FREE_AGE_MS));
  const jobs = Array.from({ length: CONCURRENT }, (_, i) => ({
    email: `campaign.concurrent.${i}@example.com`,
    c: {
      method: 'POST',
      path: '/api/leads',
      headers: { 'cf-connecting-ip': `203.0.${Math.floor(i / 250) + 113}.${(i % 250) + 1}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...validLead(KINDS[i % 3], freshTokens[i], `concurrent-${i}`), email: `campaign.concurrent.${i}@example.com` }),
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
  // Each acknowledgement is written when the lead queue hands the lead on: wait for the queue.
  const acknowledgements = await acknowledgementsByAddress(baseUrl, 'campaign.concurrent.', CONCURRENT);
  let acknowledgedOnce = 0;
  for (const job of jobs) {
    const n = acknowledgements.get(job.email) ?? 0;
    if (n !== 1) findings.add('concurrent lead not acknowledged exactly once', { email: job.email, acknowledgements: n });
    else acknowledgedOnce++;
  }
  log(
    `  leads concurrency: ${CONCURRENT} at once -> ${JSON.stringify(answerStatuses)} in ${burstMs} ms (p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms); ${exactlyOnce}/${CONCURRENT} stored exactly once, ${acknowledgedOnce}/${CONCURRENT} acknowledged exactly once`,
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
        acknowledgedExactlyOnce: acknowledgedOnce,
        wallMs: burstMs,
        p50Ms: Math.round(percentile(latencies, 50)),
        p99Ms: Math.round(percentile(latencies, 99)),
      },
      findings: findings.toJSON(),
    },
  });
}
