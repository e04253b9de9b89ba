/** The edge renders synchronously, so it imports every page up front. */
import type { RouteMatch } from '../../../shared/routes';
import { TOPICS } from '../content/topics-eager';
import { pageFor, type PageModules, type ResolvedPage } from './page-registry';
import { topicSlug } from '../../../shared/route-table';
import HomePage from '../pages/home-page';
import AboutPage from '../pages/about-page';
import SchedulePage from '../pages/schedule-page';
import ContactPage from '../pages/contact-page';
import InsightsPage from '../pages/insights-page';
import ArticlePage from '../pages/article-page';
import BlogSetupPage from '../pages/blog-setup-page';
import TopicPage from '../pages/topic-page';
import ServiceAreaPage from '../pages/service-area-page';
import PrivacyPage from '../pages/privacy-page';
import TermsPage from '../pages/terms-page';
import NotFoundPage from '../pages/not-found-page';

const PAGES: PageModules = {
  home: HomePage,
  about: AboutPage,
  schedule: SchedulePage,
  contact: ContactPage,
  insights: InsightsPage,
  article: ArticlePage,
  'blog-setup': BlogSetupPage,
  topic: TopicPage,
  'service-area': ServiceAreaPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  'not-found': NotFoundPage,
};

export function resolvePageSync(match: RouteMatch): ResolvedPage {
  const topic = match.kind === 'static' ? TOPICS[topicSlug(match.route)] : undefined;
  return pageFor(match, PAGES, topic);
}
