/**
 * The route manifest: every public page of the site, as data. For each page: its path, the
 * page component that renders it, whether search engines may index it (and the sitemap lists
 * it), its breadcrumb label, and its head copy (title without the brand suffix, description).
 *
 * shared/routes.ts reads the routing part on both sides; shared/route-copy.ts reads the copy
 * (the edge for head tags and the sitemap, the browser after its first navigation). The browser
 * build serves shared/routes.ts a copy of this file without titles and descriptions
 * (build/client-route-table.ts), so the first download carries no copy it does not show.
 *
 * Adding a service or industry page: one entry in SERVICES or INDUSTRIES below, plus its page
 * copy in content/topics/<slug>.ts (and its illustration, web/public/images/topics/<slug>.svg).
 */
import type { PageEntry, TopicEntry } from '../shared/routes.ts';
import { PROMISES } from './promises.ts';

/** Pages with a component of their own. */
export const PAGES: readonly PageEntry[] = [
  {
    path: '/',
    page: 'home',
    indexable: true,
    title: 'Commercial & Office Cleaning Services in Ocala, FL',
    description:
      'Women-owned commercial cleaning, power washing and landscaping for Ocala and Marion County businesses. Insured, bonded, 24/7 support. Book a free walkthrough.',
  },
  {
    path: '/about',
    page: 'about',
    indexable: true,
    crumb: 'About Us',
    title: 'About Us: Women-Owned Facility Care in Ocala',
    description:
      'Meet the women-owned Ocala company behind Oakbright: our story, our values of honesty, consistency, innovation and empowerment, and how we work.',
  },
  {
    path: '/schedule',
    page: 'schedule',
    indexable: true,
    crumb: 'Schedule a Free Facility Walkthrough',
    title: 'Schedule a Free Facility Walkthrough',
    description: `Book a free, no-obligation on-site assessment of your Ocala facility. We walk the building, listen, and send a custom cleaning proposal ${PROMISES.proposal}.`,
  },
  {
    path: '/estimate',
    page: 'estimate',
    indexable: true,
    crumb: 'Instant Estimate',
    title: 'Instant Commercial Cleaning Estimate for Ocala',
    description:
      'A ballpark monthly price for cleaning your Ocala building in seconds: choose the type of facility, its size and visits a week. No email or phone number needed.',
  },
  {
    path: '/contact',
    page: 'contact',
    indexable: true,
    crumb: 'Contact Us',
    title: 'Contact Us: Request a Cleaning Quote in Ocala',
    description: `Request a commercial cleaning quote in Ocala and Marion County. Call (800) 470-4432, email us, or send the form and we reply ${PROMISES.reply}.`,
    keywords: 'commercial cleaning quote Ocala, janitorial services contact, facility cleaning estimate, Marion County cleaning company',
  },
  {
    path: '/insights',
    page: 'insights',
    indexable: true,
    title: 'Insights: Commercial Cleaning Tips & Industry News',
    description: 'Practical insights for Ocala facility managers: cleaning schedules, compliance, power washing, landscaping and cost control from our crews.',
  },
  {
    path: '/service-area',
    page: 'service-area',
    indexable: true,
    crumb: 'Service Area',
    title: 'Service Area: Ocala, Marion County & Nearby Towns',
    description: 'Where we clean: Ocala, Belleview, Dunnellon, Silver Springs, Summerfield, Reddick, Citra, Fort McCoy and the rest of Marion County, Florida.',
  },
  {
    path: '/privacy',
    page: 'privacy',
    indexable: true,
    crumb: 'Privacy Policy',
    title: 'Privacy Policy',
    description: 'How Oakbright Facility Services collects, uses and protects the information you share with us through this website, forms and newsletter.',
  },
  {
    path: '/terms',
    page: 'terms',
    indexable: true,
    crumb: 'Terms of Use',
    title: 'Terms of Use',
    description: 'The terms that apply when you use the Oakbright Facility Services website.',
  },
  {
    path: '/thank-you',
    page: 'thank-you',
    indexable: false,
    crumb: 'Thank You',
    title: 'Thank You: Your Request Is In',
    description: `Your request reached Oakbright Facility Services. We reply ${PROMISES.reply}.`,
  },
  {
    path: '/blog-setup',
    page: 'blog-setup',
    indexable: false,
    crumb: 'Blog System Setup',
    title: 'Blog System Setup',
    description: 'Staff page for seeding the Insights blog.',
  },
  {
    path: '/newsletter',
    page: 'newsletter-archive',
    indexable: true,
    crumb: 'Newsletter',
    title: 'Newsletter Archive: Past Issues of Oakbright Insights',
    description:
      'Every issue of the Oakbright Insights newsletter: facility cleaning advice, compliance reminders and seasonal checklists for Ocala and Marion County businesses.',
  },
  {
    path: '/newsletter/thanks',
    page: 'newsletter',
    indexable: false,
    crumb: 'Newsletter',
    title: 'Newsletter Sign-up',
    description: 'Your sign-up for the Oakbright Insights newsletter: confirmed, or what to change and try again.',
  },
  {
    path: '/request-not-sent',
    page: 'request-not-sent',
    indexable: false,
    crumb: 'Request Not Sent',
    title: 'Your Request Was Not Sent',
    description: 'Your request did not reach Oakbright Facility Services: why, and how to send it again or reach us by phone.',
  }, // Hiring (docs/decisions.md D20): the careers list in English and Spanish, and the page the apply
  // form leads to. Each opening's own page (/careers/<slug>, /es/empleos/<slug>) is read from D1.
  {
    path: '/careers',
    page: 'careers',
    indexable: true,
    crumb: 'Careers',
    title: 'Cleaning Jobs in Ocala, FL: Careers',
    description:
      'Cleaning jobs with a women-owned Ocala company: steady crews, steady schedules and paid training. See open positions across Marion County and apply in 2 minutes.',
  },
  {
    path: '/es/empleos',
    page: 'careers',
    indexable: true,
    crumb: 'Empleos',
    title: 'Empleos de limpieza en Ocala, FL',
    description:
      'Empleos de limpieza con una empresa local de Ocala dirigida por mujeres: equipos y horarios estables y capacitación pagada. Vea los puestos y solicite en 2 minutos.',
  },
  {
    path: '/careers/thank-you',
    page: 'careers-thanks',
    indexable: false,
    crumb: 'Application Received',
    title: 'Thanks, We Have Your Application',
    description: 'Your application reached Oakbright Facility Services. We call you within 2 business days.',
  },
  {
    path: '/es/empleos/gracias',
    page: 'careers-thanks',
    indexable: false,
    crumb: 'Solicitud recibida',
    title: 'Gracias, recibimos su solicitud',
    description: 'Su solicitud llegó a Oakbright Facility Services. Le llamamos en 2 días hábiles.',
  },
];

