/**
 * The database schema: the one spelling of every table's columns. Keys are the
 * column names themselves (snake_case), so a row as drizzle reads it is the JSON
 * the API sends, and `BlogPost` (shared/posts/post.ts) is this table's row type.
 * Migrations in /migrations are generated from this file (`npm run db:generate`);
 * the API's column list, filters and write validation are derived from it.
 *
 * The browser may only `import type` from here: it must not ship drizzle-orm.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { APPLICATION_EVENT_TYPES, APPLICATION_STATUSES, EMPLOYMENT_TYPES, LOCALES, OPENING_STATUSES, PAY_UNITS, type Shift } from './careers/careers';
import { DELIVERY_STATES, LEAD_EVENT_TYPES, LEAD_KINDS, LEAD_STATUSES } from './leads/lead';
import { MESSAGE_CHANNELS, OUTBOX_STATES } from './messages/outbox';
import { POST_STATUSES } from './posts/post-status';
import { STAFF_ROLES } from './staff/staff-roles';
import type { Weekday, Window } from './booking/open-times';
import { PROPOSAL_STATES, type ProposalLine, type ProposalSite } from './pricing/proposal-states';

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    slug: text().notNull(),
    title: text().notNull(),
    /** Article body as HTML, stored as written; sanitized wherever it meets a browser (docs/decisions.md D5). */
    content: text().notNull(),
    excerpt: text().notNull().default(''),
    category: text().notNull(),
    /** ISO 8601 timestamp, e.g. 2024-12-04T09:00:00.000Z */
    date_published: text().notNull().default(nowIso),
    /** ISO 8601 timestamp, maintained by the database. */
    updated_at: text().notNull().default(nowIso),
    /** Site-relative path of the featured image, e.g. /images/blog/regular-floor-care.svg */
    featured_image: text(),
    seo_title: text(),
    seo_description: text(),
    /** JSON array of strings. */
    tags: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    author: text().notNull(),
    /**
     * 'draft' is seen by staff only; 'published' is public from date_published on (a future
     * date_published is a scheduled post). An insert without a status is published.
     */
    status: text({ enum: POST_STATUSES }).notNull().default('published'),
    /** The Markdown the staff editor wrote `content` from; null for a post written as HTML. */
    content_markdown: text(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_date_published_idx').on(t.date_published),
    index('blog_posts_category_date_idx').on(t.category, t.date_published),
    // postsVersion's max(updated_at) is one index lookup, not a scan of every post.
    index('blog_posts_updated_at_idx').on(t.updated_at),
    // Public reads filter on status and date_published.
    index('blog_posts_status_date_idx').on(t.status, t.date_published),
  ],
);

/** A published post's former slugs: /insights/<old_slug> answers 301 to the post's current slug. */
export const postSlugRedirects = sqliteTable('post_slug_redirects', {
  old_slug: text().primaryKey(),
  post_id: integer()
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  created_at: text().notNull().default(nowIso),
});

/**
 * Staff sign-ins: the session cookie carries a signed id of a row here, so signing out (or an
 * expiry) ends the session on the server, not only in the browser.
 */
export const staffSessions = sqliteTable('staff_sessions', {
  id: text().primaryKey(),
  created_at: text().notNull().default(nowIso),
  expires_at: text().notNull(),
  revoked_at: text(),
  /**
   * The person signed in; disabling them ends the session at once (the row stops authenticating).
   * People are disabled, never deleted, so the reference needs no ON DELETE rule.
   */
  person_id: text().references(() => staffPeople.id),
});

/** A member of staff: a person with a role. Disabled people keep their row (the audit log names them). */
export const staffPeople = sqliteTable(
  'staff_people',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    /** Stored lower-cased; one account per address. */
    email: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    created_at: text().notNull().default(nowIso),
    last_sign_in_at: text(),
    disabled_at: text(),
  },
  (t) => [uniqueIndex('staff_people_email_unique').on(t.email)],
);

export const STAFF_LINK_PURPOSES = ['invitation', 'sign-in'] as const;

/**
 * Single-use links emailed to staff: an invitation (48 hours, registers a passkey) or a sign-in
 * link (15 minutes). Only the SHA-256 of the token is kept, so the table cannot sign anyone in.
 */
