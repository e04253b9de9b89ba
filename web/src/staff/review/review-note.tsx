/**
 * The editor's note on a post sent back from review, for its author: on the post in the editor and
 * in the posts list. Shown while the post's latest review step is "sent back".
 */
import { MessageSquareText } from 'lucide-react';
import { formatDateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { type ReviewStep, reviewSteps } from './review-api';

export function SentBackNote({ step }: { step: Pick<ReviewStep, 'note' | 'by_name' | 'at'> }) {
  return (
    <div className="flex gap-2 rounded-tile bg-amber-50 p-3 text-sm text-body ring-1 ring-amber-200 ring-inset">
      <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
      <p>
        <span className="font-semibold text-ink">
          Sent back by {step.by_name} on <time dateTime={step.at}>{formatDateTime(step.at)}</time>:
        </span>{' '}
        {step.note}
      </p>
    </div>
  );
}

/** The note of the post's latest step when it was sent back; nothing otherwise (or while loading). */
export function PostReviewNote({ postId }: { postId: number }) {
  const steps = useLoad(`review-steps-${postId}`, (signal) => reviewSteps(postId, signal));
  const latest = steps.data?.[0];
  return latest?.step === 'sent_back' ? <SentBackNote step={latest} /> : null;
}
