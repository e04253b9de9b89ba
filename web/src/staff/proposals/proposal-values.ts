/**
 * The proposal form's values as typed, what it starts with for a lead, and how they become the
 * body the Worker reads (shared/pricing/proposal.ts's ProposalBody, checked here the same way),
 * with each problem in words for staff, keyed by the id of the control it belongs to. A site's
 * tasks are read against its type's task library (scope-values.ts), which says where a count is due.
 */
import * as v from 'valibot';
import { FACILITY_TYPES, squareFeetOf } from '../../../../shared/intake/lead-options';
import { MAX_SQUARE_FEET, MIN_SQUARE_FEET } from '../../../../shared/pricing/estimate';
import { type ProposalInput, ProposalBody } from '../../../../shared/pricing/proposal';
import type { LibraryTask } from '../../../../shared/pricing/tasks';
import { companyDay } from '../../../../shared/time/company-time';
import type { Lead } from '../leads/leads-api';
import type { Proposal } from './proposals-api';
import { areaOwner, emptyTask, TASK_FIELDS, type TaskField, type TypedTask, taskBody, taskFieldId, taskProblem, unitOf } from './scope-values';

export interface TypedSite {
  /** Stable for the site's life in the form: React's key and its controls' ids. */
  key: number;
  name: string;
  address: string;
  facility_type: string;
  square_feet: string;
  /** The scope (scope-values.ts), copied from the library of `tasksFrom` and edited from there. */
  tasks: TypedTask[];
  /** The type whose library the tasks were copied from; '' before any was. */
  tasksFrom: string;
  /** Staff changed the tasks: a new type no longer replaces them on its own. */
  tasksEdited: boolean;
  /** The monthly price offered instead of the table's, in dollars as typed; '' offers the table's. */
  monthly: string;
}

/** The task libraries the form has loaded, by facility type. */
export type Libraries = ReadonlyMap<string, readonly LibraryTask[]>;

export interface Typed {
  sites: TypedSite[];
  visits_per_week: string;
  start_date: string;
}

/** The first Monday at least `days` days after today (the company's today), YYYY-MM-DD. */
export function firstMondayAfter(days = 7, now: Date = new Date()): string {
  const [y, m, d] = companyDay(now).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + days));
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

/** Visits a week from the lead's answer on how often, when it says. */
const VISITS_OF_FREQUENCY: Record<string, string> = { daily: '5', 'several-weekly': '3', weekly: '1' };

export const emptySite = (key: number, over: Partial<TypedSite> = {}): TypedSite => ({
  key,
  name: '',
  address: '',
  facility_type: '',
  square_feet: '',
  tasks: [],
  tasksFrom: '',
  tasksEdited: false,
  monthly: '',
  ...over,
});

/** What the form starts with for a lead: its building's address and type when it gave them. */
export function initialTyped(lead: Pick<Lead, 'company' | 'street_address' | 'location' | 'facility_type' | 'frequency'>): Typed {
  return {
    sites: [
      emptySite(0, {
        name: lead.company ?? '',
        address: [lead.street_address, lead.location]
          .map((s) => s?.trim())
          .filter(Boolean)
          .join(', '),
        facility_type: FACILITY_TYPES.some((t) => t.value === lead.facility_type) ? lead.facility_type : '',
      }),
    ],
    visits_per_week: VISITS_OF_FREQUENCY[lead.frequency] ?? '5',
    start_date: firstMondayAfter(),
  };
}

/**
 * What the form starts with for a new version of `from`: its sites with their tasks, counts and
 * adjusted prices, its visits and start, to change and send as version + 1.
 */
export function typedFrom(from: Pick<Proposal, 'sites' | 'lines' | 'visits_per_week' | 'start_date'>): Typed {
  return {
    sites: from.sites.map((site, i) => {
      const line = from.lines[i];
      const adjusted = line && line.computed_cents !== undefined && line.computed_cents !== line.monthly_cents;
      return emptySite(i, {
        name: site.name,
        address: site.address,
        facility_type: site.facility_type,
        square_feet: String(site.square_feet),
        tasks: (site.tasks ?? []).map((t) =>
          emptyTask({ area: t.area, task: t.task, frequency: t.frequency, units: t.units === undefined ? '' : String(t.units) }),
        ),
        tasksFrom: site.facility_type,
        tasksEdited: true,
        monthly: adjusted ? String(line.monthly_cents / 100) : '',
      });
    }),
    visits_per_week: String(from.visits_per_week),
    start_date: from.start_date,
  };
}

