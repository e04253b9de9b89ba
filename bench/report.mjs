/**
 * Budgets (docs/decisions.md, Budgets) checked against the figures, the printed
 * table, and the JSON written to bench/results/<timestamp>.json and latest.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fmtKB, fmtMs, RESULTS } from './util.mjs';
import { GROWTH_ROUTES, GROWTH_SIZES } from './growth.mjs';

/** kB here is 1000 bytes: the stricter reading of "100 KB". */
export const BUDGETS = {
  lighthouse: { performance: 100, performanceFloor: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcp: 1070, lcp: 1550, tbt: 66, cls: 0.04, si: 1970 },
  // firstWindow: a new connection's first round trip carries 10 TCP segments of 1460 B
  // (Lighthouse's simulation and most servers); a document past it costs a whole extra round trip.
  bytes: { js: 100_000, css: 15_000, html: 14_000, firstWindow: 14_600, thirdParty: 0, lcpImage: 60_000 },
  ratios: { article: 0.3, api: 0.4 },
  growth: { listP50Factor: 2 },
};

/** The document's bytes on the wire (headers plus compressed body), or '-' when not recorded. */
const wireLabel = (r) => (r.html?.wire == null ? '-' : `${r.html.wire} B`);

const MODERN_IMAGE = /^(avif|webp|svg\+xml|svg)$/;

