/**
 * Five stars, filled up to the rating, read out as 'Rated N out of 5'. One element, not five
 * icons: the stars are a mask over a two-colour fill (`.stars` in styles/app.css), which keeps
 * six reviews' worth of icon trees out of the home page's first layout.
 */
import { cn } from '../../lib/cn';

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const stars = Math.min(5, Math.max(0, Math.round(rating)));
  return <div role="img" aria-label={`Rated ${stars} out of 5`} data-rating={stars} className={cn('stars', className)} />;
}
