/**
 * The signup's confirmation email (confirmed opt-in, docs/decisions.md): a signed link to
 * /newsletter/confirm (a token of its own purpose, unsubscribe-token.ts). Sent for a new signup and
 * again when an unconfirmed address signs up again, at most once a day per address (the dedupe key
 * carries the day), so the form cannot be used to flood someone's inbox.
 */
import type { MessageKind } from '../../shared/messages/messages';
import { SITE } from '../../content/site';
import type { Db } from '../env';
import type { EmailDocument } from '../email/document';
import { type QueueOutcome, queueEmail } from '../email/outbox';
import { addressToken } from './unsubscribe-token';

export const CONFIRMATION_KIND = 'newsletter-confirmation' satisfies MessageKind;
export const CONFIRM_PATH = '/newsletter/confirm';

/** How long an unconfirmed signup is kept (the cron removes it after). */
export const CONFIRM_WITHIN_DAYS = 7;

type ConfirmEnv = Pick<Env, 'EMAIL_QUEUE' | 'SERVICE_KEY' | 'SITE_URL'> & { NEWSLETTER_SECRET?: string };

/** The absolute confirmation link for an address; null when no key is configured. */
export async function confirmUrl(env: Omit<ConfirmEnv, 'EMAIL_QUEUE' | 'SITE_URL'>, origin: string, email: string): Promise<string | null> {
  const token = await addressToken(env, 'confirm', email);
  return token && `${origin.replace(/\/+$/, '')}${CONFIRM_PATH}?token=${token}`;
}

export function confirmationDocument(link: string): EmailDocument {
  return {
    subject: `Please confirm your subscription | ${SITE.name}`,
    preview: 'One click to start getting Oakbright Insights by email.',
    blocks: [
      { type: 'heading', text: 'Please confirm your subscription' },
      {
        type: 'paragraph',
        text: 'Someone, we hope you, asked to get the Oakbright Insights newsletter at this address. Confirm with the button below; until then we send you nothing.',
      },
      { type: 'button', text: 'Confirm my subscription', href: link },
      { type: 'paragraph', text: `Did not sign up? Ignore this email: the address is forgotten after ${CONFIRM_WITHIN_DAYS} days.` },
    ],
    reason: `You get this email because this address was entered in the newsletter sign-up on ${new URL(`https://${SITE.email.split('@')[1]}`).host}.`,
  };
}

/**
 * Queues the confirmation email for an unconfirmed address, at most once per address and day.
 * Never throws: the signup's answer is the same whatever happens here.
 */
export async function sendConfirmation(env: ConfirmEnv, db: Db, email: string, origin: string, now = new Date()): Promise<QueueOutcome> {
  try {
    const link = await confirmUrl(env, env.SITE_URL || origin, email);
    if (!link) {
      console.error('newsletter confirmation: no signing key configured');
      return { queued: false, reason: 'error' };
    }
    const address = email.toLowerCase();
    return await queueEmail(env, db, {
      to: address,
      kind: CONFIRMATION_KIND,
      dedupeKey: `${CONFIRMATION_KIND}:${address}:${now.toISOString().slice(0, 10)}`,
      about: null,
      document: confirmationDocument(link),
    });
  } catch (err) {
    console.error('newsletter confirmation not queued', err instanceof Error ? err.message : err);
    return { queued: false, reason: 'error' };
  }
}
