/**
 * /walkthrough?token=… (public, works without JavaScript; token: link-token.ts), the link in every
 * walkthrough invitation:
 * - GET shows the walkthrough (when, where, who attends) with the open times it can move to, and
 *   changes nothing (mail scanners open links);
 * - POST `do=move&starts_at=…` moves it to one of those times (the invitation follows, same UID,
 *   next SEQUENCE) and `do=cancel` calls it off (a cancellation to every calendar, and the lead
 *   back to New for staff to follow up); each answers 303 to the link, which says what was done.
 * A time taken meanwhile is refused (409) with the times still open. A missing or forged token
 * answers 400 and changes nothing. Every answer is web/src/pages/walkthrough-page.tsx rendered by
 * the edge; noindex, no-store.
 */
import { type Context, Hono } from 'hono';
import { BOOKING_MESSAGES } from '../../shared/booking/booking-form';
import type { WalkthroughView } from '../../shared/page-data';
import type { AppEnv } from '../env';
import { readForm } from '../http/read-body';
import { addressOf, attendeeOf, emailWalkthrough, WALKTHROUGH_MINUTES } from '../leads/emails/walkthrough-invitation';
import { changeStage } from '../leads/pipeline';
import { getLead, type LeadRow } from '../leads/store/index';
import { renderAnswerPage } from '../pages/render-page';
import { verifyWalkthroughToken, WALKTHROUGH_PATH } from './link-token';
import { currentOpenTimes, publicTimes } from './open-times';
import { bookableAvailability, moveBooking } from './store';

/** How the timeline names a change made through the link. */
export const BY_PROSPECT = 'The prospect, through their link';

const MAX_FORM_BYTES = 2048;

function page(c: Context<AppEnv>, view: WalkthroughView, status: 200 | 400 | 409 | 503): Promise<Response> {
  const url = new URL(c.req.url);
  const headers: Record<string, string> = { 'x-robots-tag': 'noindex, nofollow' };
  if (status === 503) headers['retry-after'] = '30';
  return renderAnswerPage(c, { path: WALKTHROUGH_PATH + url.search, extra: { data: { walkthrough: view } }, status, headers });
}

const zipOf = (lead: LeadRow) => (/^\d{5}$/.test(lead.location.trim()) ? lead.location.trim() : undefined);

/** The walkthrough as its page shows it, with the times it can move to. */
async function viewOf(c: Context<AppEnv>, lead: LeadRow, token: string, extra: { moved?: boolean; error?: string | null } = {}): Promise<WalkthroughView> {
  const upcoming = lead.status === 'walkthrough_booked' && lead.walkthrough_at !== null;
  if (!upcoming) return { kind: 'cancelled', justNow: false };
  if (Date.parse(lead.walkthrough_at!) <= Date.now()) return { kind: 'past', starts_at: lead.walkthrough_at! };
  const zip = zipOf(lead);
  const [{ served, times }, attendee] = await Promise.all([currentOpenTimes(c.var.db, zip ? { zip } : {}), attendeeOf(c.var.db, lead)]);
  return {
    kind: 'booked',
    starts_at: lead.walkthrough_at!,
    minutes: attendee?.minutes ?? WALKTHROUGH_MINUTES,
    address: addressOf(lead),
    attendee: attendee && { name: attendee.name, phone: attendee.phone },
    action: `${WALKTHROUGH_PATH}?token=${encodeURIComponent(token)}`,
    times: publicTimes(zip ?? null, served, times),
    moved: extra.moved ?? false,
    error: extra.error ?? null,
  };
}

/** The lead a genuine link is for, or null. */
async function linkedLead(c: Context<AppEnv>): Promise<{ lead: LeadRow; token: string } | null> {
  const token = c.req.query('token') ?? '';
  const id = await verifyWalkthroughToken(c.env, token);
  const lead = id ? await getLead(c.var.db, id) : null;
  return lead ? { lead, token } : null;
}

export const walkthroughLinkApp = new Hono<AppEnv>()
  .get(WALKTHROUGH_PATH, async (c) => {
    try {
      const linked = await linkedLead(c);
      if (!linked) return page(c, { kind: 'invalid' }, 400);
      const done = c.req.query('done');
      if (done === 'cancelled' && linked.lead.status !== 'walkthrough_booked') return page(c, { kind: 'cancelled', justNow: true }, 200);
      return page(c, await viewOf(c, linked.lead, linked.token, { moved: done === 'moved' }), 200);
    } catch (err) {
      console.error('walkthrough link failed', err instanceof Error ? err.message : err);
      return page(c, { kind: 'unavailable' }, 503);
    }
  })
  .post(WALKTHROUGH_PATH, async (c) => {
    try {
      const linked = await linkedLead(c);
      if (!linked) return page(c, { kind: 'invalid' }, 400);
      const { lead, token } = linked;
      const back = (done: string) => c.redirect(`${WALKTHROUGH_PATH}?token=${encodeURIComponent(token)}&done=${done}`, 303);
      const form = await readForm(c.req.raw, MAX_FORM_BYTES);
      const upcoming = lead.status === 'walkthrough_booked' && lead.walkthrough_at !== null && Date.parse(lead.walkthrough_at) > Date.now();
      if (!upcoming) return page(c, await viewOf(c, lead, token), 409);
      if (form.get('do') === 'cancel') {
        await changeStage(c.env, c.var.db, lead.id, { status: 'new' }, BY_PROSPECT);
        return back('cancelled');
      }
      const startsAt = form.get('starts_at') ?? '';
      if (form.get('do') !== 'move' || !startsAt) return page(c, await viewOf(c, lead, token, { error: 'Please choose a new time.' }), 409);
      const zip = zipOf(lead);
      const open = (await currentOpenTimes(c.var.db, zip ? { zip } : {})).times.find((t) => t.starts_at === startsAt);
      const people = new Map((await bookableAvailability(c.var.db)).map((a) => [a.person_id, a]));
      // The person already attending first, so a move keeps them where it can.
      const order = open ? [...open.person_ids].sort((a, b) => Number(b === lead.walkthrough_with) - Number(a === lead.walkthrough_with)) : [];
      for (const personId of order) {
        const a = people.get(personId);
        if (!a) continue;
        const slot = { starts_at: startsAt, person_id: personId, slot_minutes: a.slot_minutes, buffer_minutes: a.buffer_minutes };
        if (await moveBooking(c.var.db, lead, slot, BY_PROSPECT)) {
          const after = await getLead(c.var.db, lead.id);
          if (after?.walkthrough_at) {
            await emailWalkthrough(c.env, c.var.db, after, new Date(after.walkthrough_at), 'moved', { with: lead.walkthrough_with, at: lead.walkthrough_at });
          }
          return back('moved');
        }
      }
      return page(c, await viewOf(c, (await getLead(c.var.db, lead.id)) ?? lead, token, { error: BOOKING_MESSAGES.taken }), 409);
    } catch (err) {
      console.error('walkthrough change failed', err instanceof Error ? err.message : err);
      return page(c, { kind: 'unavailable' }, 503);
    }
  });
