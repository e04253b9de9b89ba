/**
 * Where an issue stands, as the list and the issue page show it: its state as a pill, the date
 * that matters for that state, its progress as figures and as a bar, and the polling that keeps
 * an issue being sent up to date.
 */
import { useEffect, useRef } from 'react';
import type { NewsletterIssue, NewsletterIssueState } from '../../../../shared/newsletter/newsletter-issue';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../lib/format';

const LOOK: Record<NewsletterIssueState, { label: string; tone: 'neutral' | 'brand' | 'accent'; dot: string }> = {
  draft: { label: 'Draft', tone: 'neutral', dot: 'bg-muted' },
  scheduled: { label: 'Scheduled', tone: 'brand', dot: 'bg-brand-600' },
  sending: { label: 'Sending', tone: 'brand', dot: 'bg-amber-500' },
  sent: { label: 'Sent', tone: 'accent', dot: 'bg-accent-600' },
};

export function IssueStateBadge({ state }: { state: NewsletterIssueState }) {
  const look = LOOK[state] ?? LOOK.draft;
  return (
    <Badge tone={look.tone} className="whitespace-nowrap">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${look.dot}`} />
      {look.label}
    </Badge>
  );
}

/** The one date worth reading for the issue's state: when it goes, went, or was last changed. */
export function issueWhen(issue: NewsletterIssue): { label: string; at: string } | null {
  if (issue.state === 'scheduled' && issue.send_at) return { label: 'Scheduled for', at: issue.send_at };
  if (issue.state === 'sent') return { label: 'Sent on', at: issue.finished_at ?? issue.started_at ?? issue.updated_at };
  if (issue.state === 'sending' && issue.started_at) return { label: 'Started', at: issue.started_at };
  return { label: 'Edited', at: issue.updated_at };
}

export function IssueWhen({ issue }: { issue: NewsletterIssue }) {
  const when = issueWhen(issue);
  if (!when) return null;
  return (
    <>
      {when.label} <time dateTime={when.at}>{formatDateTime(when.at)}</time>
    </>
  );
}

/** Whether the issue has gone out or is going (its figures mean something). */
export const hasFigures = (issue: NewsletterIssue) => issue.state === 'sending' || issue.state === 'sent';

const FIGURES = [
  { key: 'recipients', label: 'Recipients' },
  { key: 'sent', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
  { key: 'left', label: 'Left' },
] as const;

export function figuresOf(issue: NewsletterIssue): Record<(typeof FIGURES)[number]['key'], number> {
  return { recipients: issue.recipients, ...issue.progress };
}

/** The four figures as a description list (name above number). */
export function IssueFigures({ issue, className }: { issue: NewsletterIssue; className?: string }) {
  const figures = figuresOf(issue);
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4', className)}>
      {FIGURES.map(({ key, label }) => (
        <div key={key}>
          <dt className="font-bold text-muted">{label}</dt>
          <dd className={cn('mt-1 text-lg font-bold tabular-nums text-ink', key === 'failed' && figures.failed > 0 && 'text-red-700')}>
            {figures[key].toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * How far sending has come: a progressbar named for the issue whose value is what is done (sent
 * and failed) out of everything, with the same numbers as text beside it for everyone.
 */
export function IssueProgressBar({ issue }: { issue: NewsletterIssue }) {
  const { sent, failed, left } = issue.progress;
  const total = Math.max(sent + failed + left, issue.recipients);
  const done = sent + failed;
  const percent = total > 0 ? Math.round((done / total) * 100) : issue.state === 'sent' ? 100 : 0;
  const text = `${sent.toLocaleString('en-US')} sent, ${failed.toLocaleString('en-US')} failed, ${left.toLocaleString('en-US')} left of ${total.toLocaleString('en-US')}`;
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Sending progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${text}`}
        className="flex h-3 w-full overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full bg-accent-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${total > 0 ? (sent / total) * 100 : percent}%` }}
        />
        <div className="h-full bg-red-600 transition-[width] motion-reduce:transition-none" style={{ width: `${total > 0 ? (failed / total) * 100 : 0}%` }} />
      </div>
      <p className="mt-2 text-sm text-body tabular-nums">
        {percent}% · {text}
      </p>
    </div>
  );
}

/** How often an issue being sent is asked for again. */
export const POLL_MS = 3000;

/**
 * While `active`, calls `poll` every POLL_MS, one call at a time (the next waits for the last
 * answer), and stops when `active` turns false or the screen closes.
 */
export function usePolling(active: boolean, poll: (signal: AbortSignal) => Promise<void>): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let timer = 0;
    const tick = async () => {
      try {
        await latest.current(controller.signal);
      } catch {
        // A failed poll is tried again on the next tick; the last figures stay on screen.
      }
      if (!controller.signal.aborted) timer = window.setTimeout(tick, POLL_MS);
    };
    timer = window.setTimeout(tick, POLL_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [active]);
}