export const staffLinks = sqliteTable(
  'staff_links',
  {
    token_hash: text().primaryKey(),
    person_id: text()
      .notNull()
      .references(() => staffPeople.id, { onDelete: 'cascade' }),
    purpose: text({ enum: STAFF_LINK_PURPOSES }).notNull(),
    created_at: text().notNull().default(nowIso),
    expires_at: text().notNull(),
    used_at: text(),
  },
  (t) => [index('staff_links_person_idx').on(t.person_id), index('staff_links_expires_at_idx').on(t.expires_at)],
);

/** A person's WebAuthn credentials (passkeys), one per device they registered. */
export const staffPasskeys = sqliteTable(
  'staff_passkeys',
  {
    /** The credential id, base64url. */
    id: text().primaryKey(),
    person_id: text()
      .notNull()
      .references(() => staffPeople.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    public_key: text().notNull(),
    counter: integer().notNull().default(0),
    /** JSON array of the authenticator's transports (usb, internal, hybrid…). */
    transports: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** A name the person recognises, e.g. the browser and device it was made on. */
    name: text().notNull().default(''),
    created_at: text().notNull().default(nowIso),
    last_used_at: text(),
  },
  (t) => [index('staff_passkeys_person_idx').on(t.person_id)],
);

/**
 * Passkey challenges already answered, until they would have expired anyway: a challenge travels in
 * a signed cookie, so this is what makes one answer once, even replayed with its cookie.
 */
export const webauthnChallengesSpent = sqliteTable(
  'webauthn_challenges_spent',
  {
    challenge: text().primaryKey(),
    expires_at: text().notNull(),
  },
  (t) => [index('webauthn_challenges_spent_expires_idx').on(t.expires_at)],
);

/**
 * Company-wide choices staff make, one row per choice, its value JSON (shared/staff/settings.ts
 * says what each holds): who prospects hear from, for one. Read where it applies, so a change
 * takes effect on the next email.
 */
export const staffSettings = sqliteTable('staff_settings', {
  key: text().primaryKey(),
  value: text({ mode: 'json' }).notNull(),
  updated_at: text().notNull().default(nowIso),
  /** Who changed it last (actorLabel). */
  updated_by: text().notNull().default(''),
});

/**
 * When each person who attends walkthroughs can be booked (shared/booking/open-times.ts reads it):
 * weekly windows on Ocala's clock, days off, slot length, travel buffer, minimum notice and the
 * ZIP codes they serve. One row per person; no row, or `active` off, offers nobody's time.
 */
export const walkthroughAvailability = sqliteTable('walkthrough_availability', {
  person_id: text().primaryKey(),
  /** { mon: [['09:00', '12:00'], …], … }: the weekdays and hours they can be booked. */
  weekly: text({ mode: 'json' }).$type<Partial<Record<Weekday, readonly Window[]>>>().notNull().default(sql`'{}'`),
  /** YYYY-MM-DD days off and holidays. */
  days_off: text({ mode: 'json' }).$type<readonly string[]>().notNull().default(sql`'[]'`),
  slot_minutes: integer().notNull().default(30),
  buffer_minutes: integer().notNull().default(30),
  notice_hours: integer().notNull().default(24),
  /** Five-digit ZIP codes. */
  zips: text({ mode: 'json' }).$type<readonly string[]>().notNull().default(sql`'[]'`),
  active: integer({ mode: 'boolean' }).notNull().default(true),
  updated_at: text().notNull().default(nowIso),
  /** Who changed it last (actorLabel). */
  updated_by: text().notNull().default(''),
  /** Their direct line, as walkthrough invitations give it ('' for the main line). */
  phone: text().notNull().default(''),
});

/**
 * Each staff member's private calendar feed (GET /calendar/<token>.ics, their walkthroughs): only
 * the SHA-256 of its token is kept, so the table cannot open anyone's calendar. One per person;
 * resetting it replaces the row, and the old address stops working.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    person_id: text()
      .primaryKey()
      .references(() => staffPeople.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    created_at: text().notNull().default(nowIso),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.token_hash)],
);

export const REVISION_KINDS = ['save', 'autosave', 'publish', 'restore', 'api'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/**
 * Every save of a post, immutable: who, when, and every field as saved. There is no foreign key
 * to blog_posts, so a deleted post's history stays readable. Published revisions are kept for
 * good; autosaves beyond the newest 50 of a post are pruned.
 */
export const blogPostRevisions = sqliteTable(
  'blog_post_revisions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    post_id: integer().notNull(),
    kind: text({ enum: REVISION_KINDS }).notNull(),
    created_at: text().notNull().default(nowIso),
    /** The person's id, or null for the staff key. */
    by_id: text(),
    by_name: text().notNull().default(''),
    /** When restoring, the revision restored. */
    restored_from: integer(),
    slug: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    content_markdown: text(),
    excerpt: text().notNull().default(''),
    category: text().notNull(),
    date_published: text().notNull(),
    featured_image: text(),
    seo_title: text(),
    seo_description: text(),
    tags: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    author: text().notNull(),
    status: text().notNull(),
  },
  (t) => [index('blog_post_revisions_post_idx').on(t.post_id, t.id)],
);

