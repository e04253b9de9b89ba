/**
 * The white card a record's page is built of (a lead's, an application's): a titled section, and
 * Facts, a titled list of label/value pairs where an empty value shows as a dash, so every field
 * is accounted for.
 */
import { useId } from 'react';
import { cn } from '../../lib/cn';

export type FactRow = [label: string, value: React.ReactNode];

/** A link inside a card's text (an address, a number, an opening). */
export const LINK = 'font-medium text-brand-700 underline underline-offset-2';

export function Panel({ title, className, children }: { title: React.ReactNode; className?: string; children?: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6', className)}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Facts({ title, rows }: { title: string; rows: FactRow[] }) {
  return (
    <Panel title={title} className="@container">
      <dl className="mt-4 divide-y divide-line/70">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-0.5 py-2.5 @lg:grid-cols-[11rem_minmax(0,1fr)] @lg:gap-4">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="text-[0.9375rem] break-words text-ink">
              {value === '' || value === null || value === undefined ? <span className="text-muted">—</span> : value}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
