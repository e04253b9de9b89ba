/** Placeholder cards shown while posts load (six on the list, three in Related Articles). */
import { SkeletonBar } from '../../../components/ui/skeleton';

export function PostCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="post-card-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line/70"
    >
      <SkeletonBar className="aspect-[16/9] w-full" shape={null} tone="bg-brand-100" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <SkeletonBar className="h-4 w-1/2" tone="bg-line" />
        <SkeletonBar className="h-6 w-11/12" tone="bg-line" />
        <SkeletonBar className="h-6 w-2/3" tone="bg-line" />
        <SkeletonBar className="mt-1 h-4 w-full" tone="bg-surface" />
        <SkeletonBar className="h-4 w-full" tone="bg-surface" />
        <SkeletonBar className="h-4 w-3/4" tone="bg-surface" />
        <SkeletonBar className="mt-auto h-5 w-28" tone="bg-brand-100" />
      </div>
    </div>
  );
}

/** A grid of skeleton cards with one polite announcement for assistive technology. */
export function PostCardSkeletonGrid({ count, className, label = 'Loading articles…' }: { count: number; className?: string; label?: string }) {
  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}
