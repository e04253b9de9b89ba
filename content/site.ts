/**
 * The company's facts: one place for everything the pages, the structured
 * data and the footer say about who we are, how to reach us and what we claim.
 */

export const SITE = {
  name: 'Oakbright Facility Services',
  shortName: 'Oakbright',
  legalName: 'Oakbright Facility Services LLC',
  tagline: 'Commercial cleaning and facility care for Ocala and Marion County',
  phone: '(800) 470-4432',
  phoneHref: 'tel:+18004704432',
  phoneE164: '+1-800-470-4432',
  email: 'hello@oakbrightservices.com',
  /** Consultation hours, as shown and as schema.org openingHours. */
  hours: 'Mon–Fri 7AM–6PM',
  hoursSchema: 'Mo-Fr 07:00-18:00',
  emergency: '24/7 emergency service',
  city: 'Ocala',
  region: 'FL',
  county: 'Marion County',
  serviceArea: 'Ocala and Marion County, Florida',
  /** Ocala's clock (IANA name): the days and times staff see and filter by (shared/time/company-time.ts). */
  timeZone: 'America/New_York',
  foundedYear: 2012,
  womenOwned: true,
  author: 'Oakbright Facility Services',
} as const;

export const CLAIMS = {
  trustedBy: 'Trusted by 100+ Businesses',
  trustedByOcala: 'Trusted by 100+ Businesses in Ocala',
  clients: '100+ clients',
  googleRating: '4.9/5 on Google',
  bbb: 'BBB A+',
  insured: 'Insured, bonded and background-checked staff',
} as const;

export const CERTIFICATIONS = ['Licensed & Insured', 'OSHA Certified', 'Green Seal Approved', 'EPA Compliant', 'Background Checked'] as const;

/**
 * Social profiles. Icons render only for entries with a URL; empty means
 * the company has not configured that profile.
 */
export const SOCIAL: Readonly<Record<'facebook' | 'linkedin' | 'instagram', string>> = {
  facebook: '',
  linkedin: '',
  instagram: '',
};
