/**
 * The newsletter signup (docs/decisions.md D6), declared as every form is (shared/intake/form.ts):
 * the address, checked and lower-cased by the server's rule, and where the signup came from, cut
 * to printable text so a bad source never refuses a signup.
 */
import * as v from 'valibot';
import { normalizeEmail } from '../newsletter/email.ts';
import { defineForm, type FormValues, formSchema } from './form.ts';

export const NEWSLETTER_BAD_ADDRESS = 'Please enter a valid email address.';

export const NEWSLETTER_FORM = defineForm({
  groups: [
    { name: 'contact', title: 'Subscriber' },
    { name: 'source', title: 'Where it came from' },
  ],
  fields: [
    {
      name: 'email',
      label: 'Work email',
      type: 'email',
      group: 'contact',
      rule: v.optional(v.pipe(v.unknown(), v.transform(normalizeEmail), v.string(NEWSLETTER_BAD_ADDRESS)), ''),
    },
    {
      name: 'source',
      label: 'Signed up on',
      type: 'line',
      group: 'source',
      input: 'hidden',
      rule: v.optional(
        v.pipe(
          v.unknown(),
          v.transform((raw) => (typeof raw === 'string' ? raw.slice(0, 200).replace(/[^\x20-\x7e]/g, '') : '')),
        ),
        '',
      ),
    },
  ],
});

export const NewsletterSchema = formSchema(NEWSLETTER_FORM);
export type NewsletterSignup = FormValues<typeof NEWSLETTER_FORM>;
