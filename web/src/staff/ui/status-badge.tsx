/** A post's state as a pill: draft (grey), in review (amber), scheduled (blue), published (green); see shared/posts/post-status.ts. */
import type { PostState } from '../../../../shared/posts/post-status';
import { Badge } from '../../components/ui/badge';

const LOOK: Record<PostState, { label: string; tone: 'neutral' | 'brand' | 'accent' }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  review: { label: 'In review', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'brand' },
  published: { label: 'Published', tone: 'accent' },
};

export function StatusBadge({ state }: { state: PostState }) {
  const { label, tone } = LOOK[state];
  return (
    <Badge tone={tone}>
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${state === 'draft' ? 'bg-muted' : state === 'review' ? 'bg-amber-500' : state === 'scheduled' ? 'bg-brand-600' : 'bg-accent-600'}`}
      />
      {label}
    </Badge>
  );
}
