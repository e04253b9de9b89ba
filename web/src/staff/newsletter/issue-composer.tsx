/**
 * One issue: compose it (subject, introduction in Markdown, the posts it presents), save it,
 * preview it as a recipient gets it, send a test, send it or schedule it. While it is being sent
 * the page asks for it every few seconds and shows its progress; once sent, the form is read-only
 * with its figures. A refused save keeps everything typed, with each problem beside its field.
 */
import { CircleAlert, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ISSUE_INTRO_MAX_LENGTH, ISSUE_SUBJECT_MAX_LENGTH } from '../../../../shared/newsletter/newsletter-issue';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { cardClass } from '../editor/editor-section';
import { SaveStatus } from '../editor/save-status';
import { LeaveDialog, useUnsavedChanges } from '../editor/use-unsaved-changes';
import type { SaveState } from '../editor/use-post-save';
import { PageHeader } from '../layout/page-header';
import { plural } from '../lib/format';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { BackToIssues } from './back-to-issues';
import { IssueArchiveSetting } from './issue-archive';
import { IssuePreview } from './issue-preview';
import { SendPanel, TestSend } from './issue-sending';
import { IssueFigures, IssueProgressBar, IssueStateBadge, IssueWhen, usePolling } from './issue-state';
import { draftOf, fieldOfIssueError, ISSUE_FIELD_IDS, type IssueErrors, type IssueField, issueErrorText, sameDraft, validateDraft } from './issue-values';
import { deleteIssue, getIssue, type IssueDraft, listPublishedPosts, type NewsletterIssue, updateIssue } from './issues-api';
import { PostPicker } from './post-picker';

const FIELD_ORDER: IssueField[] = ['subject', 'intro', 'posts'];

