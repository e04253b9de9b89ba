/**
 * The Proposals card on a lead's page: the lead's proposals, newest first, and the form that
 * writes a new one; a new proposal joins the top of the list without loading it again.
 */
import { FileText, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { Lead } from '../leads/leads-api';
import { useLoad } from '../lib/use-load';
import { Panel } from '../pipeline/panel';
import { ErrorState, LoadingRows } from '../ui/states';
import { ProposalBuilder } from './proposal-builder';
import { ProposalList } from './proposal-list';
import { listProposals, type Proposal } from './proposals-api';

export function ProposalsPanel({ lead }: { lead: Lead }) {
  const list = useLoad(`proposals:${lead.id}`, (signal) => listProposals(lead.id, signal));
  const { data, error, loading, reload, setData } = list;
  /** The proposal a new version is being written of, in the form below the list. */
  const [revising, setRevising] = useState<Proposal | null>(null);
  /** Writing a new proposal beside those the lead has (the form is folded away once there is one). */
  const [writing, setWriting] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const revise = (p: Proposal) => {
    open(p);
    // The form is below the list: bring it into view, its first field focused.
    window.setTimeout(() => {
      formRef.current?.scrollIntoView({ block: 'start' });
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    }, 0);
  };
  const created = (p: Proposal) => {
    // The replaced version is shown superseded without loading the list again.
    setData((d) => [
      p,
      ...(d ?? []).filter((x) => x.id !== p.id).map((x) => (x.id === revising?.id ? { ...x, state: 'superseded' as const, superseded_by: p.id } : x)),
    ]);
    setRevising(null);
    setWriting(false);
  };
  const open = (from: Proposal | null) => {
    setRevising(from);
    setWriting(true);
  };
  const close = () => {
    setRevising(null);
    setWriting(false);
  };
  // The form shows for a lead without proposals, or once asked for: a long scope form under every proposal would bury them.
  const formShown = data !== undefined && (writing || data.length === 0);
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
          <ProposalList proposals={data} onChanged={(p) => setData((d) => (d ?? []).map((x) => (x.id === p.id ? p : x)))} onRevise={revise} />
        )}
      </div>
      <div ref={formRef} className="mt-6 scroll-mt-6 border-t border-line pt-5">
        {formShown ? (
          <ProposalBuilder
            key={revising?.id ?? 'new'}
            lead={lead}
            from={revising ?? undefined}
            onCancel={data.length > 0 ? close : undefined}
            onCreated={created}
          />
        ) : (
          data !== undefined && (
            <Button variant="ghost" onClick={() => open(null)}>
              <Plus aria-hidden="true" className="size-4" />
              Write a new proposal
            </Button>
          )
        )}
      </div>
    </Panel>
  );
}
