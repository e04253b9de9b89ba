/** What the Pricing screen's cards share: the card itself and the mark on values `npm start` loaded as samples. */

export const cardClass = 'rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6';

export function SampleBadge({ children = 'Sample values' }: { children?: React.ReactNode }) {
  return <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">{children}</span>;
}
