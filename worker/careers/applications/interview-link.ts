/**
 * /interview?token=… (public, works without JavaScript; token: worker/walkthroughs/link-token.ts),
 * the link in every interview invitation, in the applicant's language:
 * - GET shows the interview (when, how and where, with whom) and changes nothing;
 * - POST `do=confirm` says they will be there, `do=another&note=…` asks for another time; each
 *   lands on the application's timeline (by the applicant) and answers 303 to the link;
 * - GET /interview.ics?token=… is the interview as a calendar file to add by hand (the page links
 *   it: an applicant who gets texts has no emailed invitation to add).
 * A missing or forged token answers 400; an interview no longer booked says so. Every answer is
 * web/src/pages/interview-page.tsx rendered by the edge; noindex, no-store.
 */
import { type Context, Hono } from 'hono';
import type { InterviewView } from '../../../shared/page-data';
import { companyDateTime } from '../../../shared/time/company-time';
import type { AppEnv } from '../../env';
import { readForm } from '../../http/read-body';
import { renderAnswerPage } from '../../pages/render-page';
import { INTERVIEW_PATH, verifyLinkToken } from '../../walkthroughs/link-token';
import { interviewEvent, interviewPlace, placeLine } from './interview-invitation';
import { ApiError } from '../../http/errors';
import { addApplicationNote, type ApplicationRow, getApplication, openingTitles } from './store/staff';

/** How the timeline names what came through the link. */
export const BY_APPLICANT = 'The applicant, through their link';

const MAX_FORM_BYTES = 4096;
export const NOTE_LIMIT = 500;

function page(c: Context<AppEnv>, view: InterviewView, status: 200 | 400 | 409 | 503): Promise<Response> {
  const url = new URL(c.req.url);
  return renderAnswerPage(c, {
    path: INTERVIEW_PATH + url.search,
    extra: { data: { interview: view } },
    status,
    headers: { 'x-robots-tag': 'noindex, nofollow' },
  });
}

const upcoming = (a: ApplicationRow) => a.status === 'interview' && a.interview_at !== null && Date.parse(a.interview_at) > Date.now();

async function viewOf(c: Context<AppEnv>, a: ApplicationRow, token: string, answered: 'confirmed' | 'asked' | null): Promise<InterviewView> {
  if (!upcoming(a)) return { kind: 'gone', locale: a.locale };
  const [place, titles] = await Promise.all([interviewPlace(c.var.db, a), openingTitles(c.var.db, a.opening_id)]);
  return {
    kind: 'booked',
    locale: a.locale,
    starts_at: a.interview_at!,
    minutes: place?.minutes ?? a.interview_minutes,
    where: placeLine(a.locale, place),
    with: place?.interviewer ? `${place.interviewer.name}, ${place.interviewer.phone}` : '',
    job: titles ? (a.locale === 'es' && titles.title_es ? titles.title_es : titles.title) : '',
    action: `${INTERVIEW_PATH}?token=${encodeURIComponent(token)}`,
    calendar: `${INTERVIEW_PATH}.ics?token=${encodeURIComponent(token)}`,
    answered,
  };
}

async function linked(c: Context<AppEnv>): Promise<{ application: ApplicationRow; token: string } | null> {
  const token = c.req.query('token') ?? '';
  const id = await verifyLinkToken(c.env, 'interview', token);
  const application = id ? await getApplication(c.var.db, id) : null;
  return application ? { application, token } : null;
}

export const interviewLinkApp = new Hono<AppEnv>()
  .get(`${INTERVIEW_PATH}.ics`, async (c) => {
    const found = await linked(c);
    if (!found) throw new ApiError(400, '22023', 'This link is not valid', null, 'Use the link from your invitation.');
    const { application } = found;
    if (!upcoming(application)) throw new ApiError(404, 'PGRST116', 'This interview is no longer booked');
    const [place, titles] = await Promise.all([interviewPlace(c.var.db, application), openingTitles(c.var.db, application.opening_id)]);
    const job = titles ? (application.locale === 'es' && titles.title_es ? titles.title_es : titles.title) : '';
    return c.body(interviewEvent(application, new Date(application.interview_at!), 'PUBLISH', place, job, ''), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="interview.ics"',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    });
  })
  .get(INTERVIEW_PATH, async (c) => {
    try {
      const found = await linked(c);
      if (!found) return page(c, { kind: 'invalid' }, 400);
      const done = c.req.query('done');
      return page(c, await viewOf(c, found.application, found.token, done === 'confirmed' || done === 'asked' ? done : null), 200);
    } catch (err) {
      console.error('interview link failed', err instanceof Error ? err.message : err);
      return page(c, { kind: 'unavailable' }, 503);
    }
  })
  .post(INTERVIEW_PATH, async (c) => {
    try {
      const found = await linked(c);
      if (!found) return page(c, { kind: 'invalid' }, 400);
      const { application, token } = found;
      if (!upcoming(application)) return page(c, { kind: 'gone', locale: application.locale }, 409);
      const form = await readForm(c.req.raw, MAX_FORM_BYTES);
      const when = `${companyDateTime(application.interview_at)} ET`;
      const action = form.get('do');
      if (action === 'confirm') {
        await addApplicationNote(c.var.db, application.id, `Confirmed the interview of ${when} through their link.`, BY_APPLICANT);
      } else if (action === 'another') {
        const note = (form.get('note') ?? '').replace(/\s+/g, ' ').trim().slice(0, NOTE_LIMIT);
        await addApplicationNote(c.var.db, application.id, `Asked for another time than ${when}${note ? `: “${note}”` : '.'}`, BY_APPLICANT);
      } else {
        return page(c, await viewOf(c, application, token, null), 409);
      }
      return c.redirect(`${INTERVIEW_PATH}?token=${encodeURIComponent(token)}&done=${action === 'confirm' ? 'confirmed' : 'asked'}`, 303);
    } catch (err) {
      console.error('interview answer failed', err instanceof Error ? err.message : err);
      return page(c, { kind: 'unavailable' }, 503);
    }
  });
