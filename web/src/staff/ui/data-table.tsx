/**
 * The back office's lists as a table: a card holding a table with a caption for screen readers,
 * column headings with `scope="col"`, and rows that tint on hover. Each column says what its
 * cells show; the table draws the rest, so every list looks and reads the same.
 */
import { cn } from '../../lib/cn';

export interface Column<Row> {
  /** The heading; for an `actions` column, read by screen readers only. */
  header: string;
  /**
   * A column of row buttons: no visible heading, as narrow as its buttons, right-aligned, and
   * less padding above and below (a button is taller than a line of text).
   */
  actions?: boolean;
  /** For the heading and the cells alike: side padding, and visibility by breakpoint. */
  className?: string;
  /** For the cells only: text style, width, truncation (`max-w-0` lets `truncate` work). */
  cellClassName?: string;
  cell: (row: Row) => React.ReactNode;
}

export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  className,
}: {
  /** What the table lists, for screen readers ("Posts, newest first"). */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly Column<Row>[];
  /** On the card: e.g. `hidden md:block` where phones get cards instead. */
  className?: string;
}) {
  return (
    <div className={cn('rounded-card bg-white shadow-card ring-1 ring-line/70', className)}>
      <table className="w-full text-left text-[0.9375rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-xs font-bold tracking-wider text-muted uppercase">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('py-3.5 font-bold', column.actions && 'w-px', column.className)}>
                {column.actions ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line/70 last:border-0 hover:bg-brand-50/40">
              {columns.map((column) => (
                <td key={column.header} className={cn(column.actions ? 'py-2 text-right' : 'py-3.5', column.className, column.cellClassName)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