export function IssueComposer({ initial }: { initial: NewsletterIssue }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [issue, setIssue] = useState(initial);
  const [values, setValues] = useState<IssueDraft>(() => draftOf(initial));
  // What the server holds, to tell unsaved changes from saved ones.
  const [saved, setSaved] = useState<IssueDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<IssueErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [previewVersion, setPreviewVersion] = useState(0);
  const [deleting, setDeleting] = useState<'ask' | 'busy' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const posts = useLoad('published-posts', listPublishedPosts);

  const editable = issue.state === 'draft' || issue.state === 'scheduled';
  const dirty = editable && !sameDraft(values, saved);
  const allowPath = useRef<string | null>(null);
  const blocker = useUnsavedChanges(dirty, allowPath);

  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  // Sending started from this page: the send controls are gone, so focus moves to the progress.
  const progressRef = useRef<HTMLHeadingElement>(null);
  const stateBefore = useRef(issue.state);
  useEffect(() => {
    if (issue.state === 'sending' && (stateBefore.current === 'draft' || stateBefore.current === 'scheduled')) progressRef.current?.focus();
    stateBefore.current = issue.state;
  }, [issue.state]);

  usePolling(issue.state === 'sending', async (signal) => setIssue(await getIssue(issue.id, signal)));

  const change = (patch: Partial<IssueDraft>) => {
    setValues((v) => ({ ...v, ...patch }));
    const fields = Object.keys(patch).map((k) => (k === 'post_ids' ? 'posts' : k) as IssueField);
    setErrors((e) => (fields.some((f) => f in e) ? Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as IssueField))) : e));
    setTopError(null);
  };

  /** An answer from the server (a save, sending, scheduling): the issue as it is stored now. */
  const accept = (next: NewsletterIssue) => {
    setIssue(next);
    setPreviewVersion((n) => n + 1);
  };

  // The values being saved, so a second press while one runs waits for it instead of racing it.
  const saving = useRef<Promise<boolean> | null>(null);
  const latest = useRef(values);
  latest.current = values;

  const save = (): Promise<boolean> => {
    if (saving.current) return saving.current;
    const draft = latest.current;
    const problems = validateDraft(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setTopError(null);
      setSaveState({ kind: 'idle' });
      setSummaryFocus((n) => n + 1);
      return Promise.resolve(false);
    }
    setSaveState({ kind: 'saving' });
    const run = (async () => {
      try {
        const row = await updateIssue(issue.id, { subject: draft.subject.trim(), intro: draft.intro, post_ids: draft.post_ids });
        setSaved(draft);
        accept(row);
        setTopError(null);
        setSaveState({ kind: 'saved', at: new Date() });
        return true;
      } catch (err) {
        const field = fieldOfIssueError(err);
        if (field) setErrors({ [field]: issueErrorText(err) });
        else setTopError(describeError(err));
        setSaveState({ kind: 'error', message: field ? 'see the message beside the field.' : describeError(err), retry: false });
        setSummaryFocus((n) => n + 1);
        return false;
      } finally {
        saving.current = null;
      }
    })();
    saving.current = run;
    return run;
  };

  const ensureSaved = async () => (dirty ? save() : true);

  const remove = async () => {
    setDeleting('busy');
    setDeleteError(null);
    try {
      await deleteIssue(issue.id);
      allowPath.current = '/newsletter';
      notify(`Deleted “${issue.subject || 'Untitled issue'}”.`);
      navigate('/newsletter');
    } catch (err) {
      setDeleteError(describeError(err));
      setDeleting('ask');
    }
  };

  const errorList = FIELD_ORDER.flatMap((f) => (errors[f] ? [[f, errors[f]] as const] : []));

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackToIssues />}
        title={issue.subject || 'Untitled issue'}
        documentTitle={`Issue: ${issue.subject || 'Untitled'}`}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <IssueStateBadge state={issue.state} />
            <span>
              <IssueWhen issue={issue} />
            </span>
          </span>
        }
        actions={
          issue.state === 'draft' && (
            <button type="button" className={smallButtonClass('danger', 'min-h-11 px-5')} onClick={() => setDeleting('ask')}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete draft
            </button>
          )
        }
      />

      {editable && (
        <div className="sticky top-16 z-20 -mx-5 border-y border-line bg-white/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8 lg:top-0 lg:mx-0 lg:rounded-card lg:border lg:px-5 lg:shadow-card">
          <div className="flex items-center justify-between gap-3">
            <SaveStatus state={saveState} dirty={dirty} autosave={false} />
            <Button onClick={() => void save()} disabled={saveState.kind === 'saving'}>
              {issue.state === 'scheduled' ? 'Save changes' : 'Save draft'}
            </Button>
          </div>
        </div>
      )}

      {(errorList.length > 0 || topError) && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-card bg-red-50 p-5 text-red-900 ring-1 ring-red-200 focus:outline-none">
          <h2 className="flex items-center gap-2 text-base font-bold text-red-900">
            <CircleAlert aria-hidden="true" className="size-5" /> {errorList.length === 0 ? 'The issue was not saved' : 'Please fix these before saving'}
          </h2>
          {topError && <p className="mt-2">{topError}</p>}
          {errorList.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {errorList.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${ISSUE_FIELD_IDS[field]}`} className="font-medium underline underline-offset-2">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm">Everything you typed is still here.</p>
        </div>
      )}

      {(issue.state === 'sending' || issue.state === 'sent') && (
        <section aria-labelledby="issue-progress-heading" className={cardClass}>
          <h2 ref={progressRef} tabIndex={-1} id="issue-progress-heading" className="text-lg font-bold focus:outline-none">
            {issue.state === 'sending' ? 'Sending' : 'Sent'}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {issue.state === 'sending'
              ? `Going to ${plural(issue.recipients, 'confirmed subscriber')}. This page updates by itself every few seconds.`
              : `Sent to ${plural(issue.recipients, 'confirmed subscriber')}. It can no longer be changed.`}
          </p>
          <div className="mt-4 space-y-5">
            <IssueProgressBar issue={issue} />
            <IssueFigures issue={issue} />
          </div>
        </section>
      )}

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 xl:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="issue-compose-heading" className={cn('space-y-5', cardClass)}>
            <h2 id="issue-compose-heading" className="text-lg font-bold">
              {editable ? 'Compose' : 'What was sent'}
            </h2>
            <Field
              id={ISSUE_FIELD_IDS.subject}
              label="Subject"
              hint="The email’s subject line, and the heading of the issue."
              counter={{ count: values.subject.length, limit: ISSUE_SUBJECT_MAX_LENGTH }}
              error={errors.subject}
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  value={values.subject}
                  readOnly={!editable}
                  maxLength={ISSUE_SUBJECT_MAX_LENGTH}
                  onChange={(e) => change({ subject: e.target.value })}
                  className={cn(inputClass, 'font-semibold read-only:bg-surface')}
                />
              )}
            </Field>
            <Field
              id={ISSUE_FIELD_IDS.intro}
              label="Introduction"
              hint={
                <>
                  A few words above the posts, in Markdown: a blank line between paragraphs, <code>**bold**</code>, <code>*italic*</code>,{' '}
                  <code>[link text](https://…)</code>, and lines starting with <code>-</code> or <code>1.</code> for a list.
                </>
              }
              counter={{ count: values.intro.length, limit: ISSUE_INTRO_MAX_LENGTH }}
              error={errors.intro}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={9}
                  value={values.intro}
                  readOnly={!editable}
                  maxLength={ISSUE_INTRO_MAX_LENGTH}
                  onChange={(e) => change({ intro: e.target.value })}
                  className={cn(inputClass, 'font-mono text-sm leading-relaxed read-only:bg-surface')}
                />
              )}
            </Field>
          </section>

          <section aria-labelledby="issue-posts-heading" className={cardClass}>
            <h2 id="issue-posts-heading" className="mb-4 text-lg font-bold">
              Posts
            </h2>
            <PostPicker
              id={ISSUE_FIELD_IDS.posts}
              value={values.post_ids}
              onChange={(post_ids) => change({ post_ids })}
              posts={posts}
              readOnly={!editable}
              error={errors.posts}
            />
          </section>

          <IssueArchiveSetting issue={issue} onIssue={setIssue} />
        </div>

        <div className="min-w-0 xl:sticky xl:top-24">
          <IssuePreview issueId={issue.id} version={previewVersion} stale={dirty} />
        </div>
      </div>

      {editable && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <TestSend issue={issue} ensureSaved={ensureSaved} />
          <SendPanel issue={issue} ensureSaved={ensureSaved} onIssue={accept} />
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${issue.subject || 'Untitled issue'}”?`}
        confirmLabel={deleting === 'busy' ? 'Deleting…' : 'Delete draft'}
        busy={deleting === 'busy'}
        error={deleteError}
        onConfirm={() => void remove()}
        onCancel={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
      >
        <p>The draft is gone for good. Nothing has been sent from it.</p>
      </ConfirmDialog>

      <LeaveDialog blocker={blocker} what="this issue" />
    </div>
  );
}
