/**
 * Campaign 4, concurrency and abuse limits:
 * - 20 /blog-setup runs at once (read which setup posts exist, then insert
 *   the missing ones with the staff key, ignoring duplicates by slug), all
 *   reads done before any insert so every run tries to insert everything;
 * - 100 newsletter signups at once over 10 addresses in varied case, each
 *   from its own client address (the limit is per address);
 * - the limits themselves: one address signing up repeatedly gets 429 with
 *   Retry-After, and one address guessing the staff key is locked out (429,
 *   even for the right key).
 * Passes when each post and each address exists exactly once and nothing
 * answered >= 500.
 */
import { SETUP_POSTS } from '../../seed/setup-posts.ts';
import { d1Query, Findings, request, STAFF_KEY, staffHeaders, TABLE, campaignResult } from './http.mjs';

const RUNS = 20;
const SIGNUPS = 100;
const ADDRESSES = 10;

function isPgError(body) {
  try {
    const e = JSON.parse(body);
    return Object.keys(e).sort().join(',') === 'code,details,hint,message';
  } catch {
    return false;
  }
}

/** One address written ten ways: upper, lower, mixed case and surrounding spaces. */
function variants(k) {
  const base = `campaign.reader${k}@example.com`;
  return [
    base,
    base.toUpperCase(),
    `Campaign.Reader${k}@Example.com`,
    `  ${base}  `,
    `CAMPAIGN.reader${k}@EXAMPLE.COM`,
    `campaign.READER${k}@example.COM`,
    `cAmPaIgN.rEaDeR${k}@eXaMpLe.CoM`,
    `\t${base.toUpperCase()}`,
    `Campaign.reader${k}@example.Com`,
    `campaign.reader${k}@EXAMPLE.com`,
  ];
}

