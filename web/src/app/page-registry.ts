/** What a route renders: a page component and its props. Resolved eagerly on the server, lazily in the browser. */
import type { ComponentType } from 'react';
import { topicSlug, type PageKey, type RouteEntry, type RouteMatch } from '../../../shared/route-table';
import type { TopicContent } from '../content/topic-content';

export interface ResolvedPage {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>;
  props: Record<string, unknown>;
}

export interface TopicPageProps {
  route: RouteEntry;
  kind: 'service' | 'industry';
  slug: string;
  content: TopicContent;
}

export type PageModules = Record<Exclude<PageKey, 'service' | 'industry'> | 'topic', ComponentType<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Which component and props a match needs, given the page modules and topic content. */
export function pageFor(match: RouteMatch, pages: PageModules, topic?: TopicContent): ResolvedPage {
  if (match.kind === 'article') return { Component: pages.article, props: { slug: match.slug } };
  if (match.kind !== 'static') return { Component: pages['not-found'], props: {} };
  const { route } = match;
  if (route.page === 'service' || route.page === 'industry') {
    // Every topic route has its copy; without it the page cannot render, so say so.
    if (!topic) throw new Error(`No topic content for ${route.path}`);
    return {
      Component: pages.topic,
      props: { route, kind: route.page, slug: topicSlug(route), content: topic } satisfies TopicPageProps,
    };
  }
  return { Component: pages[route.page], props: { route } };
}
