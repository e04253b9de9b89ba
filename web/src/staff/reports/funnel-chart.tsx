/**
 * The stage funnel as horizontal bars: all of the range's leads, then how many reached each stage,
 * each bar labelled with its count and share in a column to its right; lost leads apart below, in their own pattern.
 */
import { useId } from 'react';
import type { LeadReport } from '../../../../shared/leads/report';
import { fillId, PatternDefs } from './chart-patterns';
import { percentText, stageLabel } from './report-format';

const WIDTH = 320;
const ROW = 44;
const BAR = 16;
const VALUE_ROOM = 92;

export function FunnelChart({ report, label }: { report: LeadReport; label: string }) {
  const prefix = useId().replace(/:/g, '');
  const rows = [
    { key: 'all', name: 'All leads', count: report.total, percent: 100, fill: 0 },
    ...report.funnel.map((s) => ({
      key: s.stage,
      name: stageLabel(s.stage),
      count: s.count,
      percent: s.percent,
      fill: s.stage === 'lost' ? 5 : s.stage === 'won' ? 1 : 0,
    })),
  ];
  const lostGap = 10;
  const height = rows.length * ROW + lostGap;
  const scale = (n: number) => (report.total === 0 ? 0 : (n / report.total) * (WIDTH - VALUE_ROOM));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${height}`} className="block h-auto w-full max-w-xl" fontSize={13}>
      <PatternDefs prefix={prefix} count={6} />
      {rows.map((r, i) => {
        const top = i * ROW + (r.key === 'lost' ? lostGap : 0);
        const w = Math.max(scale(r.count), r.count > 0 ? 2 : 0);
        return (
          <g key={r.key}>
            <text x={0} y={top + 13} className="fill-ink font-semibold">
              {r.name}
            </text>
            <rect x={0} y={top + 19} width={WIDTH - VALUE_ROOM} height={BAR} rx={3} className="fill-surface" />
            {w > 0 && <rect x={0} y={top + 19} width={w} height={BAR} rx={3} fill={`url(#${fillId(prefix, r.fill)})`} />}
            <text x={WIDTH - VALUE_ROOM + 8} y={top + 31} className="fill-body">
              {r.count} · {percentText(r.percent)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