export type SiteField = 'name' | 'address' | 'facility_type' | 'square_feet' | 'monthly';
export const siteFieldId = (formId: string, key: number, field: SiteField) => `${formId}-site-${key}-${field}`;
export const visitsId = (formId: string) => `${formId}-visits`;
export const startId = (formId: string) => `${formId}-start`;

/** Whole dollars as typed ("$1,850") in cents; NaN when it is not (the schema then says so). */
const centsOf = (s: string) => {
  const digits = s.replace(/[$,\s]/g, '');
  return /^\d{1,7}$/.test(digits) ? Number(digits) * 100 : Number.NaN;
};

export function bodyOf(leadId: string, typed: Typed, libraries: Libraries = new Map()): Record<string, unknown> {
  return {
    lead_id: leadId,
    sites: typed.sites.map((s) => ({
      name: s.name.trim(),
      address: s.address.trim(),
      facility_type: s.facility_type,
      square_feet: squareFeetOf(s.square_feet),
      ...(s.tasks.length ? { tasks: s.tasks.map((t) => taskBody(t, libraries.get(s.facility_type))) } : {}),
      ...(s.monthly.trim() ? { monthly_cents: centsOf(s.monthly) } : {}),
    })),
    visits_per_week: Number(typed.visits_per_week),
    start_date: typed.start_date,
  };
}

/** Problems in the order of the form, by control id. */
export type Problems = Map<string, string>;

function siteProblem(field: string, site: TypedSite): string {
  switch (field) {
    case 'name':
      return site.name.trim() ? 'Keep the name to 120 characters.' : 'Give the site a name.';
    case 'address':
      return site.address.trim() ? 'Keep the address to 200 characters.' : 'Give the site’s street address.';
    case 'facility_type':
      return 'Choose the type of facility.';
    case 'monthly_cents':
      return 'Give the price offered in whole dollars, or leave it blank to offer the rate table’s.';
    default:
      return site.square_feet.trim()
        ? `Give the square feet as a whole number from ${MIN_SQUARE_FEET.toLocaleString('en-US')} to ${MAX_SQUARE_FEET.toLocaleString('en-US')}.`
        : 'Give the square feet.';
  }
}

const SITE_FIELDS = ['name', 'address', 'facility_type', 'square_feet'] as const;

/** The body ProposalBody accepts, or what is wrong, keyed by control id in the order of the form. */
export function check(formId: string, leadId: string, typed: Typed, libraries: Libraries = new Map()): { body: ProposalInput } | { problems: Problems } {
  const parsed = v.safeParse(ProposalBody, bodyOf(leadId, typed, libraries));
  if (parsed.success) return { body: parsed.output };
  const found = new Map<string, string>();
  for (const issue of parsed.issues) {
    const path = (issue.path ?? []).map((p) => p.key);
    const site = path[0] === 'sites' && typeof path[1] === 'number' ? typed.sites[path[1]] : undefined;
    if (site && path[2] === 'tasks' && typeof path[3] === 'number' && typeof path[4] === 'string') {
      const field = (path[4] === 'unit' ? 'units' : path[4]) as TaskField;
      // A group's area is typed once, at its first task.
      const task = field === 'area' ? areaOwner(site.tasks, path[3]) : site.tasks[path[3]];
      if (task) found.set(taskFieldId(formId, site.key, task.key, field), taskProblem(field, task, unitOf(libraries.get(site.facility_type), task)));
    } else if (site && path[2] === 'monthly_cents') found.set(siteFieldId(formId, site.key, 'monthly'), siteProblem('monthly_cents', site));
    else if (site && typeof path[2] === 'string' && path[2] !== 'tasks')
      found.set(siteFieldId(formId, site.key, path[2] as SiteField), siteProblem(path[2], site));
    else if (path[0] === 'visits_per_week') found.set(visitsId(formId), 'Choose 1 to 7 visits a week.');
    else if (path[0] === 'start_date') found.set(startId(formId), 'Choose the day cleaning starts.');
  }
  // In the order of the form, whatever order the schema found them in.
  const order = [
    ...typed.sites.flatMap((s) => [
      ...SITE_FIELDS.map((f) => siteFieldId(formId, s.key, f)),
      ...s.tasks.flatMap((t) => TASK_FIELDS.map((f) => taskFieldId(formId, s.key, t.key, f))),
      siteFieldId(formId, s.key, 'monthly'),
    ]),
    visitsId(formId),
    startId(formId),
  ];
  const problems: Problems = new Map(order.filter((id) => found.has(id)).map((id) => [id, found.get(id)!]));
  // A problem with no control of its own (more sites than a proposal takes) under no id.
  if (problems.size === 0) problems.set('', parsed.issues[0]?.message ?? 'Check the proposal.');
  return { problems };
}
