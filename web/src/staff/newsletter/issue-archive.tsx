/**
 * Whether the public archive (/newsletter) shows an issue once it is sent: a switch saved as soon
 * as it is changed, in any state (a sent issue can leave the archive, or join it, later). A sent
 * public issue links to its web version.
 */
import { ExternalLink } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { issuePath } from '../../../../shared/newsletter/archive';
import { cardClass } from '../editor/editor-section';
import { describeError } from '../lib/http';
import { type NewsletterIssue, updateIssue } from './issues-api';

export function IssueArchiveSetting({ issue, onIssue }: { issue: NewsletterIssue; onIssue: (issue: NewsletterIssue) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Ticked at once, as a checkbox is; put back if the server refuses.
  const [checked, setChecked] = useState(issue.subscribers_only);
  useEffect(() => setChecked(issue.subscribers_only), [issue.subscribers_only]);

  const toggle = async (subscribersOnly: boolean) => {
    setChecked(subscribersOnly);
    setBusy(true);
    setError(null);
    try {
      onIssue(await updateIssue(issue.id, { subscribers_only: subscribersOnly }));
    } catch (err) {
      setChecked(!subscribersOnly);
      setError(`Not saved. ${describeError(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const sent = issue.state === 'sent';
  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass}>
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        Public archive
      </h2>
      <p className="mt-1 text-sm text-muted">
        {issue.subscribers_only
          ? 'Only subscribers see this issue: it stays out of the archive on the site.'
          : sent
            ? 'Anyone can read this issue on the site, in the newsletter archive.'
            : 'Once sent, anyone can read this issue on the site, in the newsletter archive.'}
      </p>
      <label className="mt-4 flex items-start gap-3 text-[0.9375rem]">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          checked={checked}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <span>
          <span className="font-semibold">Subscribers only</span>
          <span className="block text-sm text-muted">Keep this issue out of the public archive and the sitemap.</span>
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {sent && !issue.subscribers_only && (
        <a
          href={issuePath(issue.id)}
          target="_blank"
          rel="noopener"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          View it on the site <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </section>
  );
}
