/**
 * Money as horizontal bars, drawn as plain SVG like the funnel: one row per stage or month, its
 * name above the bar and its value in words to the right, every bar on one scale (the largest
 * value). One image with a label that states the figure; the table under it holds every number.
 */
import { useId } from 'react';
import { fillId, PatternDefs } from './chart-patterns';

const WIDTH = 320;
const ROW = 44;
const BAR = 16;
const VALUE_ROOM = 100;

export interface ValueBar {
  key: string;
  name: string;
  /** What the bar measures (cents), and how its value reads beside it ('$3,500 · 2 won'). */
  value: number;
  text: string;
}

export function ValueBars({ rows, label, fill = 0 }: { rows: readonly ValueBar[]; label: string; fill?: number }) {
  const prefix = useId().replace(/:/g, '');
  const top = Math.max(0, ...rows.map((r) => r.value));
  const scale = (n: number) => (top === 0 ? 0 : (n / top) * (WIDTH - VALUE_ROOM));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`} className="block h-auto w-full max-w-xl" fontSize={13}>
      <PatternDefs prefix={prefix} count={fill + 1} />
      {rows.map((r, i) => {
        const y = i * ROW;
        const w = Math.max(scale(r.value), r.value > 0 ? 2 : 0);
        return (
          <g key={r.key}>
            <text x={0} y={y + 13} className="fill-ink font-semibold">
              {r.name}
            </text>
            <rect x={0} y={y + 19} width={WIDTH - VALUE_ROOM} height={BAR} rx={3} className="fill-surface" />
            {w > 0 && <rect x={0} y={y + 19} width={w} height={BAR} rx={3} fill={`url(#${fillId(prefix, fill)})`} />}
            <text x={WIDTH - VALUE_ROOM + 8} y={y + 31} className="fill-body">
              {r.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
