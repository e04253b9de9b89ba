/**
 * Newsletter issues for staff (mounted at /staff/api; staff only, 401 otherwise; never cached;
 * errors as {code, message, details, hint}):
 *   GET    /newsletter/issues                 {issues: NewsletterIssue[]}, newest first, each with its progress
 *   POST   /newsletter/issues                 {subject, intro?, post_ids?} -> 201 the draft
 *   GET    /newsletter/issues/:id             the issue
 *   PATCH  /newsletter/issues/:id             any of {subject, intro, post_ids}: a draft or scheduled issue only (409);
 *                                             {subscribers_only}: in any state (a sent issue leaves or joins the public archive)
 *   DELETE /newsletter/issues/:id             a draft only (409) -> 204
 *   GET    /newsletter/issues/:id/preview     {subject, html, text}: a copy as a recipient gets it (a sample unsubscribe link)
 *   POST   /newsletter/issues/:id/test        {to} -> 202 {id}: one copy to that address, subject "[Test] …"
 *   POST   /newsletter/issues/:id/send        {} -> 202 the issue, `sending`; {send_at} (future ISO 8601) -> 202, `scheduled`
 *   POST   /newsletter/issues/:id/unschedule  a scheduled issue back to draft
 * 404 for an unknown id; 409 when the issue's state does not allow the change.
 */
import { needs } from '../../staff/permissions';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { normalizeEmail } from '../../../shared/newsletter/email';
import { messageKindLabel } from '../../../shared/messages/messages';
import { NEWSLETTER_ISSUE_STATES } from '../../../shared/schema';
import {
  ISSUE_INTRO_MAX_LENGTH,
  ISSUE_MAX_POSTS,
  ISSUE_SUBJECT_MAX_LENGTH,
  type IssueDraft,
  type IssuePreview,
  type NewsletterIssue,
} from '../../../shared/newsletter/newsletter-issue';
import type { AppEnv, Db } from '../../env';
import { queueEmail } from '../../email/outbox';
import { renderEmail } from '../../email/render';
import { ApiError, onlyMethods } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { requireStaff, staffApiError } from '../../staff/door';
import { siteOrigin } from '../../http/site-origin';
import { issueContent, issueCopy, TEST_KIND } from './issue-email';
import { beginSending } from './sending';
import {
  copyCounts,
  createIssue,
  deleteDraft,
  getIssue,
  type IssueRow,
  listIssues,
  progressOf,
  publishedPosts,
  scheduleIssue,
  unscheduleIssue,
  updateIssue,
} from './store';
import { companyDateTime } from '../../../shared/time/company-time';
import { recordAudit } from '../../audit/record';
import { isOneLine, ONE_LINE_MESSAGE } from '../../../shared/sanitize/one-line';

/** The address the preview's sample unsubscribe link is made for. */
const SAMPLE_RECIPIENT = 'subscriber@example.com';
/** How far ahead an issue may be scheduled. */
const MAX_SCHEDULE_DAYS = 366;
const MAX_BODY = 64 * 1024;

const Subject = v.pipe(
  v.string('subject must be text'),
  v.trim(),
  v.minLength(1, 'subject must not be empty'),
  v.maxLength(ISSUE_SUBJECT_MAX_LENGTH, `subject must be at most ${ISSUE_SUBJECT_MAX_LENGTH} characters`),
  v.check(isOneLine, `subject ${ONE_LINE_MESSAGE}`),
);
const Intro = v.pipe(
  v.string('intro must be text (Markdown)'),
  v.maxLength(ISSUE_INTRO_MAX_LENGTH, `intro must be at most ${ISSUE_INTRO_MAX_LENGTH} characters`),
);
const PostIds = v.pipe(
  v.array(
    v.pipe(v.number('post_ids must hold post ids'), v.safeInteger('post_ids must hold post ids'), v.minValue(1, 'post_ids must hold post ids')),
    'post_ids must be an array of post ids',
  ),
  v.maxLength(ISSUE_MAX_POSTS, `post_ids may hold at most ${ISSUE_MAX_POSTS} posts`),
  v.check((ids) => new Set(ids).size === ids.length, 'post_ids must not repeat a post'),
);

const NewIssue = v.strictObject(
  { subject: Subject, intro: v.optional(Intro, ''), post_ids: v.optional(PostIds, []) },
  'Send {subject, intro, post_ids} and nothing else',
);
const IssueChange = v.strictObject(
  {
    subject: v.optional(Subject),
    intro: v.optional(Intro),
    post_ids: v.optional(PostIds),
    subscribers_only: v.optional(v.boolean('subscribers_only must be true or false')),
  },
  'Send any of {subject, intro, post_ids, subscribers_only} and nothing else',
);
const SendRequest = v.strictObject({ send_at: v.optional(v.string('send_at must be an ISO 8601 timestamp')) }, 'Send {} to send now, or {send_at}');
const TestRequest = v.strictObject({ to: v.string('to must be an email address') }, 'Send {to}');

