/** What a screen shows while it loads, when it has nothing to show, and when loading failed. */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { Loaded } from '../lib/use-load';

/** A whole-window message before the app's frame exists (checking the session, the API down). */
export function FullPageMessage({ title, busy = false, role, children }: { title: string; busy?: boolean; role?: 'alert'; children?: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface px-5">
      <div className="w-full max-w-md rounded-card bg-white p-8 text-center shadow-card ring-1 ring-line/70" aria-busy={busy || undefined}>
        <img src="/images/logo-mark.svg" alt="" width={40} height={40} className="mx-auto size-10" />
        <h1 className="mt-4 text-xl font-bold" role={role}>
          {title}
        </h1>
        {busy && <LoaderCircle aria-hidden="true" className="mx-auto mt-4 size-6 animate-spin text-brand-700 motion-reduce:animate-none" />}
        {children && <div className="mt-3 text-muted">{children}</div>}
      </div>
    </main>
  );
}

/** Rows on their way: a status line for screen readers and quiet placeholder bars. */
export function LoadingRows({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={i} className="flex items-center gap-4">
            <div className="h-4 flex-1 animate-pulse-soft rounded bg-line" />
            <div className="hidden h-4 w-24 animate-pulse-soft rounded bg-line sm:block" />
            <div className="hidden h-4 w-20 animate-pulse-soft rounded bg-line md:block" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function EmptyState({ title, children, icon }: { title: string; children?: React.ReactNode; icon?: React.ReactNode }) {
  return (
    <div className="rounded-card bg-white px-6 py-14 text-center shadow-card ring-1 ring-line/70">
      {icon && <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-tile bg-brand-100 text-brand-800 [&>svg]:size-6">{icon}</div>}
      <h2 className="text-lg font-bold">{title}</h2>
      {children && <div className="mx-auto mt-2 max-w-md text-muted">{children}</div>}
    </div>
  );
}

export function ErrorState({ message, onRetry, className }: { message: string; onRetry?: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-col items-start gap-4 rounded-card bg-red-50 p-5 ring-1 ring-red-200 sm:flex-row sm:items-center', className)}>
      <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-red-700" />
      <p className="flex-1 text-ink">{message}</p>
      {onRetry && (
        <Button variant="ghost" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/**
 * A loaded list through its states: the failure (with "Try again"), the placeholder rows on the
 * first load, `empty` when the list has nothing, else the list itself. A reload keeps the last
 * list on screen, dimmed, and the region says it is busy until the new one arrives.
 */
export function ListStates<T>({
  list,
  noun,
  invalid,
  isEmpty,
  empty,
  children,
}: {
  list: Loaded<T>;
  /** What the list holds, plural ("leads"), for the loading and failure messages. */
  noun: string;
  /** A reason the list cannot be asked for at all (filters that contradict each other), shown instead of it. */
  invalid?: string | null;
  isEmpty: (data: T) => boolean;
  empty: React.ReactNode;
  children: (data: T) => React.ReactNode;
}) {
  const { data, loading, error, reload } = list;
  return (
    <div aria-busy={loading || undefined}>
      {invalid ? (
        <ErrorState message={invalid} />
      ) : error ? (
        <ErrorState message={`The ${noun} could not be loaded. ${error}`} onRetry={reload} />
      ) : data === undefined ? (
        <LoadingRows label={`Loading ${noun}…`} />
      ) : isEmpty(data) ? (
        empty
      ) : (
        <div className={loading ? 'opacity-60 transition-opacity' : undefined}>{children(data)}</div>
      )}
    </div>
  );
}

/** Why a form's save was refused, under the form; nothing when there is no problem. Announced as it appears. */
export function FormProblem({ problem, className }: { problem: string | null; className?: string }) {
  if (!problem) return null;
  return (
    <p role="alert" className={cn('rounded-tile bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset', className)}>
      {problem}
    </p>
  );
}
