/**
 * The visit's attribution as a lead form sends it: the landing page and referrer start.tsx kept
 * (attribution.ts), and the campaign parameters of the landing page's query, cut to the lengths
 * the lead schema accepts so that attribution can never make a lead fail.
 */
import { ATTRIBUTION_FIELDS, type AttributionField } from '../../../../shared/leads/lead';
import { POST_READ_KEY } from './attribution';

export function readAttribution(): Partial<Record<AttributionField, string>> {
  try {
    const [landing = '', referrer = ''] = JSON.parse(sessionStorage.getItem('oakbright:landing') ?? '[]') as string[];
    const query = new URL(landing, location.origin).searchParams;
    const fields: Partial<Record<AttributionField, string>> = {
      landing_page: landing.slice(0, 2048),
      referrer: referrer.slice(0, 2048),
      read_post: (sessionStorage.getItem(POST_READ_KEY) ?? '').slice(0, 2048),
    };
    for (const field of ATTRIBUTION_FIELDS) {
      const value = field === 'landing_page' || field === 'referrer' || field === 'read_post' ? null : query.get(field);
      if (value) fields[field] = value.slice(0, 200);
    }
    return fields;
  } catch {
    return {};
  }
}
