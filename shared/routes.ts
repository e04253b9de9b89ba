/**
 * Routing, pure and shared by the edge and the browser: which page a path is, its breadcrumb,
 * the menus. The pages themselves are data in content/routes.ts (the route manifest); this
 * module reads only their routing part (path, page, indexability, crumb, topic name). The head
 * copy (titles, descriptions) is read by shared/route-copy.ts.
 */
import * as manifest from '../content/routes.ts';

/** Which page component renders a path. */
export type PageKey =
  | 'home'
  | 'about'
  | 'schedule'
  | 'estimate'
  | 'contact'
  | 'insights'
  | 'article'
  | 'blog-setup'
  | 'service'
  | 'industry'
  | 'service-area'
  | 'privacy'
  | 'terms'
  | 'newsletter'
  | 'newsletter-archive'
  | 'newsletter-issue'
  | 'thank-you'
  | 'request-not-sent'
  | 'unsubscribe'
  | 'walkthrough'
  | 'interview'
  | 'proposal'
  | 'careers'
  | 'opening'
  | 'careers-thanks'
  | 'not-found';

/** A page's head copy: the title without the brand suffix, and the meta description. */
export interface PageCopy {
  title: string;
  description: string;
}

/** A manifest entry for a page with a component of its own. */
export interface PageEntry extends PageCopy {
  path: string;
  page: Exclude<PageKey, 'service' | 'industry' | 'article' | 'opening' | 'newsletter-issue' | 'not-found'>;
  /** Crawlable and listed in the sitemap. */
  indexable: boolean;
  /** The breadcrumb's label, for pages outside Services, Industries and Insights. */
  crumb?: string;
  /** The meta keywords, for the pages that list them (comma-separated). */
  keywords?: string;
}

/** A manifest entry for a service or industry page. */
export interface TopicEntry extends PageCopy {
  slug: string;
  name: string;
  /** An industry page that describes a service rather than a kind of building: never offered as a type of facility. */
  serviceLike?: true;
}

/** A routable page as both sides see it: the manifest entry without its head copy. */
export interface RouteEntry {
  path: string;
  page: PageKey;
  indexable: boolean;
  /** The topic's name, for service and industry pages. */
  name?: string;
  crumb?: string;
}

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface MenuLink {
  name: string;
  href: string;
}

export const ARTICLE_PREFIX = '/insights/';
export const SERVICE_PREFIX = '/services/';
export const INDUSTRY_PREFIX = '/who-we-clean/';

const routing = ({ path, page, indexable, crumb }: PageEntry): RouteEntry => ({ path, page, indexable, ...(crumb ? { crumb } : {}) });
const topicRoute =
  (prefix: string, page: 'service' | 'industry') =>
  (t: Pick<TopicEntry, 'slug' | 'name'>): RouteEntry => ({
    path: prefix + t.slug,
    page,
    indexable: true,
    name: t.name,
  });

/** Every routable page, in manifest order: pages, then services, then industries. */
export const ROUTES: readonly RouteEntry[] = [
  ...manifest.PAGES.map(routing),
  ...manifest.SERVICES.map(topicRoute(SERVICE_PREFIX, 'service')),
  ...manifest.INDUSTRIES.map(topicRoute(INDUSTRY_PREFIX, 'industry')),
];

export const REDIRECTS = manifest.REDIRECTS;

/** Pages reached only through a personal link: routed, but not among the pages ROUTES lists. */
export const LINK_ROUTES: readonly RouteEntry[] = manifest.LINK_PAGES.map(routing);

const byPath = new Map([...ROUTES, ...LINK_ROUTES].map((r) => [r.path, r]));

function menu(paths: readonly string[]): MenuLink[] {
  return paths.map((href) => {
    const route = byPath.get(href);
    if (!route?.name) throw new Error(`routes: menu link ${href} is not a service or industry page`);
    return { name: route.name, href };
  });
}

export const SERVICES_MENU: readonly MenuLink[] = menu(manifest.SERVICES_MENU);
export const INDUSTRIES_MENU: readonly MenuLink[] = menu(manifest.INDUSTRIES_MENU);

/** The service pages as links (name, slug), in manifest order. */
export const SERVICE_LINKS: readonly Pick<TopicEntry, 'slug' | 'name'>[] = manifest.SERVICES.map(({ slug, name }) => ({ slug, name }));

/** The industry pages as links (name, slug), in manifest order. */
export const INDUSTRY_LINKS: readonly Pick<TopicEntry, 'slug' | 'name' | 'serviceLike'>[] = manifest.INDUSTRIES;

export const MAX_ARTICLE_SLUG = 120;

/** The one slug rule for articles: lower-case words joined by single hyphens, at most 120 characters. */
export function isArticleSlug(slug: string): boolean {
  return slug.length <= MAX_ARTICLE_SLUG && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}

/** Normalise a request path: no trailing slash except the root. */
export function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.replace(/\/+$/, '') || '/';
  return path;
}

export type RouteMatch =
  | { kind: 'static'; route: RouteEntry }
  | { kind: 'article'; slug: string }
  /** A job opening's page, in the language of its address (/careers/<slug>, /es/empleos/<slug>). */
  | { kind: 'opening'; slug: string; locale: 'en' | 'es' }
  /** A sent newsletter issue's web version (/newsletter/<id>). */
  | { kind: 'newsletter-issue'; id: number }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** Where the careers pages live in each language (shared/careers/careers.ts CAREERS_PATHS says the same). */
export const OPENING_PREFIXES = { en: '/careers/', es: '/es/empleos/' } as const;
export const MAX_OPENING_SLUG = 80;

/** The opening slug rule (shared/careers/opening-rules.ts OPENING_SLUG): lower-case words joined by single hyphens. */
export function isOpeningSlug(slug: string): boolean {
  return slug.length <= MAX_OPENING_SLUG && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}

/** The language a page is written in: Spanish under /es/, English elsewhere. */
export function localeOfPath(path: string): 'en' | 'es' {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
}

/** Resolve a path to what serves it. */
export function matchRoute(rawPath: string): RouteMatch {
  const path = normalizePath(rawPath);
  const redirect = REDIRECTS[path];
  if (redirect) return { kind: 'redirect', to: redirect };
  const route = byPath.get(path);
  if (route) return { kind: 'static', route };
  if (path.startsWith(ARTICLE_PREFIX)) {
    const slug = path.slice(ARTICLE_PREFIX.length);
    if (isArticleSlug(slug)) return { kind: 'article', slug };
  }
  // A sent issue's web version: /newsletter/<id>, the id a positive integer (shared/newsletter/archive.ts issuePath).
  const issue = /^\/newsletter\/([1-9]\d{0,8})$/.exec(path);
  if (issue) return { kind: 'newsletter-issue', id: Number(issue[1]) };
  for (const locale of ['en', 'es'] as const) {
    const prefix = OPENING_PREFIXES[locale];
    if (!path.startsWith(prefix)) continue;
    const slug = path.slice(prefix.length);
    if (isOpeningSlug(slug)) return { kind: 'opening', slug, locale };
  }
  return { kind: 'not-found' };
}

/** A service or industry page's slug: the last segment of its path. */
export function topicSlug(route: Pick<RouteEntry, 'path'>): string {
  return route.path.split('/').pop()!;
}

/** The trail under "Home" that a page's breadcrumb and its BreadcrumbList show; null: none. */
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
