/**
 * The review of authors' drafts (/staff/api, permissions in staff/permissions.ts): an author submits
 * their draft (`POST /posts/:id/submit`, draft -> review); editors read the queue (`GET /review`) and
 * publish or schedule a post in it (`POST /review/:id/publish`) or send it back to draft with a note
 * (`POST /review/:id/send-back`). `GET /review/:id` is a post's steps, newest first, for the editor;
 * `GET /posts/mine` the posts the actor created, with the latest step of each, for their list.
 *
 * Each status change is a PATCH through the posts API in-process, on behalf of the actor, so the
 * author policy, revisions and everything after a post write apply as to any other save; only then
 * is the step recorded (post_review_notes) and the people it concerns emailed (emails.ts). A post
 * no longer in the state a step expects is 409.
 */
import { needs } from '../../staff/permissions';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { BlogPost } from '../../../shared/posts/post';
import type { QueuedPost } from '../../../shared/posts/review';
import type { ReviewStep } from '../../../shared/schema';
import { actorLabel } from '../../../shared/staff/staff-roles';
import type { AppEnv } from '../../env';
import { ApiError, errorResponse } from '../../http/errors';
import { lendActor } from '../../staff/actor';
import type { AppFetch } from '../../staff/api-proxy';
import { normalizeTimestamp } from '../postgrest/resolve';
import { readJsonBody } from '../rest/request';
import { emailPublished, emailSentBack, emailSubmitted, type StepContext } from './emails';
import { latestSteps, postsCreatedBy, postsInReview, recordStep, stepsOf } from './store';
import { siteOrigin } from '../../http/site-origin';

const MAX_NOTE = 2000;

const NoteBody = v.object({ note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_NOTE)), '') });
const PublishBody = v.object({ date_published: v.optional(v.string()) });

/** A JSON object body, or {} when none was sent. */
async function bodyOf(c: Context<AppEnv>): Promise<unknown> {
  if (!c.req.header('content-type') && !c.req.header('content-length')) return {};
  return readJsonBody(c.req.raw as unknown as Request);
}

function postId(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, 'PGRST116', 'No such post');
  return id;
}

const notInState = (expected: string) =>
  new ApiError(409, 'PGRST116', `The post is not ${expected} any more`, null, 'Reload: someone may have changed it meanwhile.');

/** PATCHes one post through the posts API as the actor; the changed row, or null when the filter matched none. */
async function patchPost(c: Context<AppEnv>, appFetch: AppFetch, id: number, fromStatus: string, change: Partial<BlogPost>): Promise<BlogPost | null> {
  const url = new URL(`/rest/v1/blog_posts?id=eq.${id}&status=eq.${fromStatus}`, c.req.url);
  const request = new Request(url, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${c.env.SERVICE_KEY ?? ''}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(change),
  });
  if (c.var.actor) lendActor(request, c.var.actor);
  const res = await appFetch(request, { ...c.env, DB: c.var.d1 as D1Database });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: string; message?: string; details?: string; hint?: string } | null;
    throw new ApiError(res.status, body?.code ?? 'PGRST000', body?.message ?? 'The post could not be changed', body?.details ?? null, body?.hint ?? null);
  }
  const rows = (await res.json()) as BlogPost[];
  return rows[0] ?? null;
}

/** Records the step; what its emails need to know of it (emails.ts). */
async function step(c: Context<AppEnv>, id: number, kind: ReviewStep, note = ''): Promise<StepContext> {
  const actor = c.var.actor;
  const byId = actor?.kind === 'person' ? actor.id : null;
  const byName = actor ? (actor.kind === 'person' ? actor.name : actorLabel(actor)) : '';
  const stepId = await recordStep(c.var.db, { post_id: id, step: kind, note, by_id: byId, by_name: byName });
  return { env: c.env, db: c.var.db, origin: siteOrigin(c.env), stepId, byId, byName };
}

/** Mounted at /staff/api behind the gate and the permissions table; `appFetch` is the app's own entry. */
export function reviewApi(appFetch: AppFetch): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/review', needs('posts.publish', 'review posts'), async (c) => {
      const db = c.var.db;
      const posts = await postsInReview(db);
      const steps = new Map(
        (
          await latestSteps(
            db,
            posts.map((p) => p.id),
          )
        ).map((s) => [s.post_id, s]),
      );
      const queue = posts.map((p): QueuedPost => {
        const s = steps.get(p.id);
        const submitted = s?.step === 'submitted' ? s : null;
        return { ...p, submitted_by: submitted?.by_name ?? p.author, submitted_at: submitted?.at ?? p.updated_at, note: submitted?.note ?? '' };
      });
      // Oldest submission first: the queue is worked from the front.
      queue.sort((a, b) => a.submitted_at.localeCompare(b.submitted_at));
      return c.json({ posts: queue });
    })
    .get('/review/:id', needs('posts.write-own', 'read review notes'), async (c) => {
      const id = postId(c);
      return c.json({ steps: await stepsOf(c.var.db, id) });
    })
    .get('/posts/mine', needs('posts.write-own', 'read their posts'), async (c) => {
      const actor = c.var.actor;
      if (actor?.kind !== 'person') return c.json({ ids: [], steps: [] });
      const ids = await postsCreatedBy(c.var.db, actor.id);
      return c.json({ ids, steps: await latestSteps(c.var.db, ids.slice(0, 500)) });
    })
    .post('/posts/:id/submit', needs('posts.write-own', 'submit posts for review'), async (c) => {
      const id = postId(c);
      const body = v.safeParse(NoteBody, await bodyOf(c));
      if (!body.success) throw new ApiError(400, '22023', `Send {"note": ...} of at most ${MAX_NOTE} characters, or nothing`);
      const post = await patchPost(c, appFetch, id, 'draft', { status: 'review' });
      if (!post) throw notInState('a draft');
      await emailSubmitted(await step(c, id, 'submitted', body.output.note), post, body.output.note);
      return c.json({ post });
    })
    .post('/review/:id/publish', needs('posts.publish', 'publish posts'), async (c) => {
      const id = postId(c);
      const body = v.safeParse(PublishBody, await bodyOf(c));
      const at = body.success && body.output.date_published !== undefined ? normalizeTimestamp(body.output.date_published) : new Date().toISOString();
      if (!body.success || at === null) throw new ApiError(400, '22007', 'Send {"date_published": ISO 8601} to schedule, or nothing to publish now');
      const post = await patchPost(c, appFetch, id, 'review', { status: 'published', date_published: at });
      if (!post) throw notInState('in review');
      await emailPublished(await step(c, id, 'published'), post);
      return c.json({ post });
    })
    .post('/review/:id/send-back', needs('posts.publish', 'send posts back'), async (c) => {
      const id = postId(c);
      const body = v.safeParse(NoteBody, await bodyOf(c));
      if (!body.success || body.output.note === '')
        return errorResponse(new ApiError(400, '22023', 'Say what to change: send {"note": ...}', null, `At most ${MAX_NOTE} characters.`));
      const post = await patchPost(c, appFetch, id, 'review', { status: 'draft' });
      if (!post) throw notInState('in review');
      await emailSentBack(await step(c, id, 'sent_back', body.output.note), post, body.output.note);
      return c.json({ post });
    });
}