/** Builds the pass/fail list. Status: PASS, WARN (between floor and target), FAIL, ERR (not measured). */
export function evaluateBudgets(result) {
  const out = [];
  const add = (group, name, figure, status, note = '') => out.push({ group, name, figure, status, note });
  const check = (ok) => (ok ? 'PASS' : 'FAIL');

  for (const r of result.lighthouse ?? []) {
    if (r.failed) {
      add('lighthouse', `${r.route} (all)`, '-', 'ERR', r.failed);
      continue;
    }
    const m = r.median;
    const perf = m.performance;
    add(
      'lighthouse',
      `${r.route} Performance`,
      `${perf} (min ${r.minPerformance})`,
      perf >= BUDGETS.lighthouse.performance ? 'PASS' : perf >= BUDGETS.lighthouse.performanceFloor ? 'WARN' : 'FAIL',
      'target 100, floor 98',
    );
    for (const c of ['accessibility', 'best-practices', 'seo'])
      add('lighthouse', `${r.route} ${c}`, String(m[c]), check(m[c] >= BUDGETS.lighthouse[c]), 'target 100');
    const b = BUDGETS.metrics;
    add('metrics', `${r.route} FCP`, fmtMs(m.fcp), check(m.fcp <= b.fcp), `<= ${fmtMs(b.fcp)}`);
    add('metrics', `${r.route} LCP`, fmtMs(m.lcp), check(m.lcp <= b.lcp), `<= ${fmtMs(b.lcp)}`);
    add('metrics', `${r.route} TBT`, fmtMs(m.tbt), check(m.tbt <= b.tbt), `<= ${b.tbt} ms`);
    add('metrics', `${r.route} CLS`, m.cls.toFixed(3), check(m.cls <= b.cls), `<= ${b.cls}`);
    add('metrics', `${r.route} Speed Index`, fmtMs(m.si), check(m.si <= b.si), `<= ${fmtMs(b.si)}`);
  }

  for (const r of result.bytes?.routes ?? []) {
    if (r.failed) {
      add('bytes', `${r.route} (all)`, '-', 'ERR', r.failed);
      continue;
    }
    const b = BUDGETS.bytes;
    add('bytes', `${r.route} JS before interaction`, fmtKB(r.js.gz), check(r.js.gz <= b.js), `<= ${fmtKB(b.js)} gz`);
    add('bytes', `${r.route} CSS`, fmtKB(r.css.gz), check(r.css.gz <= b.css), `<= ${fmtKB(b.css)} gz`);
    add('bytes', `${r.route} HTML document`, fmtKB(r.html?.gz), check(r.html && r.html.gz <= b.html), `<= ${fmtKB(b.html)} gz`);
    add(
      'bytes',
      `${r.route} HTML response as sent`,
      wireLabel(r),
      r.html?.wire == null ? 'ERR' : check(r.html.wire <= b.firstWindow),
      `<= ${b.firstWindow} B with headers (1st round trip)`,
    );
    add('bytes', `${r.route} third-party before interaction`, fmtKB(r.thirdParty.bytes), check(r.thirdParty.bytes <= b.thirdParty), '0 bytes');
    add('lcp', `${r.route} LCP element in first HTML`, r.lcp ? `<${r.lcp.tag}>` : 'none', check(r.lcpInFirstHtml), 'same element with JS off');
    if (r.lcpImage) {
      const i = r.lcpImage;
      add(
        'lcp',
        `${r.route} LCP image ${i.path}`,
        `${fmtKB(i.bytes)} ${i.format}`,
        check(i.bytes != null && i.bytes <= b.lcpImage && MODERN_IMAGE.test(i.format ?? '')),
        `<= ${fmtKB(b.lcpImage)}, AVIF/WebP (SVG accepted)`,
      );
      add(
        'lcp',
        `${r.route} LCP image attributes`,
        `size ${i.explicitSize ? 'set' : 'missing'}, fetchpriority ${i.fetchpriorityHigh ? 'high' : 'not high'}, ${i.lazy ? 'lazy' : 'eager'}`,
        check(i.explicitSize && i.fetchpriorityHigh && !i.lazy),
        'width+height, fetchpriority=high, not lazy',
      );
    }
  }

  const rows = result.wrk?.rows;
  if (rows) {
    const stat = rows.find((r) => r.key === 'static');
    for (const [key, min] of Object.entries(BUDGETS.ratios)) {
      const row = rows.find((r) => r.key === key);
      if (!row || row.failed || !stat || stat.failed) {
        add('throughput', `${row?.label ?? key} vs static page`, '-', 'ERR', row?.failed ?? stat?.failed ?? 'not measured');
        continue;
      }
      add('throughput', `${row.label} vs static page`, `${row.ratioStatic.toFixed(2)}x`, check(row.ratioStatic >= min), `>= ${min.toFixed(2)}x`);
    }
    for (const row of rows.filter((r) => !r.failed && r.errors > 0))
      add('throughput', `${row.label} errors under load`, String(row.errors), 'FAIL', 'zero errors');
  }

  const g = result.growth?.sizes;
  if (g) {
    const first = g[GROWTH_SIZES[0]];
    const last = g[GROWTH_SIZES.at(-1)];
    for (const r of GROWTH_ROUTES.filter((x) => x.key === 'insights' || x.key === 'apiList')) {
      const a = first?.[r.key];
      const b = last?.[r.key];
      if (!a || !b || a.failed || b.failed) {
        add('growth', `${r.label} p50 at 10 000 vs 13 posts`, '-', 'ERR', a?.failed ?? b?.failed ?? 'not measured');
        continue;
      }
      const f = b.p50 / a.p50;
      add(
        'growth',
        `${r.label} p50 at 10 000 vs 13 posts`,
        `${f.toFixed(2)}x (${fmtMs(a.p50)} -> ${fmtMs(b.p50)})`,
        check(f < BUDGETS.growth.listP50Factor),
        `< ${BUDGETS.growth.listP50Factor}x`,
      );
    }
  }
  return out;
}

