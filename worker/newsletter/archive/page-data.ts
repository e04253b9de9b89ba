/**
 * The archive pages' data, read by the edge (worker/pages/render-page.ts): the list of public
 * issues, and one issue's web version (its introduction as the email shows it, and the articles
 * it presents that are still public, in the issue's order).
 */
import type { ArchivedIssue, IntroBlock, NewsletterArchiveData, NewsletterIssueData } from '../../../shared/newsletter/archive';
import type { Db } from '../../env';
import { companyDay } from '../../../shared/time/company-time';
import { introBlocks, introPreview } from '../issues/intro-markdown';
import { findPublicIssue, listPublicIssues, type PublicIssueRow, publicPostCards } from './store';

function introOf(markdown: string): IntroBlock[] {
  return introBlocks(markdown).filter((b): b is IntroBlock => b.type === 'rich' || b.type === 'list');
}

function summary(row: PublicIssueRow, intro: IntroBlock[]): ArchivedIssue {
  return { id: row.id, subject: row.subject, sent_on: row.started_at ? companyDay(row.started_at) : '', preview: introPreview(intro) };
}

export async function archivePageData(db: Db): Promise<NewsletterArchiveData> {
  const rows = await listPublicIssues(db);
  return { issues: rows.map((row) => summary(row, introOf(row.intro))) };
}

export async function issuePageData(db: Db, id: number): Promise<NewsletterIssueData> {
  const row = await findPublicIssue(db, id);
  if (!row) return { issue: null };
  const intro = introOf(row.intro);
  const cards = await publicPostCards(db, row.post_ids);
  const byId = new Map(cards.map((p) => [p.id, p]));
  const posts = row.post_ids.flatMap((postId) => byId.get(postId) ?? []);
  const issue = summary(row, intro);
  return { issue: { ...issue, preview: issue.preview || posts[0]?.title || row.subject, intro, posts } };
}
