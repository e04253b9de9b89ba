/**
 * Sample rate table values and scope tasks, marked `is_sample`, which `npm start` loads into empty
 * pricing tables (scripts/lib.mjs) so `/estimate` and proposals work on a fresh machine. They sit within the
 * ranges published for US commercial cleaning (production rates in square feet per labour hour
 * as in ISSA's cleaning-time tables; a loaded Florida labour cost; supplies 5-8 % of labour;
 * margins of 15-25 %). They are not the company's prices: staff replace them on the Pricing
 * screen, and `npm run deploy` never loads them.
 */
import type { PricingRate } from '../shared/pricing/estimate';
import type { LibraryTask } from '../shared/pricing/tasks';

const base = { labour_cents_per_hour: 2_400, supplies_bp: 600, margin_bp: 2_000, monthly_minimum_cents: 45_000, walkthrough_required: false };

export const SAMPLE_RATES: readonly PricingRate[] = [
  { ...base, facility_type: 'business-offices', sqft_per_hour: 3_500 },
  { ...base, facility_type: 'banks-financial', sqft_per_hour: 3_000 },
  { ...base, facility_type: 'auto-dealerships', sqft_per_hour: 4_000 },
  { ...base, facility_type: 'daycare-preschools', sqft_per_hour: 2_200 },
  { ...base, facility_type: 'fitness-centers', sqft_per_hour: 2_500 },
  { ...base, facility_type: 'government-facilities', sqft_per_hour: 3_200 },
  { ...base, facility_type: 'property-management', sqft_per_hour: 3_500 },
  { ...base, facility_type: 'religious-facilities', sqft_per_hour: 4_000 },
  { ...base, facility_type: 'restaurants', sqft_per_hour: 1_800 },
  { ...base, facility_type: 'retail-stores', sqft_per_hour: 3_500 },
  { ...base, facility_type: 'schools-universities', sqft_per_hour: 3_000 },
  // Priced after a walkthrough: infection control, heavy soil and safety rules vary too much by building.
  { ...base, facility_type: 'medical-facilities', sqft_per_hour: 2_000, walkthrough_required: true },
  { ...base, facility_type: 'industrial-manufacturing', sqft_per_hour: 6_000, walkthrough_required: true },
  { ...base, facility_type: 'other', sqft_per_hour: 3_000, walkthrough_required: true },
];

/** Visits a week → factor on each visit's cost (basis points). */
export const SAMPLE_VISIT_FACTORS: Readonly<Record<number, number>> = { 1: 11_500, 2: 10_500, 3: 10_000, 4: 9_700, 5: 9_500, 6: 9_300, 7: 9_200 };

/**
 * Sample scope tasks per facility type (the task library a proposal's scope is copied from): the
 * usual areas of a nightly janitorial scope and how often each task comes round. Most are in the
 * square-foot rate; restroom fixtures (about 3 minutes each to clean and disinfect) and interior
 * glass (about 2 minutes a pane, both sides) are timed per unit, in the range of published
 * cleaning-time tables. Staff replace them type by type on the Pricing screen.
 */
type Row = [area: string, task: string, frequency: string, unit?: string, minutes?: number];
const task = ([area, task, frequency, unit = '', minutes]: Row): LibraryTask => ({ area, task, frequency, unit, minutes_per_unit: minutes ?? null });

