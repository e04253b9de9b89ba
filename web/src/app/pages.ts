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
  interview: () => import('../pages/interview-page'),
  careers: () => import('../pages/careers-page'),
  opening: () => import('../pages/opening-page'),
  'careers-thanks': () => import('../pages/careers-thanks-page'),
  'not-found': () => import('../pages/not-found-page'),
};

/** A service or industry page's copy: content/topics/<slug>.ts. */
const loadTopic = (slug: string): Promise<{ default: TopicContent }> => import(`../../../content/topics/${slug}.ts`);

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
