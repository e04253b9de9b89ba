/** What each kind of lead says once it is sent: the success card's heading and what happens next (also the thank-you page's). */
import type { LeadKind } from '../../../../shared/leads/lead';
import { PROMISES } from '../../../../content/promises';

export interface LeadFormCopy {
  /** The success card's heading. */
  sent: string;
  /** The success card's first line, after "Thanks, <name>." */
  next: string;
}

export const LEAD_FORM_COPY: Record<LeadKind, LeadFormCopy> = {
  quote: {
    sent: 'Your quote request is in',
    next: `A real person reads it and replies ${PROMISES.reply} to book a free walkthrough; your written proposal follows ${PROMISES.proposal}.`,
  },
  walkthrough: {
    sent: 'Your walkthrough request is in',
    next: `We confirm one of your days ${PROMISES.reply}. The walkthrough takes ${PROMISES.walkthrough}.`,
  },
  booking: {
    sent: 'Your walkthrough is booked',
    next: `Your confirmation names the person who attends, with their direct line. The walkthrough takes ${PROMISES.walkthrough}; your written proposal follows ${PROMISES.proposal}.`,
  },
  franchising: {
    sent: 'Your franchise enquiry is in',
    next: `Our owner reads every franchise enquiry personally and replies ${PROMISES.reply}.`,
  },
};
