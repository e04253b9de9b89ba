/**
 * The instant estimate in words (shared/pricing/estimate-words.ts) and how its answers fill in the
 * lead form (shared/intake/lead-options.ts leadPrefill): the line a lead keeps, the next steps'
 * addresses, the size and frequency buckets at their edges. And the page stays light: neither
 * /estimate nor its island reaches valibot or the form declaration.
 */
import path from 'node:path';
import { cruise, type IModule } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_LINE_MAX, FACILITY_TYPES, FREQUENCIES, frequencyOf, leadPrefill, SQUARE_FOOTAGE, squareFootageOf } from '../../shared/intake/lead-options';
import type { Estimate } from '../../shared/pricing/estimate';
import { answersOf, asksEstimate, estimateLine, nextStepHref, rangeText, squareFeetOf } from '../../shared/pricing/estimate-words';

const OFFICE = { facility_type: 'business-offices', square_feet: '10,000', visits_per_week: '5' };
const RANGE: Estimate = { walkthrough_required: false, low_cents: 159_000, high_cents: 215_000, period: 'month', hours_per_visit: 2.9 };
const ON_SITE: Estimate = { walkthrough_required: true, low_cents: null, high_cents: null, period: 'month', hours_per_visit: null };

describe('the estimate in words', () => {
  it('says the range a month, and what it was for, as one line a lead keeps', () => {
    expect(rangeText(RANGE)).toBe('$1,590 – $2,150');
    expect(rangeText({ ...RANGE, low_cents: 45_000, high_cents: 45_000 })).toBe('$450');
    expect(estimateLine(OFFICE, RANGE)).toBe('$1,590–$2,150 a month: Business Offices, 10,000 sq ft, 5 visits a week');
    expect(estimateLine({ ...OFFICE, facility_type: 'medical-facilities', visits_per_week: '1' }, ON_SITE)).toBe(
      'Priced at a walkthrough: Medical Facilities, 10,000 sq ft, 1 visit a week',
    );
  });

  it('never writes a line longer than the lead form keeps', () => {
    const longest = FACILITY_TYPES.reduce((a, b) => (b.label.length > a.label.length ? b : a)).value;
    const answers = { facility_type: longest, square_feet: '1000000', visits_per_week: '7' };
    const big: Estimate = { ...RANGE, low_cents: 99_999_999_00, high_cents: 99_999_999_00 + 1 };
    for (const e of [big, ON_SITE]) expect(estimateLine(answers, e).length).toBeLessThanOrEqual(ESTIMATE_LINE_MAX);
  });

  it('reads sizes as people write them, and the answers from an address', () => {
    expect(['12,000', '12 000', '12000'].map(squareFeetOf)).toEqual([12_000, 12_000, 12_000]);
    expect(['', 'twelve', '1.5', '-3', '12345678'].map(squareFeetOf).every(Number.isNaN)).toBe(true);
    expect(answersOf(new URLSearchParams('facility_type=restaurants'))).toEqual({ facility_type: 'restaurants', square_feet: '', visits_per_week: '' });
    expect(asksEstimate(new URLSearchParams('utm_source=x'))).toBe(false);
    expect(asksEstimate(new URLSearchParams('square_feet='))).toBe(true);
  });

  it('carries the answers and the line to a next step, which the lead form reads back', () => {
    const href = nextStepHref('/contact', OFFICE, RANGE);
    expect(href.startsWith('/contact?')).toBe(true);
    const query = new URLSearchParams(href.slice('/contact'.length));
    expect(Object.fromEntries(query)).toEqual({ ...OFFICE, square_feet: '10000', estimate: estimateLine(OFFICE, RANGE) });
    expect(leadPrefill(query.toString())).toEqual({
      facility_type: 'business-offices',
      square_footage: '5k-15k',
      frequency: 'daily',
      estimate: '$1,590–$2,150 a month: Business Offices, 10,000 sq ft, 5 visits a week',
    });
  });
});

describe('the lead form filled in from an estimate', () => {
  it('puts a size in the bucket that holds it, edges included', () => {
    const cases: [number, string][] = [
      [500, 'under-5k'],
      [4_999, 'under-5k'],
      [5_000, '5k-15k'],
      [15_000, '5k-15k'],
      [15_001, '15k-50k'],
      [50_000, '15k-50k'],
      [100_000, '50k-100k'],
      [100_001, 'over-100k'],
      [Number.NaN, ''],
      [0, ''],
    ];
    for (const [feet, bucket] of cases) expect(squareFootageOf(feet), String(feet)).toBe(bucket);
    const buckets = SQUARE_FOOTAGE.map((o) => o.value);
    for (const [, bucket] of cases) if (bucket) expect(buckets).toContain(bucket);
  });

  it('reads visits a week as how often', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 0, 8, Number.NaN].map(frequencyOf)).toEqual([
      'weekly',
      'several-weekly',
      'several-weekly',
      'several-weekly',
      'daily',
      'daily',
      'daily',
      '',
      '',
      '',
    ]);
    const frequencies = FREQUENCIES.map((o) => o.value);
    for (const f of ['weekly', 'several-weekly', 'daily']) expect(frequencies).toContain(f);
  });

  it('leaves out what it cannot read, and a line too long to keep', () => {
    expect(leadPrefill('')).toEqual({});
    expect(leadPrefill('?topic=franchising')).toEqual({});
    expect(leadPrefill('?facility_type=spaceport&square_feet=lots&visits_per_week=9')).toEqual({});
    expect(leadPrefill(`?estimate=${'x'.repeat(ESTIMATE_LINE_MAX + 1)}`)).toEqual({});
    expect(leadPrefill('?estimate=%20one%0Aline%20%20only%20')).toEqual({ estimate: 'one line only' });
  });
});

describe('the /estimate page stays light', () => {
  it('reaches neither valibot nor the form declaration, from the page or its island', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const entries = ['web/src/pages/estimate-page.tsx', 'web/src/features/estimate/estimate-tool.tsx'];
    const result = await cruise(
      entries,
      {
        baseDir: root,
        tsPreCompilationDeps: true,
        doNotFollow: { path: 'node_modules' },
        enhancedResolveOptions: {
          exportsFields: ['exports'],
          conditionNames: ['import', 'browser', 'default', 'types'],
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
        },
      },
      undefined,
    );
    if (typeof result.output === 'string') throw new Error('dependency-cruiser gave no module graph');
    const modules = new Map<string, IModule>(result.output.modules.map((m) => [m.source, m]));
    const erased = new Set(['type-only', 'type-import', 'pre-compilation-only']);
    const reached = new Set<string>();
    const visit = (source: string) => {
      if (reached.has(source)) return;
      reached.add(source);
      for (const dep of modules.get(source)?.dependencies ?? []) if (!dep.dependencyTypes.some((t) => erased.has(t))) visit(dep.resolved);
    };
    for (const entry of entries) visit(entry);
    expect(reached.has('web/src/features/estimate/estimate-tool.tsx')).toBe(true);
    expect([...reached].filter((m) => /node_modules\/valibot|shared\/intake\/(lead-form|form)\.ts$|shared\/pricing\/estimate\.ts$/.test(m))).toEqual([]);
  }, 60_000);
});
