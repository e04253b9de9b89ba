/** A white surface with the site's radius and shadow. */
import { cn } from '../../lib/cn';

export function Card({ className, children, as: As = 'div' }: { className?: string; children: React.ReactNode; as?: 'div' | 'article' | 'li' }) {
  return <As className={cn('rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8', className)}>{children}</As>;
}

/** A square tile holding one icon: the site's single icon treatment. */
export function IconTile({ children, tone = 'brand', className }: { children: React.ReactNode; tone?: 'brand' | 'accent' | 'inverse'; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-tile [&>svg]:size-6',
        tone === 'brand' && 'bg-brand-100 text-brand-800',
        tone === 'accent' && 'bg-accent-100 text-accent-700',
        tone === 'inverse' && 'bg-white/10 text-accent-200',
        className,
      )}
    >
      {children}
    </span>
  );
}
