/**
 * HTTP plumbing the campaigns share: raw requests over node:http (paths and
 * methods go out exactly as written, no URL normalisation), a bounded worker
 * pool, the staff key, and a fingerprint of the posts table.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

export const STAFF_KEY = 'local-dev-service-key';
/** Client address of every staff request: never used for wrong keys, so the staff lockout cannot hit it. */
export const STAFF_IP = '198.51.100.7';
export const TABLE = '/rest/v1/blog_posts';

// Idle sockets are dropped after 3 s, before the server would close them under us.
const agent = new http.Agent({ keepAlive: true, maxSockets: 32, timeout: 3000 });

/**
 * One request. `path` is sent verbatim. Resolves with
 * { status, headers, body (string), ms }; network failures resolve with status 0.
 */
export async function request(baseUrl, opts = {}) {
  const res = await requestOnce(baseUrl, opts);
  // A kept-alive socket the server closed meanwhile fails at once; retry that on a new one, as browsers do.
  if (res.status === 0 && res.reusedSocket) return requestOnce(baseUrl, opts);
  return res;
}

function requestOnce(baseUrl, { method = 'GET', path: reqPath = '/', headers = {}, body = null, timeoutMs = 15_000 } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (value) => {
      if (settled) return;
      settled = true;
      resolve({ ...value, ms: performance.now() - started });
    };
    let req;
    try {
      // A request with a body gets its own connection: the server may answer before reading the body
      // (e.g. 401), and the unread rest must not be taken for the next request on a kept-alive socket.
      const hasBody = body !== null && body !== undefined;
      const opts = {
        host: hostname,
        port,
        method,
        path: reqPath,
        headers: hasBody ? { connection: 'close', ...headers } : headers,
        agent: hasBody ? false : agent,
        timeout: timeoutMs,
      };
      req = http.request(opts, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (err) => done({ status: 0, headers: {}, body: '', error: err.message }));
      });
    } catch (err) {
      // node:http refuses some inputs before sending (e.g. control characters in a header): nothing reached the server.
      done({ status: -1, headers: {}, body: '', error: err.message });
      return;
    }
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', (err) => done({ status: 0, headers: {}, body: '', error: `${err.code ?? ''} ${err.message}`, reusedSocket: req.reusedSocket }));
    if (body !== null && body !== undefined) req.write(body);
    req.end();
  });
}

/** Runs `task(item, index)` over items with at most `concurrency` in flight; returns results in order. */
export async function pool(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export function staffHeaders(extra = {}) {
  return { authorization: `Bearer ${STAFF_KEY}`, 'cf-connecting-ip': STAFF_IP, ...extra };
}

/** JSON request with the staff key; throws unless the status is in `expect`. */
export async function staffJson(baseUrl, method, reqPath, body = null, { headers = {}, expect = [200, 201, 204] } = {}) {
  const res = await request(baseUrl, {
    method,
    path: reqPath,
    headers: staffHeaders({ ...(body !== null ? { 'content-type': 'application/json' } : {}), ...headers }),
    body: body === null ? null : JSON.stringify(body),
  });
  if (!expect.includes(res.status)) throw new Error(`${method} ${reqPath} -> ${res.status} ${res.body.slice(0, 300)}`);
  return res.body ? JSON.parse(res.body) : null;
}

/** Every post as the staff key reads it (uncapped), ordered by id. */
export async function allPosts(baseUrl) {
  return staffJson(baseUrl, 'GET', `${TABLE}?select=*&order=id.asc`);
}

/** Row count and a SHA-256 over every row's full content. */
export async function tableFingerprint(baseUrl) {
  const rows = await allPosts(baseUrl);
  const hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  return { count: rows.length, hash, rows };
}

/** Rows added, removed or changed between two fingerprints (by id). */
export function rowsChanged(before, after) {
  const a = new Map(before.rows.map((r) => [r.id, JSON.stringify(r)]));
  const b = new Map(after.rows.map((r) => [r.id, JSON.stringify(r)]));
  let changed = 0;
  for (const [id, row] of a) if (b.get(id) !== row) changed++;
  for (const id of b.keys()) if (!a.has(id)) changed++;
  return changed;
}

/** Runs SQL against the server's local D1 (read-only use: the server owns the database). */
export function d1Query(stateDir, sql) {
  const res = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--json', '--command', sql],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
  );
  if (res.status !== 0) throw new Error(`wrangler d1 execute failed: ${res.stderr || res.stdout}`);
  return JSON.parse(res.stdout)[0].results;
}

/** A seeded PRNG (mulberry32), so a failing run can be replayed with the same --seed. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (list) => list[int(list.length)],
    chance: (p) => next() < p,
  };
}

/** Keeps the first `max` examples of each failure kind for the report. */
export class Findings {
  constructor(max = 5) {
    this.max = max;
    this.counts = {};
    this.examples = {};
  }
  add(kind, example) {
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
    this.examples[kind] ??= [];
    const list = this.examples[kind];
    if (list.length < this.max) list.push(example);
  }
  get total() {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }
  toJSON() {
    return { counts: this.counts, examples: this.examples };
  }
}

/** A campaign's row in the summary: it passes when it recorded no finding. */
export function campaignResult({ name, requests, fiveXX, findings, started, rowsChanged = null, dialogs = null, details }) {
  return { name, requests, fiveXX, failures: findings.total, rowsChanged, dialogs, ms: Date.now() - started, ok: findings.total === 0, details };
}
