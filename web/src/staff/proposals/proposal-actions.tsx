/**
 * What staff do with one proposal after writing it: send a draft to sign (its PDF previewed
 * first), read the PDF as the client was shown it, start a new version of one not yet signed, and,
 * once the client answered, their note or the signature's evidence with the signed copy.
 */
import { useState } from 'react';
import type { SignatureEvidence } from '../../../../shared/pricing/proposal-states';
import { Button } from '../../components/ui/button';
import { describeError, STAFF_API } from '../lib/http';
import { formatDateTime } from '../lib/format';
import { FormProblem } from '../ui/states';
import { useNotify } from '../ui/notices';
import { type Proposal, sendProposal } from './proposals-api';

const LINK = 'font-semibold text-brand-800 underline underline-offset-4';

/** States a new version can replace: anything but signed or already replaced. */
const REVISABLE = new Set(['draft', 'sent', 'viewed', 'changes_requested', 'declined', 'expired']);

export function ProposalActions({ proposal, onChanged, onRevise }: { proposal: Proposal; onChanged: (p: Proposal) => void; onRevise?: (p: Proposal) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const pdf = `${STAFF_API}/proposals/${encodeURIComponent(proposal.id)}/pdf`;
  const evidence = proposal.evidence as SignatureEvidence | null;

  async function send() {
    setBusy(true);
    setProblem(null);
    try {
      const sent = await sendProposal(proposal.id);
      onChanged(sent);
      notify('Proposal sent: the client has the link to sign.', 'success');
    } catch (err) {
      setProblem(`The proposal was not sent. ${describeError(err)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 border-t border-line pt-3 text-sm">
      {proposal.response_note && (proposal.state === 'changes_requested' || proposal.state === 'declined') && (
        <blockquote className="mb-3 border-l-4 border-brand-200 pl-3 text-body">
          <p className="font-semibold text-ink">{proposal.state === 'declined' ? 'Why they declined' : 'Changes asked'}</p>
          <p className="whitespace-pre-line">{proposal.response_note}</p>
        </blockquote>
      )}
      {evidence && (
        <dl className="mb-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-muted">Signed by</dt>
          <dd>
            {evidence.signer_name}, {evidence.signer_title}
          </dd>
          <dt className="font-semibold text-muted">Signed on</dt>
          <dd>
            <time dateTime={evidence.signed_at}>{formatDateTime(evidence.signed_at)}</time>
          </dd>
          <dt className="font-semibold text-muted">Document SHA-256</dt>
          <dd className="font-mono text-xs break-all">{evidence.document_sha256}</dd>
        </dl>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {proposal.state === 'draft' && (
          <Button variant="secondary" disabled={busy} onClick={() => void send()}>
            {busy ? 'Sending…' : 'Send to sign'}
          </Button>
        )}
        <a href={pdf} target="_blank" rel="noopener" className={LINK}>
          {proposal.state === 'draft' ? 'Preview the PDF' : 'PDF as sent'}
        </a>
        {proposal.state === 'signed' && (
          <a href={`${STAFF_API}/proposals/${encodeURIComponent(proposal.id)}/signed.pdf`} target="_blank" rel="noopener" className={LINK}>
            Signed copy
          </a>
        )}
        {onRevise && REVISABLE.has(proposal.state) && (
          <Button variant="ghost" onClick={() => onRevise(proposal)}>
            Write a new version
          </Button>
        )}
        {proposal.expires_at && !evidence && proposal.state !== 'superseded' && (
          <span className="text-muted">
            Open to sign until <time dateTime={proposal.expires_at}>{formatDateTime(proposal.expires_at)}</time>
          </span>
        )}
      </div>
      <FormProblem problem={problem} className="mt-3" />
    </div>
  );
}
