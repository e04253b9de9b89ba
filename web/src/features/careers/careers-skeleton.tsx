/**
 * The careers pages' loading placeholders (shown only while a client-side navigation fetches the
 * page's data), drawn like components/ui/skeleton.tsx's bars. Not that module itself: the build
 * groups it with the blog's components (build/chunk-groups.ts `blog-kit`), which a careers page
 * would then download whole before anyone touches it.
 */
import { cn } from '../../lib/cn';

/** `className` sizes and spaces the bar, `shape` rounds it, `tone` colours it. */
export function SkeletonBar({ className, shape = 'rounded', tone }: { className: string; shape?: 'rounded' | 'rounded-lg'; tone: string }) {
  return <div className={cn(className, 'animate-pulse-soft', shape, tone)} />;
}
