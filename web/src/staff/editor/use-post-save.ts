/**
 * Saving a post, apart from the form that shows it. A draft (or a post not yet created) saves by
 * itself about two seconds after typing stops, as a draft, whatever status is chosen; the button
 * saves with the chosen status (publish, schedule, back to draft). A public or scheduled post
 * saves only on the button, so a half-finished edit never goes live. Saves run one after another.
 * Nothing typed is lost on an error: it is kept for its field (or for the top of the form) and
 * the form keeps every value.
 *
 * Every save, autosaves included, is based on the version the form last loaded or saved (its
 * ETag, sent as If-Match): when someone else saved the post in between, the save is refused and
 * the conflict is shown (conflict-notice.tsx) until the person reloads theirs or keeps theirs own;
 * autosave waits meanwhile. Never a silent overwrite (docs/decisions.md D21).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlogPost } from '../../../../shared/posts/post';
import { isPublic, postState } from '../../../../shared/posts/post-status';
import { formatDateTime } from '../lib/format';
import { describeError, StaffApiError } from '../lib/http';
import { useNotify } from '../ui/notices';
import type { Conflict } from './conflict-notice';
import {
  apiErrorText,
  autosaveWaitsFor,
  contentColumns,
  type EditorValues,
  type FieldErrors,
  fieldOfApiError,
  sameContent,
  sameStatus,
  statusColumns,
  validate,
  valuesFromPost,
} from './editor-state';
import { createVersioned, EditConflict, newestRevision, readVersioned, saveVersioned, type Versioned } from './versions-api';
import type { SlugCheck } from './slug-field';

const AUTOSAVE_MS = 2000;
/** How long a draft whose autosave lost the connection waits before trying again. */
const RETRY_MS = 15_000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** `retry`: a failure of the connection or the server, not of the post (autosave tries again). */
  | { kind: 'error'; message: string; retry: boolean }
  /** An autosave waiting for something only the person can fix (a title, a free slug). */
  | { kind: 'waiting'; message: string };