const notFound = () => new ApiError(404, 'PGRST116', 'No newsletter issue with this id', null, 'Ids come from GET /staff/api/newsletter/issues.');
const wrongState = (issue: IssueRow, allowed: string) =>
  new ApiError(409, '55000', `This issue is ${issue.state}: only ${allowed} can be changed this way`, `state is ${issue.state}`, null);

function issueId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

async function readJson(c: Context<AppEnv>, { emptyIs }: { emptyIs?: unknown } = {}): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > MAX_BODY) throw new ApiError(413, 'PGRST413', 'Request body too large');
  if (emptyIs !== undefined && text.trim() === '') return emptyIs;
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'PGRST102', 'Content-Type must be application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function parse<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue.path?.map((p) => p.key).join('.');
  throw new ApiError(400, '22023', issue.message, path ? `at ${path}` : null, 'See shared/newsletter/newsletter-issue.ts for the fields and their limits.');
}

/** Every id must be a post that is public now: a draft, a scheduled or an unknown post is refused by its id. */
async function checkPosts(db: Db, ids: readonly number[]): Promise<void> {
  const found = new Set((await publishedPosts(db, ids)).map((p) => p.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw new ApiError(
      400,
      '22023',
      `Post ${missing} is not a published post`,
      `post_ids: ${missing}`,
      'Pick posts that are published and dated now or earlier.',
    );
  }
}

async function withProgress(db: Db, rows: IssueRow[]): Promise<NewsletterIssue[]> {
  const counts = await copyCounts(
    db,
    rows.filter((r) => r.started_at).map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, progress: progressOf(row.recipients, counts.get(row.id)) }));
}

const one = async (db: Db, row: IssueRow): Promise<NewsletterIssue> => (await withProgress(db, [row]))[0]!;

async function existing(db: Db, id: number): Promise<IssueRow> {
  const row = await getIssue(db, id);
  if (!row) throw notFound();
  return row;
}

/** A copy of the issue for `to`, as the pipeline would write it. */
async function copyFor(c: Context<AppEnv>, issue: IssueRow, to: string) {
  const origin = siteOrigin(c.env);
  const content = issueContent(issue, await publishedPosts(c.var.db, issue.post_ids), origin);
  return issueCopy(c.env, origin, issue.id, content, to);
}

const staffOnly = requireStaff('newsletter_issues');

export const newsletterIssuesApi = new Hono<AppEnv>();

newsletterIssuesApi.onError(staffApiError);

for (const path of ['/newsletter/issues', '/newsletter/issues/:id', '/newsletter/issues/:id/*']) newsletterIssuesApi.use(path, noStore, staffOnly);

newsletterIssuesApi.get('/newsletter/issues', needs('newsletter', 'read newsletter issues'), async (c) =>
  c.json({ issues: await withProgress(c.var.db, await listIssues(c.var.db)) }),
);

newsletterIssuesApi.post('/newsletter/issues', needs('newsletter', 'write newsletter issues'), async (c) => {
  const draft: IssueDraft = parse(NewIssue, await readJson(c));
  await checkPosts(c.var.db, draft.post_ids);
  return c.json(await one(c.var.db, await createIssue(c.var.db, draft)), 201);
});

newsletterIssuesApi.get('/newsletter/issues/:id', needs('newsletter', 'read newsletter issues'), async (c) =>
  c.json(await one(c.var.db, await existing(c.var.db, issueId(c)))),
);

newsletterIssuesApi.patch('/newsletter/issues/:id', needs('newsletter', 'write newsletter issues'), async (c) => {
  const id = issueId(c);
  const change = parse(IssueChange, await readJson(c));
  const before = await existing(c.var.db, id);
  // What the issue says is fixed once it goes out; whether the archive shows it is not.
  const { subscribers_only, ...content } = change;
  const editsContent = Object.keys(content).length > 0;
  if (editsContent && before.state !== 'draft' && before.state !== 'scheduled') throw wrongState(before, 'a draft or a scheduled issue');
  if (change.post_ids) await checkPosts(c.var.db, change.post_ids);
  const row = await updateIssue(c.var.db, id, change, editsContent ? ['draft', 'scheduled'] : NEWSLETTER_ISSUE_STATES);
  if (!row) throw wrongState(await existing(c.var.db, id), 'a draft or a scheduled issue');
  if (subscribers_only !== undefined && subscribers_only !== before.subscribers_only) {
    await recordAudit(c, {
      action: 'newsletter.archive',
      subjectType: 'issue',
      subjectId: id,
      summary: subscribers_only ? `Kept “${row.subject}” for subscribers only` : `Let “${row.subject}” be read in the public archive`,
      detail: { subscribers_only },
    });
  }
  return c.json(await one(c.var.db, row));
});

newsletterIssuesApi.delete('/newsletter/issues/:id', needs('newsletter', 'delete newsletter issues'), async (c) => {
  const id = issueId(c);
  if (await deleteDraft(c.var.db, id)) return c.body(null, 204);
  throw wrongState(await existing(c.var.db, id), 'a draft');
});

