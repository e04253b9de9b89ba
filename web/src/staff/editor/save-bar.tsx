/**
 * The bar that stays in view over the editor: the post's state, how its changes stand, a link to
 * it on the site once it is live, and the one button that saves with the chosen status (its
 * label says what pressing it does). An author, who cannot publish, saves drafts and submits a
 * saved draft for review instead; an editor can send a post in review back to its author from here.
 */
import { ClipboardCheck, ExternalLink, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { articleHref } from '../../../../shared/posts/blog-logic';
import type { BlogPost } from '../../../../shared/posts/post';
import { isPublic, postState } from '../../../../shared/posts/post-status';
import { Button } from '../../components/ui/button';
import { describeError } from '../lib/http';
import { submitForReview } from '../review/review-api';
import { SendBackDialog } from '../review/send-back-dialog';
import { useCan } from '../review/use-role';
import { smallButtonClass } from '../ui/buttons';
import { useNotify } from '../ui/notices';
import { StatusBadge } from '../ui/status-badge';
import type { EditorValues } from './editor-state';
import { SaveStatus } from './save-status';
import type { SaveState } from './use-post-save';

function primaryLabel(values: EditorValues, stored: BlogPost | null): string {
  const state = stored ? postState(stored) : 'draft';
  if (values.publish === 'draft') return state === 'draft' ? 'Save draft' : 'Move to drafts';
  if (values.publish === 'now') return state === 'published' ? 'Update' : 'Publish';
  return state === 'scheduled' ? 'Update schedule' : 'Schedule';
}

export function SaveBar({
  values,
  stored,
  saveState,
  dirty,
  autosave,
  onSave,
}: {
  values: EditorValues;
  stored: BlogPost | null;
  saveState: SaveState;
  dirty: boolean;
  autosave: boolean;
  onSave: () => void;
}) {
  const live = stored !== null && isPublic(stored);
  const mayPublish = useCan('posts.publish');
  return (
    <div className="sticky top-16 z-20 -mx-5 border-y border-line bg-white/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8 lg:top-0 lg:mx-0 lg:rounded-card lg:border lg:px-5 lg:shadow-card">
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge state={stored ? postState(stored) : 'draft'} />
          <SaveStatus state={saveState} dirty={dirty} autosave={autosave} />
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {live && stored && (
            <a href={articleHref(stored.slug)} target="_blank" rel="noopener" className={smallButtonClass('quiet', 'min-h-11')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">View on site</span>
            </a>
          )}
          {!mayPublish && stored && postState(stored) === 'draft' && <SubmitButton post={stored} disabled={dirty || saveState.kind === 'saving'} />}
          {mayPublish && stored && postState(stored) === 'review' && <SendBackButton post={stored} disabled={saveState.kind === 'saving'} />}
          <Button
            onClick={onSave}
            disabled={saveState.kind === 'saving'}
            variant={!mayPublish && stored && postState(stored) === 'draft' ? 'secondary' : 'primary'}
          >
            {mayPublish ? primaryLabel(values, stored) : stored && postState(stored) === 'review' ? 'Move to drafts' : 'Save draft'}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Submits the saved draft for review, then goes back to the list, where it shows as in review. */
function SubmitButton({ post, disabled }: { post: BlogPost; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const navigate = useNavigate();
  const submit = async () => {
    setBusy(true);
    try {
      await submitForReview(post.id);
      notify(`Submitted “${post.title}” for review.`);
      navigate('/posts');
    } catch (err) {
      notify(`Could not submit: ${describeError(err)}`, 'error');
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void submit()} disabled={disabled || busy} title={disabled ? 'Save your changes first' : undefined}>
      <ClipboardCheck aria-hidden="true" className="size-5 max-sm:hidden" />
      {busy ? 'Submitting…' : 'Submit for review'}
    </Button>
  );
}

/** Sends the post in review back to its author with a note, then goes to the Review screen. */
function SendBackButton({ post, disabled }: { post: BlogPost; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={disabled}>
        <Undo2 aria-hidden="true" className="size-5 max-sm:hidden" />
        Send back
      </Button>
      <SendBackDialog post={open ? post : null} author={null} onSent={() => navigate('/review')} onCancel={() => setOpen(false)} />
    </>
  );
}
