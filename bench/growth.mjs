/**
 * Growth: how the list and article routes behave with 13, 1 000 and 10 000
 * posts in D1. One connection (latency = service time, no queueing), servers
 * pinned to their own core. The three servers run side by side and are
 * measured in alternating short rounds, so a change in background load hits
 * every size alike; each figure is the median of the rounds' p50.
 * Expected: one page of 12 and lookups by unique slug stay flat;
 * `Prefer: count=exact` grows with the table.
 */
import { median } from './util.mjs';
import { runWrk } from './wrk.mjs';

export const GROWTH_SIZES = [13, 1000, 10000];

export const GROWTH_ROUTES = [
  { key: 'insights', label: '/insights (page 1)', path: '/insights', flat: true },
  { key: 'apiList', label: 'API list, limit 12', path: '/rest/v1/blog_posts?select=*&order=date_published.desc&limit=12', flat: true },
  {
    key: 'apiCount',
    label: 'API list + count=exact',
    path: '/rest/v1/blog_posts?select=id,slug,title&order=date_published.desc&limit=12',
    headers: { Prefer: 'count=exact' },
    flat: false,
  },
  { key: 'article', label: 'article by slug', path: '/insights/power-washing-improves-property-value', flat: true },
  { key: 'apiSlug', label: 'API row by slug', path: '/rest/v1/blog_posts?select=*&slug=eq.power-washing-improves-property-value', flat: true },
];

async function warm(url, headers) {
  for (let i = 0; i < 10; i++)
    await fetch(url, { headers })
      .then((r) => r.arrayBuffer())
      .catch(() => {});
}

/**
 * `servers` maps a post count to a base URL. Returns { [size]: { [routeKey]: figures } },
 * figures being { p50, p99, rps, rounds, errors } or { failed }.
 */
export async function measureGrowth(servers, { seconds = 5, rounds = 3, log = console.log } = {}) {
  const sizes = Object.keys(servers)
    .map(Number)
    .sort((a, b) => a - b);
  const out = Object.fromEntries(sizes.map((s) => [s, {}]));
  const slice = Math.max(1, Math.round(seconds / rounds));
  for (const r of GROWTH_ROUTES) {
    const runs = Object.fromEntries(sizes.map((s) => [s, []]));
    for (const s of sizes) await warm(servers[s] + r.path, r.headers);
    for (let i = 0; i < rounds; i++) {
      for (const s of sizes) runs[s].push(await runWrk(servers[s] + r.path, { seconds: slice, connections: 1, headers: r.headers ?? {}, cpu: '0' }));
    }
    for (const s of sizes) {
      const ok = runs[s].filter((x) => !x.failed);
      out[s][r.key] = ok.length
        ? {
            p50: median(ok.map((x) => x.p50)),
            p99: median(ok.map((x) => x.p99)),
            rps: median(ok.map((x) => x.rps)),
            rounds: ok.length,
            errors: ok.reduce((n, x) => n + x.errors, 0),
          }
        : { failed: runs[s][0]?.failed ?? 'not measured' };
    }
    log(
      `  ${r.label.padEnd(24)} ${sizes.map((s) => `${s}: ${out[s][r.key].failed ? `FAILED ${out[s][r.key].failed}` : `${out[s][r.key].p50.toFixed(2)} ms`}`).join('  ')}`,
    );
  }
  return out;
}
