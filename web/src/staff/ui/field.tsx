/**
 * A labelled form control with its hint, error and (optionally) a length counter, wired for
 * assistive technology: the control is described by the hint and the error, and marked invalid.
 */
import { useId } from 'react';
import { cn } from '../../lib/cn';

export const inputClass =
  'block w-full rounded-tile border border-line bg-white px-3.5 py-2.5 text-[0.9375rem] text-ink shadow-xs placeholder:text-muted/80 hover:border-brand-200 focus-visible:border-brand-600 aria-[invalid=true]:border-red-600 disabled:bg-surface';

export const labelClass = 'block text-sm font-semibold text-ink';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** A counter beside the label: `count` of about `limit` characters, amber past it. */
function Counter({ id, count, limit }: { id: string; count: number; limit: number }) {
  const over = count > limit;
  return (
    <span id={id} className={cn('text-xs tabular-nums', over ? 'font-semibold text-amber-800' : 'text-muted')}>
      {count} / {limit}
      {over && <span className="sr-only"> characters, longer than search results show</span>}
      {!over && <span className="sr-only"> characters</span>}
    </span>
  );
}

export function Field({
  id: givenId,
  label,
  hint,
  error,
  counter,
  className,
  children,
}: {
  /** A fixed id for the control (an error summary links to it); generated otherwise. */
  id?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
  counter?: { count: number; limit: number };
  className?: string;
  children: (props: ControlProps) => React.ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  const describedBy = [error && errorId, hint && hintId, counter && counterId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {counter && <Counter id={counterId} {...counter} />}
      </div>
      <div className="mt-1.5">{children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}</div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
