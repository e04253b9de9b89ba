/** The benchmark's parsing and budget verdicts: a wrong parse or verdict would misreport every run. */
import { describe, expect, it } from 'vitest';
import { evaluateBudgets } from '../../bench/budgets.mjs';
import { formatReport } from '../../bench/report.mjs';
import { parseWrk } from '../../bench/wrk.mjs';

const WRK_OUTPUT = `Running 10s test @ http://127.0.0.1:41234/about
  1 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    12.50ms    3.10ms  80.00ms   90.00%
    Req/Sec     5.10k   300.00     5.60k    70.00%
  Latency Distribution
     50%  850.00us
     75%   13.20ms
     90%   15.00ms
     99%    1.20s
  51000 requests in 10.00s, 2.10GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:   5100.25
Transfer/sec:    215.00MB
`;

describe('parseWrk', () => {
  it('reads throughput, percentiles in any unit, and errors', () => {
    const r = parseWrk(WRK_OUTPUT);
    expect(r.rps).toBeCloseTo(5100.25);
    expect(r.requests).toBe(51000);
    expect(r.p50).toBeCloseTo(0.85);
    expect(r.p75).toBeCloseTo(13.2);
    expect(r.p99).toBe(1200);
    expect(r.non2xx).toBe(7);
    expect(r.socketErrors).toEqual({ connect: 0, read: 2, write: 0, timeout: 3 });
  });

  it('treats missing error lines as zero errors', () => {
    const clean = WRK_OUTPUT.replace(/\s+Socket errors.*\n/, '\n').replace(/\s+Non-2xx.*\n/, '\n');
    const r = parseWrk(clean);
    expect(r.non2xx).toBe(0);
    expect(r.socketErrors).toBeNull();
  });
});

const lighthouseRow = (performance: number, tbt: number) => ({
  route: '/',
  minPerformance: performance,
  median: { performance, accessibility: 100, 'best-practices': 100, seo: 100, fcp: 900, lcp: 1200, tbt, cls: 0, si: 1000 },
});

const status = (budgets: Array<{ name: string; status: string }>, name: string) => budgets.find((b) => b.name === name)?.status;

describe('evaluateBudgets', () => {
  it('passes 100, warns between the floor (98) and 100, fails below the floor', () => {
    expect(status(evaluateBudgets({ lighthouse: [lighthouseRow(100, 10)] }), '/ Performance')).toBe('PASS');
    expect(status(evaluateBudgets({ lighthouse: [lighthouseRow(98, 10)] }), '/ Performance')).toBe('WARN');
    expect(status(evaluateBudgets({ lighthouse: [lighthouseRow(97, 10)] }), '/ Performance')).toBe('FAIL');
    expect(status(evaluateBudgets({ lighthouse: [lighthouseRow(100, 67)] }), '/ TBT')).toBe('FAIL');
  });

  it('judges throughput as a ratio to the static page and reports a failed route as not measured', () => {
    const budgets = evaluateBudgets({
      wrk: {
        rows: [
          { key: 'static', label: 'static', rps: 1000, errors: 0, ratioStatic: 1 },
          { key: 'article', label: 'article', rps: 290, errors: 0, ratioStatic: 0.29 },
          { key: 'api', label: 'api', failed: 'HTTP 404' },
        ],
      },
    });
    expect(status(budgets, 'article vs static page')).toBe('FAIL');
    expect(status(budgets, 'api vs static page')).toBe('ERR');
  });

  it('fails the growth budget when 10 000 posts double the list p50', () => {
    const sizes = { 13: { insights: { p50: 10 }, apiList: { p50: 5 } }, 10000: { insights: { p50: 20 }, apiList: { p50: 9 } } };
    const budgets = evaluateBudgets({ growth: { sizes } });
    expect(status(budgets, '/insights (page 1) p50 at 10 000 vs 13 posts')).toBe('FAIL');
    expect(status(budgets, 'API list, limit 12 p50 at 10 000 vs 13 posts')).toBe('PASS');
  });

  it('passes a document that fits the first round trip with its headers, fails one byte over', () => {
    const bytesRoute = (wire: number | null) => ({
      route: '/',
      js: { gz: 90_000, files: [] },
      css: { gz: 10_000 },
      html: { gz: 13_000, wire },
      fonts: { bytes: 0 },
      thirdParty: { bytes: 0 },
      lcp: { tag: 'h1' },
      lcpInFirstHtml: true,
    });
    const verdict = (wire: number | null) => status(evaluateBudgets({ bytes: { routes: [bytesRoute(wire)] } }), '/ HTML response as sent');
    expect(verdict(14_600)).toBe('PASS');
    expect(verdict(14_601)).toBe('FAIL');
    expect(verdict(null)).toBe('ERR');
  });
});

describe('formatReport against a reference commit', () => {
  const result = (reference: Record<string, unknown> | undefined, route = '/') => ({
    startedAt: '2026-11-26T00:00:00.000Z',
    durationS: 1,
    options: { quick: true },
    host: { cpus: 2, loadStart: [0, 0, 0], loadEnd: [0, 0, 0] },
    lighthouse: [{ ...lighthouseRow(86, 545), route, runs: 1, reference }],
  });

  it("prints this build's and the reference's medians side by side", () => {
    const text = formatReport(result({ ref: '2ea906c', runs: 3, median: { performance: 92, tbt: 350, fcp: 805, lcp: 1480 } }, '/insights')) as string;
    const line = text.split('\n').find((l) => l.startsWith('/insights ') && l.includes('350 ms'));
    expect(text).toContain('against 2ea906c');
    expect(line?.split(/\s{2,}/)).toEqual(['/insights', '86', '92', '545 ms', '350 ms', '900 ms', '805 ms', '1.20 s', '1.48 s']);
  });

  it('prints no comparison when no route was measured against a reference', () => {
    expect(formatReport(result(undefined)) as string).not.toContain('against');
  });
});
