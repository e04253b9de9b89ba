/**
 * A post's featured image at its intrinsic 1200x675 size (no layout shift),
 * or a branded placeholder when the post has none. One vector file per image, so no
 * srcset, and so no `sizes` either (HTML allows `sizes` only beside `srcset`).
 */
import { icon } from '../../../components/icon';
import { cn } from '../../../lib/cn';

const Newspaper = icon('newspaper');

export const FEATURED_WIDTH = 1200;
export const FEATURED_HEIGHT = 675;

/** Only site-relative images: the CSP allows nothing else, and a database value is not trusted. */
export function safeImagePath(path: string | null | undefined): string | null {
  return path && /^\/(?![/\\])[^\s"'<>]*$/.test(path) ? path : null;
}

export function FeaturedImage({
  src,
  alt = '',
  priority = false,
  eager = false,
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  /** The page's main image: eager and fetched first. */
  priority?: boolean;
  /** Above the fold: no lazy loading. */
  eager?: boolean;
  className?: string;
}) {
  const path = safeImagePath(src);
  if (!path) {
    return (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is only set with role=img
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-brand-100 to-accent-100', className)}
      >
        <Newspaper aria-hidden="true" className="size-12 text-brand-700/60" />
      </div>
    );
  }
  return (
    <img
      src={path}
      alt={alt}
      width={FEATURED_WIDTH}
      height={FEATURED_HEIGHT}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('aspect-[16/9] h-auto w-full bg-brand-100 object-cover', className)}
    />
  );
}
