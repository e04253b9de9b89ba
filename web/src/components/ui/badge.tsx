/** Small pill labels: trust badges, categories, chips. */
import { cn } from '../../lib/cn';

type Tone = 'brand' | 'accent' | 'neutral' | 'inverse';

const TONES: Record<Tone, string> = {
  brand: 'bg-brand-100 text-brand-800',
  accent: 'bg-accent-100 text-accent-800',
  neutral: 'bg-surface text-body ring-1 ring-line ring-inset',
  inverse: 'bg-white/10 text-white ring-1 ring-white/25 ring-inset',
};

export function Badge({ tone = 'brand', className, children }: { tone?: Tone; className?: string; children: React.ReactNode }) {
  return <span className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold', TONES[tone], className)}>{children}</span>;
}
