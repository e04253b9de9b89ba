/**
 * The offer to bring back changes kept in this tab from an earlier visit (use-rescue-copy.ts):
 * restore them into the form, or discard them.
 */
import { Button } from '../../components/ui/button';
import { formatTime } from '../lib/format';
import type { RescueCopy } from './use-rescue-copy';

export function RescueNotice({ copy, onRestore, onDiscard }: { copy: RescueCopy; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-card bg-brand-50 p-5 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink">
        <strong className="font-semibold">Unsaved changes from {formatTime(new Date(copy.at))}</strong> were kept in this tab (your session ended, or the page
        was closed before they were saved).
      </p>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" onClick={onRestore}>
          Restore changes
        </Button>
        <Button variant="ghost" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
