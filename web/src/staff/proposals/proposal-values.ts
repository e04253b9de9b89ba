/**
 * The proposal form's values as typed, what it starts with for a lead, and how they become the
 * body the Worker reads (shared/pricing/proposal.ts's ProposalBody, checked here the same way),
 * with each problem in words for staff, keyed by the id of the control it belongs to.
 */
import * as v from 'valibot';
import { FACILITY_TYPES, squareFeetOf } from '../../../../shared/intake/lead-options';
import { MAX_SQUARE_FEET, MIN_SQUARE_FEET } from '../../../../shared/pricing/estimate';
import { type ProposalInput, ProposalBody } from '../../../../shared/pricing/proposal';
import { companyDay } from '../../../../shared/time/company-time';
import type { Lead } from '../leads/leads-api';

export interface TypedSite {
  /** Stable for the site's life in the form: React's key and its controls' ids. */
  key: number;
  name: string;
  address: string;
  facility_type: string;
  square_feet: string;
}

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

export const siteFieldId = (formId: string, key: number, field: keyof Omit<TypedSite, 'key'>) => `${formId}-site-${key}-${field}`;
export const visitsId = (formId: string) => `${formId}-visits`;
export const startId = (formId: string) => `${formId}-start`;

export function bodyOf(leadId: string, typed: Typed): Record<string, unknown> {
  return {
    lead_id: leadId,
    sites: typed.sites.map((s) => ({
      name: s.name.trim(),
      address: s.address.trim(),
      facility_type: s.facility_type,
      square_feet: squareFeetOf(s.square_feet),
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
    default:
      return site.square_feet.trim()
        ? `Give the square feet as a whole number from ${MIN_SQUARE_FEET.toLocaleString('en-US')} to ${MAX_SQUARE_FEET.toLocaleString('en-US')}.`
        : 'Give the square feet.';
  }
}

const SITE_FIELDS = ['name', 'address', 'facility_type', 'square_feet'] as const;

/** The body ProposalBody accepts, or what is wrong, keyed by control id in the order of the form. */
export function check(formId: string, leadId: string, typed: Typed): { body: ProposalInput } | { problems: Problems } {
  const parsed = v.safeParse(ProposalBody, bodyOf(leadId, typed));
  if (parsed.success) return { body: parsed.output };
  const found = new Map<string, string>();
  for (const issue of parsed.issues) {
    const path = (issue.path ?? []).map((p) => p.key);
    if (path[0] === 'sites' && typeof path[1] === 'number' && typeof path[2] === 'string') {
      const site = typed.sites[path[1]];
      if (site) found.set(siteFieldId(formId, site.key, path[2] as (typeof SITE_FIELDS)[number]), siteProblem(path[2], site));
    } else if (path[0] === 'visits_per_week') found.set(visitsId(formId), 'Choose 1 to 7 visits a week.');
    else if (path[0] === 'start_date') found.set(startId(formId), 'Choose the day cleaning starts.');
  }
  // In the order of the form, whatever order the schema found them in.
  const order = [...typed.sites.flatMap((s) => SITE_FIELDS.map((f) => siteFieldId(formId, s.key, f))), visitsId(formId), startId(formId)];
  const problems: Problems = new Map(order.filter((id) => found.has(id)).map((id) => [id, found.get(id)!]));
  // A problem with no control of its own (more sites than a proposal takes) under no id.
  if (problems.size === 0) problems.set('', parsed.issues[0]?.message ?? 'Check the proposal.');
  return { problems };
}
