/**
 * Every message the site writes to someone, listed once by kind: what staff call it (the outbox,
 * a lead's or an application's timeline, the audit), who it goes to, the module that writes it,
 * and the channels it goes out on. The Worker's queueEmail and queueText take only these kinds
 * (each only a kind with its channel), so a new message is a line here first.
 */

import type { MessageChannel } from './outbox.ts';

export type { MessageChannel };

export interface MessageKindSpec {
  /** Its name wherever staff see it. */
  label: string;
  /** Who receives it, in words. */
  recipients: string;
  /** The module that writes it, from the repository's root (its text, where it has one, beside the email). */
  template: string;
  channels: readonly MessageChannel[];
}

export const MESSAGE_KINDS = {
  'lead-alert': {
    label: 'Lead alert to staff',
    recipients: 'staff: LEAD_EMAIL_TO, else the company address',
    template: 'worker/leads/emails/staff-alert.ts',
    channels: ['email'],
  },
  'lead-acknowledgement': {
    label: 'Lead acknowledgement',
    recipients: 'the prospect, at the email address they gave; by text where they chose texts',
    template: 'worker/leads/emails/acknowledgement.ts',
    channels: ['email', 'sms'],
  },
  'lead-reminder': {
    label: 'Reminder: lead waiting',
    recipients: 'staff: LEAD_EMAIL_TO, else the company address',
    template: 'worker/leads/emails/reminder.ts',
    channels: ['email'],
  },
  'lead-next-step': {
    label: 'Reminder: next step due',
    recipients: 'the sale’s owner, at their sign-in address, on the day the next step is due',
    template: 'worker/leads/emails/next-step-reminder.ts',
    channels: ['email'],
  },
  'walkthrough-confirmation': {
    label: 'Walkthrough invitation',
    recipients: 'the prospect, at the email address they gave',
    template: 'worker/leads/emails/walkthrough-invitation.ts',
    channels: ['email', 'sms'],
  },
  'walkthrough-staff-invitation': {
    label: 'Walkthrough invitation to staff',
    recipients: 'the staff member attending, at their sign-in address',
    template: 'worker/leads/emails/walkthrough-invitation.ts',
    channels: ['email'],
  },
  'walkthrough-reminder': {
    label: 'Walkthrough reminder',
    recipients: 'the prospect and the staff member attending, the day before; a text two hours before where the prospect chose texts',
    template: 'worker/leads/emails/walkthrough-invitation.ts',
    channels: ['email', 'sms'],
  },
  'walkthrough-cancellation': {
    label: 'Walkthrough cancelled',
    recipients: 'the prospect, at the email address they gave, and the staff member attending',
    template: 'worker/leads/emails/walkthrough-invitation.ts',
    channels: ['email', 'sms'],
  },
  'proposal-sent': {
    label: 'Proposal to sign',
    recipients: 'the prospect, at the email address they gave; by text where they chose texts',
    template: 'worker/proposals/messages.ts',
    channels: ['email', 'sms'],
  },
  'proposal-reminder': {
    label: 'Proposal reminder',
    recipients: 'the prospect, 2, 5 and 10 days after an unsigned proposal was sent; by text where they chose texts',
    template: 'worker/proposals/messages.ts',
    channels: ['email', 'sms'],
  },
  'proposal-signed': {
    label: 'Signed proposal',
    recipients: 'the person who signed, with the signed PDF',
    template: 'worker/proposals/messages.ts',
    channels: ['email'],
  },
  'proposal-staff-update': {
    label: 'Proposal answered or expired',
    recipients: 'the lead’s owner, else staff (LEAD_EMAIL_TO, else the company address): signed (with the PDF), declined, changes asked, expired',
    template: 'worker/proposals/messages.ts',
    channels: ['email'],
  },
  'application-acknowledgement': {
    label: 'Application acknowledgement',
    recipients: 'the applicant, in the language they applied in',
    template: 'worker/careers/applications/acknowledgement.ts',
    channels: ['email', 'sms'],
  },
  'interview-invitation': {
    label: 'Interview invitation',
    recipients: 'the applicant, in the language they applied in',
    template: 'worker/careers/applications/interview-invitation.ts',
    channels: ['email', 'sms'],
  },
  'interview-reminder': {
    label: 'Interview reminder',
    recipients: 'the applicant, in the language they applied in, the day before',
    template: 'worker/careers/applications/interview-invitation.ts',
    channels: ['email', 'sms'],
  },
  'interview-cancellation': {
    label: 'Interview cancelled',
    recipients: 'the applicant, in the language they applied in',
    template: 'worker/careers/applications/interview-invitation.ts',
    channels: ['email', 'sms'],
  },
  'newsletter-confirmation': {
    label: 'Newsletter confirmation',
    recipients: 'the address that signed up',
    template: 'worker/newsletter/confirmation.ts',
    channels: ['email'],
  },
  'newsletter-welcome': {
    label: 'Newsletter welcome',
    recipients: 'a subscriber, once, when they confirm their address',
    template: 'worker/newsletter/welcome.ts',
    channels: ['email'],
  },
  'newsletter-issue': {
    label: 'Newsletter issue',
    recipients: 'every confirmed subscriber',
    template: 'worker/newsletter/issues/issue-email.ts',
    channels: ['email'],
  },
  'newsletter-test': {
    label: 'Newsletter test copy',
    recipients: 'the staff member who asked for it',
    template: 'worker/newsletter/issues/issue-email.ts',
    channels: ['email'],
  },
  'review-submitted': {
    label: 'Draft ready for review',
    recipients: 'everyone who may publish, but the author',
    template: 'worker/posts/review/emails.ts',
    channels: ['email'],
  },
  'review-sent-back': {
    label: 'Draft sent back',
    recipients: 'the draft’s author',
    template: 'worker/posts/review/emails.ts',
    channels: ['email'],
  },
  'review-published': {
    label: 'Post approved',
    recipients: 'the draft’s author',
    template: 'worker/posts/review/emails.ts',
    channels: ['email'],
  },
  'staff-invitation': {
    label: 'Staff invitation',
    recipients: 'the person an owner added',
    template: 'worker/people/emails.ts',
    channels: ['email'],
  },
  'staff-text': {
    label: 'Text from staff',
    recipients: 'a prospect or an applicant who agreed to texts, written on their lead or application',
    template: 'worker/texts/staff-text.ts',
    channels: ['sms'],
  },
  'text-welcome': {
    label: 'First text: who we are and how to stop',
    recipients: 'a number, once, just before the first text it gets from us',
    template: 'worker/texts/outbox.ts',
    channels: ['sms'],
  },
  'text-keyword-reply': {
    label: 'Answer to STOP, START or HELP',
    recipients: 'the number that replied STOP, START or HELP',
    template: 'worker/texts/keywords.ts',
    channels: ['sms'],
  },
  'text-reply-alert': {
    label: 'Text reply alert to staff',
    recipients: 'staff: LEAD_EMAIL_TO, else the company address',
    template: 'worker/texts/incoming.ts',
    channels: ['email'],
  },
  'lead-on-call': {
    label: 'New lead text to the person on call',
    recipients: 'the person on call (People screen), during business hours',
    template: 'worker/leads/on-call.ts',
    channels: ['sms'],
  },
  'lead-escalation': {
    label: 'Lead not picked up: second person',
    recipients: 'the second person on call, after 15 business minutes with nobody moving the lead',
    template: 'worker/leads/on-call.ts',
    channels: ['email', 'sms'],
  },
  'staff-sign-in-link': {
    label: 'Staff sign-in link',
    recipients: 'the staff member who asked for it',
    template: 'worker/people/emails.ts',
    channels: ['email'],
  },
} as const satisfies Record<string, MessageKindSpec>;

export type MessageKind = keyof typeof MESSAGE_KINDS;

export const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(MESSAGE_KINDS, kind);

type KindOn<C extends MessageChannel> = { [K in MessageKind]: C extends (typeof MESSAGE_KINDS)[K]['channels'][number] ? K : never }[MessageKind];
/** The kinds that go out as email, and those that go out as a text. */
export type EmailKind = KindOn<'email'>;
export type TextKind = KindOn<'sms'>;

/** A kind's name for staff; a kind no longer written (an old outbox row) reads as its own words. */
export function messageKindLabel(kind: string): string {
  if (isMessageKind(kind)) return MESSAGE_KINDS[kind].label;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Email';
}
