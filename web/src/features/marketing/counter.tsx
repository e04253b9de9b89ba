/**
 * Animated stat counters. The server (and a visitor without JavaScript) sees
 * the final numbers; in the browser, when motion is allowed, the numbers drop
 * to 0 and count up once the block is half on screen. Each number sits on an
 * invisible copy of its final value, so the layout never moves.
 */
import { useEffect, useRef, useState } from 'react';
import type { StatCounter } from '../../../../content/proof';
import { cn } from '../../lib/cn';
import { COUNTER_STEPS, COUNTER_THRESHOLD, COUNTER_TICK_MS, counterDelay, counterValueAt, formatCounter } from './counter-logic';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Current value of every counter: the targets until the count runs. */
function useCountUp(stats: readonly StatCounter[]) {
  const ref = useRef<HTMLDListElement>(null);
  const [values, setValues] = useState<number[]>(() => stats.map((s) => s.target));

  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const timeouts: ReturnType<typeof setTimeout>[] = [];
    const intervals: ReturnType<typeof setInterval>[] = [];
    let first = true;

    const run = () => {
      setValues(stats.map(() => 0));
      stats.forEach((stat, i) => {
        timeouts.push(
          setTimeout(() => {
            let step = 0;
            const id = setInterval(() => {
              step += 1;
              const value = counterValueAt(stat.target, step);
              setValues((prev) => prev.map((v, j) => (j === i ? value : v)));
              if (step >= COUNTER_STEPS) clearInterval(id);
            }, COUNTER_TICK_MS);
            intervals.push(id);
          }, counterDelay(i)),
        );
      });
    };

    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= COUNTER_THRESHOLD) {
          observer.disconnect();
          run();
        } else if (first) {
          // Not in view yet: start from 0 now, while nobody is looking at it.
          setValues(stats.map(() => 0));
        }
        first = false;
      },
      { threshold: [0, COUNTER_THRESHOLD] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      timeouts.forEach(clearTimeout);
      intervals.forEach(clearInterval);
    };
  }, [stats]);

  return { ref, values };
}

export function CounterGroup({
  stats,
  tone = 'light',
  className,
  numberClassName,
}: {
  stats: readonly StatCounter[];
  tone?: 'light' | 'dark';
  /** Grid classes for the list. */
  className?: string;
  numberClassName?: string;
}) {
  const { ref, values } = useCountUp(stats);
  return (
    <dl ref={ref} className={cn('grid gap-8', className)}>
      {stats.map((stat, i) => {
        const final = formatCounter(stat.target, stat);
        return (
          <div key={stat.label} className="flex flex-col-reverse justify-end">
            <dt className={cn('mt-2 text-base font-medium', tone === 'dark' ? 'text-brand-100' : 'text-muted')}>{stat.label}</dt>
            <dd
              className={cn(
                'text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl',
                tone === 'dark' ? 'text-white' : 'text-brand-800',
                numberClassName,
              )}
            >
              <span className="relative inline-block">
                <span className="invisible">{final}</span>
                <span aria-hidden="true" data-counter="" data-final={final} className="absolute inset-0 whitespace-nowrap">
                  {formatCounter(values[i] ?? stat.target, stat)}
                </span>
              </span>
              <span className="sr-only">{final}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
