/**
 * Leads per week as stacked bars, drawn as plain SVG (no chart library, nothing loaded from
 * elsewhere). The drawing is one image with a label that states the figure; the table under it
 * holds every number. Each series has its own pattern (chart-patterns.tsx) and a text legend, and
 * each bar carries its total. The chart is never drawn narrower than its own size (text at 12 px):
 * on a phone it scrolls sideways in its region, which takes keyboard focus for that.
 */
import { useEffect, useId, useRef } from 'react';
import { type Series, weekLabel } from './report-format';
import { fillId, PatternDefs, Swatch } from './chart-patterns';

const STEP = 48;
const LEFT = 36;
const RIGHT = 12;
const TOP = 22;
const BOTTOM = 30;
const HEIGHT = 230;

/** A round top for the axis: 1, 2, 5 or 10 times a power of ten, at least the largest bar. */
export function niceMax(max: number): number {
  if (max <= 4) return Math.max(max, 1);
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

export function WeekBarChart({ name, label, weeks, series }: { name: string; label: string; weeks: readonly string[]; series: readonly Series[] }) {
  const prefix = useId().replace(/:/g, '');
  const scroller = useRef<HTMLElement>(null);
  // Where the chart scrolls, it opens at its right end: the latest weeks are the ones staff look for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of weeks is a new chart to open at its end
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [weeks]);
  const totals = weeks.map((w) => series.reduce((sum, s) => sum + (s.counts.get(w) ?? 0), 0));
  const top = niceMax(Math.max(0, ...totals));
  const width = Math.max(520, LEFT + RIGHT + weeks.length * STEP);
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (n: number) => TOP + plot - (n / top) * plot;
  const ticks = top <= 4 ? Array.from({ length: top + 1 }, (_, i) => i) : [0, top / 2, top];
  const bar = STEP * 0.62;

  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-body">
        {series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-2">
            <Swatch prefix={prefix} index={i} />
            <span className="break-all">{s.label}</span>
          </li>
        ))}
      </ul>
      <section ref={scroller} aria-label={`${name}, chart`} tabIndex={0} className="-mx-1 overflow-x-auto px-1 pb-1">
        <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${HEIGHT}`} className="block h-auto w-full" style={{ minWidth: `${width}px` }} fontSize={12}>
          <PatternDefs prefix={prefix} count={series.length} />
          {ticks.map((t) => (
            <g key={t}>
              <line x1={LEFT} x2={width - RIGHT} y1={y(t)} y2={y(t)} className={t === 0 ? 'stroke-muted' : 'stroke-line'} />
              <text x={LEFT - 6} y={y(t) + 4} textAnchor="end" className="fill-muted">
                {t}
              </text>
            </g>
          ))}
          {weeks.map((week, wi) => {
            const x = LEFT + wi * STEP + (STEP - bar) / 2;
            let base = 0;
            return (
              <g key={week}>
                {series.map((s, si) => {
                  const n = s.counts.get(week) ?? 0;
                  if (n === 0) return null;
                  const rect = (
                    <rect
                      key={s.key}
                      x={x}
                      y={y(base + n)}
                      width={bar}
                      height={y(base) - y(base + n)}
                      fill={`url(#${fillId(prefix, si)})`}
                      className="stroke-white"
                    />
                  );
                  base += n;
                  return rect;
                })}
                <text x={x + bar / 2} y={y(totals[wi]!) - 5} textAnchor="middle" className="fill-ink font-semibold">
                  {totals[wi]}
                </text>
                <text x={x + bar / 2} y={HEIGHT - 10} textAnchor="middle" className="fill-muted">
                  {weekLabel(week)}
                </text>
              </g>
            );
          })}
        </svg>
      </section>
      {weeks.length > 6 && <p className="text-xs text-muted sm:hidden">Scroll the chart sideways for earlier weeks.</p>}
    </div>
  );
}
