/** Placeholder cards shown while posts load (six on the list, three in Related Articles). */

export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="post-card-skeleton" className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line/70">
      <div className="aspect-[16/9] w-full animate-pulse-soft bg-brand-100" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="h-4 w-1/2 animate-pulse-soft rounded bg-line" />
        <div className="h-6 w-11/12 animate-pulse-soft rounded bg-line" />
        <div className="h-6 w-2/3 animate-pulse-soft rounded bg-line" />
        <div className="mt-1 h-4 w-full animate-pulse-soft rounded bg-surface" />
        <div className="h-4 w-full animate-pulse-soft rounded bg-surface" />
        <div className="h-4 w-3/4 animate-pulse-soft rounded bg-surface" />
        <div className="mt-auto h-5 w-28 animate-pulse-soft rounded bg-brand-100" />
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
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}
