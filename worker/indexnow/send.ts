/**
 * IndexNow (https://www.indexnow.org): telling search engines which of the site's URLs changed, so
 * a post published, renamed or withdrawn is crawled again within minutes instead of days. Off
 * unless INDEXNOW_KEY is set: then nothing is queued, nothing sent, and no key file is served.
 *
 * URLs wait in `indexnow_queue` (store.ts) and leave in one POST of at most BATCH_SIZE: right after
 * the write that queued them (waitUntil) and from the 5-minute cron. A batch that fails (a 5xx or
 * 429, no answer, a refusal) is retried with backoff; after MAX_ATTEMPTS its URLs are dropped, as
 * the search engines will crawl them in their own time anyway.
 */
import { createDb } from '../db';
import type { Db } from '../env';
import { dropUrls, dueUrls, forgetSent, markFailed, queueUrls } from './store';

export const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';

/** IndexNow takes up to 10,000 URLs a request; a site this size never comes near. */
export const BATCH_SIZE = 500;

export const MAX_ATTEMPTS = 10;

/** Minutes before attempt n+1 after n failures: 5, 10, 20, … capped at a day. */
export function backoffMinutes(failures: number): number {
  return Math.min(5 * 2 ** (failures - 1), 24 * 60);
}

/** The key, when IndexNow is on: 8 to 128 letters, digits and dashes, as the protocol asks. */
export function indexNowKey(env: Pick<Env, 'INDEXNOW_KEY'>): string | null {
  const key = env.INDEXNOW_KEY?.trim();
  return key && /^[A-Za-z0-9-]{8,128}$/.test(key) ? key : null;
}

/** Queues URLs when IndexNow is on; false (nothing queued) when it is off. */
export async function queueAnnouncements(env: Pick<Env, 'INDEXNOW_KEY'>, db: Db, urls: readonly string[], now = new Date()): Promise<boolean> {
  if (!indexNowKey(env) || urls.length === 0) return false;
  await queueUrls(db, urls, now);
  return true;
}

/** Sends what is due; returns how many URLs were announced. */
export async function sendDueAnnouncements(env: Env, now = new Date(), db: Db = createDb(env.DB)): Promise<number> {
  const key = indexNowKey(env);
  if (!key) return 0;
  const rows = await dueUrls(db, now, BATCH_SIZE);
  if (rows.length === 0) return 0;
  const site = new URL(env.SITE_URL);
  // IndexNow refuses a batch with a URL of another host: the site's own are the only ones queued.
  const ours = rows.filter((row) => URL.canParse(row.url) && new URL(row.url).host === site.host);
  const foreign = rows.filter((row) => !ours.includes(row));
  if (foreign.length)
    await dropUrls(
      db,
      foreign.map((row) => row.url),
    );
  if (ours.length === 0) return 0;

  let error: string | null = null;
  try {
    const res = await fetch(INDEXNOW_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ host: site.host, key, keyLocation: new URL(`/${key}.txt`, site).toString(), urlList: ours.map((row) => row.url) }),
    });
    // 200 and 202 (accepted, key check pending) are both success.
    if (res.status !== 200 && res.status !== 202) error = `IndexNow answered ${res.status}`;
    await res.body?.cancel();
  } catch (err) {
    error = `IndexNow did not answer: ${err instanceof Error ? err.message : String(err)}`;
  }
  if (error === null) {
    await forgetSent(db, ours);
    return ours.length;
  }
  const given = ours.filter((row) => row.attempts + 1 >= MAX_ATTEMPTS);
  if (given.length) {
    console.error('indexnow: giving up on', given.length, 'URLs after', MAX_ATTEMPTS, 'attempts:', error);
    await dropUrls(
      db,
      given.map((row) => row.url),
    );
  }
  const retry = ours.filter((row) => !given.includes(row));
  await markFailed(
    db,
    retry.map((row) => ({
      url: row.url,
      attempts: row.attempts + 1,
      next_attempt_at: new Date(now.getTime() + backoffMinutes(row.attempts + 1) * 60_000).toISOString(),
    })),
    error,
  );
  console.error('indexnow: batch not sent,', error);
  return 0;
}
