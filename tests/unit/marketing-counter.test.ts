/** The counters' arithmetic (docs/decisions.md D10, P9): 60 steps, 200 ms stagger, exact end, formatting. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_DURATION_MS,
  COUNTER_STEPS,
  COUNTER_THRESHOLD,
  COUNTER_TICK_MS,
  counterDelay,
  counterFrames,
  counterValueAt,
  formatCounter,
  formatCounterNumber,
} from '../../web/src/features/marketing/counter-logic';
import { SATISFACTION, STATS } from '../../content/proof';

describe('counter timing', () => {
  it('runs 60 steps over about two seconds, once half visible', () => {
    expect(COUNTER_STEPS).toBe(60);
    expect(COUNTER_TICK_MS * COUNTER_STEPS).toBeCloseTo(COUNTER_DURATION_MS, 6);
    expect(COUNTER_DURATION_MS).toBe(2000);
    expect(COUNTER_THRESHOLD).toBe(0.5);
  });

  it('staggers each counter by 200 ms times its index', () => {
    expect([0, 1, 2, 3].map(counterDelay)).toEqual([0, 200, 400, 600]);
  });
});

describe('counterValueAt', () => {
  it('starts at 0 and moves target/60 per step', () => {
    expect(counterValueAt(600, 0)).toBe(0);
    expect(counterValueAt(600, -3)).toBe(0);
    expect(counterValueAt(600, 1)).toBe(10);
    expect(counterValueAt(600, 30)).toBe(300);
  });

  it.each([33000, 13, 88, 98, 4.9, 80, 100, 7, 0.1])('ends exactly on %d and never passes it', (target) => {
    const frames = counterFrames(target);
    expect(frames).toHaveLength(COUNTER_STEPS);
    expect(frames.at(-1)).toBe(target);
    expect(counterValueAt(target, COUNTER_STEPS + 5)).toBe(target);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!).toBeGreaterThanOrEqual(frames[i - 1]!);
    expect(Math.max(...frames)).toBe(target);
  });

  it('supports a different step count', () => {
    expect(counterFrames(10, 4)).toEqual([2.5, 5, 7.5, 10]);
  });
});

describe('formatting', () => {
  it('adds thousands separators and rounds intermediate frames down', () => {
    expect(formatCounterNumber(33000)).toBe('33,000');
    expect(formatCounterNumber(32999.99)).toBe('32,999');
    expect(formatCounterNumber(0)).toBe('0');
  });

  it('shows one decimal for decimal counters, never the target early', () => {
    expect(formatCounterNumber(4.9, true)).toBe('4.9');
    expect(formatCounterNumber(4.8999, true)).toBe('4.8');
    expect(formatCounterNumber(0, true)).toBe('0.0');
    // 4.9/60*60 in floating point must still read 4.9.
    expect(formatCounterNumber((4.9 / 60) * 60, true)).toBe('4.9');
  });

  it('matches en-US Intl formatting of the rounded-down value, for any value', () => {
    const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        expect(formatCounterNumber(value)).toBe(integer.format(Math.floor(value + 1e-9)));
        expect(formatCounterNumber(value, true)).toBe(oneDecimal.format(Math.floor(value * 10 + 1e-9) / 10));
      }),
      { numRuns: 2000 },
    );
  });

  it('wraps the number in its prefix and suffix', () => {
    expect(formatCounter(98, { suffix: '%' })).toBe('98%');
    expect(formatCounter(100, { suffix: '+' })).toBe('100+');
    expect(formatCounter(5, { prefix: '$', suffix: 'k' })).toBe('$5k');
  });

  it('shows the site’s stats as docs/decisions.md P9 states them', () => {
    expect(STATS.map((s) => formatCounter(s.target, s))).toEqual(['33,000+', '13+', '88+']);
    expect(SATISFACTION.map((s) => formatCounter(s.target, s))).toEqual(['98%', '4.9', '80%', '100+']);
  });

  it('every frame of every site counter formats without passing the final text', () => {
    for (const stat of [...STATS, ...SATISFACTION]) {
      const final = formatCounter(stat.target, stat);
      const frames = counterFrames(stat.target).map((v) => formatCounter(v, stat));
      expect(frames.at(-1)).toBe(final);
      expect(frames.slice(0, -1)).not.toContain(undefined);
      const numeric = (s: string) => Number(s.replace(/[^0-9.]/g, ''));
      for (const f of frames) expect(numeric(f)).toBeLessThanOrEqual(stat.target);
    }
  });
});
