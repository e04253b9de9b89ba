/**
 * The back office's name plate: the Oakbright mark with "Staff" under the name. One drawing for
 * the navigation (small) and the sign-in screen (large), so the two never drift apart.
 */
import { cn } from '../../lib/cn';

export function StaffMark({ large = false, className }: { large?: boolean; className?: string }) {
  const size = large ? 44 : 36;
  return (
    <span className={cn('flex items-center', large ? 'gap-3' : 'gap-2.5', className)}>
      <img
        src="/images/logo-mark.svg"
        alt=""
        width={size}
        height={size}
        className={large ? 'size-11 rounded-xl bg-white p-0.5' : 'size-9 rounded-lg bg-white p-0.5'}
      />
      <span className="flex flex-col leading-none">
        <span className={cn(large ? 'text-xl' : 'text-lg', 'font-extrabold tracking-tight text-white')}>Oakbright</span>
        <span className="mt-1 text-[0.6875rem] font-semibold tracking-[0.14em] text-brand-200 uppercase">Staff</span>
      </span>
    </span>
  );
}