function table(headers, rows, align = []) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) => cells.map((c, i) => (align[i] === 'l' ? String(c ?? '').padEnd(widths[i]) : String(c ?? '').padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const lcpLabel = (lcp) => {
  if (!lcp) return 'none';
  if (lcp.url) return `<${lcp.tag}> ${new URL(lcp.url).pathname.split('/').pop()}`;
  return `<${lcp.tag}> "${(lcp.text ?? '').slice(0, 28)}${(lcp.text ?? '').length > 28 ? '…' : ''}"`;
};

export function formatReport(result) {
  const parts = [];
  const h = result.host;
  parts.push(`Oakbright benchmark  ${result.startedAt}  (${result.durationS} s)`);
  parts.push(
    `build ${result.build?.shell ?? '?'}  |  ${h.cpus} CPUs, load ${h.loadStart.map((x) => x.toFixed(1)).join(' ')} at start, ${h.loadEnd?.map((x) => x.toFixed(1)).join(' ') ?? '?'} at end  |  node ${h.node}${result.options.quick ? '  |  --quick' : ''}`,
  );
  if (h.loadStart[0] > h.cpus * 0.5)
    parts.push('note: the machine was busy when the run started; latency/throughput and TBT are noisier than on an idle machine.');

  if (result.lighthouse) {
    const runs = Math.min(...result.lighthouse.map((r) => r.runs ?? 0));
    parts.push(
      '',
      `LIGHTHOUSE ${result.lighthouse.find((r) => r.lighthouseVersion)?.lighthouseVersion ?? ''} mobile, simulated throttling, median of ${runs} run(s)`,
    );
    parts.push(
      table(
        ['route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'bytes'],
        result.lighthouse.map((r) =>
          r.failed
            ? [r.route, `failed: ${r.failed.slice(0, 60)}`]
            : [
                r.route,
                r.median.performance,
                r.median.accessibility,
                r.median['best-practices'],
                r.median.seo,
                fmtMs(r.median.fcp),
                fmtMs(r.median.lcp),
                fmtMs(r.median.tbt),
                r.median.cls.toFixed(3),
                fmtMs(r.median.si),
                fmtKB(r.median.bytes),
              ],
        ),
        ['l'],
      ),
    );
    for (const r of result.lighthouse.filter((x) => x.errors?.length)) {
      const codes = [...new Set(r.errors.map((e) => e.split(':')[0]))].join(', ');
      parts.push(`  ${r.route}: ${r.errors.length} run(s) Lighthouse could not record (${codes}), retried`);
    }
    parts.push('what cost points (median run):');
    for (const r of result.lighthouse.filter((x) => x.diagnostics)) {
      const d = r.diagnostics;
      const file = (u) => (u?.startsWith('http') ? new URL(u).pathname.replace('/assets/', '') || '/' : u);
      parts.push(`  ${r.route}`);
      if (d.failing.length) parts.push(`    weighted: ${d.failing.map((f) => `${f.title}${f.displayValue ? ` ${f.displayValue}` : ''}`).join('; ')}`);
      if (d.insights.length) parts.push(`    insights: ${d.insights.map((i) => i.id + (i.displayValue ? ` (${i.displayValue})` : '')).join(', ')}`);
      if (d.lcpElement)
        parts.push(
          `    LCP element: ${d.lcpElement.selector} "${(d.lcpElement.label ?? '').slice(0, 50)}"; ${d.lcpPhases.map((p) => `${p.phase} ${p.ms} ms`).join(', ')}`,
        );
      if (d.bootup.length) parts.push(`    main-thread by script: ${d.bootup.map((b) => `${file(b.url)} ${b.totalMs} ms (JS ${b.scriptingMs})`).join(', ')}`);
    }
    const bi = result.lighthouse.map((r) => r.benchmarkIndex).filter(Boolean);
    if (bi.length)
      parts.push(`  host BenchmarkIndex ${Math.min(...bi)}-${Math.max(...bi)} (simulated throttling multiplies observed CPU time; a busy host inflates TBT)`);
  }

  if (result.bytes) {
    parts.push('', 'BYTES before first interaction (gzip -9; Lighthouse mobile viewport; kB = 1000 B)');
    parts.push(
      table(
        ['route', 'JS gz', 'files', 'CSS gz', 'HTML gz', 'HTML sent', 'font', 'LCP element', 'LCP img', 'in 1st HTML', '3rd-party'],
        result.bytes.routes.map((r) =>
          r.failed
            ? [r.route, `failed: ${r.failed.slice(0, 60)}`]
            : [
                r.route,
                fmtKB(r.js.gz),
                r.js.files.length,
                fmtKB(r.css.gz),
                fmtKB(r.html?.gz),
                wireLabel(r),
                fmtKB(r.fonts.bytes),
                lcpLabel(r.lcp),
                r.lcpImage ? `${fmtKB(r.lcpImage.bytes)} ${r.lcpImage.format}` : '-',
                r.lcpInFirstHtml ? 'yes' : 'NO',
                fmtKB(r.thirdParty.bytes),
              ],
        ),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'l', 'r'],
      ),
    );
    const b = result.bytes.build;
    if (b?.largest)
      parts.push(
        `largest chunk: ${b.largest.file} ${fmtKB(b.largest.gz)} gz (${fmtKB(b.largest.bytes)} raw); ${b.jsCount} JS files, ${fmtKB(b.jsTotalGz)} gz in all`,
      );
    const home = result.bytes.routes.find((r) => !r.failed);
    if (home)
      parts.push(
        `JS on ${home.route}: ${home.js.files
          .slice(0, 6)
          .map((f) => `${f.path.replace('/assets/', '')} ${fmtKB(f.gz)}`)
          .join(', ')}${home.js.files.length > 6 ? ', …' : ''}`,
      );
  }

  if (result.wrk) {
    const w = result.wrk;
    parts.push(
      '',
      `THROUGHPUT wrk -t1 -c${w.connections} -d${w.seconds}s --latency; wrk on CPU 0, server on CPU 1${w.pinned ? '' : ' (NOT pinned: taskset missing)'}`,
    );
    parts.push(
      table(
        ['target', 'req/s', 'p50', 'p99', 'x static', 'x nginx', 'errors'],
        w.rows.map((r) =>
          r.failed
            ? [r.label, `FAILED (${r.failed.slice(0, 70)})`, '', '', '', '', '']
            : [r.label, r.rps.toFixed(0), fmtMs(r.p50), fmtMs(r.p99), r.ratioStatic?.toFixed(2) ?? '-', r.ratioNginx?.toFixed(3) ?? '-', r.errors],
        ),
        ['l'],
      ),
    );
    if (w.nginxError) parts.push(`nginx baseline unavailable: ${w.nginxError}`);
  }

  if (result.growth) {
    const g = result.growth;
    parts.push('', `GROWTH p50 latency, wrk -c1, median of ${g.rounds} alternating round(s), ${g.seconds} s per size and route; servers pinned to CPU 1`);
    parts.push(
      table(
        ['route', ...GROWTH_SIZES.map((s) => `${s} posts`), '10000/13', 'expected'],
        GROWTH_ROUTES.map((r) => {
          const cells = GROWTH_SIZES.map((s) => {
            const x = g.sizes[s]?.[r.key];
            return !x ? '-' : x.failed ? 'failed' : fmtMs(x.p50);
          });
          const a = g.sizes[GROWTH_SIZES[0]]?.[r.key];
          const b = g.sizes[GROWTH_SIZES.at(-1)]?.[r.key];
          const f = a?.p50 && b?.p50 ? `${(b.p50 / a.p50).toFixed(2)}x` : '-';
          return [r.label, ...cells, f, r.flat ? 'flat' : 'grows'];
        }),
        ['l'],
      ),
    );
    for (const e of g.errors ?? []) parts.push(`growth ${e}`);
  }

  const budgets = result.budgets ?? [];
  if (budgets.length) {
    parts.push('', 'BUDGETS (docs/decisions.md)');
    parts.push(
      table(
        ['', 'check', 'figure', 'budget'],
        budgets.map((b) => [b.status, b.name, b.figure, b.note]),
        ['l', 'l', 'l', 'l'],
      ),
    );
    const count = (s) => budgets.filter((b) => b.status === s).length;
    parts.push(`${count('PASS')} pass, ${count('WARN')} warn, ${count('FAIL')} fail, ${count('ERR')} not measured`);
  }
  for (const e of result.errors ?? []) parts.push(`error: ${e}`);
  return parts.join('\n');
}

export function writeResults(result, text) {
  const stamp = result.startedAt.replace(/[:.]/g, '-');
  const json = JSON.stringify(result, null, 2);
  const file = path.join(RESULTS, `${stamp}.json`);
  writeFileSync(file, json);
  writeFileSync(path.join(RESULTS, 'latest.json'), json);
  writeFileSync(path.join(RESULTS, 'latest.txt'), `${text}\n`);
  return file;
}
