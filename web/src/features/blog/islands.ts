/**
 * The blog's parts that load as islands (app/island.tsx): below the article, or in its first screen
 * but working as HTML until the visitor reaches for them.
 */
import { island } from '../../app/island';

export const BlogCta = island('blog-cta', () => import('./components/blog-cta').then((m) => m.BlogCta));
export const NewsletterSignup = island('newsletter-signup', () => import('./components/newsletter-signup').then((m) => m.NewsletterSignup));
/** The outage notice: its code loads only on a page that shows it. */
export const BlogUnavailable = island('blog-unavailable', () => import('./components/blog-unavailable').then((m) => m.BlogUnavailable));
/** Below the list of posts. */
export const Pagination = island('pagination', () => import('./components/pagination').then((m) => m.Pagination));
export const RelatedPosts = island('related-posts', () => import('./components/related-posts').then((m) => m.RelatedPosts));
/** The share button: the menu it opens needs its code only once pointed at or tapped. */
export const ShareMenu = island('share-menu', () => import('./components/share-menu').then((m) => m.ShareMenu), { when: 'intent' });
/** Its first tab is in the HTML; the others need its code only once pointed at or tapped. */
export const InsightsOverview = island('insights-overview', () => import('./components/insights-overview').then((m) => m.InsightsOverview), {
  when: 'intent',
});