export async function runConcurrency({ baseUrl, stateDir, log = () => {} }) {
  const started = Date.now();
  const findings = new Findings();
  let requests = 0;
  let fiveXX = 0;
  const send = async (opts) => {
    const res = await request(baseUrl, opts);
    requests++;
    if (res.status >= 500 || res.status === 0) {
      fiveXX += res.status >= 500 ? 1 : 0;
      findings.add(res.status === 0 ? 'no answer' : `status ${res.status}`, {
        request: `${opts.method ?? 'GET'} ${opts.path}`,
        status: res.status,
        body: res.body.slice(0, 200),
        error: res.error,
      });
    }
    return res;
  };

  // --- 20 seed runs at once ---------------------------------------------------
  const slugs = SETUP_POSTS.map((p) => p.slug);
  const list = slugs.map((s) => `"${s}"`).join(',');
  const countBefore = d1Query(stateDir, 'SELECT count(*) AS n FROM blog_posts')[0].n;
  const preexisting = d1Query(stateDir, `SELECT count(*) AS n FROM blog_posts WHERE slug IN (${slugs.map((s) => `'${s}'`).join(',')})`)[0].n;
  const reads = await Promise.all(
    Array.from({ length: RUNS }, (_, i) =>
      send({
        path: `${TABLE}?select=slug&slug=${encodeURIComponent(`in.(${list})`)}`,
        headers: { accept: 'application/json', 'cf-connecting-ip': `192.0.2.${i + 1}` },
      }),
    ),
  );
  const missingPerRun = reads.map((r) => {
    if (r.status !== 200) return SETUP_POSTS;
    const have = new Set(JSON.parse(r.body).map((x) => x.slug));
    return SETUP_POSTS.filter((p) => !have.has(p.slug));
  });
  const inserts = await Promise.all(
    missingPerRun.map((missing, i) =>
      missing.length === 0
        ? null
        : send({
            method: 'POST',
            // Half name the conflict column as postgrest-js's upsert does; half send what /blog-setup sends.
            path: i % 2 === 0 ? `${TABLE}?on_conflict=slug` : TABLE,
            headers: staffHeaders({ 'content-type': 'application/json', prefer: 'return=minimal,resolution=ignore-duplicates' }),
            body: JSON.stringify(missing),
          }),
    ),
  );
  const insertStatuses = {};
  for (const r of inserts.filter(Boolean)) {
    insertStatuses[r.status] = (insertStatuses[r.status] ?? 0) + 1;
    if (r.status !== 201) findings.add('seed insert refused', { status: r.status, body: r.body.slice(0, 200) });
  }
  const perSlug = d1Query(stateDir, `SELECT slug, count(*) AS n FROM blog_posts WHERE slug IN (${slugs.map((s) => `'${s}'`).join(',')}) GROUP BY slug`);
  const countAfter = d1Query(stateDir, 'SELECT count(*) AS n FROM blog_posts')[0].n;
  for (const slug of slugs) {
    const n = perSlug.find((r) => r.slug === slug)?.n ?? 0;
    if (n !== 1) findings.add('post not exactly once', { slug, rows: n });
  }
  if (countAfter !== countBefore + (slugs.length - preexisting))
    findings.add('unexpected row count', { countBefore, countAfter, expectedNew: slugs.length - preexisting });
  // The stored posts are the setup posts as written, not a mix of runs.
  const storedRes = await send({ path: `${TABLE}?select=slug,title,content&slug=${encodeURIComponent(`in.(${list})`)}`, headers: staffHeaders() });
  const stored = storedRes.status === 200 ? JSON.parse(storedRes.body) : [];
  for (const p of SETUP_POSTS) {
    const s = stored.find((x) => x.slug === p.slug);
    if (!s || s.title !== p.title) findings.add('seeded post differs', { slug: p.slug });
  }
  log(`  concurrency: ${RUNS} seed runs -> ${perSlug.length} setup posts, inserts ${JSON.stringify(insertStatuses)}`);

  // --- 100 newsletter signups at once ---------------------------------------------
  const jobs = Array.from({ length: SIGNUPS }, (_, i) => {
    const k = i % ADDRESSES;
    return { email: variants(k)[Math.floor(i / ADDRESSES) % 10], ip: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` };
  });
  const signups = await Promise.all(
    jobs.map((j) =>
      send({
        method: 'POST',
        path: '/api/newsletter',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'cf-connecting-ip': j.ip },
        body: JSON.stringify({ email: j.email, source: 'campaign' }),
      }),
    ),
  );
  const signupStatuses = {};
  for (const [i, r] of signups.entries()) {
    signupStatuses[r.status] = (signupStatuses[r.status] ?? 0) + 1;
    if (r.status !== 200) findings.add('signup refused', { email: jobs[i].email, status: r.status, body: r.body.slice(0, 200) });
  }
  const emails = d1Query(
    stateDir,
    "SELECT lower(email) AS email, count(*) AS n FROM newsletter_subscribers WHERE lower(email) LIKE 'campaign.reader%' GROUP BY lower(email)",
  );
  const raw = d1Query(stateDir, "SELECT email FROM newsletter_subscribers WHERE lower(email) LIKE 'campaign.reader%'");
  for (let k = 0; k < ADDRESSES; k++) {
    const n = emails.find((e) => e.email === `campaign.reader${k}@example.com`)?.n ?? 0;
    if (n !== 1) findings.add('address not exactly once', { email: `campaign.reader${k}@example.com`, rows: n });
  }
  if (raw.length !== ADDRESSES) findings.add('unexpected subscriber rows', { rows: raw.length, expected: ADDRESSES });
  for (const r of raw) if (r.email !== r.email.trim().toLowerCase()) findings.add('address stored unnormalised', { email: r.email });
  log(`  concurrency: ${SIGNUPS} signups -> ${raw.length} subscribers, statuses ${JSON.stringify(signupStatuses)}`);

  // --- the limits ---------------------------------------------------------------
  const limitIp = '198.18.200.1';
  const repeated = [];
  for (let i = 0; i < 8; i++) {
    repeated.push(
      await send({
        method: 'POST',
        path: '/api/newsletter',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': limitIp },
        body: JSON.stringify({ email: `limit.check${i}@example.com`, source: 'campaign' }),
      }),
    );
  }
  const newsletter429 = repeated.find((r) => r.status === 429);
  const newsletterLimit = {
    statuses: repeated.map((r) => r.status),
    retryAfter: newsletter429?.headers['retry-after'] ?? null,
  };
  if (repeated.slice(0, 5).some((r) => r.status !== 200)) findings.add('newsletter limit too tight', newsletterLimit);
  if (!newsletter429 || !(Number(newsletter429.headers['retry-after']) > 0) || !isPgError(newsletter429.body))
    findings.add('newsletter not rate-limited', newsletterLimit);
  const limitedRows = d1Query(stateDir, "SELECT count(*) AS n FROM newsletter_subscribers WHERE email LIKE 'limit.check%'")[0].n;
  if (limitedRows !== repeated.filter((r) => r.status === 200).length) findings.add('refused signup was stored', { limitedRows, newsletterLimit });

  const guessIp = '198.18.200.2';
  const guesses = [];
  for (let i = 0; i < 12; i++) {
    guesses.push(await send({ path: `${TABLE}?select=id&limit=1`, headers: { authorization: `Bearer wrong-guess-${i}`, 'cf-connecting-ip': guessIp } }));
  }
  const rightKeyDuringLockout = await send({
    path: `${TABLE}?select=id&limit=1`,
    headers: { authorization: `Bearer ${STAFF_KEY}`, 'cf-connecting-ip': guessIp },
  });
  const lockout = guesses.find((r) => r.status === 429);
  const staffLimit = {
    statuses: guesses.map((r) => r.status),
    retryAfter: lockout?.headers['retry-after'] ?? null,
    rightKeyDuringLockout: rightKeyDuringLockout.status,
  };
  if (!lockout || !(Number(lockout.headers['retry-after']) > 0) || !isPgError(lockout.body)) findings.add('staff key guessing not rate-limited', staffLimit);
  if (rightKeyDuringLockout.status !== 429) findings.add('lockout lets the right key through', staffLimit);
  const otherIp = await send({ path: `${TABLE}?select=id&limit=1`, headers: staffHeaders() });
  if (otherIp.status !== 200) findings.add('lockout spilled to other addresses', { status: otherIp.status });

  return campaignResult({
    name: 'Concurrency',
    requests,
    fiveXX,
    findings,
    started,
    details: {
      seedRuns: RUNS,
      insertStatuses,
      setupPosts: Object.fromEntries(slugs.map((s) => [s, perSlug.find((r) => r.slug === s)?.n ?? 0])),
      postsBefore: countBefore,
      postsAfter: countAfter,
      signups: SIGNUPS,
      signupStatuses,
      subscribers: raw.length,
      newsletterLimit,
      staffLimit,
      findings: findings.toJSON(),
    },
  });
}
