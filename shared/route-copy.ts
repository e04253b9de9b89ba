/**
 * Each routable page with its head copy: the full title (brand suffix added here, once), the
 * description and, where listed, the keywords from the route manifest. The edge reads it for
 * head tags and the sitemap; the browser loads it with its first client-side navigation, not
 * with the app.
 */
import * as manifest from '../content/routes.ts';
import { SITE } from '../content/site.ts';
import { LINK_ROUTES, ROUTES, topicSlug, type PageCopy, type RouteEntry } from './routes.ts';

export interface PageRoute extends RouteEntry, PageCopy {
  /** The meta keywords, where the manifest lists them. */
  keywords?: string;
}

type HeadCopy = PageCopy & Pick<PageRoute, 'keywords'>;

const withBrand = ({ title, description, keywords }: HeadCopy): HeadCopy => ({
  title: `${title} | ${SITE.name}`,
  description,
  ...(keywords ? { keywords } : {}),
});

const copyByPath = new Map<string, HeadCopy>();
for (const p of [...manifest.PAGES, ...manifest.LINK_PAGES]) copyByPath.set(p.path, withBrand(p));
for (const route of ROUTES) {
  if (route.page !== 'service' && route.page !== 'industry') continue;
  const topic = (route.page === 'service' ? manifest.SERVICES : manifest.INDUSTRIES).find((t) => t.slug === topicSlug(route))!;
  copyByPath.set(route.path, withBrand(topic));
}

/** Every routable page with its title and description, in manifest order. */
export const STATIC_ROUTES: readonly PageRoute[] = ROUTES.map((r) => ({ ...r, ...copyByPath.get(r.path)! }));

export const NOT_FOUND_ROUTE: PageRoute = {
  path: '',
  page: 'not-found',
  indexable: false,
  ...withBrand({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' }),
};

/** Pages reached only through a personal link, with their copy (not among STATIC_ROUTES: never listed). */
const LINK_PAGE_ROUTES: readonly PageRoute[] = LINK_ROUTES.map((r) => ({ ...r, ...copyByPath.get(r.path)! }));

/** The page at this path with its copy, or undefined when it is not a routable page. */
export function pageRoute(path: string): PageRoute | undefined {
  return STATIC_ROUTES.find((r) => r.path === path) ?? LINK_PAGE_ROUTES.find((r) => r.path === path);
}
