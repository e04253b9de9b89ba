/** One figure of the report in a card: its heading (naming the region), a note on what it counts, then the figure. */
import type { ReactNode } from 'react';
import { useId } from 'react';

export function ReportCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-5 rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {note && <p className="mt-1 text-sm text-muted">{note}</p>}
      </div>
      {children}
    </section>
  );
}
