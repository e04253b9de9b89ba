/**
 * Button looks for the back office: the site's own buttons (components/ui/button.tsx) for page
 * actions, plus a compact size for tables and toolbars and a red one for deleting.
 */
import { cn } from '../../lib/cn';

// The tone names are this map's keys.
const SMALL_TONES = {
  ghost: 'bg-white text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50',
  primary: 'bg-accent-600 text-white hover:bg-accent-700',
  danger: 'bg-white text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50',
  quiet: 'text-brand-800 hover:bg-brand-50',
};

/** A compact button (36 px): row actions, filters, the editor toolbar. */
export function smallButtonClass(tone: keyof typeof SMALL_TONES = 'ghost', className?: string): string {
  return cn(
    'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60',
    SMALL_TONES[tone],
    className,
  );
}

/** The confirming button of a destructive dialog. */
export function dangerButtonClass(className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-[0.9375rem] font-semibold text-white transition-colors duration-150 hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
    className,
  );
}
