/**
 * What can be done to a post from the list: edit, duplicate (a draft copy under a new slug, opened
 * in the editor), view it on the site, unpublish (back to draft) and delete, the last two after a
 * confirmation that names the post. One dialog of each kind serves every row. An author (who
 * cannot publish) is offered Delete only on their own drafts and posts in review, and never
 * Unpublish; the Worker refuses the rest anyway (worker/posts/author-policy.ts).
 */
import { Copy, ExternalLink, Pencil, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { articleHref } from '../../../../shared/posts/blog-logic';
import { postState } from '../../../../shared/posts/post-status';
import { Link } from '../ui/link';
import { describeError } from '../lib/http';
import { ActionMenu, MenuButton, menuItemClass } from '../ui/action-menu';
import { useLoad } from '../lib/use-load';
import { myPosts } from '../review/review-api';
import { useCan } from '../review/use-role';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useNotify } from '../ui/notices';
import { deletePost, duplicatePost, type PostListRow, unpublishPost } from './posts-api';

type Pending = { kind: 'delete' | 'unpublish'; post: PostListRow } | null;

export function usePostActions(onChanged: () => void) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const mayPublish = useCan('posts.publish');
  // The author's own posts, and the latest review step of each (a note when sent back).
  const mine = useLoad(mayPublish ? 'mine-all' : 'mine', (signal) => (mayPublish ? Promise.resolve({ ids: [], steps: [] }) : myPosts(signal)));
  const isMine = (post: PostListRow) => mine.data?.ids.includes(post.id) ?? false;
  const mayDelete = (post: PostListRow) => mayPublish || (isMine(post) && (post.status === 'draft' || post.status === 'review'));
  const sentBack = (post: PostListRow) => {
    const step = mine.data?.steps.find((s) => s.post_id === post.id);
    return step?.step === 'sent_back' && post.status === 'draft' ? step : null;
  };

  const duplicate = async (post: PostListRow) => {
    try {
      const copy = await duplicatePost(post.id);
      notify(`Copied “${post.title}” as a draft.`);
      navigate(`/posts/${copy.id}`);
    } catch (err) {
      notify(`Could not duplicate: ${describeError(err)}`, 'error');
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      if (pending.kind === 'delete') {
        await deletePost(pending.post.id);
        notify(`Deleted “${pending.post.title}”.`);
      } else {
        await unpublishPost(pending.post.id);
        notify(`“${pending.post.title}” is a draft now.`);
      }
      setPending(null);
      onChanged();
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setPending(null);
    setError(null);
  };

  const menu = (post: PostListRow) => {
    const state = postState(post);
    return (
      <ActionMenu label={`Actions for “${post.title}”`}>
        {(close) => (
          <ul>
            <li>
              <Link to={`/posts/${post.id}`} className={menuItemClass}>
                <Pencil aria-hidden="true" /> Edit
              </Link>
            </li>
            <li>
              <MenuButton close={close} onSelect={() => void duplicate(post)}>
                <Copy aria-hidden="true" /> Duplicate
              </MenuButton>
            </li>
            {state === 'published' && (
              <li>
                <a href={articleHref(post.slug)} target="_blank" rel="noopener" className={menuItemClass}>
                  <ExternalLink aria-hidden="true" /> View on site
                </a>
              </li>
            )}
            {mayPublish && state !== 'draft' && state !== 'review' && (
              <li>
                <MenuButton close={close} onSelect={() => setPending({ kind: 'unpublish', post })}>
                  <Undo2 aria-hidden="true" /> Unpublish
                </MenuButton>
              </li>
            )}
            {mayDelete(post) && (
              <li className="mt-1 border-t border-line pt-1">
                <MenuButton close={close} onSelect={() => setPending({ kind: 'delete', post })} danger>
                  <Trash2 aria-hidden="true" /> Delete
                </MenuButton>
              </li>
            )}
          </ul>
        )}
      </ActionMenu>
    );
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={pending ? `Delete “${pending.post.title}”?` : 'Delete post?'}
        confirmLabel={busy ? 'Deleting…' : 'Delete post'}
        busy={busy}
        error={pending?.kind === 'delete' ? error : null}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <p>This removes the post for good; it cannot be undone.</p>
        {pending && postState(pending.post) === 'published' && (
          <p className="mt-2">
            It is live now: <span className="font-semibold text-ink">{articleHref(pending.post.slug)}</span> will answer “not found”.
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'unpublish'}
        tone="neutral"
        title={pending ? `Unpublish “${pending.post.title}”?` : 'Unpublish post?'}
        confirmLabel={busy ? 'Unpublishing…' : 'Unpublish'}
        busy={busy}
        error={pending?.kind === 'unpublish' ? error : null}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <p>
          It becomes a draft: only staff can see it, and <span className="font-semibold text-ink">{pending ? articleHref(pending.post.slug) : ''}</span> answers
          “not found” until you publish it again.
        </p>
      </ConfirmDialog>
    </>
  );

  return { menu, dialogs, isMine, sentBack, mineOnly: !mayPublish };
}