/**
 * Pages reached only through a personal link (the newsletter's signed unsubscribe link, the
 * prospect's link to their walkthrough): the
 * Worker answers their address itself and hands the page what the link came to, so they are
 * routable in the browser but never listed with the pages above, indexed or in the sitemap.
 */
export const LINK_PAGES: readonly PageEntry[] = [
  {
    path: '/newsletter/unsubscribe',
    page: 'unsubscribe',
    indexable: false,
    crumb: 'Unsubscribe',
    title: 'Unsubscribe from the Insights Newsletter',
    description: 'Stop getting the Oakbright Insights newsletter: confirm with one button, no sign-in needed.',
  },
  {
    path: '/walkthrough',
    page: 'walkthrough',
    indexable: false,
    crumb: 'Your walkthrough',
    title: 'Your Facility Walkthrough',
    description: 'See, move or cancel your free facility walkthrough with Oakbright: no sign-in needed.',
  },
  {
    path: '/interview',
    page: 'interview',
    indexable: false,
    crumb: 'Your interview',
    title: 'Your Interview with Oakbright',
    description: 'Confirm your job interview with Oakbright, or ask for another time: no sign-in needed.',
  },
  {
    path: '/proposal',
    page: 'proposal',
    indexable: false,
    crumb: 'Your proposal',
    title: 'Your Cleaning Proposal',
    description: 'Read your cleaning proposal from Oakbright and sign it online, ask for changes or decline: no account needed.',
  },
];

