/**
 * The route manifest: the route table (route-table.ts) with each page's title and
 * description. The worker (meta tags, sitemap, status codes) reads this file and
 * the web app the table under it, so they cannot disagree about a page.
 */
import {
  INDUSTRIES as INDUSTRY_REFS,
  ROUTE_TABLE,
  SERVICES as SERVICE_REFS,
  matchRoute as matchRouteEntry,
  topicSlug,
  type RouteEntry,
  type RouteMatch,
  type TopicRef,
} from './route-table.ts';

export * from './route-table.ts';

/** A page's head copy. For a page route the title is the full <title>; for a topic, its name part. */
interface Copy {
  title: string;
  description: string;
}

export interface PageRoute extends RouteEntry, Copy {}

export interface TopicEntry extends TopicRef, Copy {}

const BRAND = 'Oakbright Facility Services';

const SERVICE_COPY: Readonly<Record<string, Copy>> = {
  'janitorial-services': {
    title: 'Commercial Janitorial Services in Ocala, FL',
    description:
      'Nightly and weekly janitorial cleaning for Ocala offices, clinics and facilities: restrooms, break rooms, floors, trash and high-touch disinfection by insured, background-checked crews.',
  },
  'green-cleaning': {
    title: 'Green Cleaning Services in Ocala, FL',
    description:
      'Eco-friendly commercial cleaning in Marion County with Green Seal and Safer Choice products, HEPA vacuums and microfiber: healthier air, less waste, the same spotless result.',
  },
  'power-washing': {
    title: 'Commercial Power Washing & Soft Washing in Ocala, FL',
    description:
      'Pressure washing and soft washing for storefronts, sidewalks, parking areas, dumpster pads and building exteriors across Ocala and Marion County.',
  },
  'landscaping': {
    title: 'Commercial Landscaping & Grounds Maintenance in Ocala, FL',
    description:
      'Mowing, edging, trimming, mulching and seasonal care for commercial properties in Marion County: 88 acres maintained every month.',
  },
  'floor-care': {
    title: 'Commercial Floor Care: Strip, Wax, Buff & Carpet Cleaning in Ocala',
    description:
      'VCT strip and wax, burnishing, tile and grout, sealed concrete and carpet extraction for Ocala businesses, scheduled around your hours.',
  },
  'window-cleaning': {
    title: 'Commercial Window Cleaning in Ocala, FL',
    description:
      'Streak-free interior and exterior window and glass cleaning for storefronts, offices and showrooms in Ocala and Marion County.',
  },
};

const INDUSTRY_COPY: Readonly<Record<string, Copy>> = {
  'auto-dealerships': {
    title: 'Auto Dealership Cleaning in Ocala, FL',
    description:
      'Showroom floors, glass, service bays and customer lounges kept sale-ready for Marion County dealerships, before the doors open.',
  },
  'banks-financial': {
    title: 'Bank & Financial Office Cleaning in Ocala, FL',
    description:
      'Discreet, security-aware cleaning for bank branches, credit unions and financial offices in Ocala, by bonded, background-checked staff.',
  },
  'business-offices': {
    title: 'Office Cleaning Services in Ocala, FL',
    description:
      'Reliable nightly office cleaning in Ocala: desks, kitchens, restrooms, floors and trash, with a checklist and a supervisor who checks it.',
  },
  'daycare-preschools': {
    title: 'Daycare & Preschool Cleaning in Ocala, FL',
    description:
      'Child-safe cleaning and sanitizing for Marion County daycares and preschools: toys, mats, restrooms and kitchens, logged for licensing inspections.',
  },
  'fitness-centers': {
    title: 'Gym & Fitness Center Cleaning in Ocala, FL',
    description:
      'Equipment disinfection, locker rooms, showers and rubber floors for Ocala gyms and studios, on a schedule that fits early and late hours.',
  },
  'government-facilities': {
    title: 'Government Facility Cleaning in Marion County, FL',
    description:
      'Compliant, documented cleaning for municipal and county buildings in Marion County, with background-checked crews and clear reporting.',
  },
  'industrial-manufacturing': {
    title: 'Industrial & Manufacturing Facility Cleaning in Ocala, FL',
    description:
      'Warehouse, plant and distribution-center cleaning in Ocala: floor scrubbing, break rooms, restrooms and offices, planned around every shift.',
  },
  'medical-facilities': {
    title: 'Medical Office & Clinic Cleaning in Ocala, FL',
    description:
      'OSHA-aware, HIPAA-conscious cleaning and disinfection for Ocala medical, dental and urgent-care facilities, with EPA-registered disinfectants.',
  },
  'property-management': {
    title: 'Cleaning for Property Managers in Ocala, FL',
    description:
      'Common areas, vacant-unit turns, exterior washing and grounds for Marion County property managers: one vendor, one invoice, every building.',
  },
  'religious-facilities': {
    title: 'Church & Religious Facility Cleaning in Ocala, FL',
    description:
      'Sanctuaries, fellowship halls, nurseries and classrooms cleaned between services and events for Ocala churches and congregations.',
  },
  'restaurants': {
    title: 'Restaurant Cleaning Services in Ocala, FL',
    description:
      'Front-of-house, restroom and back-of-house deep cleaning for Ocala restaurants, timed after close and aligned with health-inspection standards.',
  },
  'retail-stores': {
    title: 'Retail Store Cleaning in Ocala, FL',
    description:
      'Sales floors, fitting rooms, glass and restrooms kept customer-ready for Marion County shops and plazas, before opening or after close.',
  },
  'schools-universities': {
    title: 'School & Campus Cleaning in Ocala, FL',
    description:
      'Classrooms, gyms, cafeterias and restrooms cleaned and disinfected for Marion County schools, colleges and training centers.',
  },
  'other-industries': {
    title: 'Commercial Cleaning for Every Industry in Ocala, FL',
    description:
      'Equestrian facilities, event venues, call centers, labs and more: custom cleaning programs for any Marion County business.',
  },
  'disinfecting-services': {
    title: 'Commercial Disinfecting Services in Ocala, FL',
    description:
      'Electrostatic spraying and EPA-registered disinfection of high-touch surfaces for Ocala businesses, on schedule or after an outbreak.',
  },
  'specialty-cleaning': {
    title: 'Specialty & Post-Construction Cleaning in Ocala, FL',
    description:
      'Post-construction, move-in and move-out, high-dusting and one-time deep cleans for Marion County commercial spaces.',
  },
};