const OFFICES: Row[] = [
  ['Offices', 'Empty trash and recycling, replace liners', 'each visit'],
  ['Offices', 'Dust desks, sills and ledges within reach', 'each visit'],
  ['Offices', 'Disinfect door handles, light switches and shared phones', 'each visit'],
  ['Offices', 'High dusting: vents, door frames, tops of cabinets', 'monthly'],
];
const RESTROOMS: Row[] = [
  ['Restrooms', 'Clean and disinfect toilets, urinals and sinks', 'each visit', 'fixture', 3],
  ['Restrooms', 'Refill soap, paper towels and tissue', 'each visit'],
  ['Restrooms', 'Clean mirrors, dispensers and partitions', 'each visit'],
  ['Restrooms', 'Scrub floors and grout, pour water in floor drains', 'weekly'],
];
const BREAK_ROOM: Row[] = [
  ['Break room', 'Wipe counters, tables, chairs and the sink', 'each visit'],
  ['Break room', 'Clean the microwave and appliance fronts', 'each visit'],
  ['Break room', 'Clean out and wipe the refrigerator (with notice to staff)', 'monthly'],
];
const ENTRY: Row[] = [
  ['Entry & lobby', 'Clean entrance door glass and push plates', 'each visit'],
  ['Entry & lobby', 'Clean interior glass: partitions, door lites, display cases', 'weekly', 'pane', 2],
  ['Entry & lobby', 'Vacuum and shake out walk-off mats', 'each visit'],
];
const FLOORS: Row[] = [
  ['Floors', 'Vacuum carpet, edges and corners', 'each visit'],
  ['Floors', 'Dust mop and damp mop hard floors', 'each visit'],
  ['Floors', 'Spot clean carpet stains', 'weekly'],
  ['Floors', 'Machine scrub hard floors', 'monthly'],
];
const GENERAL = [...OFFICES, ...RESTROOMS, ...BREAK_ROOM, ...ENTRY, ...FLOORS];

/** Facility type → its sample library, in the order a proposal lists it. */
export const SAMPLE_TASKS: Readonly<Record<string, readonly LibraryTask[]>> = Object.fromEntries(
  Object.entries({
    'business-offices': [
      ...OFFICES,
      ['Conference rooms', 'Wipe tables, chairs and whiteboards', 'each visit'],
      ...RESTROOMS,
      ...BREAK_ROOM,
      ...ENTRY,
      ...FLOORS,
    ],
    'banks-financial': [
      ['Teller line', 'Disinfect counters, pens, card readers and deal drawers', 'each visit'],
      ['Teller line', 'Clean the ATM vestibule, screen surround and floor', 'each visit'],
      ...OFFICES,
      ...RESTROOMS,
      ...BREAK_ROOM,
      ...ENTRY,
      ...FLOORS,
    ],
    'auto-dealerships': [
      ['Showroom', 'Dust and polish sales desks and displays', 'each visit'],
      ['Showroom', 'Clean showroom window glass, inside', 'weekly', 'pane', 3],
      ['Service waiting area', 'Wipe chairs, tables and the coffee station', 'each visit'],
      ...OFFICES,
      ...RESTROOMS,
      ...BREAK_ROOM,
      ...FLOORS,
      ['Floors', 'Degrease the service drive walkway', 'weekly'],
    ],
    'daycare-preschools': [
      ['Classrooms', 'Disinfect tables, chairs and high-touch surfaces', 'each visit'],
      ['Classrooms', 'Sanitize toys staff set out, air dry', 'weekly'],
      ['Nap room', 'Wipe cots and mats', 'each visit'],
      ...RESTROOMS,
      ['Restrooms', 'Clean and disinfect changing tables', 'each visit', 'changing table', 4],
      ...BREAK_ROOM,
      ...ENTRY,
      ...FLOORS,
    ],
    'fitness-centers': [
      ['Workout floor', 'Disinfect equipment touch points: grips, seats, consoles', 'each visit'],
      ['Workout floor', 'Clean mirrors', 'each visit'],
      ['Locker rooms', 'Clean and disinfect showers', 'each visit', 'shower', 6],
      ['Locker rooms', 'Wipe benches and locker fronts', 'each visit'],
      ...RESTROOMS,
      ...ENTRY,
      ...FLOORS,
    ],
    'government-facilities': [['Public counters', 'Disinfect counters, kiosks and pens', 'each visit'], ...GENERAL],
    'industrial-manufacturing': [
      ...OFFICES,
      ['Locker rooms', 'Wipe benches and locker fronts', 'each visit'],
      ...RESTROOMS,
      ...BREAK_ROOM,
      ['Floors', 'Sweep and damp mop office and break room floors', 'each visit'],
      ['Floors', 'Scrub marked walkways on the production floor', 'weekly'],
    ],
    'medical-facilities': [
      ['Exam rooms', 'Disinfect exam tables, counters and chairs (EPA-registered disinfectant)', 'each visit'],
      ['Exam rooms', 'Empty regular trash (not regulated medical waste)', 'each visit'],
      ['Waiting room', 'Disinfect chairs, armrests and the check-in counter', 'each visit'],
      ...OFFICES,
      ...RESTROOMS,
      ...BREAK_ROOM,
      ...FLOORS,
    ],
    'property-management': [
      ['Common areas', 'Vacuum hallways and stair treads', 'each visit'],
      ['Common areas', 'Wipe handrails, elevator panels and mailboxes', 'each visit'],
      ...RESTROOMS,
      ...ENTRY,
      ...FLOORS,
    ],
    'religious-facilities': [
      ['Sanctuary', 'Dust pews and chairs, tidy books and racks', 'each visit'],
      ['Classrooms', 'Wipe tables and chairs, empty trash', 'each visit'],
      ['Fellowship hall', 'Wipe tables, counters and the kitchen sink', 'each visit'],
      ...RESTROOMS,
      ...ENTRY,
      ...FLOORS,
    ],
    restaurants: [
      ['Dining room', 'Wipe chairs, booths and table bases', 'each visit'],
      ['Dining room', 'Clean high chairs and booster seats', 'each visit'],
      ['Dining room', 'Dust light fixtures, vents and decor', 'monthly'],
      ...RESTROOMS,
      ...ENTRY,
      ['Floors', 'Sweep and mop dining room floors', 'each visit'],
      ['Floors', 'Degrease and scrub kitchen floors to the drains', 'each visit'],
    ],
    'retail-stores': [
      ['Sales floor', 'Dust shelving and displays within reach', 'each visit'],
      ['Sales floor', 'Clean checkout counters and card readers', 'each visit'],
      ['Fitting rooms', 'Clean mirrors, benches and hooks', 'each visit'],
      ...RESTROOMS,
      ...BREAK_ROOM,
      ...ENTRY,
      ...FLOORS,
    ],
    'schools-universities': [
      ['Classrooms', 'Empty trash, wipe desks and whiteboards', 'each visit'],
      ['Classrooms', 'Disinfect door handles, light switches and shared devices', 'each visit'],
      ...OFFICES,
      ...RESTROOMS,
      ...BREAK_ROOM,
      ...ENTRY,
      ...FLOORS,
    ],
    other: GENERAL,
  } satisfies Record<string, Row[]>).map(([type, rows]) => [type, rows.map(task)]),
);

