/** What each kind of lead says once it is sent: the success card's heading and what happens next (also the thank-you page's). */
import type { LeadKind } from '../../../../shared/leads/lead';

export interface LeadFormCopy {
  /** The success card's heading. */
  sent: string;
  /** The success card's first line, after "Thanks, <name>." */
  next: string;
}

export const LEAD_FORM_COPY: Record<LeadKind, LeadFormCopy> = {
  quote: {
    sent: 'Your quote request is in',
    next: 'A real person reads it and replies within 24 hours, usually the same business day, to book a free walkthrough and send your written proposal.',
  },
  walkthrough: {
    sent: 'Your walkthrough request is in',
    next: 'We confirm one of your days within 24 hours, usually the same business day. The walkthrough takes about 30 minutes.',
  },
  franchising: {
    sent: 'Your franchise enquiry is in',
    next: 'Our owner reads every franchise enquiry personally and replies within 24 hours on business days.',
  },
};