const PAGE_COPY: Readonly<Record<string, Copy>> = {
  '/': {
    title: `Commercial & Office Cleaning Services in Ocala, FL | ${BRAND}`,
    description:
      'Women-owned commercial cleaning, power washing and landscaping for Ocala and Marion County businesses. Insured, bonded, 24/7 support. Book a free walkthrough.',
  },
  '/about': {
    title: `About Us: Women-Owned Facility Care in Ocala | ${BRAND}`,
    description:
      'Meet the women-owned Ocala company behind Oakbright: our story, our values of honesty, consistency, innovation and empowerment, and how we work.',
  },
  '/schedule': {
    title: `Schedule a Free Facility Walkthrough | ${BRAND}`,
    description:
      'Book a free, no-obligation on-site assessment of your Ocala facility. We walk the building, listen, and send a custom cleaning proposal within 24 hours.',
  },
  '/contact': {
    title: `Contact Us: Request a Cleaning Quote in Ocala | ${BRAND}`,
    description:
      'Request a commercial cleaning quote in Ocala and Marion County. Call (800) 470-4432, email us, or send the form and we reply within 24 hours.',
  },
  '/insights': {
    title: `Insights: Commercial Cleaning Tips & Industry News | ${BRAND}`,
    description:
      'Weekly insights for Ocala facility managers: cleaning schedules, compliance, power washing, landscaping and cost control from our crews.',
  },
  '/service-area': {
    title: `Service Area: Ocala, Marion County & Nearby Towns | ${BRAND}`,
    description:
      'Where we clean: Ocala, Belleview, Dunnellon, Silver Springs, Summerfield, Reddick, Citra, Fort McCoy and the rest of Marion County, Florida.',
  },
  '/privacy': {
    title: `Privacy Policy | ${BRAND}`,
    description:
      'How Oakbright Facility Services collects, uses and protects the information you share with us through this website, forms and newsletter.',
  },
  '/terms': {
    title: `Terms of Use | ${BRAND}`,
    description:
      'The terms that apply when you use the Oakbright Facility Services website.',
  },
  '/blog-setup': {
    title: `Blog System Setup | ${BRAND}`,
    description:
      'Staff page for seeding the Insights blog.',
  },
};

/** Every table entry must have its copy: a page without a title is a build error, not a blank tab. */
function copyFor(table: Readonly<Record<string, Copy>>, key: string): Copy {
  const copy = table[key];
  if (!copy) throw new Error(`routes: no title and description for ${key}`);
  return copy;
}

const withCopy = (refs: readonly TopicRef[], table: Readonly<Record<string, Copy>>): TopicEntry[] =>
  refs.map((t) => ({ ...t, ...copyFor(table, t.slug) }));

export const SERVICES: readonly TopicEntry[] = withCopy(SERVICE_REFS, SERVICE_COPY);
export const INDUSTRIES: readonly TopicEntry[] = withCopy(INDUSTRY_REFS, INDUSTRY_COPY);

export const STATIC_ROUTES: readonly PageRoute[] = ROUTE_TABLE.map((r) => {
  if (r.page === 'service' || r.page === 'industry') {
    const topic = copyFor(r.page === 'service' ? SERVICE_COPY : INDUSTRY_COPY, topicSlug(r));
    return { ...r, title: `${topic.title} | ${BRAND}`, description: topic.description };
  }
  return { ...r, ...copyFor(PAGE_COPY, r.path) };
});

export const NOT_FOUND_ROUTE: PageRoute = {
  path: '',
  page: 'not-found',
  indexable: false,
  title: `Page Not Found | ${BRAND}`,
  description: 'The page you are looking for does not exist.',
};

const byPath = new Map(STATIC_ROUTES.map((r) => [r.path, r]));

/** Resolve a path to what serves it, with the page's title and description. Pure. */
export function matchRoute(rawPath: string): RouteMatch<PageRoute> {
  const match = matchRouteEntry(rawPath);
  return match.kind === 'static' ? { kind: 'static', route: byPath.get(match.route.path)! } : match;
}

export function findTopic(kind: 'service' | 'industry', slug: string): TopicEntry | undefined {
  return (kind === 'service' ? SERVICES : INDUSTRIES).find((t) => t.slug === slug);
}
