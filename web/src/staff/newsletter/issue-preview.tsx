/**
 * The issue as a recipient gets it, from the server's own rendering (…/preview): the HTML part in
 * a frame sandboxed to nothing (no script, no forms, no navigation, an origin of its own), as the
 * outbox shows a message, and the plain-text part on a second tab. It shows the issue as last
 * saved, and says so while the form holds changes.
 */
import { RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { ErrorState, LoadingRows } from '../ui/states';
import { previewIssue } from './issues-api';

const TABS = [
  { key: 'html', label: 'Email' },
  { key: 'text', label: 'Plain text' },
] as const;
type Tab = (typeof TABS)[number]['key'];

export function IssuePreview({ issueId, version, stale }: { issueId: number; version: number; stale: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const preview = useLoad(`${issueId}:${version}:${attempt}`, (signal) => previewIssue(issueId, signal));
  const [tab, setTab] = useState<Tab>('html');
  const base = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const p = preview.data;

  const onKeyDown = (e: React.KeyboardEvent) => {
    const at = TABS.findIndex((t) => t.key === tab);
    const next = e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const key = TABS[(next + TABS.length) % TABS.length]!.key;
    setTab(key);
    tabRefs.current[key]?.focus();
  };

  return (
    <section aria-labelledby={`${base}-heading`} className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${base}-heading`} className="text-lg font-bold">
          Preview
        </h2>
        <button type="button" className={smallButtonClass('quiet')} onClick={() => setAttempt((n) => n + 1)} disabled={preview.loading}>
          <RefreshCw aria-hidden="true" className={cn('size-4', preview.loading && 'animate-spin motion-reduce:animate-none')} /> Refresh preview
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">
        {stale ? (
          <span className="font-medium text-amber-800">You have unsaved changes: the preview shows the issue as last saved. Save to see them here.</span>
        ) : (
          'Exactly as a subscriber receives it, with their own unsubscribe link.'
        )}
      </p>

      {preview.error ? (
        <ErrorState className="mt-4" message={`The preview could not be made. ${preview.error}`} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !p ? (
        <div className="mt-4">
          <LoadingRows label="Loading the preview…" rows={6} />
        </div>
      ) : (
        <div className={cn('mt-4', preview.loading && 'opacity-60 transition-opacity')} aria-busy={preview.loading || undefined}>
          <p className="text-sm">
            <span className="font-bold text-muted">Subject: </span>
            <span className="break-words text-ink">{p.subject}</span>
          </p>
          <div role="tablist" aria-label="Part of the email" className="mt-3 flex gap-1 border-b border-line">
            {TABS.map((t) => (
              <button
                key={t.key}
                ref={(el) => {
                  tabRefs.current[t.key] = el;
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${t.key}`}
                aria-selected={tab === t.key}
                aria-controls={`${base}-panel-${t.key}`}
                tabIndex={tab === t.key ? 0 : -1}
                onClick={() => setTab(t.key)}
                onKeyDown={onKeyDown}
                className={cn(
                  '-mb-px min-h-10 border-b-2 px-3 text-sm font-semibold',
                  tab === t.key ? 'border-accent-600 text-ink' : 'border-transparent text-muted hover:text-ink',
                )}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${base}-panel-html`} aria-labelledby={`${base}-tab-html`} hidden={tab !== 'html'} className="pt-4">
            <iframe
              title={`The email “${p.subject}” as HTML`}
              sandbox=""
              srcDoc={p.html}
              className="h-[40rem] w-full rounded-tile bg-white ring-1 ring-line/70"
            />
          </div>
          <div role="tabpanel" id={`${base}-panel-text`} aria-labelledby={`${base}-tab-text`} hidden={tab !== 'text'} className="pt-4">
            <pre
              tabIndex={0}
              className="max-h-[40rem] overflow-auto rounded-tile bg-surface/60 p-4 font-mono text-sm whitespace-pre-wrap break-words text-ink ring-1 ring-line/70"
            >
              {p.text}
            </pre>
          </div>
        </div>
      )}
    </section>
  );
}
