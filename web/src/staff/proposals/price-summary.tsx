/**
 * What the proposal being written would cost, for staff only: each site's price from the rate
 * table beside the one offered (the table's, or the staff's adjustment), and both totals. Priced
 * by the Worker (POST /staff/api/pricing/quote, stored nowhere) once the form is complete and
 * typing has paused, so it is the same arithmetic the proposal will be written with.
 */
import { useEffect, useState } from 'react';
import { dollars } from '../../../../shared/pricing/estimate';
import type { ProposalInput } from '../../../../shared/pricing/proposal';
import { cn } from '../../lib/cn';
import { describeError } from '../lib/http';
import { useDebounced } from '../lib/use-debounced';
import { type Quote, quoteProposal } from '../pricing/pricing-api';

export interface QuoteState {
  quote: Quote | null;
  /** The quote is for an earlier version of the form (a newer one is on its way). */
  stale: boolean;
  error: string | null;
}

/** The quote of `body` (null while the form is incomplete), asked for 400 ms after it last changed. */
export function useQuote(body: ProposalInput | null): QuoteState {
  const key = body ? JSON.stringify(body) : '';
  const settled = useDebounced(key, 400);
  const [state, setState] = useState<{ key: string; quote: Quote | null; error: string | null }>({ key: '', quote: null, error: null });

  useEffect(() => {
    if (!settled) return;
    const controller = new AbortController();
    quoteProposal(JSON.parse(settled) as ProposalInput, controller.signal).then(
      (quote) => setState({ key: settled, quote, error: null }),
      (err: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ key: settled, quote: s.quote, error: describeError(err) }));
      },
    );
    return () => controller.abort();
  }, [settled]);

  return { quote: key ? state.quote : null, stale: state.key !== key, error: key && state.key === key ? state.error : null };
}

const difference = (offered: number, computed: number) => {
  const d = offered - computed;
  return d === 0 ? '' : `${d > 0 ? '+' : '−'}${dollars(Math.abs(d))}`;
};

export function PriceSummary({ state, complete, siteNames }: { state: QuoteState; complete: boolean; siteNames: string[] }) {
  const { quote, stale, error } = state;
  const lines = quote && quote.lines.length === siteNames.length ? quote.lines : null;
  return (
    <section aria-label="Price, staff only" className="rounded-tile bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 className="text-sm font-bold text-ink">Price</h4>
        <p className="text-xs text-muted">Staff only: the client sees the offered price.</p>
      </div>
      {!complete ? (
        <p className="mt-2 text-sm text-body">Fill in each site to see its price.</p>
      ) : error ? (
        <p className="mt-2 text-sm font-medium text-red-800">Not priced: {error}</p>
      ) : !lines || !quote ? (
        <p className="mt-2 text-sm text-body" role="status">
          Pricing…
        </p>
      ) : (
        <table className={cn('mt-2 w-full text-left text-sm transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
          <thead className="text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Site
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                Rate table
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Offered
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/70 text-ink">
            {lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one line per site, in the sites' order
              <tr key={i}>
                <th scope="row" className="py-1.5 pr-3 font-medium break-words">
                  {siteNames[i] || `Site ${i + 1}`}
                  <span className="block text-xs font-normal text-muted">{line.hours_per_visit.toLocaleString('en-US')} hours a visit</span>
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{dollars(line.computed_cents ?? line.monthly_cents)}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {dollars(line.monthly_cents)}
                  <span className="block text-xs text-muted">{difference(line.monthly_cents, line.computed_cents ?? line.monthly_cents)}</span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-line font-bold text-ink">
            <tr>
              <th scope="row" className="py-2 pr-3">
                A month
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{dollars(quote.computed_price_cents)}</td>
              <td className="py-2 text-right tabular-nums">
                {dollars(quote.monthly_price_cents)}
                <span className="block text-xs font-normal text-muted">{difference(quote.monthly_price_cents, quote.computed_price_cents)}</span>
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
