/**
 * What the newsletter says once a signup went through, on its own so the signup card on every
 * article (newsletter-signup.tsx) ships these words and nothing else of newsletter-result.ts.
 */
/**
 * What a signup that went through says (docs/decisions.md, confirmed opt-in): nothing is sent until
 * the address is confirmed from the email, so the visitor is sent to their inbox. The same words
 * whether the address was new, waiting or already confirmed, so nobody can probe the list.
 */
export const SIGNUP_PENDING_COPY = {
  title: 'Check your inbox to confirm',
  lead: 'We sent you an email with a link to confirm your subscription. Nothing is sent until you confirm.',
} as const;

/** What the confirmation link's button ends on. */
export const SIGNUP_CONFIRMED_COPY = {
  title: "You're subscribed!",
  lead: 'Thanks for confirming. We will email you when we publish new Insights, and every email has an unsubscribe link.',
} as const;
