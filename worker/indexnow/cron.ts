/**
 * IndexNow's part of the 5-minute cron: finds the scheduled posts whose time came since the last
 * check (recording each in the audit log as `post.live`, whose detail keeps where the check reached,
 * so the log doubles as the cron's memory), queues their URLs, then sends whatever is due.
 * The first check ever looks back a day, so turning this on never announces the whole archive.
 */
import { absoluteUrl } from '../../shared/meta';
import { articleHref } from '../../shared/posts/blog-logic';
import { recordAuditAs } from '../audit/record';
import { createDb } from '../db';
import { queueAnnouncements, sendDueAnnouncements } from './send';
import { lastLiveCheck, POST_LIVE_ACTION, postsGoneLive } from './store';

const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000;

export async function runIndexNowCron(env: Env, now = new Date()): Promise<void> {
  const db = createDb(env.DB);
  const last = await lastLiveCheck(db);
  const since = last && !Number.isNaN(Date.parse(last)) ? new Date(last) : new Date(now.getTime() - FIRST_LOOK_BACK_MS);
  if (since < now) {
    const live = await postsGoneLive(db, since, now);
    for (const post of live) {
      await recordAuditAs(
        db,
        null,
        {
          action: POST_LIVE_ACTION,
          subjectType: 'post',
          subjectId: post.id,
          summary: `Scheduled post “${post.title}” went live`,
          detail: { slug: post.slug, date_published: post.date_published, until: now.toISOString() },
        },
        '',
        'Scheduled publishing',
      );
    }
    await queueAnnouncements(
      env,
      db,
      live.map((post) => absoluteUrl(env.SITE_URL, articleHref(post.slug))),
      now,
    );
  }
  await sendDueAnnouncements(env, now, db);
}
