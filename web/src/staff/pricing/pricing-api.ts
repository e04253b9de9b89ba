/**
 * The rate table for owners (/staff/api/pricing): every facility type's rates and the factor per
 * visits a week; the task library and the terms template proposals are written from; and the
 * builder's quote (worker/pricing/scope-routes.ts).
 */
import type { PricingRate } from '../../../../shared/pricing/estimate';
import type { ProposalInput } from '../../../../shared/pricing/proposal';
import type { ProposalLine } from '../../../../shared/pricing/proposal-states';
import type { LibraryTask } from '../../../../shared/pricing/tasks';
import { staffJson } from '../lib/http';

export interface RateRow extends PricingRate {
  is_sample: boolean;
  updated_at: string;
  updated_by: string;
}

export interface FactorRow {
  visits_per_week: number;
  factor_bp: number;
  is_sample: boolean;
}

const put = (body: unknown): RequestInit => ({ method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const getPricing = (signal?: AbortSignal) => staffJson<{ rates: RateRow[]; factors: FactorRow[] }>('/pricing', { signal });

export const saveRate = ({ facility_type, ...rate }: PricingRate) => staffJson<RateRow>(`/pricing/rates/${encodeURIComponent(facility_type)}`, put(rate));

export const saveFactor = (visits: number, factor_bp: number) => staffJson<FactorRow>(`/pricing/factors/${visits}`, put({ factor_bp }));

/** One task of a type's library as stored (shared/pricing/tasks.ts LibraryTask, with its row's id). */
export interface TaskRow extends LibraryTask {
  id: string;
  is_sample: boolean;
}

export interface TaskLibrary {
  facility_type: string;
  is_sample: boolean;
  tasks: TaskRow[];
}

/** A type's task library: the Pricing screen edits it, the proposal builder copies it into a site. */
export const getTaskLibrary = (facilityType: string, signal?: AbortSignal) =>
  staffJson<TaskLibrary>(`/pricing/tasks/${encodeURIComponent(facilityType)}`, { signal });

export const saveTaskLibrary = (facilityType: string, tasks: LibraryTask[]) =>
  staffJson<TaskLibrary>(`/pricing/tasks/${encodeURIComponent(facilityType)}`, put({ tasks }));

export interface TermsTemplate {
  terms: string[];
  /** Nobody has saved their own yet: these are the defaults. */
  is_default: boolean;
  updated_at: string | null;
  updated_by: string;
}

export const getTerms = (signal?: AbortSignal) => staffJson<TermsTemplate>('/pricing/terms', { signal });

export const saveTerms = (terms: string[]) => staffJson<TermsTemplate>('/pricing/terms', put({ terms }));

/** What a proposal would be priced at, stored nowhere: the builder's rate-table and offered prices. */
export interface Quote {
  lines: ProposalLine[];
  computed_price_cents: number;
  monthly_price_cents: number;
}

export const quoteProposal = (body: ProposalInput, signal?: AbortSignal) =>
  staffJson<Quote>('/pricing/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
