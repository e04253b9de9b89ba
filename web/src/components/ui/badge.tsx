/** Small pill labels: trust badges, categories, chips. */
import type { IconComponent } from '../icon';
import { cn } from '../../lib/cn';

// The tone names are this map's keys.
const TONES = {
  brand: 'bg-brand-100 text-brand-800',
  accent: 'bg-accent-100 text-accent-800',
  neutral: 'bg-surface text-body ring-1 ring-line ring-inset',
  inverse: 'bg-white/10 text-white ring-1 ring-white/25 ring-inset',
};

export function Badge({ tone = 'brand', className, children }: { tone?: keyof typeof TONES; className?: string; children: React.ReactNode }) {
  return <span className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold', TONES[tone], className)}>{children}</span>;
}

/** The accent pill above a page's h1 (home and inner pages): an icon and a short line. */
export function HeroBadge({ icon: Icon, iconClassName, children }: { icon?: IconComponent; iconClassName?: string; children: React.ReactNode }) {
  return (
    <Badge tone="accent">
      {Icon && <Icon aria-hidden="true" className={cn('size-4', iconClassName)} />}
      {children}
    </Badge>
  );
}
