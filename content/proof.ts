/**
 * What the marketing pages show as proof and answers: the counters, what clients say, their
 * wordmarks and the common questions. Apart from the company's facts (site.ts), which every page's
 * header and footer carry: these travel only with the sections that show them.
 */

export interface StatCounter {
  target: number;
  label: string;
  suffix?: string;
  prefix?: string;
  decimal?: boolean;
}

/** 'Why Work With …' block on the home page. */
export const STATS: readonly StatCounter[] = [
  { target: 33000, label: 'Square feet serviced monthly', suffix: '+' },
  { target: 13, label: 'Years of facility management experience', suffix: '+' },
  { target: 88, label: 'Acres mowed monthly', suffix: '+' },
];

/** Satisfaction metrics beside the testimonials. */
export const SATISFACTION: readonly StatCounter[] = [
  { target: 98, label: 'Customer satisfaction', suffix: '%' },
  { target: 4.9, label: 'Average rating', decimal: true },
  { target: 80, label: 'Client retention', suffix: '%' },
  { target: 100, label: 'Projects completed', suffix: '+' },
];

export interface Testimonial {
  name: string;
  title: string;
  company: string;
  rating: number;
  text: string;
  initials: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Dana Whitfield',
    title: 'Practice Manager',
    company: 'Pinecrest Family Medicine',
    rating: 5,
    text: 'They follow our infection-control checklist to the letter. Exam rooms are turned over the same way every night, and I have not had to chase a single missed task in two years.',
    initials: 'DW',
  },
  {
    name: 'Marcus Lee',
    title: 'Operations Director',
    company: 'Silver Run Logistics',
    rating: 5,
    text: 'Our warehouse floors and break rooms take a beating. Oakbright built a schedule around our three shifts and the scrubbing happens without slowing a single truck.',
    initials: 'ML',
  },
  {
    name: 'Angela Ruiz',
    title: 'Property Manager',
    company: 'Brick City Commons',
    rating: 5,
    text: 'One call covers janitorial, power washing and the landscaping for four buildings. Tenants noticed the sidewalks first. Complaints dropped within a month.',
    initials: 'AR',
  },
  {
    name: 'Pastor James Holloway',
    title: 'Facilities Chair',
    company: 'Grace Fellowship Ocala',
    rating: 5,
    text: 'Saturday-night cleaning so the sanctuary is spotless Sunday morning, every week, for a fair price. The crew treats the building like it is their own.',
    initials: 'JH',
  },
  {
    name: 'Tricia Nguyen',
    title: 'Owner',
    company: 'Magnolia Kids Academy',
    rating: 5,
    text: 'Child-safe products, background-checked staff and a daily sanitizing log our licensing inspector loved. Parents comment on how fresh the classrooms feel.',
    initials: 'TN',
  },
  {
    name: 'Robert Castellano',
    title: 'General Manager',
    company: 'Paddock Auto Group',
    rating: 4,
    text: 'Showroom glass and floors look right every morning before we open. When a storm made a mess of the lot they were out the same afternoon.',
    initials: 'RC',
  },
];

/** Invented client wordmarks for the logo scroll (drawn in /images/logos). */
export const CLIENT_LOGOS = [
  'pinecrest-medical',
  'silver-run-logistics',
  'brick-city-commons',
  'marion-oaks-bank',
  'magnolia-kids',
  'paddock-auto',
  'grace-fellowship',
  'horse-country-fitness',
  'ocala-gateway-offices',
] as const;

export const FAQ = [
  {
    question: 'What areas do you serve?',
    answer:
      'We serve Ocala and all of Marion County, including Belleview, Dunnellon, Silver Springs, Summerfield, Reddick, Citra and Fort McCoy, and nearby communities on request.',
  },
  {
    question: 'Do you offer green cleaning options?',
    answer:
      'Yes. Green cleaning is our default: we use Green Seal and EPA Safer Choice certified products, HEPA-filter vacuums and microfiber systems, and switch to EPA-registered disinfectants only where your facility needs them.',
  },
  {
    question: 'How often should my facility be cleaned?',
    answer:
      'Most offices need nightly or three-times-weekly service; medical, daycare and food-service sites need daily cleaning and disinfection. We set the frequency after a free walkthrough of your building and traffic.',
  },
] as const;