/** /services/<slug>: the service pages, in menu order. */
export const SERVICES: readonly TopicEntry[] = [
  {
    slug: 'janitorial-services',
    name: 'Janitorial Services',
    title: 'Commercial Janitorial Services in Ocala, FL',
    description:
      'Nightly and weekly janitorial cleaning for Ocala offices, clinics and facilities: restrooms, break rooms, floors, trash and high-touch disinfection by insured, background-checked crews.',
  },
  {
    slug: 'green-cleaning',
    name: 'Green Cleaning',
    title: 'Green Cleaning Services in Ocala, FL',
    description:
      'Eco-friendly commercial cleaning in Marion County with Green Seal and Safer Choice products, HEPA vacuums and microfiber: healthier air, less waste, the same spotless result.',
  },
  {
    slug: 'power-washing',
    name: 'Power Washing',
    title: 'Commercial Power Washing & Soft Washing in Ocala, FL',
    description:
      'Pressure washing and soft washing for storefronts, sidewalks, parking areas, dumpster pads and building exteriors across Ocala and Marion County.',
  },
  {
    slug: 'landscaping',
    name: 'Commercial Landscaping',
    title: 'Commercial Landscaping & Grounds Maintenance in Ocala, FL',
    description: 'Mowing, edging, trimming, mulching and seasonal care for commercial properties in Marion County: 88 acres maintained every month.',
  },
  {
    slug: 'floor-care',
    name: 'Floor Care',
    title: 'Commercial Floor Care: Strip, Wax, Buff & Carpet Cleaning in Ocala',
    description: 'VCT strip and wax, burnishing, tile and grout, sealed concrete and carpet extraction for Ocala businesses, scheduled around your hours.',
  },
  {
    slug: 'window-cleaning',
    name: 'Window Cleaning',
    title: 'Commercial Window Cleaning in Ocala, FL',
    description: 'Streak-free interior and exterior window and glass cleaning for storefronts, offices and showrooms in Ocala and Marion County.',
  },
];

