/**
 * A lead's proposals, newest first: each one's state and version, its monthly price, how many
 * sites, when cleaning starts, who wrote it and when, and its lines (one priced site each).
 */
import { FACILITY_TYPES } from '../../../../shared/intake/lead-options';
import { dollars } from '../../../../shared/pricing/estimate';
import { Badge } from '../../components/ui/badge';
import { formatDateTime, formatDay, plural } from '../lib/format';
import { ProposalActions } from './proposal-actions';
import type { Proposal, ProposalState } from './proposals-api';

export const PROPOSAL_STATE_LABELS: Record<ProposalState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
  changes_requested: 'Changes requested',
  expired: 'Expired',
  superseded: 'Superseded',
};

const STATE_TONES: Partial<Record<ProposalState, 'neutral' | 'brand' | 'accent'>> = {
  sent: 'brand',
  viewed: 'brand',
  changes_requested: 'brand',
  signed: 'accent',
};

export const facilityLabel = (type: string): string => FACILITY_TYPES.find((t) => t.value === type)?.label ?? type;

const hours = (h: number) => h.toLocaleString('en-US', { maximumFractionDigits: 2 });

type Handlers = { onChanged: (p: Proposal) => void; onRevise?: (p: Proposal) => void };

function ProposalCard({ proposal, onChanged, onRevise }: { proposal: Proposal } & Handlers) {
  const headingId = `proposal-${proposal.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-tile p-4 ring-1 ring-line">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 id={headingId} className="text-base font-bold text-ink">
          {dollars(proposal.monthly_price_cents)} a month
        </h4>
        <Badge tone={STATE_TONES[proposal.state] ?? 'neutral'}>{PROPOSAL_STATE_LABELS[proposal.state] ?? proposal.state}</Badge>
        <span className="text-sm text-muted">Version {proposal.version}</span>
      </div>
      {proposal.computed_price_cents !== proposal.monthly_price_cents && (
        <p className="mt-1 text-sm text-muted">Adjusted from the rate table’s {dollars(proposal.computed_price_cents)} a month (staff only)</p>
      )}
      <p className="mt-1 text-sm text-body">
        {plural(proposal.lines.length || proposal.sites.length, 'site')} · {plural(proposal.visits_per_week, 'visit')} a week · starts{' '}
        {formatDay(proposal.start_date)}
      </p>
      <p className="mt-0.5 text-sm text-muted">
        Written by {proposal.created_by || 'staff'}, <time dateTime={proposal.created_at}>{formatDateTime(proposal.created_at)}</time>
      </p>
      {/* A region that scrolls on a phone: focusable, so the keyboard scrolls it too. */}
      <section aria-label={`Lines of the ${dollars(proposal.monthly_price_cents)} proposal`} tabIndex={0} className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Site
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Type
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Sq ft
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Hours a visit
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Monthly
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/70 text-ink">
            {proposal.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a proposal's lines never change order
              <tr key={i}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {line.site}
                </th>
                <td className="py-2 pr-3">{facilityLabel(line.facility_type)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.square_feet.toLocaleString('en-US')}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{hours(line.hours_per_visit)}</td>
                <td className="py-2 text-right tabular-nums">{dollars(line.monthly_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ProposalActions proposal={proposal} onChanged={onChanged} onRevise={onRevise} />
    </article>
  );
}

export function ProposalList({ proposals, onChanged, onRevise }: { proposals: Proposal[] } & Handlers) {
  return (
    <ol className="space-y-4" aria-label="Proposals, newest first">
      {proposals.map((p) => (
        <li key={p.id}>
          <ProposalCard proposal={p} onChanged={onChanged} onRevise={onRevise} />
        </li>
      ))}
    </ol>
  );
}
