/**
 * Sending a post in review back to its author, from the Review screen or from the editor: a note
 * saying what to change (required; the author reads it at the top of the post in the editor, in
 * their list and by email), then the post is a draft again. A refusal is said in the dialog, and
 * the note typed stays.
 */
import { useId, useState } from 'react';
import type { BlogPost } from '../../../../shared/posts/post';
import { describeError } from '../lib/http';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { inputClass, labelClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { sendBack } from './review-api';

const MAX_NOTE = 2000;

export function SendBackDialog({
  post,
  author,
  onSent,
  onCancel,
}: {
  /** The post to send back; the dialog is open while it is set. */
  post: { id: number; title: string } | null;
  /** Who submitted it, as the dialog names them. */
  author: string | null;
  onSent: (post: BlogPost) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const noteId = useId();

  const close = () => {
    setNote('');
    setError(null);
    onCancel();
  };

  const confirm = async () => {
    if (!post) return;
    if (note.trim() === '') {
      setError('Say what to change: the author reads this note.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const sent = await sendBack(post.id, note.trim());
      notify(`Sent “${post.title}” back to ${author ?? 'its author'}.`);
      setNote('');
      onSent(sent);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={post !== null}
      tone="neutral"
      title={post ? `Send “${post.title}” back?` : 'Send back?'}
      confirmLabel={busy ? 'Sending back…' : 'Send back'}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <p>It becomes a draft again. {author ?? 'The author'} reads your note at the top of the post and by email.</p>
      <label htmlFor={noteId} className={`${labelClass} mt-4`}>
        What to change
      </label>
      <textarea id={noteId} value={note} onChange={(e) => setNote(e.target.value)} rows={4} maxLength={MAX_NOTE} required className={`${inputClass} mt-1.5`} />
    </ConfirmDialog>
  );
}
