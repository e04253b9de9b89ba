/**
 * The printed table of a benchmark run (each section's figures, then the budgets' verdicts from
 * budgets.mjs), and the JSON written to bench/results/<timestamp>.json and latest.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GROWTH_ROUTES, GROWTH_SIZES } from './growth.mjs';
import { fmtKB, fmtMs, RESULTS, wireLabel } from './util.mjs';

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
    const paired = result.lighthouse.filter((r) => r.noScripts);
    if (paired.length) {
      parts.push(
        'with scripts against the same page with every script blocked, measured in turn (medians; LCP at most 1.1x, TBT at most 1.25x or 100 ms over)',
      );
      parts.push(
        table(
          ['route', 'LCP', 'LCP no JS', 'ratio', 'TBT', 'TBT no JS', 'over'],
          paired.map((r) => [
            r.route,
            fmtMs(r.median.lcp),
            fmtMs(r.noScripts.median.lcp),
            `${r.noScripts.lcpRatio.toFixed(2)}x`,
            fmtMs(r.median.tbt),
            fmtMs(r.noScripts.median.tbt),
            fmtMs(r.noScripts.tbtOver),
          ]),
          ['l'],
        ),
      );
    }
    const compared = result.lighthouse.filter((r) => r.reference);
    if (compared.length) {
      const ref = compared[0].reference.ref;
      parts.push(`against ${ref}, measured in turn with this build (medians; runs per route: ${compared.map((r) => r.reference.runs).join('/')})`);
      parts.push(
        table(
          ['route', 'Perf', `Perf @${ref}`, 'TBT', `TBT @${ref}`, 'FCP', `FCP @${ref}`, 'LCP', `LCP @${ref}`],
          compared.map((r) => [
            r.route,
            r.median.performance,
            r.reference.median.performance,
            fmtMs(r.median.tbt),
            fmtMs(r.reference.median.tbt),
            fmtMs(r.median.fcp),
            fmtMs(r.reference.median.fcp),
            fmtMs(r.median.lcp),
            fmtMs(r.reference.median.lcp),
          ]),
          ['l'],
        ),
      );
    }
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
