/**
 * A proposal's scope and adjusted lines (shared/pricing/tasks.ts, shared/pricing/proposal.ts): tasks
 * timed per unit add their minutes to a visit, spread over the visits when done less often; a site's
 * adjusted price is offered with the table's kept beside it; the bodies the API takes (tasks, the
 * override, the library, the terms) refuse what they should; and the sample libraries `npm start`
 * loads cover every facility type and pass the library's own rules.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TASKS } from '../../seed/pricing';
import { FACILITY_TYPES } from '../../shared/intake/lead-options';
import type { PricingRate } from '../../shared/pricing/estimate';
import { computedTotalCents, priceSite, ProposalBody, totalCents } from '../../shared/pricing/proposal';
import { type LibraryTask, MAX_TASKS, TaskLibraryBody, taskMinutesPerVisit, uncountableTasks, unitsText } from '../../shared/pricing/tasks';
import { TermsBody } from '../../shared/pricing/terms-body';

const RATE: PricingRate = {
  facility_type: 'business-offices',
  sqft_per_hour: 3_500,
  labour_cents_per_hour: 2_400,
  supplies_bp: 600,
  margin_bp: 2_000,
  monthly_minimum_cents: 45_000,
  walkthrough_required: false,
};
const SITE = { name: 'Main office', address: '2150 SW College Rd, Ocala, FL 34471', facility_type: 'business-offices', square_feet: 10_000 };

const LIBRARY: LibraryTask[] = [
  { area: 'Offices', task: 'Empty trash and recycling', frequency: 'each visit', unit: '', minutes_per_unit: null },
  { area: 'Restrooms', task: 'Clean and disinfect toilets, urinals and sinks', frequency: 'each visit', unit: 'fixture', minutes_per_unit: 3 },
  { area: 'Entry & lobby', task: 'Clean interior glass', frequency: 'weekly', unit: 'pane', minutes_per_unit: 2 },
];

describe('tasks timed per unit', () => {
  it('add units × minutes to each visit, a weekly or monthly task spread over the visits between', () => {
    const fixtures = { area: 'Restrooms', task: 'Clean and disinfect toilets, urinals and sinks', frequency: 'each visit', units: 12 };
    expect(taskMinutesPerVisit([fixtures], LIBRARY, 5)).toBe(36);
    // 40 panes × 2 minutes once a week, over 5 visits: 16 minutes a visit; at one visit a week, all 80.
    const glass = { area: 'Entry & lobby', task: 'Clean interior glass', frequency: 'weekly', units: 40 };
    expect(taskMinutesPerVisit([glass], LIBRARY, 5)).toBe(16);
    expect(taskMinutesPerVisit([glass], LIBRARY, 1)).toBe(80);
    expect(taskMinutesPerVisit([{ ...glass, frequency: 'monthly' }], LIBRARY, 1)).toBeCloseTo((80 * 12) / 52);
    // Found whatever the spacing or case staff typed; no units, or a task in the square-foot rate, adds nothing.
    expect(taskMinutesPerVisit([{ ...fixtures, area: ' restrooms', task: 'clean and  disinfect toilets, urinals and sinks' }], LIBRARY, 5)).toBe(36);
    expect(
      taskMinutesPerVisit(
        [
          { ...fixtures, units: undefined },
          { area: 'Offices', task: 'Empty trash and recycling', frequency: 'each visit' },
        ],
        LIBRARY,
        5,
      ),
    ).toBe(0);
  });

  it('names a task that counts units its library does not time', () => {
    const bad = { area: 'Offices', task: 'Empty trash and recycling', frequency: 'each visit', units: 4 };
    const handAdded = { area: 'Warehouse', task: 'Sweep the dock', frequency: 'weekly', units: 2 };
    expect(uncountableTasks([bad, handAdded, { ...handAdded, units: undefined }], LIBRARY)).toEqual([bad, handAdded]);
    expect(unitsText(12, 'fixture')).toBe('12 fixtures');
    expect(unitsText(1, 'pane')).toBe('1 pane');
  });

  it('price the line from the hours they add, never under the minimum', () => {
    // 10,000 / 3,500 = 2.857 h, plus 36 minutes of fixtures: 3.457 h a visit, × 5 × 52/12 × $24 × 0.95 × 1.06 ÷ 0.80 = $2,262.87.
    expect(priceSite(SITE, RATE, 5, 9_500, 36)).toEqual({
      site: 'Main office',
      facility_type: 'business-offices',
      square_feet: 10_000,
      hours_per_visit: 3.46,
      visits_per_week: 5,
      monthly_cents: 226_300,
      computed_cents: 226_300,
    });
    // Without tasks, the same as before the library: $1,870.
    expect(priceSite(SITE, RATE, 5, 9_500)).toMatchObject({ hours_per_visit: 2.86, monthly_cents: 187_000, computed_cents: 187_000 });
    expect(priceSite({ ...SITE, square_feet: 600 }, RATE, 5, 9_500, 3)).toMatchObject({ monthly_cents: 45_000, computed_cents: 45_000 });
  });
});

describe('adjusted lines', () => {
  it('offer the staff’s price and keep the table’s; the totals add each', () => {
    const adjusted = priceSite({ ...SITE, monthly_cents: 200_000 }, RATE, 5, 9_500, 36);
    expect(adjusted).toMatchObject({ monthly_cents: 200_000, computed_cents: 226_300 });
    const free = priceSite({ ...SITE, name: 'Kiosk', monthly_cents: 0 }, RATE, 5, 9_500);
    expect(free).toMatchObject({ monthly_cents: 0, computed_cents: 187_000 });
    expect(totalCents([adjusted, free])).toBe(200_000);
    expect(computedTotalCents([adjusted, free])).toBe(413_300);
    // A line written before adjustments offered the table's price.
    expect(computedTotalCents([{ monthly_cents: 98_200 }, adjusted])).toBe(324_500);
  });
});

describe('the bodies the API takes', () => {
  const body = (site: Record<string, unknown>) => ({ lead_id: 'lead-1', sites: [{ ...SITE, ...site }], visits_per_week: 5, start_date: '2027-01-04' });
  const ok = (b: unknown) => v.safeParse(ProposalBody, b).success;
  const task = { area: 'Restrooms', task: 'Clean and disinfect toilets, urinals and sinks', frequency: 'each visit' };

  it('a site takes tasks (units a whole number) and a price adjusted in whole dollars, both optional', () => {
    expect(ok(body({}))).toBe(true);
    expect(ok(body({ tasks: [], monthly_cents: 0 }))).toBe(true);
    expect(ok(body({ tasks: [{ ...task, units: 12 }], monthly_cents: 150_000 }))).toBe(true);
    const trimmed = v.parse(ProposalBody, body({ tasks: [{ ...task, area: '  Restrooms ' }] }));
    expect(trimmed.sites[0]!.tasks).toEqual([task]);
    for (const bad of [
      { tasks: [{ ...task, units: 1.5 }] },
      { tasks: [{ ...task, units: 0 }] },
      { tasks: [{ ...task, units: '12' }] },
      { tasks: [{ ...task, frequency: 'hourly' }] },
      { tasks: [{ ...task, area: '' }] },
      { tasks: [{ ...task, task: 'x'.repeat(161) }] },
      { tasks: [{ ...task, minutes: 3 }] },
      { tasks: Array.from({ length: MAX_TASKS + 1 }, (_, i) => ({ ...task, task: `Task ${i}` })) },
      { monthly_cents: 150_050 },
      { monthly_cents: -100 },
      { monthly_cents: '1500' },
    ]) {
      expect(ok(body(bad)), JSON.stringify(bad).slice(0, 120)).toBe(false);
    }
  });

  it('a library has 1 to 60 tasks, each once, a unit only with its minutes', () => {
    const row = { area: 'Offices', task: 'Dust desks', frequency: 'each visit' };
    const lib = (tasks: unknown[]) => v.safeParse(TaskLibraryBody, { tasks }).success;
    expect(lib([row, { area: 'Restrooms', task: 'Clean fixtures', frequency: 'each visit', unit: 'fixture', minutes_per_unit: 3 }])).toBe(true);
    expect(v.parse(TaskLibraryBody, { tasks: [row] }).tasks[0]).toEqual({ ...row, unit: '', minutes_per_unit: null });
    expect(lib([])).toBe(false);
    expect(lib([row, { ...row, task: 'dust  DESKS' }])).toBe(false);
    expect(lib([{ ...row, unit: 'fixture' }])).toBe(false);
    expect(lib([{ ...row, minutes_per_unit: 3 }])).toBe(false);
    expect(lib([{ ...row, unit: 'fixture', minutes_per_unit: 0 }])).toBe(false);
    expect(lib(Array.from({ length: MAX_TASKS + 1 }, (_, i) => ({ ...row, task: `Task ${i}` })))).toBe(false);
  });

  it('the terms are 1 to 20 paragraphs of 1 to 600 characters', () => {
    const terms = (t: unknown) => v.safeParse(TermsBody, { terms: t }).success;
    expect(terms(['Month to month.'])).toBe(true);
    expect(terms(Array.from({ length: 20 }, () => 'x'.repeat(600)))).toBe(true);
    expect(terms([])).toBe(false);
    expect(terms(Array.from({ length: 21 }, () => 'A term.'))).toBe(false);
    expect(terms(['x'.repeat(601)])).toBe(false);
    expect(terms(['  '])).toBe(false);
    expect(terms('Month to month.')).toBe(false);
  });
});

describe('the sample task libraries', () => {
  it('cover every facility type, pass the library’s rules, and time restroom fixtures and glass per unit', () => {
    expect(Object.keys(SAMPLE_TASKS).sort()).toEqual(FACILITY_TYPES.map((t) => t.value).sort());
    for (const [type, tasks] of Object.entries(SAMPLE_TASKS)) {
      expect(
        v.safeParse(TaskLibraryBody, { tasks }).issues?.map((i) => i.message),
        type,
      ).toBeUndefined();
    }
    const offices = SAMPLE_TASKS['business-offices']!;
    expect(offices.find((t) => t.unit === 'fixture')).toMatchObject({ area: 'Restrooms', minutes_per_unit: 3 });
    expect(offices.find((t) => t.unit === 'pane')).toMatchObject({ minutes_per_unit: 2 });
    expect(new Set(offices.map((t) => t.area))).toEqual(new Set(['Offices', 'Conference rooms', 'Restrooms', 'Break room', 'Entry & lobby', 'Floors']));
  });
});
