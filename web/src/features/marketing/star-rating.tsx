/** Five stars, filled up to the rating, read out as 'Rated N out of 5'. */
import { Star } from '../../components/icons';
import { cn } from '../../lib/cn';

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className={cn('flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn('size-5', n <= rating ? 'fill-sun text-sun' : 'fill-line text-line')} />
      ))}
    </div>
  );
}