export const REVIEW_STEPS = ['submitted', 'sent_back', 'published'] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

/**
 * The review of authors' drafts, one row per step: an author submits a draft for review, an editor
 * publishes it or sends it back with a note, which the author reads in the editor and their list.
 */
export const postReviewNotes = sqliteTable(
  'post_review_notes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    post_id: integer().notNull(),
    step: text({ enum: REVIEW_STEPS }).notNull(),
    note: text().notNull().default(''),
    /** The person's id, or null for the staff key. */
    by_id: text(),
    by_name: text().notNull().default(''),
    at: text().notNull().default(nowIso),
  },
  (t) => [index('post_review_notes_post_idx').on(t.post_id, t.id)],
);

/**
 * Who did what and when. Append-only: triggers in migration 0009 refuse any UPDATE, and any
 * DELETE of an entry less than a year old (the retention job deletes older ones).
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    at: text().notNull().default(nowIso),
    /** The person's id, or null for the staff key or a visitor (a failed sign-in). */
    actor_id: text(),
    /** How the actor read at the time: "Name <email>", "Staff key (automation)", or the address tried. */
    actor: text().notNull(),
    /** e.g. sign-in, sign-in.failed, person.invite, post.publish, lead.stage, newsletter.send */
    action: text().notNull(),
    /** What it was done to: post, lead, application, subscriber, issue, person, settings. */
    subject_type: text().notNull().default(''),
    subject_id: text().notNull().default(''),
    /** One line a person reads, e.g. "Published “Floor care”". */
    summary: text().notNull().default(''),
    /** JSON object with the details (old and new stage, role…). */
    detail: text({ mode: 'json' }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    ip: text().notNull().default(''),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_at_idx').on(t.action, t.at), index('audit_log_actor_at_idx').on(t.actor_id, t.at)],
);

/**
 * URLs waiting to be announced to search engines through IndexNow (when a key is configured):
 * one row per URL, retried with backoff until sent.
 */
export const indexnowQueue = sqliteTable(
  'indexnow_queue',
  {
    url: text().primaryKey(),
    queued_at: text().notNull().default(nowIso),
    attempts: integer().notNull().default(0),
    next_attempt_at: text().notNull().default(nowIso),
    last_error: text(),
  },
  (t) => [index('indexnow_queue_next_attempt_idx').on(t.next_attempt_at)],
);

