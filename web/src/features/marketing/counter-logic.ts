/**
 * The pure arithmetic of the animated counters (docs/decisions.md D10, P9):
 * 60 equal steps of target/60 over about two seconds, each counter starting
 * 200 ms after the one before, ending exactly on the target.
 */
import type { StatCounter } from '../../../../content/proof';

export const COUNTER_STEPS = 60;
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STAGGER_MS = 200;
/** Share of the block that must be on screen before the count starts. */
export const COUNTER_THRESHOLD = 0.5;

/** Milliseconds between two steps. */
export const COUNTER_TICK_MS = COUNTER_DURATION_MS / COUNTER_STEPS;

/** When the counter at `index` starts, after the block becomes visible. */
export function counterDelay(index: number): number {
  return index * COUNTER_STAGGER_MS;
}

/**
 * The value after `step` of `steps` steps: 0 before the first, target/steps
 * per step, and exactly the target at (and after) the last, so floating-point
 * error can never leave it at 32,999 or push it past the target.
 */
export function counterValueAt(target: number, step: number, steps: number = COUNTER_STEPS): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  return Math.min((target / steps) * step, target);
}

/** Every value the counter shows, from the first step to the last (length = steps). */
export function counterFrames(target: number, steps: number = COUNTER_STEPS): number[] {
  return Array.from({ length: steps }, (_, i) => counterValueAt(target, i + 1, steps));
}

/** '33000' -> '33,000'. By hand, not Intl.NumberFormat: building one loads locale data,
 *  a 30 ms task on a phone when the page's scripts start, for one fixed en-US format. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * The number as shown: thousands separators, one decimal for decimal
 * counters. Rounds down so an intermediate frame never shows the target early.
 */
export function formatCounterNumber(value: number, decimal = false): string {
  if (decimal) {
    const tenths = Math.floor(value * 10 + 1e-9);
    return `${groupThousands(String(Math.trunc(tenths / 10)))}.${Math.abs(tenths % 10)}`;
  }
  return groupThousands(String(Math.floor(value + 1e-9)));
}

/** Prefix, number and suffix: '33,000+', '98%', '4.9'. */
export function formatCounter(value: number, stat: Pick<StatCounter, 'prefix' | 'suffix' | 'decimal'>): string {
  return `${stat.prefix ?? ''}${formatCounterNumber(value, stat.decimal)}${stat.suffix ?? ''}`;
}
