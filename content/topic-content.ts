/**
 * The copy of one service or industry page. The page template (docs/decisions.md P3)
 * supplies the shared sections; this holds what is specific to the topic.
 */
import type { IncludedService } from './included-services.ts';

export interface TopicContent {
  /** The page's H1, e.g. 'Commercial Janitorial Services in Ocala, FL'. */
  h1Title: string;
  /** Body copy: 3 to 5 paragraphs separated by blank lines (\n\n). Plain text, no HTML. */
  body: string;
  /** Alt text of the page's illustration (/images/topics/{slug}.svg). */
  imageAlt: string;
  /** Four short, concrete points specific to this topic (e.g. 'Nightly restroom restock and log'), shown in a section of their own. */
  highlights: readonly [string, string, string, string];
  /** This page's own sentence for any of the six 'What's Included' services (content/included-services.ts). */
  included?: Readonly<Partial<Record<IncludedService, string>>>;
  /** Service pages flagged here show the industries grid instead of the two cross-sell cards. */
  showIndustries?: boolean;
}