newsletterIssuesApi.get('/newsletter/issues/:id/preview', needs('newsletter', 'preview newsletter issues'), async (c) => {
  const issue = await existing(c.var.db, issueId(c));
  const copy = await copyFor(c, issue, SAMPLE_RECIPIENT);
  const { subject, html, text } = renderEmail(copy.document);
  return c.json({ subject, html, text } satisfies IssuePreview);
});

newsletterIssuesApi.post('/newsletter/issues/:id/test', needs('newsletter', 'send test issues'), async (c) => {
  const id = issueId(c);
  const { to: raw } = parse(TestRequest, await readJson(c));
  const to = normalizeEmail(raw);
  if (!to) throw new ApiError(400, '22023', 'to must be a valid email address', null, 'Use an address like name@company.com.');
  const issue = await existing(c.var.db, id);
  const copy = await copyFor(c, issue, to);
  const outcome = await queueEmail(c.env, c.var.db, {
    ...copy,
    kind: TEST_KIND,
    // A fresh key each time: every test asked for is sent. Not about the issue, so it is not counted in its progress.
    dedupeKey: `${TEST_KIND}:${id}:${crypto.randomUUID()}`,
    about: `newsletter-issue-test:${id}`,
    document: { ...copy.document, subject: `[Test] ${copy.document.subject}` },
  });
  if (!outcome.queued)
    throw new ApiError(503, 'PGRST002', 'The test copy could not be written', outcome.reason, 'Try again in a moment.', { 'retry-after': '5' });
  await recordAudit(c, {
    action: 'newsletter.test',
    subjectType: 'issue',
    subjectId: id,
    // The email's name as the outbox and the timeline give it (shared/messages/messages.ts).
    summary: `${messageKindLabel(TEST_KIND)} of “${issue.subject}” sent to ${to}`,
    detail: { to },
  });
  return c.json({ id: outcome.id }, 202);
});

newsletterIssuesApi.post('/newsletter/issues/:id/send', needs('newsletter', 'send newsletter issues'), async (c) => {
  const id = issueId(c);
  const { send_at } = parse(SendRequest, await readJson(c, { emptyIs: {} }));
  const issue = await existing(c.var.db, id);
  if (issue.state !== 'draft' && issue.state !== 'scheduled') throw wrongState(issue, 'a draft or a scheduled issue');
  if (!issue.subject.trim() || (!issue.intro.trim() && issue.post_ids.length === 0)) {
    throw new ApiError(409, '55000', 'An issue needs a subject and at least one post or an introduction before it is sent', null, 'PATCH the issue first.');
  }
  await checkPosts(c.var.db, issue.post_ids);
  if (send_at !== undefined) {
    const when = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(send_at) ? new Date(send_at) : new Date(Number.NaN);
    if (Number.isNaN(when.getTime()))
      throw new ApiError(400, '22007', 'send_at must be an ISO 8601 timestamp with its offset', null, 'For example 2030-05-01T13:00:00Z.');
    const now = Date.now();
    if (when.getTime() <= now) throw new ApiError(400, '22023', 'send_at must be in the future', null, 'Send {} to send now.');
    if (when.getTime() > now + MAX_SCHEDULE_DAYS * 86_400_000) throw new ApiError(400, '22023', `send_at must be within ${MAX_SCHEDULE_DAYS} days`);
    const row = await scheduleIssue(c.var.db, id, when.toISOString());
    if (!row) throw wrongState(await existing(c.var.db, id), 'a draft or a scheduled issue');
    await recordAudit(c, {
      action: 'newsletter.schedule',
      subjectType: 'issue',
      subjectId: id,
      summary: `Scheduled “${issue.subject}” for ${companyDateTime(when)}`,
      detail: { send_at: when.toISOString() },
    });
    return c.json(await one(c.var.db, row), 202);
  }
  const row = await beginSending(c.env, c.var.db, id, ['draft', 'scheduled']);
  if (!row) throw wrongState(await existing(c.var.db, id), 'a draft or a scheduled issue');
  await recordAudit(c, { action: 'newsletter.send', subjectType: 'issue', subjectId: id, summary: `Sent “${issue.subject}” to the subscribers` });
  return c.json(await one(c.var.db, row), 202);
});

newsletterIssuesApi.post('/newsletter/issues/:id/unschedule', needs('newsletter', 'unschedule newsletter issues'), async (c) => {
  const id = issueId(c);
  const row = await unscheduleIssue(c.var.db, id);
  if (!row) throw wrongState(await existing(c.var.db, id), 'a scheduled issue');
  return c.json(await one(c.var.db, row));
});

newsletterIssuesApi.all('/newsletter/issues', onlyMethods('GET, POST'));
newsletterIssuesApi.all('/newsletter/issues/:id', onlyMethods('GET, PATCH, DELETE'));
newsletterIssuesApi.all('/newsletter/issues/:id/preview', onlyMethods('GET'));
newsletterIssuesApi.all('/newsletter/issues/:id/test', onlyMethods('POST'));
newsletterIssuesApi.all('/newsletter/issues/:id/send', onlyMethods('POST'));
newsletterIssuesApi.all('/newsletter/issues/:id/unschedule', onlyMethods('POST'));
