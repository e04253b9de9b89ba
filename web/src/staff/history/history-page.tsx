/**
 * /staff/posts/:postId/history: every revision of a post (when, who, how), what changed between
 * any two, and "Restore this revision", which writes that revision's text back as a new revision
 * (kind restore). Whether and when the post is public stays as it is. The restore is based on the
 * version this screen loaded, so it is refused, like any save, if the post changed meanwhile
 * (docs/decisions.md D21).
 */
import { ArrowLeft, History } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Link } from '../ui/link';
import { EditConflict, listRevisions, readVersioned, type Revision, saveVersioned, type Versioned } from '../editor/versions-api';
import { PageHeader } from '../layout/page-header';
import { describeError } from '../lib/http';
import { formatDateTime } from '../lib/format';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { inputClass, labelClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { EmptyState, ErrorState, LoadingRows } from '../ui/states';
import { changedFields, FieldDiffs, postText } from './field-diff';

const KIND_LABELS: Record<Revision['kind'], string> = {
  save: 'Saved',
  autosave: 'Autosaved',
  publish: 'Saved while public',
  restore: 'Restored',
  api: 'Written by automation',
};

type Loaded = { post: Versioned; revisions: Revision[] } | { missing: true } | { error: string };

function revisionLabel(r: Revision): string {
  return `#${r.id} · ${formatDateTime(r.created_at)} · ${r.by_name}`;
}

export function HistoryPage() {
  const { postId = '' } = useParams();
  const id = Number(postId);
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const [busy, setBusy] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const fromId = useId();
  const toId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a reload
  useEffect(() => {
    if (!/^\d{1,12}$/.test(postId)) {
      setLoaded({ missing: true });
      return;
    }
    const controller = new AbortController();
    setLoaded(null);
    Promise.all([readVersioned(id, controller.signal), listRevisions(id, controller.signal)]).then(
      ([post, revisions]) => {
        if (!post) return setLoaded({ missing: true });
        setLoaded({ post, revisions });
        // The newest change first: the revision before the newest against the newest.
        setTo(revisions[0]?.id ?? null);
        setFrom(revisions[1]?.id ?? revisions[0]?.id ?? null);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setLoaded({ error: describeError(err) });
      },
    );
    return () => controller.abort();
  }, [postId, attempt]);

  const revisions = loaded && 'revisions' in loaded ? loaded.revisions : [];
  const a = revisions.find((r) => r.id === from) ?? null;
  const b = revisions.find((r) => r.id === to) ?? null;
  const changes = useMemo(() => (a && b ? changedFields(postText(a), postText(b)) : []), [a, b]);

  const restore = useCallback(async () => {
    if (!restoring || !loaded || !('post' in loaded)) return;
    setBusy(true);
    setRestoreError(null);
    try {
      await saveVersioned(id, {}, { etag: loaded.post.etag, restore: restoring.id });
      notify(`Revision #${restoring.id} restored: it is now the post's text.`);
      setRestoring(null);
      setAttempt((n) => n + 1);
    } catch (err) {
      setRestoreError(
        err instanceof EditConflict
          ? `Someone saved this post after this page loaded${err.details ? ` (${err.details})` : ''}. Nothing was restored: reload the history to see their change first.`
          : describeError(err),
      );
    } finally {
      setBusy(false);
    }
  }, [id, loaded, notify, restoring]);

  const back = (
    <Link to={`/posts/${postId}`} className="inline-flex items-center gap-1.5 hover:text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to the post
    </Link>
  );

  if (!loaded) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title="History" documentTitle="Loading history" />
        <LoadingRows label="Loading the history…" rows={6} />
      </div>
    );
  }
  if ('missing' in loaded) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title="Post not found" />
        <EmptyState title="There is no post at this address" icon={<History aria-hidden="true" />}>
          <p>It may have been deleted.</p>
        </EmptyState>
      </div>
    );
  }
  if ('error' in loaded) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title="History" documentTitle="History not loaded" />
        <ErrorState message={`The history could not be loaded. ${loaded.error}`} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }

  const title = loaded.post.post.title;
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={back} title={`History: ${title}`} documentTitle={`History: ${title}`} />
      {revisions.length === 0 ? (
        <EmptyState title="No revisions yet" icon={<History aria-hidden="true" />}>
          <p>This post has not been saved since revisions began. Its next save starts its history.</p>
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="compare-title" className="space-y-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line/70">
            <h2 id="compare-title" className="text-lg font-semibold text-ink">
              Compare two revisions
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={fromId} className={labelClass}>
                  From (older)
                </label>
                <select id={fromId} className={`${inputClass} mt-1`} value={from ?? ''} onChange={(e) => setFrom(Number(e.target.value))}>
                  {revisions.map((r) => (
                    <option key={r.id} value={r.id}>
                      {revisionLabel(r)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={toId} className={labelClass}>
                  To (newer)
                </label>
                <select id={toId} className={`${inputClass} mt-1`} value={to ?? ''} onChange={(e) => setTo(Number(e.target.value))}>
                  {revisions.map((r) => (
                    <option key={r.id} value={r.id}>
                      {revisionLabel(r)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div aria-live="polite">
              <FieldDiffs changes={changes} empty="These two revisions have the same text." />
            </div>
          </section>

          <section aria-labelledby="revisions-title" className="space-y-3">
            <h2 id="revisions-title" className="text-lg font-semibold text-ink">
              Revisions, newest first
            </h2>
            <ol className="divide-y divide-line rounded-card bg-white shadow-card ring-1 ring-line/70">
              {revisions.map((r, i) => (
                <li key={r.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">
                      {formatDateTime(r.created_at)} · {r.by_name}
                    </p>
                    <p className="text-sm text-muted">
                      #{r.id} · {KIND_LABELS[r.kind]}
                      {r.restored_from !== null ? ` (from #${r.restored_from})` : ''} · {r.status} · “{r.title}”{i === 0 ? ' · current' : ''}
                    </p>
                  </div>
                  {i > 0 && (
                    <Button variant="ghost" onClick={() => setRestoring(r)} aria-label={`Restore this revision (#${r.id}, ${formatDateTime(r.created_at)})`}>
                      Restore this revision
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={restoring ? `Restore revision #${restoring.id}?` : 'Restore'}
        confirmLabel="Restore"
        tone="neutral"
        busy={busy}
        error={restoreError}
        onConfirm={() => void restore()}
        onCancel={() => {
          setRestoring(null);
          setRestoreError(null);
        }}
      >
        <p>
          The post's text becomes this revision's, saved as a new revision: nothing is lost, and the current text stays in the history. Whether and when the
          post is public does not change.
        </p>
      </ConfirmDialog>
    </div>
  );
}
