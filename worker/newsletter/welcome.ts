/**
 * The welcome email, once per subscriber, when they confirm their address: what they will get and
 * how often, the three newest articles to start with, and their own unsubscribe link (with the
 * one-click headers, as every newsletter email has). Its dedupe key is the subscriber's row, so a
 * confirmation link used twice welcomes once; someone who unsubscribes and signs up again is a new
 * subscriber and is welcomed again.
 */
import { SITE } from '../../content/site';
import type { MessageKind } from '../../shared/messages/messages';
import { ARTICLE_PREFIX } from '../../shared/routes';
import type { EmailDocument } from '../email/document';
import { type QueueOutcome, queueEmail } from '../email/outbox';
import type { Db } from '../env';
import { siteOrigin } from '../http/site-origin';
import { listPostCards } from '../posts/store/public-posts';
import { unsubscribeHeaders } from './issues/issue-email';
import { unsubscribeUrl } from './unsubscribe-token';

export const WELCOME_KIND = 'newsletter-welcome' satisfies MessageKind;

type WelcomeEnv = Pick<Env, 'EMAIL_QUEUE' | 'SERVICE_KEY' | 'SITE_URL'> & { NEWSLETTER_SECRET?: string };

export function welcomeDocument(origin: string, newest: readonly { title: string; slug: string }[], unsubscribe: string): EmailDocument {
  return {
    subject: `Welcome to ${SITE.shortName} Insights`,
    preview: 'Practical notes on keeping a building clean, safe and ready, when we publish them.',
    origin,
    blocks: [
      { type: 'heading', text: `Welcome to ${SITE.shortName} Insights` },
      {
        type: 'paragraph',
        text: 'Thanks for confirming. When we publish something worth your time, such as cleaning schedules that hold up, what inspectors look for, or seasonal care for Marion County buildings, we email it to you: a few times a month at most, never your address to anyone else.',
      },
      ...(newest.length > 0
        ? [
            { type: 'paragraph' as const, text: 'Three of our newest articles to start with:' },
            {
              type: 'list' as const,
              ordered: false,
              items: newest.map((p) => [{ text: p.title, href: `${origin}${ARTICLE_PREFIX}${p.slug}` }]),
            },
          ]
        : []),
      { type: 'button', text: 'Read all Insights', href: `${origin}/insights` },
      { type: 'call', text: 'Questions about your own building? Call' },
    ],
    reason: `You get this email because you subscribed to the ${SITE.name} Insights newsletter and confirmed your address.`,
    unsubscribe,
  };
}

/** Queues the welcome of a subscriber just confirmed. Never throws: the confirmation stands whatever happens here. */
export async function sendWelcome(env: WelcomeEnv, db: Db, subscriber: { id: number; email: string }): Promise<QueueOutcome> {
  try {
    const origin = siteOrigin(env);
    const link = await unsubscribeUrl(env, origin, subscriber.email);
    if (!link) {
      console.error('newsletter welcome: no signing key configured');
      return { queued: false, reason: 'error' };
    }
    const newest = await listPostCards(db, { category: null, page: 1 })
      .then((r) => r.posts.slice(0, 3))
      .catch(() => []);
    return await queueEmail(env, db, {
      to: subscriber.email,
      kind: WELCOME_KIND,
      dedupeKey: `${WELCOME_KIND}:${subscriber.id}`,
      about: null,
      document: welcomeDocument(origin, newest, link),
      headers: unsubscribeHeaders(link),
    });
  } catch (err) {
    console.error('newsletter welcome not queued', err instanceof Error ? err.message : err);
    return { queued: false, reason: 'error' };
  }
}
