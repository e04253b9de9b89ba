/**
 * A lead's row, and the form's fields of a lead as stored: what the lead schema fills, in one
 * fixed order, so two leads' fields can be compared (a repeat that changed them is delivered again).
 */
import type { Lead } from '../../../shared/lead';
import type { leads } from '../../../shared/schema';

export type LeadRow = typeof leads.$inferSelect;

/** The form's fields of a lead as stored: every column a lead schema field fills ('' where its kind has none). */
export type LeadFields = Pick<
  LeadRow,
  | 'name'
  | 'company'
  | 'email'
  | 'phone'
  | 'facility_type'
  | 'services'
  | 'square_footage'
  | 'frequency'
  | 'location'
  | 'message'
  | 'contact_method'
  | 'preferred_day_1'
  | 'preferred_day_2'
  | 'time_window'
  | 'page'
  | 'landing_page'
  | 'referrer'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'utm_term'
  | 'utm_content'
  | 'gclid'
  | 'fbclid'
  | 'msclkid'
>;

export function leadFields(lead: Lead): LeadFields {
  return {
    name: lead.name,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    facility_type: lead.facility_type,
    services: lead.services,
    square_footage: lead.square_footage,
    frequency: lead.kind === 'walkthrough' ? '' : lead.frequency,
    location: lead.location,
    message: lead.message,
    contact_method: lead.contact_method,
    preferred_day_1: lead.kind === 'walkthrough' ? lead.preferred_day_1 : '',
    preferred_day_2: lead.kind === 'walkthrough' ? lead.preferred_day_2 : '',
    time_window: lead.kind === 'walkthrough' ? lead.time_window : '',
    page: lead.page,
    landing_page: lead.landing_page,
    referrer: lead.referrer,
    utm_source: lead.utm_source,
    utm_medium: lead.utm_medium,
    utm_campaign: lead.utm_campaign,
    utm_term: lead.utm_term,
    utm_content: lead.utm_content,
    gclid: lead.gclid,
    fbclid: lead.fbclid,
    msclkid: lead.msclkid,
  };
}

/** The form's fields of a row, in one fixed order. */
export function pickFields(row: LeadFields): LeadFields {
  const { name, company, email, phone, facility_type, services, square_footage, frequency, location, message, contact_method } = row;
  const { preferred_day_1, preferred_day_2, time_window, page, landing_page, referrer } = row;
  const { utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, msclkid } = row;
  return {
    name,
    company,
    email,
    phone,
    facility_type,
    services,
    square_footage,
    frequency,
    location,
    message,
    contact_method,
    preferred_day_1,
    preferred_day_2,
    time_window,
    page,
    landing_page,
    referrer,
    utm_source,
    utm_medium,
    utm_campaign,
    utm_term,
    utm_content,
    gclid,
    fbclid,
    msclkid,
  };
}
