/**
 * A report's numbers as a table: a caption, column headings (scope="col") and a heading for each
 * row (scope="row"), numbers right-aligned in tabular figures. Wide tables scroll sideways on a
 * phone inside a region that takes keyboard focus.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ReportRow {
  key: string;
  /** The row's heading (a week, a stage, a page). */
  head: ReactNode;
  cells: (string | number)[];
}

export function ReportTable({
  caption,
  columns,
  rows,
  foot,
  nowrap = false,
  words = false,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly ReportRow[];
  foot?: ReportRow;
  /** Row headings on one line (dates), or wrapped between words (stages, reasons); paths and names wrap anywhere. */
  nowrap?: boolean;
  words?: boolean;
}) {
  const [first, ...numbers] = columns;
  const row = (r: ReportRow, total = false) => (
    <tr key={r.key} className={cn('border-b border-line/70 last:border-0', total && 'border-t border-line font-semibold text-ink')}>
      <th scope="row" className={cn('py-2 pr-4 text-left font-semibold text-ink', nowrap ? 'whitespace-nowrap' : words ? 'break-words' : 'break-all')}>
        {r.head}
      </th>
      {r.cells.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns
        <td key={i} className="py-2 pl-4 text-right whitespace-nowrap tabular-nums">
          {c}
        </td>
      ))}
    </tr>
  );
  return (
    <section aria-label={`${caption}, table`} tabIndex={0} className="-mx-1 overflow-x-auto px-1">
      <table className="w-full text-left text-[0.9375rem] text-body">
        <caption className="pb-2 text-left text-sm font-semibold text-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-xs font-bold tracking-wider text-muted uppercase">
            <th scope="col" className="py-2.5 pr-4 font-bold">
              {first}
            </th>
            {numbers.map((c) => (
              <th key={c} scope="col" className="py-2.5 pl-4 text-right font-bold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((r) => row(r))}</tbody>
        {foot && <tfoot>{row(foot, true)}</tfoot>}
      </table>
    </section>
  );
}
