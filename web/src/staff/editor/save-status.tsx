/**
 * The one line in the save bar that says where the post's changes stand: saving, saved at a
 * time, not saved and why, or waiting for something only the person can fix. It is a live
 * region, so screen readers hear autosaves too.
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { formatTime } from '../lib/format';
import type { SaveState } from './use-post-save';

export function SaveStatus({ state, dirty, autosave }: { state: SaveState; dirty: boolean; autosave: boolean }) {
  let content: React.ReactNode = null;
  if (state.kind === 'saving') {
    content = (
      <>
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> Saving…
      </>
    );
  } else if (state.kind === 'error') {
    content = (
      <span className="inline-flex items-center gap-1.5 font-medium text-red-700">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" /> Not saved: {state.message}
      </span>
    );
  } else if (state.kind === 'waiting' && dirty) {
    content = <span className="text-amber-800">Not saved yet: {state.message}</span>;
  } else if (dirty) {
    content = autosave ? 'Unsaved changes' : 'Unsaved changes: press the button to save';
  } else if (state.kind === 'saved') {
    content = `Saved ${formatTime(state.at)}`;
  } else {
    content = autosave ? 'Drafts save as you type' : 'No changes';
  }
  return (
    <p role="status" className="flex min-h-6 items-center gap-1.5 text-sm text-muted">
      {content}
    </p>
  );
}
