/**
 * Each staff member's private calendar feed, for Google Calendar or Outlook to subscribe to:
 *   GET /calendar/<token>.ics               public, the token is the key: the walkthroughs the
 *                                           person attends and the interviews they hold, from a
 *                                           month back on (METHOD:PUBLISH, each with its
 *                                           invitation's UID and SEQUENCE); 404 for
 *                                           an unknown or reset token, or a disabled person
 *   GET    /staff/api/calendar-feed         {made_at}: whether the signed-in person has one
 *   POST   /staff/api/calendar-feed         a new address, replacing any before: {url, made_at}
 *                                           (the only time the address is shown)
 *   DELETE /staff/api/calendar-feed         no feed any more (204)
 * Only the token's SHA-256 is stored (calendar_feeds).
 */
import { Hono } from 'hono';
import type { CalendarFeedView } from '../../shared/booking/calendar-feed';
import { recordAudit } from '../audit/record';
import type { AppEnv } from '../env';
import { calendarFeed } from '../email/ics';
import { ApiError, onlyMethods } from '../http/errors';
import { siteOrigin } from '../http/site-origin';
import { addressOf, attendeeOf, walkthroughUid } from '../leads/emails/walkthrough-invitation';
import { requireStaff } from '../staff/door';
import { needs } from '../staff/permissions';
import { calendarFeedMade, calendarFeedOwner, removeCalendarFeed, resetCalendarFeed, walkthroughsOf } from './store';
import { interviewsBetween } from '../careers/applications/store/staff';
import { interviewUid } from '../careers/applications/interview-invitation';

const DAY = 86_400_000;

export const calendarFeedApp = new Hono<AppEnv>().get('/calendar/:file{[A-Za-z0-9_-]{43}\\.ics}', async (c) => {
  const token = c.req.param('file').slice(0, -4);
  const owner = await calendarFeedOwner(c.var.db, token);
  if (!owner) return c.text('No such calendar.', 404, { 'cache-control': 'no-store' });
  const since = new Date(Date.now() - 30 * DAY).toISOString();
  const [walkthroughs, interviews] = await Promise.all([walkthroughsOf(c.var.db, owner.id, since), interviewsBetween(c.var.db, since, undefined, owner.id)]);
  const walkthroughEvents = await Promise.all(
    walkthroughs.map(async (lead) => ({
      uid: walkthroughUid(lead.id),
      sequence: lead.walkthrough_sequence,
      start: new Date(lead.walkthrough_at!),
      minutes: (await attendeeOf(c.var.db, lead))?.minutes ?? 30,
      summary: `Walkthrough: ${[lead.name, lead.company].filter(Boolean).join(', ')}`,
      description: [lead.phone && `Phone: ${lead.phone}`, lead.email && `Email: ${lead.email}`, lead.message].filter(Boolean).join('\n'),
      location: addressOf(lead),
    })),
  );
  const interviewEvents = interviews.map((a) => ({
    uid: interviewUid(a.id),
    sequence: a.interview_sequence,
    start: new Date(a.interview_at!),
    minutes: a.interview_minutes,
    summary: `Interview: ${a.name}`,
    description: [a.phone && `Phone: ${a.phone}`, a.email && `Email: ${a.email}`, a.locale === 'es' ? 'Applied in Spanish' : ''].filter(Boolean).join('\n'),
    location: a.interview_kind === 'phone' ? `Phone call to ${a.phone}` : a.interview_place,
  }));
  const events = [...walkthroughEvents, ...interviewEvents].sort((x, y) => x.start.getTime() - y.start.getTime());
  const body = calendarFeed(`Oakbright: ${owner.name}`, events, new Date());
  return c.body(body, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'cache-control': 'private, max-age=300',
    'x-robots-tag': 'noindex, nofollow',
  });
});

const FEED = '/calendar-feed';

/** The signed-in person's id; the staff key has no calendar. */
const personOf = (actor: AppEnv['Variables']['actor']): string => {
  if (actor?.kind !== 'person') throw new ApiError(403, '42501', 'A calendar feed belongs to a person', null, 'Sign in as yourself at /staff.');
  return actor.id;
};

export const calendarFeedStaffApi = new Hono<AppEnv>()
  .use(FEED, requireStaff('calendar_feed'))
  .get(FEED, needs('leads', 'read their calendar feed'), async (c) => {
    const view: CalendarFeedView = { made_at: await calendarFeedMade(c.var.db, personOf(c.var.actor)), url: null };
    return c.json(view);
  })
  .post(FEED, needs('leads', 'make a calendar feed'), async (c) => {
    const personId = personOf(c.var.actor);
    const token = await resetCalendarFeed(c.var.db, personId);
    await recordAudit(c, { action: 'calendar-feed.reset', subjectType: 'person', subjectId: personId, summary: 'Made a new calendar feed address' });
    const view: CalendarFeedView = { made_at: await calendarFeedMade(c.var.db, personId), url: `${siteOrigin(c.env)}/calendar/${token}.ics` };
    return c.json(view, 201);
  })
  .delete(FEED, needs('leads', 'turn off their calendar feed'), async (c) => {
    await removeCalendarFeed(c.var.db, personOf(c.var.actor));
    return c.body(null, 204);
  })
  .all(FEED, onlyMethods('GET, POST, DELETE'));
