/**
 * "Goes live on": the date and time a post is scheduled for, typed in company time
 * (shared/time/company-time.ts) wherever the editor is. The post editor's status field and the Review
 * screen's publish dialog both use it; the value is the datetime-local string, read with
 * `fromLocalInput` (lib/format.ts).
 */
import { cn } from '../../lib/cn';
import { companyTimeLabel } from '../lib/format';
import { inputClass, labelClass } from './field';

export function ScheduleInput({
  id,
  value,
  onChange,
  error,
  warning,
  required = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Said instead of the time zone hint, in amber (the time has passed, and what saving then does). */
  warning?: string;
  required?: boolean;
}) {
  return (
    <div className="mt-4">
      <label htmlFor={id} className={labelClass}>
        Goes live on
      </label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={cn(inputClass, 'mt-1.5')}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className={cn('mt-1.5 text-sm', warning ? 'font-medium text-amber-800' : 'text-muted')}>
        {warning ?? `In ${companyTimeLabel()}, wherever you are.`}
      </p>
    </div>
  );
}
