/**
 * A save refused because someone saved the post after this form loaded it (docs/decisions.md D21):
 * who saved and when (the person themselves, from another tab or window, said as such), what they changed compared with this form, field by field, and the two ways
 * on: take theirs (this form's changes are dropped) or keep mine (saved on top of theirs, as a new
 * revision). Nothing is overwritten until the person chooses.
 */
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { changedFields, FieldDiffs, postText, type PostText } from '../history/field-diff';
import { formatDateTime } from '../lib/format';
import { usePerson } from '../session/session-context';
import type { Revision, Versioned } from './versions-api';

export interface Conflict {
  /** The post as it is now, and its version. */
  theirs: Versioned;
  /** Who saved it last, when known. */
  newest: Revision | null;
}

export function ConflictNotice({
  conflict,
  mine,
  busy,
  onReloadTheirs,
  onKeepMine,
}: {
  conflict: Conflict;
  mine: PostText;
  busy: boolean;
  onReloadTheirs: () => void;
  onKeepMine: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The person must see this before anything else: focus moves here when it appears.
  useEffect(() => ref.current?.focus(), []);
  const me = usePerson();
  const { newest } = conflict;
  // The person's own save from another tab or window is said as such: nobody else is involved.
  const mine_ = newest !== null && me !== null && newest.by_id === me.id;
  const who = newest ? (newest.by_name === 'Staff key (automation)' ? 'An automation (the staff key)' : newest.by_name) : 'Someone else';
  const when = newest ? ` at ${formatDateTime(newest.created_at)}` : '';
  const title = mine_
    ? `Not saved: you saved this post in another tab or window${when}, after this one opened it.`
    : `Not saved: ${who} saved this post${when}, after you opened it.`;
  const changes = changedFields(mine, postText(conflict.theirs.post));
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="conflict-title"
      className="space-y-4 rounded-card bg-amber-50 p-5 ring-1 ring-amber-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 space-y-1">
          <h2 id="conflict-title" className="font-semibold text-ink">
            {title}
          </h2>
          <p className="text-ink">
            {mine_ ? 'The changes in this tab are still here. ' : 'Your changes are still here. '}
            Below is how the saved version differs from this one ({removedLabel} is this tab's, {addedLabel} is the saved one). Choose which to keep.
          </p>
        </div>
      </div>
      <FieldDiffs changes={changes} empty="Their version has the same text as yours: keeping yours changes nothing they wrote." />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onReloadTheirs} disabled={busy}>
          {mine_ ? 'Reload the saved version (discard this tab’s)' : 'Reload theirs (discard mine)'}
        </Button>
        <Button onClick={onKeepMine} disabled={busy}>
          {mine_ ? 'Keep this tab’s (save over it)' : 'Keep mine (save over theirs)'}
        </Button>
      </div>
    </div>
  );
}

const removedLabel = <del className="rounded-sm bg-red-100 text-red-900">struck through</del>;
const addedLabel = <ins className="rounded-sm bg-green-100 text-green-900">underlined</ins>;