export function usePostSave({
  values,
  stored,
  slugCheck,
  onStored,
  onCreated,
  allowPath,
  etag,
  onReload,
}: {
  values: EditorValues;
  /** The version `stored` is (its ETag), null for a new post. */
  etag: string | null;
  /** "Reload theirs": the form takes these values. */
  onReload: (values: EditorValues) => void;
  /** The post as last saved, null until a first save creates it. */
  stored: BlogPost | null;
  slugCheck: SlugCheck;
  /** Every save's answer: the post as it is stored now. */
  onStored: (post: BlogPost) => void;
  /** The first save of a new post: it now has an address of its own. */
  onCreated: (post: BlogPost) => void;
  /** Set to the created post's address, so moving there does not count as leaving. */
  allowPath: React.RefObject<string | null>;
}) {
  const notify = useNotify();
  const [saved, setSaved] = useState<EditorValues>(values);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const version = useRef<string | null>(etag);
  const conflicted = useRef(false);
  conflicted.current = conflict !== null;
  const summaryRef = useRef<HTMLDivElement>(null);
  // Focus moves to the error summary once React has drawn it: an effect after the commit that
  // shows it, not an animation frame that may run before.
  const [summaryFocus, setSummaryFocus] = useState(0);
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  const contentDirty = !sameContent(values, saved);
  const dirty = contentDirty || !sameStatus(values, saved);
  const autosave = stored === null || stored.status === 'draft';

  // The latest of everything, for saves that run after the render that scheduled them.
  const latest = useRef({ values, stored, slugCheck });
  latest.current = { values, stored, slugCheck };
  const chain = useRef<Promise<void>>(Promise.resolve());

  const save = useCallback(
    (mode: 'auto' | 'button') => {
      const run = async () => {
        const { values: v, stored: s, slugCheck: check } = latest.current;
        // Nothing saves by itself while a conflict waits for the person's choice.
        if (mode === 'auto' && conflicted.current) return;
        const problems = validate(v, check === 'taken');
        if (mode === 'auto') {
          const blocking = autosaveWaitsFor(problems);
          if (blocking) {
            setSaveState({ kind: 'waiting', message: blocking });
            return;
          }
        } else {
          setErrors(problems);
          if (Object.keys(problems).length > 0) {
            setTopError(null);
            setSaveState({ kind: 'idle' });
            setSummaryFocus((n) => n + 1);
            return;
          }
        }
        setSaveState({ kind: 'saving' });
        try {
          const columns = contentColumns(v);
          let result: Versioned;
          if (mode === 'auto') {
            result = s
              ? await saveVersioned(s.id, columns, { etag: version.current, autosave: true })
              : await createVersioned({ ...columns, status: 'draft' }, { autosave: true });
          } else {
            const status = statusColumns(v, s);
            result = s ? await saveVersioned(s.id, { ...columns, ...status }, { etag: version.current }) : await createVersioned({ ...columns, ...status });
          }
          const row = result.post;
          version.current = result.etag;
          setConflict(null);
          onStored(row);
          setSaved(mode === 'auto' ? (prev) => ({ ...v, publish: prev.publish, scheduleAt: prev.scheduleAt }) : v);
          setSaveState({ kind: 'saved', at: new Date() });
          if (mode === 'button') {
            setErrors({});
            setTopError(null);
            const state = postState(row);
            notify(
              state === 'published'
                ? s && isPublic(s)
                  ? 'Changes are live.'
                  : 'Published: the post is live.'
                : state === 'scheduled'
                  ? `Scheduled for ${formatDateTime(row.date_published)}.`
                  : 'Draft saved.',
            );
          }
          if (!s) {
            allowPath.current = `/posts/${row.id}`;
            onCreated(row);
          }
        } catch (err) {
          if (err instanceof EditConflict && s) {
            await showConflict(s.id);
            return;
          }
          const message = describeError(err);
          if (err instanceof StaffApiError && err.status >= 400 && err.status < 500 && err.status !== 401) {
            const field = fieldOfApiError(err);
            const text = apiErrorText(err, field);
            if (field) setErrors((e) => ({ ...e, [field]: text }));
            else if (mode === 'button') setTopError(text);
            setSaveState({
              kind: 'error',
              message: field ? `see ${field === 'body' ? 'the body' : `the ${field.replace('_', ' ')} field`}` : text,
              retry: false,
            });
            if (mode === 'button') setSummaryFocus((n) => n + 1);
          } else {
            setSaveState({ kind: 'error', message, retry: !(err instanceof StaffApiError && err.status === 401) });
            if (mode === 'button') setTopError(message);
          }
        }
      };
      /** Loads their version and who saved it, for the conflict notice. */
      const showConflict = async (id: number) => {
        setSaveState({ kind: 'error', message: 'someone else saved this post meanwhile', retry: false });
        try {
          const theirs = await readVersioned(id);
          if (!theirs) {
            setTopError('This post was deleted after you opened it. Your changes are still in the form: copy what you need.');
            return;
          }
          setConflict({ theirs, newest: await newestRevision(id).catch(() => null) });
        } catch (e) {
          setTopError(`Someone else saved this post after you opened it, and their version could not be loaded. ${describeError(e)}`);
        }
      };
      chain.current = chain.current.then(run, run);
      return chain.current;
    },
    [notify, onCreated, onStored, allowPath],
  );

  /** Drops this form's changes and loads the version that was saved meanwhile. */
  const reloadTheirs = useCallback(() => {
    if (!conflict) return;
    const { post, etag: theirs } = conflict.theirs;
    version.current = theirs;
    onStored(post);
    const v = valuesFromPost(post);
    setSaved(v);
    onReload(v);
    setConflict(null);
    setErrors({});
    setTopError(null);
    setSaveState({ kind: 'idle' });
  }, [conflict, onStored, onReload]);

  /** Saves this form's values over the version saved meanwhile (a new revision on top of theirs). */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    version.current = conflict.theirs.etag;
    onStored(conflict.theirs.post);
    latest.current = { ...latest.current, stored: conflict.theirs.post };
    setConflict(null);
    void save('button');
  }, [conflict, onStored, save]);

  // Autosave: a draft's content, once typing has paused (every change of `values` restarts the wait).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` is the trigger, read through `latest`
  useEffect(() => {
    if (!autosave || !contentDirty) return;
    const timer = window.setTimeout(() => void save('auto'), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [values, autosave, contentDirty, save]);

  // A draft whose autosave failed for want of a connection tries again every 15 seconds.
  useEffect(() => {
    if (!autosave || !contentDirty || saveState.kind !== 'error' || !saveState.retry) return;
    const timer = window.setTimeout(() => void save('auto'), RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [autosave, contentDirty, saveState, save]);

  return { save, saveState, dirty, autosave, errors, setErrors, topError, summaryRef, conflict, reloadTheirs, keepMine };
}
