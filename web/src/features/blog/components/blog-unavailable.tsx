/**
 * The blog's outage state (docs/decisions.md P4, P5): the posts cannot be read just now. The
 * retry is a link to this same address, so it works without JavaScript (the edge answers 503
 * with this state); with JavaScript, `onRetry` loads again in place.
 */
import { useLocation } from '../../../app/router';
import { icon } from '../../../components/icon';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const RefreshCw = icon('refresh-cw');

export function BlogUnavailable({
  heading: Heading = 'h2',
  lead,
  onRetry,
  className,
  children,
}: {
  /** h1 where this state is the whole page (an article), h2 inside a page that stays. */
  heading?: 'h1' | 'h2';
  lead: string;
  onRetry: () => void;
  className?: string;
  /** More ways on (buttons) after the retry. */
  children?: React.ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <div className={cn('text-center', className)}>
      <Heading className={cn('font-extrabold tracking-tight text-brand-900', Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-2xl')}>
        Insights are briefly unavailable
      </Heading>
      <p className={cn('mx-auto max-w-xl text-muted', Heading === 'h1' ? 'mt-4 text-lg' : 'mt-2')}>{lead}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={pathname + search}
          className={buttonClass('primary', Heading === 'h1' ? 'lg' : 'md')}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onRetry();
          }}
        >
          <RefreshCw aria-hidden="true" className="size-4" /> Try again
        </a>
        {children}
      </div>
    </div>
  );
}
