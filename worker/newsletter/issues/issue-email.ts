/**
 * One recipient's copy of an issue: the subject, the introduction (intro-markdown.ts), then each
 * picked post that is public when the copy is written (title, featured image and excerpt, a link
 * to the article), the company footer with the recipient's own unsubscribe link, and the RFC 8058
 * headers so mail clients offer one-click unsubscribe. Every link and image is on the site
 * (SITE_URL): no tracking pixel, nothing from anyone else.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import { issueAbout } from '../../../shared/newsletter/newsletter-issue';
import { ARTICLE_PREFIX } from '../../../shared/routes';
import type { Block, EmailDocument } from '../../email/document';
import type { OutgoingEmail } from '../../email/outbox';
import { unsubscribeUrl } from '../unsubscribe-token';
import { introBlocks, introPreview } from './intro-markdown';
import { issueCopyKey, type IssuePost, type IssueRow } from './store';

export const ISSUE_KIND = 'newsletter-issue' satisfies MessageKind;
export const TEST_KIND = 'newsletter-test' satisfies MessageKind;

type IssueEnv = Pick<Env, 'SERVICE_KEY'> & { NEWSLETTER_SECRET?: string };

/** The site's address, where every link and image of an issue points. */
/** A featured image on the site, absolute; anything else (another host, a protocol-relative path) is left out. */
function imageUrl(origin: string, path: string | null): string | null {
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  return `${origin}${path}`;
}

/** The posts in the issue's order; those no longer public are left out. */
export function orderedPosts(ids: readonly number[], posts: readonly IssuePost[]): IssuePost[] {
  const byId = new Map(posts.map((p) => [p.id, p]));
  return ids.map((id) => byId.get(id)).filter((p): p is IssuePost => !!p);
}

/** The content shared by every copy of the issue; only the unsubscribe link differs per recipient. */
export interface IssueContent {
  subject: string;
  blocks: Block[];
  preview: string;
}

export function issueContent(issue: Pick<IssueRow, 'subject' | 'intro' | 'post_ids'>, posts: readonly IssuePost[], origin: string): IssueContent {
  const intro = introBlocks(issue.intro);
  const picked = orderedPosts(issue.post_ids, posts);
  const postBlocks: Block[] = picked.map((p) => ({
    type: 'post',
    title: p.title,
    excerpt: p.excerpt,
    href: `${origin}${ARTICLE_PREFIX}${encodeURIComponent(p.slug)}`,
    image: imageUrl(origin, p.featured_image),
    more: 'Read the article',
  }));
  return {
    subject: issue.subject,
    blocks: [{ type: 'heading', text: issue.subject }, ...intro, ...postBlocks],
    preview: introPreview(intro) || picked[0]?.title || issue.subject,
  };
}

export function issueDocument(content: IssueContent, unsubscribe: string): EmailDocument {
  return {
    subject: content.subject,
    preview: content.preview,
    blocks: content.blocks,
    reason: `You get this email because you subscribed to the ${SITE.name} Insights newsletter and confirmed your address.`,
    unsubscribe,
  };
}

/** RFC 2369 and RFC 8058: the link a mail client posts to for one-click unsubscribe, and the mailbox. */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${link}>, <mailto:${SITE.email}?subject=Unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** One recipient's copy, ready for the outbox: unique per issue and address by its dedupe key. */
export async function issueCopy(env: IssueEnv, origin: string, issueId: number, content: IssueContent, to: string): Promise<OutgoingEmail> {
  const link = await unsubscribeUrl(env, origin, to);
  if (!link) throw new Error('no newsletter signing key: NEWSLETTER_SECRET or SERVICE_KEY must be set');
  return {
    to,
    kind: ISSUE_KIND,
    dedupeKey: issueCopyKey(issueId, to),
    about: issueAbout(issueId),
    document: issueDocument(content, link),
    headers: unsubscribeHeaders(link),
  };
}
