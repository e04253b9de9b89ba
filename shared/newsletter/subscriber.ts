/** A newsletter subscriber as the staff API lists it (worker/newsletter/staff-routes.ts; web/src/staff/subscribers/). */
import type { newsletterSubscribers } from '../schema';

/** `confirmed_at`: when the address was confirmed from the confirmation email; null while the signup waits for it. */
export type Subscriber = Pick<typeof newsletterSubscribers.$inferSelect, 'id' | 'email' | 'created_at' | 'source' | 'confirmed_at'>;
