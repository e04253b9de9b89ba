/**
 * The route table: every public path, which page renders it, and whether it is
 * indexable. The browser app routes with this alone; titles and descriptions
 * (head tags, sitemap) are layered on in routes.ts, which the edge reads, so
 * the app's first download carries no page copy it only needs after a navigation.
 */

export interface RouteEntry {
  path: string;
  /** Which page component renders it. */
  page: PageKey;
  /** Crawlable and listed in the sitemap. */
  indexable: boolean;
  /** The topic name for service/industry pages. */
  name?: string;
  /** The breadcrumb's label for a page outside Services, Industries and Insights. */
  crumb?: string;
}

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export type PageKey =
  | 'home'
  | 'about'
  | 'schedule'
  | 'contact'
  | 'insights'
  | 'article'
  | 'blog-setup'
  | 'service'
  | 'industry'
  | 'service-area'
  | 'privacy'
  | 'terms'
  | 'not-found';

export interface TopicRef {
  slug: string;
  name: string;
}

export const SERVICES: readonly TopicRef[] = [
  { slug: 'janitorial-services', name: 'Janitorial Services' },
  { slug: 'green-cleaning', name: 'Green Cleaning' },
  { slug: 'power-washing', name: 'Power Washing' },
  { slug: 'landscaping', name: 'Commercial Landscaping' },
  { slug: 'floor-care', name: 'Floor Care' },
  { slug: 'window-cleaning', name: 'Window Cleaning' },
];

export const INDUSTRIES: readonly TopicRef[] = [
  { slug: 'auto-dealerships', name: 'Auto Dealerships' },
  { slug: 'banks-financial', name: 'Banks & Financial Institutions' },
  { slug: 'business-offices', name: 'Business Offices' },
  { slug: 'daycare-preschools', name: 'Daycares & Preschools' },
  { slug: 'fitness-centers', name: 'Fitness Centers' },
  { slug: 'government-facilities', name: 'Government Facilities' },
  { slug: 'industrial-manufacturing', name: 'Industrial & Manufacturing' },
  { slug: 'medical-facilities', name: 'Medical Facilities' },
  { slug: 'property-management', name: 'Property Management' },
  { slug: 'religious-facilities', name: 'Religious Facilities' },
  { slug: 'restaurants', name: 'Restaurants' },
  { slug: 'retail-stores', name: 'Retail Stores' },
  { slug: 'schools-universities', name: 'Schools & Universities' },
  { slug: 'other-industries', name: 'Other Industries' },
  { slug: 'disinfecting-services', name: 'Disinfecting Services' },
  { slug: 'specialty-cleaning', name: 'Specialty Cleaning' },
];

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', page: 'home', indexable: true },
  { path: '/about', page: 'about', indexable: true, crumb: 'About Us' },
  { path: '/schedule', page: 'schedule', indexable: true, crumb: 'Schedule a Free Facility Walkthrough' },
  { path: '/contact', page: 'contact', indexable: true, crumb: 'Contact Us' },
  { path: '/insights', page: 'insights', indexable: true },
  { path: '/service-area', page: 'service-area', indexable: true, crumb: 'Service Area' },
  { path: '/privacy', page: 'privacy', indexable: true, crumb: 'Privacy Policy' },
  { path: '/terms', page: 'terms', indexable: true, crumb: 'Terms of Use' },
  { path: '/blog-setup', page: 'blog-setup', indexable: false, crumb: 'Blog System Setup' },
  ...SERVICES.map((s) => ({ path: `/services/${s.slug}`, page: 'service' as const, indexable: true, name: s.name })),
  ...INDUSTRIES.map((s) => ({ path: `/who-we-clean/${s.slug}`, page: 'industry' as const, indexable: true, name: s.name })),
];

/** Legacy and mistyped paths that answer with a 301 (PRODUCT.md D1). */
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

/** Navigation dropdowns exactly as seed §2 lists them. */
export const SERVICES_MENU = [
  { name: 'Janitorial Services', href: '/services/janitorial-services' },
  { name: 'Green Cleaning', href: '/services/green-cleaning' },
  { name: 'Disinfecting Services', href: '/who-we-clean/disinfecting-services' },
  { name: 'Power Washing', href: '/services/power-washing' },
  { name: 'Commercial Landscaping', href: '/services/landscaping' },
  { name: 'Floor Care', href: '/services/floor-care' },
  { name: 'Window Cleaning', href: '/services/window-cleaning' },
] as const;

export const INDUSTRIES_MENU = [
  'business-offices',
  'medical-facilities',
  'schools-universities',
  'industrial-manufacturing',
  'banks-financial',
  'retail-stores',
  'other-industries',
  'government-facilities',
  'religious-facilities',
  'fitness-centers',
].map((slug) => {
  const entry = INDUSTRIES.find((i) => i.slug === slug)!;
  return { name: entry.name, href: `/who-we-clean/${slug}` };
});

const byPath = new Map(ROUTE_TABLE.map((r) => [r.path, r]));

export const ARTICLE_PREFIX = '/insights/';

/** Normalise a request path: no trailing slash except the root. */
export function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.replace(/\/+$/, '') || '/';
  return path;
}

export type RouteMatch<R extends RouteEntry = RouteEntry> =
  | { kind: 'static'; route: R }
  | { kind: 'article'; slug: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** Resolve a path to what serves it. Pure; both sides use it. */
export function matchRoute(rawPath: string): RouteMatch {
  const path = normalizePath(rawPath);
  const redirect = REDIRECTS[path];
  if (redirect) return { kind: 'redirect', to: redirect };
  const route = byPath.get(path);
  if (route) return { kind: 'static', route };
  if (path.startsWith(ARTICLE_PREFIX)) {
    const slug = path.slice(ARTICLE_PREFIX.length);
    if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 120) return { kind: 'article', slug };
  }
  return { kind: 'not-found' };
}


/** A service or industry page's slug: the last segment of its path. */
export function topicSlug(route: RouteEntry): string {
  return route.path.split('/').pop()!;
}

/** The trail under "Home" that a page's breadcrumb (and its BreadcrumbList) shows; null: none. */
export function breadcrumbFor(route: RouteEntry): BreadcrumbItem[] | null {
  switch (route.page) {
    case 'home':
    case 'not-found':
      return null;
    case 'service':
      return [{ label: 'Services' }, { label: route.name ?? '' }];
    case 'industry':
      return [{ label: 'Industries' }, { label: route.name ?? '' }];
    case 'insights':
      return [{ label: 'Insights' }];
    default:
      return route.crumb ? [{ label: route.crumb }] : null;
  }
}
