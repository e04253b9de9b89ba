/**
 * A list's search field (posts by title, subscribers by address): the labelled input with its
 * magnifier, and the hook that keeps what is typed on screen while handing the list the trimmed
 * text only once typing has paused, so the address (?q=) and the request follow a settled search.
 */
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { useDebounced } from '../lib/use-debounced';
import { inputClass, labelClass } from './field';

const PAUSE_MS = 300;

/** What is typed, from `current` (the search in the address); `apply` gets the trimmed text when it settles on something else. */
export function useSearchText(current: string, apply: (q: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(current);
  const settled = useDebounced(text, PAUSE_MS).trim();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search changes the address
  useEffect(() => {
    if (settled === current) return;
    apply(settled);
  }, [settled]);
  return [text, setText];
}

export function SearchBox({
  id,
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  maxLength?: number;
  /** Classes of the box around the input (its width). */
  className?: string;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={cn('relative mt-1.5', className)}>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={`${inputClass} h-11 pl-10`}
        />
      </div>
    </>
  );
}