/** Text columns that hold ISO 8601 timestamps: the API compares, checks and normalises them as timestamps. */
export const TIMESTAMP_COLUMNS: ReadonlySet<string> = new Set<keyof typeof blogPosts.$inferSelect>(['date_published', 'updated_at']);

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** Stored lower-cased; unique, so one row per address whatever its case. */
    email: text().notNull(),
    created_at: text().notNull().default(nowIso),
    source: text().notNull().default(''),
    /**
     * When the address was confirmed from the confirmation email; null until then. Only confirmed
     * addresses receive issues; an unconfirmed signup is removed 7 days after `created_at`.
     */
    confirmed_at: text(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`), index('newsletter_subscribers_confirmed_at_idx').on(t.confirmed_at)],
);

export const NEWSLETTER_ISSUE_STATES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterIssueState = (typeof NEWSLETTER_ISSUE_STATES)[number];

/**
 * A newsletter issue composed by staff: a subject, an introduction in Markdown and the published
 * posts it presents, in order. Each recipient's copy is one outbox row whose dedupe key names the
 * issue and the address (`newsletter-issue:<id>:<address>`), so no address gets an issue twice.
 */
export const newsletterIssues = sqliteTable(
  'newsletter_issues',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    subject: text().notNull().default(''),
    /** Markdown. */
    intro: text().notNull().default(''),
    /** JSON array of blog post ids, in the order the issue shows them. */
    post_ids: text({ mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
    state: text({ enum: NEWSLETTER_ISSUE_STATES }).notNull().default('draft'),
    /** When a scheduled issue starts sending. */
    send_at: text(),
    created_at: text().notNull().default(nowIso),
    updated_at: text().notNull().default(nowIso),
    /** When sending started: only addresses confirmed by then receive it. */
    started_at: text(),
    /** How many confirmed subscribers it was sent to, counted when sending started. */
    recipients: integer().notNull().default(0),
    finished_at: text(),
    /** Kept out of the public archive (/newsletter): only subscribers ever see this issue. */
    subscribers_only: integer({ mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('newsletter_issues_state_send_at_idx').on(t.state, t.send_at)],
);

/**
 * Quote, walkthrough and franchising requests (docs/decisions.md D12): every field of the lead
 * schema (shared/leads/lead.ts) as the visitor sent it, normalised, with its spam verdict and the state
 * of each delivery channel. Written before anything else happens, so a lead is never lost.
 */
export const leads = sqliteTable(
  'leads',
  {
    /** Random (crypto.randomUUID), so an id in a visitor's answer says nothing about other leads. */
    id: text().primaryKey(),
    kind: text({ enum: LEAD_KINDS }).notNull(),
    /** Spam is stored with status 'spam' and a spam_reason, never dropped. */
    status: text({ enum: LEAD_STATUSES }).notNull().default('new'),
    created_at: text().notNull().default(nowIso),
    updated_at: text().notNull().default(nowIso),
    name: text().notNull().default(''),
    company: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    facility_type: text().notNull().default(''),
    /** JSON array of service slugs. */
    services: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    square_footage: text().notNull().default(''),
    /** Quote and franchising leads. */
    frequency: text().notNull().default(''),
    location: text().notNull().default(''),
    message: text().notNull().default(''),
    contact_method: text().notNull().default(''),
    /** Walkthrough leads: two days (YYYY-MM-DD) and a time window. */
    preferred_day_1: text().notNull().default(''),
    preferred_day_2: text().notNull().default(''),
    time_window: text().notNull().default(''),
    /** The page the form was sent from. */
    page: text().notNull().default(''),
    /** First-party, cookieless attribution of the visit. */
    landing_page: text().notNull().default(''),
    referrer: text().notNull().default(''),
    utm_source: text().notNull().default(''),
    utm_medium: text().notNull().default(''),
    utm_campaign: text().notNull().default(''),
    utm_term: text().notNull().default(''),
    utm_content: text().notNull().default(''),
    gclid: text().notNull().default(''),
    fbclid: text().notNull().default(''),
    msclkid: text().notNull().default(''),
    /** What the visitor agreed to, exactly as shown, and when. */
    consent_text: text().notNull().default(''),
    consent_at: text(),
    /** Salted SHA-256 of the client address (hex); the address itself is never stored. */
    ip_hash: text().notNull().default(''),
    /** Who sent it, for merging repeats: `email:<address>`, or `phone:<digits>` when there is no email. */
    contact_key: text().notNull(),
    /** Repeats within 10 minutes merged into this row. */
    duplicate_count: integer().notNull().default(0),
    email_state: text({ enum: DELIVERY_STATES }).notNull().default('pending'),
    webhook_state: text({ enum: DELIVERY_STATES }).notNull().default('pending'),
    delivery_attempts: integer().notNull().default(0),
    last_delivery_error: text(),
    /** When every configured channel had it. */
    delivered_at: text(),
    /** Why the lead was judged spam (null for a real lead). */
    spam_reason: text(),
    /** The blog post (its path) read in the visit before the lead was sent, if any. */
    read_post: text().notNull().default(''),
    /** When staff first moved the lead out of New: the end of its time to first response. */
    first_response_at: text(),
    /** When staff were reminded that the lead was still New after one business hour. */
    reminded_at: text(),
    /** The booked walkthrough (ISO 8601, UTC) while the lead is at that stage or beyond; null otherwise. */
    walkthrough_at: text(),
    /** Bumped each time the walkthrough is booked, moved or cancelled: the invitation's SEQUENCE. */
    walkthrough_sequence: integer().notNull().default(0),
    /** Why a lost lead was lost. */
    lost_reason: text().notNull().default(''),
    /** Who attends the booked walkthrough (staff_people.id); '' when nobody is named. */
    walkthrough_with: text().notNull().default(''),
    /** The building's street address (walkthrough requests and bookings; '' when not given). */
    street_address: text().notNull().default(''),
    /** When the second person on call was alerted that nobody had moved the lead (shared/staff/on-call.ts). */
    escalated_at: text(),
    /** The instant estimate the visitor saw before asking, as one line (/estimate); '' when none. */
    estimate: text().notNull().default(''),
    /** Who owns the sale (staff_people.id); '' while nobody does. */
    owner_id: text().notNull().default(''),
    /** What the client would pay a month, in cents: set by hand from Proposal sent on, and by a signed proposal. */
    monthly_value_cents: integer(),
    /** When the owner expects the sale to close (YYYY-MM-DD). */
    expected_close: text(),
    /** What happens next, and the Ocala day it is due (YYYY-MM-DD). */
    next_step: text().notNull().default(''),
    next_step_due: text(),
    /** When the owner was reminded of the next step due (once per step). */
    next_step_reminded_at: text(),
    /** Why a lost lead was lost, from shared/leads/lead-pipeline.ts LOST_CATEGORIES; `lost_reason` holds the note. */
    lost_category: text().notNull().default(''),
    /** When the lead was won (moved to Won, or its proposal signed). */
    won_at: text(),
  },
  (t) => [
    index('leads_created_at_idx').on(t.created_at),
    index('leads_status_created_at_idx').on(t.status, t.created_at),
    // The repeat check looks up one sender's recent leads of a kind.
    index('leads_kind_contact_created_at_idx').on(t.kind, t.contact_key, t.created_at),
  ],
);

/**
 * A repeat of a lead (the same kind from the same sender within 10 minutes): kept beside the lead
 * with its own fields, never written over what the customer sent, since anyone can type a
 * customer's email address. The fields are the lead form's (shared/intake/lead-form.ts) as JSON,
 * so a new form field needs no column here.
 */
export const leadRepeats = sqliteTable(
  'lead_repeats',
  {
    id: text().primaryKey(),
    lead_id: text()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    created_at: text().notNull().default(nowIso),
    /** The repeat's form fields as stored for a lead, by field name. */
    fields: text({ mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** Salted SHA-256 of the sender's client address, as on the lead: staff can tell the same network from another. */
    ip_hash: text().notNull().default(''),
  },
  (t) => [index('lead_repeats_lead_id_created_at_idx').on(t.lead_id, t.created_at)],
);

/**
 * A lead's timeline: every stage change (with the walkthrough booked, or the reason it was lost),
 * every staff note, a walkthrough cancelled. Appended only; the lead's own row keeps where it
 * stands now.
 */
export const leadEvents = sqliteTable(
  'lead_events',
  {
    id: text().primaryKey(),
    lead_id: text()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    created_at: text().notNull().default(nowIso),
    type: text({ enum: LEAD_EVENT_TYPES }).notNull(),
    /** The stage moved to (type `stage`). */
    status: text({ enum: LEAD_STATUSES }),
    /** The note (type `note`), or the reason a lead was lost. */
    note: text().notNull().default(''),
    /** The walkthrough booked with this change. */
    walkthrough_at: text(),
    /** Who did it, as the staff door knows them. */
    by: text().notNull().default(''),
  },
  (t) => [index('lead_events_lead_id_created_at_idx').on(t.lead_id, t.created_at), index('lead_events_type_status_idx').on(t.type, t.status)],
);

/**
 * Lead form tokens already spent (worker/intake/form-token.ts): one token brings one lead. Kept
 * until the token is too old to be sent anyway (4 hours after it was issued).
 */
export const formTokenUses = sqliteTable(
  'form_token_uses',
  {
    /** The token's random nonce. */
    nonce: text().primaryKey(),
    lead_id: text()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    expires_at: text().notNull(),
  },
  (t) => [index('form_token_uses_expires_at_idx').on(t.expires_at)],
);

/**
 * Every email the site writes (worker/email/), one row per message, recorded before it is queued:
 * both parts as rendered, where it stands (shared/messages/outbox.ts) and what it is about. `dedupe_key`
 * names the email and the thing it is about (`lead-acknowledgement:<lead id>`): unique, so the
 * same email about the same thing is never queued twice, however often it is asked for.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    /** Random (crypto.randomUUID). */
    id: text().primaryKey(),
    /** The recipient's address, lower-cased. */
    to: text().notNull(),
    /** Which email it is (`lead-acknowledgement`). */
    kind: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    state: text({ enum: OUTBOX_STATES }).notNull().default('queued'),
    /** Sends tried (a kept message counts its one pass through the queue). */
    attempts: integer().notNull().default(0),
    last_error: text(),
    dedupe_key: text().notNull(),
    /** What it is about, `<table>:<id>` (`lead:<id>`); null for an email about nothing stored. */
    about: text(),
    created_at: text().notNull().default(nowIso),
    /** When the email service took it; null until then (and for a kept message). */
    sent_at: text(),
    /** When a consumer last took it for sending (state `sending`). */
    claimed_at: text(),
    /** Extra headers sent with it (List-Unsubscribe), by name. */
    headers: text({ mode: 'json' }).$type<Record<string, string>>(),
    /** Files sent with it (a calendar invitation), their content as text. */
    attachments: text({ mode: 'json' }).$type<{ filename: string; type: string; content: string; encoding?: 'base64' }[]>(),
    /** `email`, or `sms` (a text: `to` is a number in E.164, `text` its body, `subject` and `html` empty). */
    channel: text({ enum: MESSAGE_CHANNELS }).notNull().default('email'),
    /** A text written in quiet hours waits until then (shared/messages/texts.ts); null: at once. */
    send_after: text(),
    /** The staff member who wrote it by hand (a text from a lead's page); null when the site wrote it. */
    sent_by: text(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key_unique').on(t.dedupe_key),
    // Staff and automation read newest first, all of it or one address's.
    index('outbox_created_at_idx').on(t.created_at),
    index('outbox_to_created_at_idx').on(t.to, t.created_at),
    // The sweep looks for messages still queued.
    index('outbox_state_created_at_idx').on(t.state, t.created_at),
    // A lead's emails, and an issue's progress (sent / failed / left), by what they are about.
    index('outbox_about_state_idx').on(t.about, t.state),
  ],
);

/**
 * Job openings staff manage (docs/decisions.md D20). Every field a visitor reads has its Spanish
 * twin (`*_es`); the Markdown is kept as written and sanitized where it meets a browser. An open
 * opening is public until `valid_through` has passed (a read-time rule, as for scheduled posts).
 */
export const jobOpenings = sqliteTable(
  'job_openings',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** The same in both languages: /careers/<slug> and /es/empleos/<slug>. */
    slug: text().notNull(),
    status: text({ enum: OPENING_STATUSES }).notNull().default('draft'),
    title: text().notNull(),
    title_es: text().notNull().default(''),
    /** The town or site the work is at, e.g. "Ocala". */
    town: text().notNull(),
    employment_type: text({ enum: EMPLOYMENT_TYPES }).notNull().default('PART_TIME'),
    /** JSON array of shifts (shared/careers/careers.ts SHIFTS). */
    shifts: text({ mode: 'json' }).$type<Shift[]>().notNull().default(sql`'[]'`),
    pay_min: integer(),
    pay_max: integer(),
    pay_unit: text({ enum: PAY_UNITS }).notNull().default('HOUR'),
    /** Markdown. */
    description: text().notNull().default(''),
    description_es: text().notNull().default(''),
    requirements: text().notNull().default(''),
    requirements_es: text().notNull().default(''),
    benefits: text().notNull().default(''),
    benefits_es: text().notNull().default(''),
    /** ISO 8601. */
    date_posted: text().notNull().default(nowIso),
    /** ISO 8601; past it, the opening is closed whatever its status says. */
    valid_through: text(),
    created_at: text().notNull().default(nowIso),
    updated_at: text().notNull().default(nowIso),
  },
  (t) => [uniqueIndex('job_openings_slug_unique').on(t.slug), index('job_openings_status_valid_idx').on(t.status, t.valid_through)],
);

/**
 * Applications from the quick apply form (shared/intake/application-form.ts), for an opening or
 * general (opening_id null). Stored before anything else happens; deleted on request and after
 * the retention period (APPLICATION_RETENTION_MONTHS, 12 by default).
 */
export const applications = sqliteTable(
  'applications',
  {
    /** Random (crypto.randomUUID). */
    id: text().primaryKey(),
    opening_id: integer().references(() => jobOpenings.id, { onDelete: 'set null' }),
    status: text({ enum: APPLICATION_STATUSES }).notNull().default('new'),
    created_at: text().notNull().default(nowIso),
    updated_at: text().notNull().default(nowIso),
    name: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    town: text().notNull().default(''),
    /** JSON array of shifts the applicant can work. */
    shifts: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** JSON array of days (mon … sun). */
    days: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** The language the applicant prefers to be spoken to in. */
    language: text({ enum: LOCALES }).notNull().default('en'),
    /** The language of the page the form was sent from: the acknowledgement's language. */
    locale: text({ enum: LOCALES }).notNull().default('en'),
    /** The résumé in R2 (never public): its key, the name it was sent with, its type read from the bytes, its size. */
    resume_key: text(),
    resume_name: text(),
    resume_type: text(),
    resume_size: integer(),
    consent_text: text().notNull().default(''),
    consent_at: text(),
    page: text().notNull().default(''),
    ip_hash: text().notNull().default(''),
    /** Who sent it, for merging repeats: `phone:<digits>`. */
    contact_key: text().notNull(),
    duplicate_count: integer().notNull().default(0),
    spam_reason: text(),
    /** The interview booked (ISO 8601, UTC). */
    interview_at: text(),
    /** Bumped each time the interview is booked, moved or cancelled: the invitation's SEQUENCE. */
    interview_sequence: integer().notNull().default(0),
    /** How the interview is held (shared/careers/interview.ts): at the office, by phone, by video; '' when not said. */
    interview_kind: text().notNull().default(''),
    /** The office's address, or the video link; '' for a phone interview (the applicant's number is called). */
    interview_place: text().notNull().default(''),
    /** Who interviews (staff_people.id); '' when nobody is named. */
    interview_with: text().notNull().default(''),
    interview_minutes: integer().notNull().default(30),
  },
  (t) => [
    index('applications_created_at_idx').on(t.created_at),
    index('applications_opening_created_at_idx').on(t.opening_id, t.created_at),
    index('applications_status_created_at_idx').on(t.status, t.created_at),
    index('applications_contact_created_at_idx').on(t.contact_key, t.created_at),
  ],
);

/** An application's timeline: stage changes (with the interview booked), staff notes, an interview cancelled. */
export const applicationEvents = sqliteTable(
  'application_events',
  {
    id: text().primaryKey(),
    application_id: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    created_at: text().notNull().default(nowIso),
    type: text({ enum: APPLICATION_EVENT_TYPES }).notNull(),
    status: text({ enum: APPLICATION_STATUSES }),
    note: text().notNull().default(''),
    interview_at: text(),
    by: text().notNull().default(''),
  },
  (t) => [index('application_events_application_created_at_idx').on(t.application_id, t.created_at)],
);

/** Application form tokens already spent: one token brings one application (as form_token_uses for leads). */
export const applicationTokenUses = sqliteTable(
  'application_token_uses',
  {
    nonce: text().primaryKey(),
    application_id: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    expires_at: text().notNull(),
  },
  (t) => [index('application_token_uses_expires_at_idx').on(t.expires_at)],
);

/**
 * Each number texts have gone to or been agreed for (E.164), and what its owner said: `agreed`
 * (chose texts, or agreed on a form, or replied START) or `stopped` (replied STOP: nothing but the
 * reply to that STOP goes to it until START). The first text to a number says who we are and how to
 * stop (`introduced_at`).
 */
export const textNumbers = sqliteTable('text_numbers', {
  phone: text().primaryKey(),
  consent: text({ enum: ['agreed', 'stopped'] }).notNull(),
  /** Where the consent (or the stop) came from: `lead:<id>`, `application:<id>`, `reply`. */
  source: text().notNull(),
  introduced_at: text(),
  updated_at: text().notNull().default(nowIso),
});

/**
 * Texts people send us, as the SMS provider's webhook hands them over (its signature checked):
 * what they are about is that of the last text we sent the number, so a reply lands on the lead's
 * or the application's timeline. `provider_id` (Twilio's MessageSid) is unique: a webhook retried
 * stores one reply.
 */
export const textReplies = sqliteTable(
  'text_replies',
  {
    id: text().primaryKey(),
    provider_id: text().notNull(),
    from: text().notNull(),
    body: text().notNull(),
    /** STOP, START or HELP when the reply was one; null for words. */
    keyword: text({ enum: ['stop', 'start', 'help'] }),
    about: text(),
    received_at: text().notNull().default(nowIso),
  },
  (t) => [uniqueIndex('text_replies_provider_id_unique').on(t.provider_id), index('text_replies_about_idx').on(t.about, t.received_at)],
);

/**
 * The rate table (shared/pricing/estimate.ts): one row per facility type of the quote form, kept by
 * staff (every change audited). `is_sample` marks the values `npm start` loads from published
 * industry ranges, for the company to replace; a type with no row is priced at a walkthrough.
 */
export const pricingRates = sqliteTable('pricing_rates', {
  facility_type: text().primaryKey(),
  /** Square feet one person cleans in an hour. */
  sqft_per_hour: integer().notNull(),
  /** Loaded labour cost of an hour, in cents. */
  labour_cents_per_hour: integer().notNull(),
  /** Supplies as a share of labour, in basis points (600 = 6 %). */
  supplies_bp: integer().notNull(),
  /** Margin as a share of the price, in basis points. */
  margin_bp: integer().notNull(),
  monthly_minimum_cents: integer().notNull(),
  /** Priced only after seeing the building (medical, industrial): no number is shown. */
  walkthrough_required: integer({ mode: 'boolean' }).notNull().default(false),
  is_sample: integer({ mode: 'boolean' }).notNull().default(false),
  updated_at: text().notNull().default(nowIso),
  updated_by: text().notNull().default(''),
});

/** The factor a visit's cost takes at each number of visits a week, in basis points (11500 = 1.15: one visit a week clears a week's soil). */
export const pricingVisitFactors = sqliteTable('pricing_visit_factors', {
  visits_per_week: integer().primaryKey(),
  factor_bp: integer().notNull(),
  is_sample: integer({ mode: 'boolean' }).notNull().default(false),
});

/**
 * Proposals staff build from a lead (shared/pricing/proposal.ts): its sites, the lines the rate
 * table priced, and the price. `computed_price_cents` is what the table gave, `monthly_price_cents`
 * what is offered (staff may adjust lines); only staff ever see the first.
 */
export const proposals = sqliteTable(
  'proposals',
  {
    id: text().primaryKey(),
    lead_id: text().notNull(),
    version: integer().notNull().default(1),
    state: text({ enum: PROPOSAL_STATES }).notNull().default('draft'),
    visits_per_week: integer().notNull(),
    start_date: text().notNull(),
    sites: text({ mode: 'json' }).notNull().$type<ProposalSite[]>(),
    lines: text({ mode: 'json' }).notNull().$type<ProposalLine[]>(),
    computed_price_cents: integer().notNull(),
    monthly_price_cents: integer().notNull(),
    created_by: text().notNull().default(''),
    created_at: text().notNull().default(nowIso),
    updated_at: text().notNull().default(nowIso),
    /** The terms as written when the proposal was made (from the staff's template), so a sent proposal never changes. */
    terms: text({ mode: 'json' }).notNull().$type<string[]>().default(sql`'[]'`),
    sent_at: text(),
    /** The first time the client opened the link. */
    viewed_at: text(),
    /** When the client signed, declined or asked for changes. */
    responded_at: text(),
    /** Thirty days after sending: an unsigned proposal expires then. */
    expires_at: text(),
    /** Reminders sent to the client so far (after 2, 5 and 10 days). */
    reminders_sent: integer().notNull().default(0),
    /** The version that replaced this one; '' while none has. */
    superseded_by: text().notNull().default(''),
    /** The client's reason for declining, or the changes they asked for. */
    response_note: text().notNull().default(''),
    /** SHA-256 (hex) of the PDF the client was shown, from sending on. */
    document_sha256: text().notNull().default(''),
    /** The signature's evidence (shared/pricing/proposal-states.ts SignatureEvidence), once signed. */
    evidence: text({ mode: 'json' }).$type<Record<string, unknown>>(),
  },
  (t) => [index('proposals_lead_id_idx').on(t.lead_id, t.created_at), index('proposals_state_sent_at_idx').on(t.state, t.sent_at)],
);

/**
 * The task library a proposal's scope is written from, per facility type (staff edit it on the
 * Pricing screen): an area, a task, how often, and an optional time per unit (a restroom fixture,
 * a window pane) that adds labour hours when the proposal counts the units.
 */
export const pricingTasks = sqliteTable(
  'pricing_tasks',
  {
    id: text().primaryKey(),
    facility_type: text().notNull(),
    area: text().notNull(),
    task: text().notNull(),
    /** e.g. 'each visit', 'weekly', 'monthly'. */
    frequency: text().notNull().default('each visit'),
    /** What one unit is ('fixture', 'pane'), when the task is timed per unit; '' otherwise. */
    unit: text().notNull().default(''),
    /** Minutes of labour per unit a visit; null when the task is in the square-foot rate. */
    minutes_per_unit: integer(),
    sort: integer().notNull().default(0),
    is_sample: integer({ mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('pricing_tasks_type_idx').on(t.facility_type, t.sort)],
);
