/**
 * When the post is public: a draft (staff only), published now, or scheduled for a date and time
 * (a published post dated later goes live by itself then; shared/posts/post-status.ts). An author (who
 * cannot publish) sees where the post stands in review instead (an editor's note when it was sent
 * back is at the top of the editor: post-editor.tsx).
 */
import { useEffect, useId } from 'react';
import type { BlogPost } from '../../../../shared/posts/post';
import { isPublic, postState } from '../../../../shared/posts/post-status';
import { cn } from '../../lib/cn';
import { formatDateTime, fromLocalInput } from '../lib/format';
import { useCan } from '../review/use-role';
import { labelClass } from '../ui/field';
import { ScheduleInput } from '../ui/schedule-input';
import type { EditorValues, Publish } from './editor-state';

export function StatusField({
  values,
  stored,
  error,
  onChange,
}: {
  values: Pick<EditorValues, 'publish' | 'scheduleAt'>;
  stored: BlogPost | null;
  error?: string;
  onChange: (change: Partial<Pick<EditorValues, 'publish' | 'scheduleAt'>>) => void;
}) {
  const id = useId();
  const mayPublish = useCan('posts.publish');
  // An author's save never publishes: a post opened as published or scheduled is saved as a draft.
  useEffect(() => {
    if (!mayPublish && values.publish !== 'draft') onChange({ publish: 'draft' });
  }, [mayPublish, values.publish, onChange]);
  if (!mayPublish) return <AuthorStatus stored={stored} />;
  const live = stored !== null && isPublic(stored);
  const options: { value: Publish; label: string; hint: string }[] = [
    { value: 'draft', label: 'Draft', hint: live ? 'Takes the post off the site; only staff see it.' : 'Only staff see it. Drafts save as you type.' },
    {
      value: 'now',
      label: live ? 'Published' : 'Publish now',
      hint: live && stored ? `Live since ${formatDateTime(stored.date_published)}.` : 'Goes live on the site when you press Publish.',
    },
    { value: 'schedule', label: 'Schedule', hint: 'Goes live by itself at the date and time you choose.' },
  ];
  const scheduled = fromLocalInput(values.scheduleAt);
  const past = values.publish === 'schedule' && scheduled !== null && Date.parse(scheduled) <= Date.now();
  return (
    <fieldset>
      <legend className={labelClass}>Status</legend>
      {stored && postState(stored) === 'review' && <p className="mt-1 text-sm text-body">Submitted for review: publish it, or send it back with a note.</p>}
      <div className="mt-2 space-y-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-tile p-3 ring-1 ring-line ring-inset hover:bg-brand-50/60',
              values.publish === o.value && 'bg-brand-50 ring-2 ring-brand-600',
            )}
          >
            <input
              type="radio"
              name={`${id}-publish`}
              value={o.value}
              checked={values.publish === o.value}
              onChange={() => onChange({ publish: o.value })}
              aria-describedby={`${id}-${o.value}-hint`}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block text-[0.9375rem] font-semibold text-ink">{o.label}</span>
              <span id={`${id}-${o.value}-hint`} className="block text-sm text-muted">
                {o.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {values.publish === 'schedule' && (
        <ScheduleInput
          id={`${id}-at`}
          value={values.scheduleAt}
          onChange={(scheduleAt) => onChange({ scheduleAt })}
          error={error}
          warning={past ? 'This time has passed: the post goes live as soon as you save, dated then.' : undefined}
        />
      )}
    </fieldset>
  );
}

function AuthorStatus({ stored }: { stored: BlogPost | null }) {
  const state = stored ? postState(stored) : 'draft';
  return (
    <div>
      <p className={labelClass}>Status</p>
      <p className="mt-1 text-sm text-body">
        {state === 'review'
          ? 'Submitted for review: editors have an email about it; one publishes it or sends it back with a note, and you hear which by email. Saving it with the button takes it back to drafts.'
          : 'A draft: only staff see it. When it is ready, submit it for review and an editor publishes it.'}
      </p>
    </div>
  );
}
