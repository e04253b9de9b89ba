/**
 * The Proposals card on a lead's page: the lead's proposals, newest first, and the form that
 * writes a new one; a new proposal joins the top of the list without loading it again.
 */
import { FileText } from 'lucide-react';
import type { Lead } from '../leads/leads-api';
import { useLoad } from '../lib/use-load';
import { Panel } from '../pipeline/panel';
import { ErrorState, LoadingRows } from '../ui/states';
import { ProposalBuilder } from './proposal-builder';
import { ProposalList } from './proposal-list';
import { listProposals } from './proposals-api';

export function ProposalsPanel({ lead }: { lead: Lead }) {
  const list = useLoad(`proposals:${lead.id}`, (signal) => listProposals(lead.id, signal));
  const { data, error, loading, reload, setData } = list;
  return (
    <Panel title="Proposals" className="@container">
      <div className="mt-4" aria-busy={loading || undefined}>
        {error ? (
          <ErrorState message={`The proposals could not be loaded. ${error}`} onRetry={reload} />
        ) : data === undefined ? (
          <LoadingRows label="Loading proposals…" rows={2} />
        ) : data.length === 0 ? (
          <div className="flex items-center gap-3 rounded-tile bg-surface px-4 py-3 text-body">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <p>No proposal yet</p>
          </div>
        ) : (
          <ProposalList proposals={data} onChanged={(p) => setData((d) => (d ?? []).map((x) => (x.id === p.id ? p : x)))} />
        )}
      </div>
      <div className="mt-6 border-t border-line pt-5">
        <ProposalBuilder lead={lead} onCreated={(p) => setData((d) => [p, ...(d ?? []).filter((x) => x.id !== p.id)])} />
      </div>
    </Panel>
  );
}
