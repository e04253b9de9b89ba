/** A white surface with the site's radius and shadow, the icon tile, and the pieces cards are built from. */
import { icon, type IconComponent } from '../icon';
import { cn } from '../../lib/cn';
import { ButtonLink } from './button';
import { Link } from './link';

const ArrowRight = icon('arrow-right');

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

export interface IconPoint {
  icon: IconComponent;
  title: string;
  text: string;
}

/**
 * Icon tiles, each beside a short title and a line of text: reasons, tools, towns.
 * `card` sets each item on a white card of its own.
 */
export function IconPointList({
  items,
  className,
  card = false,
  tone,
  tileClassName,
  titleClassName = 'text-lg font-bold',
}: {
  items: readonly IconPoint[];
  className: string;
  card?: boolean;
  tone?: 'brand' | 'accent';
  tileClassName?: string;
  titleClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn('flex gap-4', card && 'rounded-card bg-white p-6 shadow-card ring-1 ring-line/70')}>
          <IconTile tone={tone} className={tileClassName}>
            <Icon />
          </IconTile>
          <div>
            <h3 className={titleClassName}>{title}</h3>
            <p className="mt-1 text-[0.9375rem] text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The foot of a service card: a quote request, then a link on to the service (`children` names it). */
export function CardActions({ cta, href, className, children }: { cta: string; href: string; className: string; children: React.ReactNode }) {
  return (
    <div className={cn(className, 'flex flex-wrap items-center gap-x-5 gap-y-2')}>
      <ButtonLink href="/contact">{cta}</ButtonLink>
      <Link to={href} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline">
        {children} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
