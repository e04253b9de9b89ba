/**
 * A filter bar's controls (the posts' status and category, the leads' status, kind and days):
 * each a label above a select or a date input, all the same height so a row of them lines up.
 * Each reports the new value as text; an empty value means "no filter".
 */
import { inputClass, labelClass } from './field';

const controlClass = `${inputClass} mt-1.5 h-11`;

/** The label above its control. */
function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A day (YYYY-MM-DD); `min` and `max` bound the picker, and an empty one leaves it open. */
export function FilterDate({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={controlClass}
      />
    </FilterField>
  );
}
