/**
 * What a route renders: its page component and props. One registry for both sides: the edge
 * (bundled whole by wrangler) awaits the same loaders before it renders, and in the browser
 * each page and each topic's copy is its own chunk, fetched when first visited.
 */
import type { ComponentType } from 'react';
import type { TopicContent } from '../../../content/topic-content';
import { topicSlug, type PageKey, type RouteEntry, type RouteMatch } from '../../../shared/routes';

// Pages take different props; resolvePage pairs each with its own. A page that needs something
// loaded before it renders (the careers pages: their language's catalogue) exports `prepare`,
// awaited with its props on both sides.
type PageModule = Promise<{
  // biome-ignore lint/suspicious/noExplicitAny: each page takes its own props; resolvePage pairs them
  default: ComponentType<any>;
  prepare?: (props: Record<string, unknown>) => Promise<unknown>;
}>;

/** The newsletter's archive and each issue: one module, one file named in the route table. */
const archivePages = () => import('../pages/newsletter-archive-page');

const PAGE_LOADERS: Record<PageKey, () => PageModule> = {
  home: () => import('../pages/home-page'),
  about: () => import('../pages/about-page'),
  schedule: () => import('../pages/schedule-page'),
  estimate: () => import('../pages/estimate-page'),
  contact: () => import('../pages/contact-page'),
  insights: () => import('../pages/insights-page'),
  article: () => import('../pages/article-page'),
  'blog-setup': () => import('../pages/blog-setup-page'),
  service: () => import('../pages/topic-page'),
  industry: () => import('../pages/topic-page'),
  'service-area': () => import('../pages/service-area-page'),
  privacy: () => import('../pages/privacy-page'),
  terms: () => import('../pages/terms-page'),
  newsletter: () => import('../pages/newsletter-page'),
  'newsletter-archive': archivePages,
  'newsletter-issue': archivePages,
  'thank-you': () => import('../pages/thank-you-page'),
  'request-not-sent': () => import('../pages/request-not-sent-page'),
  unsubscribe: () => import('../pages/unsubscribe-page'),
  walkthrough: () => import('../pages/walkthrough-page'),
  proposal: () => import('../pages/proposal-page'),
  interview: () => import('../pages/interview-page'),
  careers: () => import('../pages/careers-page'),
  opening: () => import('../pages/opening-page'),
  'careers-thanks': () => import('../pages/careers-thanks-page'),
  'not-found': () => import('../pages/not-found-page'),
};

/**
 * A service or industry page's copy: content/topics/<slug>.ts, one file each, listed by slug
 * (tests/unit/topic-loaders.test.ts holds the list to the folder). Written out rather than as an
 * import with a variable in it, which costs every page the bundler's runtime helper and the
 * files' full paths.
 */
export const TOPIC_LOADERS: Readonly<Record<string, () => Promise<{ default: TopicContent }>>> = {
  'auto-dealerships': () => import('../../../content/topics/auto-dealerships.ts'),
  'banks-financial': () => import('../../../content/topics/banks-financial.ts'),
  'business-offices': () => import('../../../content/topics/business-offices.ts'),
  'daycare-preschools': () => import('../../../content/topics/daycare-preschools.ts'),
  'disinfecting-services': () => import('../../../content/topics/disinfecting-services.ts'),
  'fitness-centers': () => import('../../../content/topics/fitness-centers.ts'),
  'floor-care': () => import('../../../content/topics/floor-care.ts'),
  'government-facilities': () => import('../../../content/topics/government-facilities.ts'),
  'green-cleaning': () => import('../../../content/topics/green-cleaning.ts'),
  'industrial-manufacturing': () => import('../../../content/topics/industrial-manufacturing.ts'),
  'janitorial-services': () => import('../../../content/topics/janitorial-services.ts'),
  landscaping: () => import('../../../content/topics/landscaping.ts'),
  'medical-facilities': () => import('../../../content/topics/medical-facilities.ts'),
  'other-industries': () => import('../../../content/topics/other-industries.ts'),
  'power-washing': () => import('../../../content/topics/power-washing.ts'),
  'property-management': () => import('../../../content/topics/property-management.ts'),
  'religious-facilities': () => import('../../../content/topics/religious-facilities.ts'),
  restaurants: () => import('../../../content/topics/restaurants.ts'),
  'retail-stores': () => import('../../../content/topics/retail-stores.ts'),
  'schools-universities': () => import('../../../content/topics/schools-universities.ts'),
  'specialty-cleaning': () => import('../../../content/topics/specialty-cleaning.ts'),
  'window-cleaning': () => import('../../../content/topics/window-cleaning.ts'),
};

const loadTopic = (slug: string): Promise<{ default: TopicContent }> => {
  const load = TOPIC_LOADERS[slug];
  return load ? load() : Promise.reject(new Error(`No topic ${slug}`));
};

export interface ResolvedPage {
  // biome-ignore lint/suspicious/noExplicitAny: each page takes its own props; resolvePage pairs them
  Component: ComponentType<any>;
  props: Record<string, unknown>;
}

export interface TopicPageProps {
  route: RouteEntry;
  kind: 'service' | 'industry';
  slug: string;
  content: TopicContent;
}

function pageKey(match: RouteMatch): PageKey {
  if (match.kind === 'article') return 'article';
  if (match.kind === 'opening') return 'opening';
  if (match.kind === 'newsletter-issue') return 'newsletter-issue';
  return match.kind === 'static' ? match.route.page : 'not-found';
}

/** Loads the component (and, for a topic page, its copy) that renders a match. */
export async function resolvePage(match: RouteMatch): Promise<ResolvedPage> {
  const { default: Component, prepare } = await PAGE_LOADERS[pageKey(match)]();
  const props = await pageProps(match);
  await prepare?.(props);
  return { Component, props };
}

async function pageProps(match: RouteMatch): Promise<Record<string, unknown>> {
  if (match.kind === 'article') return { slug: match.slug };
  if (match.kind === 'opening') return { slug: match.slug, locale: match.locale };
  if (match.kind === 'newsletter-issue') return { id: match.id };
  if (match.kind !== 'static') return {};
  const { route } = match;
  if (route.page === 'service' || route.page === 'industry') {
    const slug = topicSlug(route);
    const { default: content } = await loadTopic(slug);
    return { route, kind: route.page, slug, content } satisfies TopicPageProps;
  }
  return { route };
}
