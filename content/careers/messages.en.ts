/**
 * The careers pages' words in English (docs/decisions.md D20). messages.es.ts is typed against
 * this object, so a key missing from the Spanish fails `tsc`. Company facts come from site.ts;
 * nothing here promises a perk the company does not state.
 */
import type { EmploymentType, PayUnit, Shift } from '../../shared/careers/careers.ts';
import { SITE } from '../site.ts';

export const careersEn = {
  /** BCP 47 tag for Intl and for <html lang>. */
  intlLocale: 'en-US',
  switchLanguage: 'En español',
  switchLanguageLang: 'es',
  breadcrumb: 'Careers',
  home: 'Home',

  heroEyebrow: 'Careers at Oakbright',
  heroTitle: 'Steady cleaning work with a local crew',
  heroLead: `We are a women-owned company that has cleaned offices, clinics and schools around ${SITE.city} since ${SITE.foundedYear}. We hire people who take pride in a job done right, and we train them well.`,
  heroSeeOpenings: 'See open positions',
  heroCall: `Questions? Call ${SITE.phone}`,

  whyTitle: 'Why work here',
  why: [
    {
      title: 'Women-owned and local',
      text: `Owned and run in ${SITE.city} since ${SITE.foundedYear}. You can reach the owner, and she knows the crews by name.`,
    },
    {
      title: 'Steady crews, steady schedules',
      text: 'The same buildings and the same teammates week after week, on shifts planned ahead, not called in at the last minute.',
    },
    { title: 'Paid training', text: 'New to commercial cleaning? A crew lead shows you the checklist, the products and the equipment, on the clock.' },
    { title: 'Work close to home', text: `Buildings across ${SITE.county}, so we can often place you near where you live.` },
  ],

  openingsTitle: 'Open positions',
  openingsCount: (n: number) => (n === 1 ? '1 open position' : `${n} open positions`),
  filterLegend: 'Filter positions',
  filterTown: 'Town',
  filterShift: 'Shift',
  filterAnyTown: 'All towns',
  filterAnyShift: 'All shifts',
  filterApply: 'Show positions',
  filterClear: 'Clear filters',
  filterNone: 'No open position matches these filters right now.',
  noOpenings: 'We have no open positions right now. Send a general application and we will call you when a spot opens.',
  viewOpening: 'View and apply',

  stepsTitle: 'How hiring works',
  steps: [
    { title: 'Apply in 2 minutes', text: 'Your name, your phone and the shifts you can work. A résumé is welcome but not needed.' },
    { title: 'We call within 2 business days', text: 'A real person from our office calls you to talk about the job and answer your questions.' },
    { title: 'Meet the crew lead', text: 'A short meeting at one of our buildings, so you see the work and the people you would work with.' },
    { title: 'Start', text: 'Paperwork, paid training alongside your crew, and your first shift on the schedule.' },
  ],

  generalTitle: 'Nothing fits right now?',
  generalLead: 'Send a general application. Tell us the town and shifts that suit you, and we will call when something opens.',

  labelPay: 'Pay',
  labelType: 'Type',
  labelShifts: 'Shifts',
  labelTown: 'Location',
  labelPosted: 'Posted',
  payNotStated: 'Discussed at interview',
  descriptionTitle: 'About the job',
  requirementsTitle: 'What you need',
  benefitsTitle: 'What we offer',
  applyTitle: 'Apply for this position',
  applyLead: 'Two minutes, no account. We call you within 2 business days.',
  allOpenings: 'All open positions',
  metaOpeningTitle: (title: string, town: string) => `${title} in ${town}, FL: Job Opening`,
  metaOpeningDescription: (title: string, town: string, pay: string) =>
    `${title} with ${SITE.name} in ${town}, Florida. ${pay}. Apply in 2 minutes; we call you within 2 business days.`,

  filledTitle: 'This position has been filled',
  filledLead: 'Thank you for your interest. This opening is no longer taking applications, but we often have others.',
  filledSeeOpen: 'See open positions',
  metaFilledTitle: 'Position Filled',
  metaFilledDescription: 'This job opening at Oakbright Facility Services has been filled. See the positions open now.',

  thanksTitle: 'Thanks, we have your application',
  thanksLead: 'It reached our office. Here is what happens next.',
  thanksNextTitle: 'What happens next',
  thanksSteps: [
    'We read every application ourselves.',
    'We call you within 2 business days, from our office number.',
    'If the job is a fit, we set up a short meeting with the crew lead.',
  ],
  thanksPhone: `Want to talk sooner? Call us at ${SITE.phone}, ${SITE.hours}.`,
  thanksBack: 'Back to open positions',

  // The same names as the application form's (shift-labels.ts; tests/unit/careers-split.test.ts
  // holds them equal), written here so the catalogue's chunk carries no other module.
  shifts: {
    early_morning: 'Early morning',
    day: 'Daytime',
    evening: 'Evening',
    overnight: 'Overnight',
    weekend: 'Weekends',
  } satisfies Record<Shift, string>,
  employmentTypes: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'Part-time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Temporary',
  } satisfies Record<EmploymentType, string>,
  payUnits: {
    HOUR: 'per hour',
    WEEK: 'per week',
    MONTH: 'per month',
    YEAR: 'per year',
  } satisfies Record<PayUnit, string>,
};

/** The shape every careers catalogue has: messages.es.ts is checked against it. */
export type CareersMessages = typeof careersEn;
