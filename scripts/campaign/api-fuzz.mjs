/**
 * Campaign 1, API fuzz: random and malicious requests against /rest (every
 * path spelling, verb, query grammar, header and body) and junk against the
 * newsletter endpoint. Passes when no answer is >= 500, every error is the
 * one PostgREST shape {code, message, details, hint}, no body carries SQL,
 * driver text or a stack trace, and not a single row changed.
 *
 * Requests are drawn from a seeded PRNG: the same --seed replays the same run.
 * Staff-key requests are confined to reads and to writes that cannot match or
 * validate (PATCH/DELETE guarded by id=eq.0, POST rows without `author`), so
 * any row change is a finding, never the campaign's own doing.
 */
import { anonymousCase, newsletterCase, staffCase } from './api-fuzz-cases.mjs';
import { d1Query, Findings, pool, prng, request, rowsChanged, tableFingerprint, campaignResult } from './http.mjs';

const ERROR_KEYS = 'code,details,hint,message';
/** Text that would mean the database, the driver or the runtime is talking. */
const LEAK_PATTERNS = [
  ['SQLITE', /SQLITE/i],
  ['D1_', /D1_/],
  // SQL, not the API's own words ("Failed to parse select parameter").
  ['select ', /\bselect\b[\s\S]{0,300}?\bfrom\s+["`]?\w/i],
  ['sql keyword', /\b(?:from|into|update)\s+["`]?blog_posts|\bwhere\s+["`]?\w+["`]?\s*(?:=|like|in)\s/i],
  ['drizzle', /Failed query|drizzle/i],
  ['stack trace', /\n\s*at\s|\bat\s+\S+\s+\(|\bat\s+[\w./-]+:\d+:\d+|\.(?:js|ts|mjs):\d+:\d+/],
  ['error class', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|InternalError)\b/],
  ['internals', /node_modules|worker\/|\.wrangler|workerd/],
];

const SUCCESS_SCAN = new Set(['SQLITE', 'D1_', 'drizzle', 'error class']);

function requestText(c) {
  const body = c.body === null ? '' : Buffer.isBuffer(c.body) ? c.body.toString('latin1') : c.body;
  // Byte-wise percent-decoding: tolerant of the malformed sequences the fuzzer sends.
  const bytes = Buffer.from(
    c.path.replace(/%([0-9a-f]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  );
  const decoded = bytes.toString('utf8');
  return `${c.method} ${c.path} ${decoded} ${decoded.replace(/\+/g, ' ')} ${JSON.stringify(c.headers)} ${body}`;
}

/** A short, replayable description of a request for the report. */
export function describe(c, res) {
  const body =
    c.body === null
      ? null
      : Buffer.isBuffer(c.body)
        ? `<${c.body.length} bytes>`
        : c.body.length > 200
          ? `${c.body.slice(0, 200)}… (${c.body.length} chars)`
          : c.body;
  const headers = Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k, String(v).length > 120 ? `${String(v).slice(0, 120)}…` : v]));
  return {
    request: `${c.method} ${c.path.length > 300 ? `${c.path.slice(0, 300)}… (${c.path.length} chars)` : c.path}`,
    headers,
    body,
    status: res.status,
    response: (res.body ?? '').slice(0, 300) || res.error || '',
  };
}

/** The body as sent plus, for a JSON error, its strings unescaped (SQL would arrive as select \"id\"). */
function readable(body) {
  try {
    const parsed = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return `${body}\n${Object.values(parsed)
        .filter((v) => typeof v === 'string')
        .join('\n')}`;
    }
  } catch {
    /* not JSON */
  }
  return body;
}

export function isRuntimeRefusal(res) {
  return res.status < 500 && !res.headers['x-content-type-options'] && /^(invalid URI|URI too long)/.test(res.body);
}

