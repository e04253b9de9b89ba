/** The rate table for owners (/staff/api/pricing): every facility type's rates and the factor per visits a week. */
import type { PricingRate } from '../../../../shared/pricing/estimate';
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
