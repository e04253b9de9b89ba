/**
 * What the review tells people by email, through the one outbox (email/outbox.ts): a submitted
 * draft reaches everyone who can publish (but the submitter), and the author hears when an editor
 * sends their draft back (with the note) or publishes it. Each email's dedupe key is the step's
 * row and the recipient, so a retried request never emails twice; queueEmail never throws, so an
 * email that cannot be queued never undoes the step.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { ARTICLE_PREFIX } from '../../../shared/routes';
import { can, STAFF_ROLES, type StaffActor } from '../../../shared/staff/staff-roles';
import type { Block, EmailDocument } from '../../email/document';
import { queueEmail } from '../../email/outbox';
import type { Db } from '../../env';
import { activePeopleIn, activePerson } from '../../people/store';
import { postCreators } from './store';

type Person = Extract<StaffActor, { kind: 'person' }>;

export const REVIEW_EMAIL_KINDS = { submitted: 'review-submitted', sentBack: 'review-sent-back', published: 'review-published' } as const satisfies Record<
  string,
  MessageKind
>;

export interface ReviewedPost {
  id: number;
  title: string;
  slug: string;
  date_published: string;
}

/** The roles a submitted draft is emailed to. */
const PUBLISHERS = STAFF_ROLES.filter((role) => can(role, 'posts.publish'));

/** The post's creator when they are an active person other than `exceptId`, else null. */
async function creatorOf(db: Db, postId: number, exceptId: string | null): Promise<Person | null> {
  const creatorId = (await postCreators(db, [postId])).get(postId);
  if (!creatorId || creatorId === exceptId) return null;
  const person = await activePerson(db, creatorId);
  return person?.kind === 'person' ? person : null;
}

/** The step's note as its writer wrote it, under their name (nothing when there is none). */
function noteBlocks(note: string, by: string): Block[] {
  const lines = note.split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.length === 0 ? [] : [{ type: 'quote', by, lines }];
}

export function submittedDocument(post: ReviewedPost, by: string, note: string, href: string): EmailDocument {
  return {
    subject: `Ready for review: ${post.title}`,
    preview: `${by} submitted a draft for review.`,
    blocks: [
      { type: 'heading', text: 'A draft is ready for review' },
      { type: 'paragraph', text: `${by} submitted “${post.title}”. Publish or schedule it, or send it back with a note saying what to change.` },
      ...noteBlocks(note, by),
      { type: 'button', text: 'Open the review queue', href },
    ],
    reason: 'You get this email because you can publish posts in the Oakbright back office.',
  };
}

export function sentBackDocument(post: ReviewedPost, by: string, note: string, href: string): EmailDocument {
  return {
    subject: `Changes asked: ${post.title}`,
    preview: `${by} sent your draft back with a note.`,
    blocks: [
      { type: 'heading', text: 'Your draft came back with a note' },
      { type: 'paragraph', text: `${by} read “${post.title}” and sent it back to draft. Make the changes, then submit it again.` },
      ...noteBlocks(note, by),
      { type: 'button', text: 'Open the draft', href },
    ],
    reason: 'You get this email because you wrote this post in the Oakbright back office.',
  };
}

export function publishedDocument(post: ReviewedPost, by: string, scheduled: boolean, href: string): EmailDocument {
  const when = post.date_published.slice(0, 10);
  return {
    subject: `${scheduled ? 'Scheduled' : 'Published'}: ${post.title}`,
    preview: scheduled ? `${by} scheduled your post for ${when}.` : `${by} published your post.`,
    blocks: [
      { type: 'heading', text: scheduled ? 'Your post is scheduled' : 'Your post is live' },
      {
        type: 'paragraph',
        text: scheduled
          ? `${by} approved “${post.title}”. It goes live on ${when} (UTC), at the address below.`
          : `${by} approved and published “${post.title}”.`,
      },
      { type: 'button', text: scheduled ? 'Its address' : 'Read it on the site', href },
    ],
    reason: 'You get this email because you wrote this post in the Oakbright back office.',
  };
}

export interface StepContext {
  env: Pick<Env, 'EMAIL_QUEUE'>;
  db: Db;
  origin: string;
  stepId: number;
  /** Who took the step: never emailed about it. */
  byId: string | null;
  byName: string;
}

export async function emailSubmitted(ctx: StepContext, post: ReviewedPost, note: string): Promise<void> {
  const document = submittedDocument(post, ctx.byName, note, `${ctx.origin}/staff/review`);
  for (const person of await activePeopleIn(ctx.db, PUBLISHERS, ctx.byId)) {
    await queueEmail(ctx.env, ctx.db, {
      to: person.email,
      kind: REVIEW_EMAIL_KINDS.submitted,
      dedupeKey: `review:${ctx.stepId}:${person.id}`,
      about: `blog_posts:${post.id}`,
      document,
    });
  }
}

export async function emailSentBack(ctx: StepContext, post: ReviewedPost, note: string): Promise<void> {
  const author = await creatorOf(ctx.db, post.id, ctx.byId);
  if (!author) return;
  await queueEmail(ctx.env, ctx.db, {
    to: author.email,
    kind: REVIEW_EMAIL_KINDS.sentBack,
    dedupeKey: `review:${ctx.stepId}:${author.id}`,
    about: `blog_posts:${post.id}`,
    document: sentBackDocument(post, ctx.byName, note, `${ctx.origin}/staff/posts/${post.id}`),
  });
}

export async function emailPublished(ctx: StepContext, post: ReviewedPost, now = new Date()): Promise<void> {
  const author = await creatorOf(ctx.db, post.id, ctx.byId);
  if (!author) return;
  const scheduled = Date.parse(post.date_published) > now.getTime();
  await queueEmail(ctx.env, ctx.db, {
    to: author.email,
    kind: REVIEW_EMAIL_KINDS.published,
    dedupeKey: `review:${ctx.stepId}:${author.id}`,
    about: `blog_posts:${post.id}`,
    document: publishedDocument(post, ctx.byName, scheduled, `${ctx.origin}${ARTICLE_PREFIX}${post.slug}`),
  });
}
