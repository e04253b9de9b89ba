/** Loading placeholders: softly pulsing bars in the shape of the content on its way. */
import { cn } from '../../lib/cn';

/** `className` sizes and spaces the bar, `shape` rounds it (none: an image's square top), `tone` colours it. */
export function SkeletonBar({
  className,
  shape = 'rounded',
  tone,
}: {
  className: string;
  shape?: 'rounded' | 'rounded-lg' | 'rounded-full' | null;
  tone: string;
}) {
  return <div className={cn(className, 'animate-pulse-soft', shape, tone)} />;
}