/** /who-we-clean/<slug>: the industry pages. */
export const INDUSTRIES: readonly TopicEntry[] = [
  {
    slug: 'auto-dealerships',
    name: 'Auto Dealerships',
    title: 'Auto Dealership Cleaning in Ocala, FL',
    description: 'Showroom floors, glass, service bays and customer lounges kept sale-ready for Marion County dealerships, before the doors open.',
  },
  {
    slug: 'banks-financial',
    name: 'Banks & Financial Institutions',
    title: 'Bank & Financial Office Cleaning in Ocala, FL',
    description: 'Discreet, security-aware cleaning for bank branches, credit unions and financial offices in Ocala, by bonded, background-checked staff.',
  },
  {
    slug: 'business-offices',
    name: 'Business Offices',
    title: 'Office Cleaning Services in Ocala, FL',
    description: 'Reliable nightly office cleaning in Ocala: desks, kitchens, restrooms, floors and trash, with a checklist and a supervisor who checks it.',
  },
  {
    slug: 'daycare-preschools',
    name: 'Daycares & Preschools',
    title: 'Daycare & Preschool Cleaning in Ocala, FL',
    description:
      'Child-safe cleaning and sanitizing for Marion County daycares and preschools: toys, mats, restrooms and kitchens, logged for licensing inspections.',
  },
  {
    slug: 'fitness-centers',
    name: 'Fitness Centers',
    title: 'Gym & Fitness Center Cleaning in Ocala, FL',
    description: 'Equipment disinfection, locker rooms, showers and rubber floors for Ocala gyms and studios, on a schedule that fits early and late hours.',
  },
  {
    slug: 'government-facilities',
    name: 'Government Facilities',
    title: 'Government Facility Cleaning in Marion County, FL',
    description: 'Compliant, documented cleaning for municipal and county buildings in Marion County, with background-checked crews and clear reporting.',
  },
  {
    slug: 'industrial-manufacturing',
    name: 'Industrial & Manufacturing',
    title: 'Industrial & Manufacturing Facility Cleaning in Ocala, FL',
    description: 'Warehouse, plant and distribution-center cleaning in Ocala: floor scrubbing, break rooms, restrooms and offices, planned around every shift.',
  },
  {
    slug: 'medical-facilities',
    name: 'Medical Facilities',
    title: 'Medical Office & Clinic Cleaning in Ocala, FL',
    description:
      'OSHA-aware, HIPAA-conscious cleaning and disinfection for Ocala medical, dental and urgent-care facilities, with EPA-registered disinfectants.',
  },
  {
    slug: 'property-management',
    name: 'Property Management',
    title: 'Cleaning for Property Managers in Ocala, FL',
    description: 'Common areas, vacant-unit turns, exterior washing and grounds for Marion County property managers: one vendor, one invoice, every building.',
  },
  {
    slug: 'religious-facilities',
    name: 'Religious Facilities',
    title: 'Church & Religious Facility Cleaning in Ocala, FL',
    description: 'Sanctuaries, fellowship halls, nurseries and classrooms cleaned between services and events for Ocala churches and congregations.',
  },
  {
    slug: 'restaurants',
    name: 'Restaurants',
    title: 'Restaurant Cleaning Services in Ocala, FL',
    description:
      'Front-of-house, restroom and back-of-house deep cleaning for Ocala restaurants, timed after close and aligned with health-inspection standards.',
  },
  {
    slug: 'retail-stores',
    name: 'Retail Stores',
    title: 'Retail Store Cleaning in Ocala, FL',
    description: 'Sales floors, fitting rooms, glass and restrooms kept customer-ready for Marion County shops and plazas, before opening or after close.',
  },
  {
    slug: 'schools-universities',
    name: 'Schools & Universities',
    title: 'School & Campus Cleaning in Ocala, FL',
    description: 'Classrooms, gyms, cafeterias and restrooms cleaned and disinfected for Marion County schools, colleges and training centers.',
  },
  {
    slug: 'other-industries',
    name: 'Other Industries',
    title: 'Commercial Cleaning for Every Industry in Ocala, FL',
    description: 'Equestrian facilities, event venues, call centers, labs and more: custom cleaning programs for any Marion County business.',
  },
  {
    slug: 'disinfecting-services',
    name: 'Disinfecting Services',
    serviceLike: true,
    title: 'Commercial Disinfecting Services in Ocala, FL',
    description: 'Electrostatic spraying and EPA-registered disinfection of high-touch surfaces for Ocala businesses, on schedule or after an outbreak.',
  },
  {
    slug: 'specialty-cleaning',
    name: 'Specialty Cleaning',
    serviceLike: true,
    title: 'Specialty & Post-Construction Cleaning in Ocala, FL',
    description: 'Post-construction, move-in and move-out, high-dusting and one-time deep cleans for Marion County commercial spaces.',
  },
];

/** Legacy and mistyped paths that answer with a 301 (docs/decisions.md D1). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/services/business-offices': '/who-we-clean/business-offices',
  '/services/medical-facilities': '/who-we-clean/medical-facilities',
  '/services/retail-stores': '/who-we-clean/retail-stores',
  '/services/schools-universities': '/who-we-clean/schools-universities',
  '/services/restaurants': '/who-we-clean/restaurants',
  '/services/property-management': '/who-we-clean/property-management',
  '/services/industrial-manufacturing': '/who-we-clean/industrial-manufacturing',
  '/services/auto-dealerships': '/who-we-clean/auto-dealerships',
  '/services/janitorial-cleaning': '/services/janitorial-services',
  '/services/commercial-landscaping': '/services/landscaping',
  '/booking': '/schedule',
};

/** The header's and footer's Services menu, in its fixed order (Disinfecting is an industry page). */
export const SERVICES_MENU: readonly string[] = [
  '/services/janitorial-services',
  '/services/green-cleaning',
  '/who-we-clean/disinfecting-services',
  '/services/power-washing',
  '/services/landscaping',
  '/services/floor-care',
  '/services/window-cleaning',
];

/** The header's and footer's Industries menu, in its fixed order. */
export const INDUSTRIES_MENU: readonly string[] = [
  '/who-we-clean/business-offices',
  '/who-we-clean/medical-facilities',
  '/who-we-clean/schools-universities',
  '/who-we-clean/industrial-manufacturing',
  '/who-we-clean/banks-financial',
  '/who-we-clean/retail-stores',
  '/who-we-clean/other-industries',
  '/who-we-clean/government-facilities',
  '/who-we-clean/religious-facilities',
  '/who-we-clean/fitness-centers',
];
