/**
 * /staff/review: the posts authors have submitted, oldest submission first. An editor opens one in
 * the editor, publishes or schedules it from here, or sends it back to its author as a draft with a note saying
 * what to change (the author reads it on the post, in their list and by email: posts/review/emails.ts
 * on the Worker).
 */
import { CheckCircle2, ClipboardCheck, Send, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '../ui/link';
import { PageHeader } from '../layout/page-header';
import { formatDateTime, fromLocalInput, plural } from '../lib/format';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { cn } from '../../lib/cn';
import { useNotify } from '../ui/notices';
import { ScheduleInput } from '../ui/schedule-input';
import { EmptyState, ListStates } from '../ui/states';
import { publishFromReview, type QueuedPost, reviewQueue } from './review-api';
import { SendBackDialog } from './send-back-dialog';

type Pending = { kind: 'publish' | 'send-back'; post: QueuedPost } | null;
type When = 'now' | 'schedule';

/** Why a chosen go-live time cannot be used, or null when it can. */
function scheduleProblem(at: string | null): string | null {
  if (at === null) return 'Choose the date and time it goes live.';
  return Date.parse(at) <= Date.now() ? 'That time has passed: choose a later one, or publish now.' : null;
}

export function ReviewPage() {
  const queue = useLoad('review', (signal) => reviewQueue(signal));
  const [pending, setPending] = useState<Pending>(null);
  const [when, setWhen] = useState<When>('now');
  const [scheduleAt, setScheduleAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const whenId = useId();

  const open = (kind: 'publish' | 'send-back', post: QueuedPost) => {
    setPending({ kind, post });
    setWhen('now');
    setScheduleAt('');
    setError(null);
  };

  const cancel = () => {
    setPending(null);
    setError(null);
  };

  const confirm = async () => {
    if (pending?.kind !== 'publish') return;
    const at = pending.kind === 'publish' && when === 'schedule' ? fromLocalInput(scheduleAt) : null;
    const problem = pending.kind === 'publish' && when === 'schedule' ? scheduleProblem(at) : null;
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (pending.kind === 'publish' && at) {
        await publishFromReview(pending.post.id, at);
        notify(`Scheduled “${pending.post.title}” for ${formatDateTime(at)}.`);
      } else {
        await publishFromReview(pending.post.id);
        notify(`Published “${pending.post.title}”: the post is live.`);
      }
      setPending(null);
      queue.reload();
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  const count = queue.data?.length;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Review"
        description={count === undefined ? 'Posts authors have submitted for publishing' : count === 0 ? 'Nothing waiting' : `${plural(count, 'post')} waiting`}
      />

      <ListStates
        list={queue}
        noun="posts in review"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title="Nothing to review" icon={<ClipboardCheck aria-hidden="true" />}>
            <p>When an author submits a draft, it waits here for you to publish it or send it back.</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <ul className="space-y-3" aria-label="Posts in review, oldest first">
            {rows.map((post) => (
              <li key={post.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <Link to={`/posts/${post.id}`} className="block font-semibold break-words text-ink hover:text-brand-700 hover:underline">
                      {post.title}
                    </Link>
                    <p className="mt-1 text-sm text-body">
                      Submitted by <span className="font-semibold">{post.submitted_by}</span> on{' '}
                      <time dateTime={post.submitted_at}>{formatDateTime(post.submitted_at)}</time>
                    </p>
                    <p className="truncate text-sm text-muted">/{post.slug}</p>
                    {post.note && <p className="mt-2 rounded-tile bg-surface p-3 text-sm text-body">“{post.note}”</p>}
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <button type="button" className={smallButtonClass('primary', 'min-h-11')} onClick={() => open('publish', post)}>
                      <Send aria-hidden="true" className="size-4" /> Publish…
                    </button>
                    <button type="button" className={smallButtonClass('ghost', 'min-h-11')} onClick={() => open('send-back', post)}>
                      <Undo2 aria-hidden="true" className="size-4" /> Send back
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>

      <ConfirmDialog
        open={pending?.kind === 'publish'}
        tone="neutral"
        title={pending ? `Publish “${pending.post.title}”?` : 'Publish post?'}
        confirmLabel={when === 'schedule' ? (busy ? 'Scheduling…' : 'Schedule') : busy ? 'Publishing…' : 'Publish now'}
        busy={busy}
        error={pending?.kind === 'publish' ? error : null}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <fieldset>
          <legend className="flex gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            When it goes live (its author hears by email)
          </legend>
          <div className="mt-3 space-y-2">
            {(
              [
                ['now', 'Now', 'On the site at once, dated today.'],
                ['schedule', 'At a date and time', 'It goes live by itself then.'],
              ] as const
            ).map(([value, label, hint]) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-tile p-3 ring-1 ring-line ring-inset hover:bg-brand-50/60',
                  when === value && 'bg-brand-50 ring-2 ring-brand-600',
                )}
              >
                <input
                  type="radio"
                  name={`${whenId}-when`}
                  value={value}
                  checked={when === value}
                  onChange={() => {
                    setWhen(value);
                    setError(null);
                  }}
                  aria-describedby={`${whenId}-${value}-hint`}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-ink">{label}</span>
                  <span id={`${whenId}-${value}-hint`} className="block text-sm text-muted">
                    {hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {when === 'schedule' && <ScheduleInput id={`${whenId}-at`} value={scheduleAt} onChange={setScheduleAt} required />}
        </fieldset>
      </ConfirmDialog>

      <SendBackDialog
        post={pending?.kind === 'send-back' ? pending.post : null}
        author={pending?.kind === 'send-back' ? pending.post.submitted_by : null}
        onSent={() => {
          setPending(null);
          queue.reload();
        }}
        onCancel={cancel}
      />
    </div>
  );
}