/** Checks one answer; returns a list of failure kinds (empty when fine). */
export function judge(c, res) {
  const problems = [];
  if (res.status === -1) return problems; // refused by node:http before sending
  if (res.status === 0) return ['no answer'];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  // Refused by the local runtime's HTTP parser before the Worker ran (Cloudflare's edge refuses these itself).
  if (isRuntimeRefusal(res)) return problems;
  if (!res.headers['x-content-type-options']) problems.push('missing security headers');
  const isError = res.status >= 400;
  const hasBody = res.body.length > 0;
  if (c.pageFallback && (c.method === 'GET' || c.method === 'HEAD') && res.status === 404 && /^text\/html/.test(res.headers['content-type'] ?? '')) {
    return problems;
  }
  if (isError && c.method !== 'HEAD') {
    let parsed = null;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    const shapeOk =
      parsed !== null &&
      typeof parsed === 'object' &&
      !Array.isArray(parsed) &&
      Object.keys(parsed).sort().join(',') === ERROR_KEYS &&
      typeof parsed.code === 'string' &&
      typeof parsed.message === 'string' &&
      (parsed.details === null || typeof parsed.details === 'string') &&
      (parsed.hint === null || typeof parsed.hint === 'string');
    if (!shapeOk) problems.push('error shape');
    if (!/^application\/json/.test(res.headers['content-type'] ?? '')) problems.push('error content-type');
  } else if (hasBody && c.method !== 'HEAD' && res.status !== 304) {
    try {
      JSON.parse(res.body);
    } catch {
      problems.push('success body not JSON');
    }
  }
  // Error bodies may quote the request back; a marker only counts when the request did not contain it.
  // Rows are articles in English, so result bodies are only searched for what prose never contains.
  const sent = requestText(c);
  const text = readable(res.body);
  for (const [name, re] of LEAK_PATTERNS) {
    if (!isError && !SUCCESS_SCAN.has(name)) continue;
    if (re.test(text) && !re.test(sent)) problems.push(`leak: ${name}`);
  }
  return problems;
}

function subscriberCount(stateDir) {
  return d1Query(stateDir, 'SELECT count(*) AS n FROM newsletter_subscribers')[0].n;
}

export async function runApiFuzz({ baseUrl, stateDir, count, seed, concurrency = 16, log = () => {} }) {
  const rng = prng(seed);
  const cases = Array.from({ length: count }, () => {
    const roll = rng.next();
    if (roll < 0.2) return staffCase(rng);
    if (roll < 0.25) return newsletterCase(rng);
    return anonymousCase(rng);
  });
  const before = await tableFingerprint(baseUrl);
  const subscribersBefore = subscriberCount(stateDir);
  const findings = new Findings();
  const statuses = {};
  let sent = 0;
  let notSent = 0;
  let runtimeRefused = 0;
  let fiveXX = 0;
  const started = Date.now();
  await pool(cases, concurrency, async (c, i) => {
    const res = await request(baseUrl, c);
    if (res.status === -1) notSent++;
    else sent++;
    if (isRuntimeRefusal(res)) runtimeRefused++;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status >= 500) fiveXX++;
    for (const p of judge(c, res)) findings.add(p, describe(c, res));
    if (c.kind === 'newsletter' && res.status >= 200 && res.status < 300) findings.add('newsletter accepted junk', describe(c, res));
    if ((i + 1) % 2000 === 0) log(`  api fuzz: ${i + 1}/${cases.length}`);
  });
  const after = await tableFingerprint(baseUrl);
  const subscribersAfter = subscriberCount(stateDir);
  const changed = rowsChanged(before, after) + Math.abs(subscribersAfter - subscribersBefore);
  if (changed > 0)
    findings.add('rows changed', {
      before: { count: before.count, hash: before.hash },
      after: { count: after.count, hash: after.hash },
      subscribersBefore,
      subscribersAfter,
    });
  return campaignResult({
    name: 'API fuzz',
    requests: sent,
    fiveXX,
    findings,
    started,
    rowsChanged: changed,
    details: {
      seed,
      notSent,
      runtimeRefused,
      statuses,
      kinds: Object.fromEntries(Object.entries(Object.groupBy(cases, (c) => c.kind)).map(([kind, list]) => [kind, list.length])),
      postsBefore: { count: before.count, hash: before.hash },
      postsAfter: { count: after.count, hash: after.hash },
      subscribersBefore,
      subscribersAfter,
      findings: findings.toJSON(),
    },
  });
}
