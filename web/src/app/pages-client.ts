/** In the browser each page is its own chunk, loaded when first visited. */
import type { ComponentType } from 'react';
import { topicSlug, type PageKey, type RouteMatch } from '../../../shared/route-table';
import { TOPIC_LOADERS } from '../content/topics-lazy';
import { pageFor, type PageModules, type ResolvedPage } from './page-registry';

type Key = keyof PageModules;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const LOADERS: Record<Key, () => Promise<{ default: ComponentType<any> }>> = {
  home: () => import('../pages/home-page'),
  about: () => import('../pages/about-page'),
  schedule: () => import('../pages/schedule-page'),
  contact: () => import('../pages/contact-page'),
  insights: () => import('../pages/insights-page'),
  article: () => import('../pages/article-page'),
  'blog-setup': () => import('../pages/blog-setup-page'),
  topic: () => import('../pages/topic-page'),
  'service-area': () => import('../pages/service-area-page'),
  privacy: () => import('../pages/privacy-page'),
  terms: () => import('../pages/terms-page'),
  'not-found': () => import('../pages/not-found-page'),
};

function keyFor(match: RouteMatch): Key {
  if (match.kind === 'article') return 'article';
  if (match.kind !== 'static') return 'not-found';
  const page: PageKey = match.route.page;
  return page === 'service' || page === 'industry' ? 'topic' : page;
}

export async function resolvePageAsync(match: RouteMatch): Promise<ResolvedPage> {
  const key = keyFor(match);
  const slug = match.kind === 'static' ? topicSlug(match.route) : '';
  const [mod, topic] = await Promise.all([
    LOADERS[key](),
    key === 'topic' ? TOPIC_LOADERS[slug]!().then((m) => m.default) : Promise.resolve(undefined),
  ]);
  // Only the needed module is real; the others are never read for this match.
  const pages = new Proxy({} as PageModules, { get: () => mod.default });
  return pageFor(match, pages, topic);
}
