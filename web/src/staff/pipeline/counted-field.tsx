/**
 * A labelled control with a character counter (a note, why a lead was lost): like ui/field.tsx,
 * but the limit is the API's hard one, so going past it is an error staff fix before sending,
 * and nothing they typed is cut off (no maxLength: a pasted text stays whole).
 */
import { cn } from '../../lib/cn';
import { type ControlProps, labelClass } from '../ui/field';

export function CountedField({
  id,
  label,
  hint,
  error,
  count,
  limit,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
  count: number;
  limit: number;
  className?: string;
  children: (props: ControlProps) => React.ReactNode;
}) {
  const over = count > limit;
  const ids = { hint: `${id}-hint`, error: `${id}-error`, count: `${id}-count` };
  const describedBy = [error && ids.error, hint && ids.hint, ids.count].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <span id={ids.count} className={cn('text-xs tabular-nums', over ? 'font-semibold text-red-700' : 'text-muted')}>
          {count.toLocaleString('en-US')} / {limit.toLocaleString('en-US')}
          <span className="sr-only">{over ? ' characters, too long' : ' characters'}</span>
        </span>
      </div>
      <div className="mt-1.5">{children({ id, 'aria-describedby': describedBy, 'aria-invalid': error || over ? true : undefined })}</div>
      {error && (
        <p id={ids.error} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={ids.hint} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