const sqlValue = (v: string | number | boolean | null) =>
  v === null ? 'NULL' : typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : typeof v === 'boolean' ? (v ? '1' : '0') : String(v);

/** INSERTs of the samples, each skipped where a row exists (staff's own values are never overwritten). */
export function samplePricingSql(): string {
  const rates = SAMPLE_RATES.map(
    (r) =>
      `INSERT OR IGNORE INTO pricing_rates (facility_type, sqft_per_hour, labour_cents_per_hour, supplies_bp, margin_bp, monthly_minimum_cents, walkthrough_required, is_sample, updated_by) VALUES (${[
        r.facility_type,
        r.sqft_per_hour,
        r.labour_cents_per_hour,
        r.supplies_bp,
        r.margin_bp,
        r.monthly_minimum_cents,
        r.walkthrough_required,
        true,
        'Sample values',
      ]
        .map(sqlValue)
        .join(', ')});`,
  );
  const factors = Object.entries(SAMPLE_VISIT_FACTORS).map(
    ([visits, factor]) => `INSERT OR IGNORE INTO pricing_visit_factors (visits_per_week, factor_bp, is_sample) VALUES (${visits}, ${factor}, 1);`,
  );
  return [...rates, ...factors, ...sampleTasksSql()].join('\n');
}

/** One INSERT per facility type, made only while the type has no task at all (a library staff saved is never touched). */
function sampleTasksSql(): string[] {
  return Object.entries(SAMPLE_TASKS).map(([type, tasks]) => {
    const rows = tasks.map(
      (t, i) => `(${[`sample-${type}-${i + 1}`, type, t.area, t.task, t.frequency, t.unit, t.minutes_per_unit, i + 1, true].map(sqlValue).join(', ')})`,
    );
    return `INSERT INTO pricing_tasks (id, facility_type, area, task, frequency, unit, minutes_per_unit, sort, is_sample) SELECT * FROM (VALUES ${rows.join(', ')}) WHERE NOT EXISTS (SELECT 1 FROM pricing_tasks WHERE facility_type = ${sqlValue(type)});`;
  });
}
