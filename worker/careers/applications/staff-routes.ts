/**
 * Applications for staff (never cached), at /staff/api behind the staff gate and at /api with
 * the staff key (worker/index.ts mounts this router beside the public quick apply). The routes
 * every form kind has (worker/intake/staff-routes.ts), declared for applications, then their own:
 *   GET    /applications          JSON, newest first: {applications, total, limit, offset}; filters in staff-query.ts
 *   GET    /applications.csv      the same filters as a CSV download (store/staff-csv.ts)
 *   GET    /applications/:id      one application with its opening, timeline (`events`) and the emails about it (`emails`)
 *   PATCH  /applications/:id      {status, interview_at?, updated_at?}: a stage change (staff-pipeline.ts); answers as GET does
 *   POST   /applications/:id/notes {note}: a staff note on the timeline; 201 with the event
 *   DELETE /applications/:id      the application, its timeline and its résumé, on the applicant's request; 204
 *   GET    /applications/:id/resume  the résumé as a download; 404 when there is none
 * Every handler checks for staff itself (requireStaff), so a visitor gets 401 wherever it is mounted.
 */
import { timelineMessages } from '../../intake/staff-record';
import { formKindStaffRoutes } from '../../intake/staff-routes';
import { needs } from '../../staff/permissions';
import { APPLICATION_STATUSES, RESUME_TYPES, type ResumeType } from '../../../shared/careers/careers';
import { downloadName, HIDDEN_CHARACTERS } from './resume';
import type { ApplicationDetail, ApplicationListItem } from '../../../shared/careers/staff-api';
import { forgetMessagesAbout } from '../../email/store/outbox';
import type { Db } from '../../env';
import { ApiError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { requireStaff, STAFF_KEY_HINT } from '../../staff/door';
import { recordAudit } from '../../audit/record';
import { stageLabel } from '../../audit/labels';
import { ApplicationStageBody, changeApplicationStage } from './staff-pipeline';
import { parseApplicationQuery } from './staff-query';
import { addApplicationNote, deleteApplication, getApplication, getApplicationWithEvents, listApplications, openingTitles } from './store/staff';
import { applicationsCsv } from './store/staff-csv';

const staffOnly = requireStaff('table applications', STAFF_KEY_HINT);

const notFound = () => new ApiError(404, 'PGRST116', 'No application with this id', null, 'Ids come from GET /api/applications.');

/** Résumés are kept in the site's R2 bucket under the key the quick apply stored them with; /media never serves them (its keys are image hashes). */
const resumeBucket = (env: Env): R2Bucket => env.IMAGES;

/** One application as staff read it: its row (without the R2 key), opening, timeline, emails and texts. */
async function applicationView(db: Db, id: string): Promise<ApplicationDetail | null> {
  const application = await getApplicationWithEvents(db, id);
  if (!application) return null;
  const { resume_key, ip_hash: _ip, ...rest } = application;
  return {
    ...rest,
    has_resume: resume_key !== null,
    ...(await timelineMessages(db, `application:${id}`, application.phone)),
  };
}

/**
 * Content-Disposition for a download (RFC 6266): a plain ASCII `filename` any client reads, and the
 * name as sent in `filename*` (RFC 8187). Path parts, quotes, controls, format characters and separators are dropped
 * from both, so the name can neither break the header nor point anywhere.
 */
export function attachmentDisposition(name: string | null, fallback: string): string {
  const base = ((name ?? '').split(/[\\/]/).pop() ?? '').replace(HIDDEN_CHARACTERS, '');
  const clean =
    [...base]
      .filter((ch) => ch >= ' ' && ch !== '\u007f' && !'"*:<>?|;\\'.includes(ch))
      .join('')
      .replace(/^[.\s]+/, '')
      .trim()
      .slice(0, 120) || fallback;
  const ascii =
    clean
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[%]/g, '')
      .trim() || fallback;
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The job an application is for, in the applicant's language, for the interview invitation. */
async function jobOf(db: Db, a: { opening_id: number | null; locale: string }): Promise<string> {
  const titles = await openingTitles(db, a.opening_id);
  if (!titles) return '';
  return a.locale === 'es' && titles.title_es.trim() ? titles.title_es : titles.title;
}

export const applicationsStaffApi = formKindStaffRoutes({
  name: 'applications',
  one: 'application',
  permissions: { read: 'applications', change: 'applications' },
  filters: parseApplicationQuery,
  list: listApplications,
  listItem: ({ resume_key, ip_hash: _ip, ...row }): ApplicationListItem => ({ ...row, has_resume: resume_key !== null }),
  csv: applicationsCsv,
  view: applicationView,
  stage: {
    body: ApplicationStageBody,
    refused: {
      message: 'Send {"status": ...} with interview_at when the stage is interview',
      hint: `status is one of: ${APPLICATION_STATUSES.join(', ')}; interview_at is YYYY-MM-DDTHH:mm, Ocala time.`,
    },
    change: (c, id, change, by) => changeApplicationStage(c.env, c.var.db, id, change, (a) => jobOf(c.var.db, a), by),
    audit: (before, after) => {
      if (after.status === before.status && after.interview_at === before.interview_at) return null;
      // No name in the log: an application deleted on request must not live on here.
      return {
        action: 'application.stage',
        subjectType: 'application',
        subjectId: after.id,
        summary:
          after.status === before.status
            ? 'Moved the interview of an application'
            : `Moved application from ${stageLabel(before.status)} to ${stageLabel(after.status)}`,
        detail: { from: before.status, to: after.status, interview_at: after.interview_at },
      };
    },
  },
  note: addApplicationNote,
  textTo: async (db, id) => {
    const a = await getApplication(db, id);
    return a ? { phone: a.phone, locale: a.locale } : null;
  },
})
  .delete('/applications/:id', needs('applications', 'delete applications'), noStore, staffOnly, async (c) => {
    const before = await getApplication(c.var.db, c.req.param('id'));
    if (!before) throw notFound();
    // The résumé first: if the row's deletion then fails, deleting again finds the row and finishes, never leaving a file behind.
    if (before.resume_key) await resumeBucket(c.env).delete(before.resume_key);
    await deleteApplication(c.var.db, before.id);
    // The emails written to the applicant go too: they hold the address and the job.
    await forgetMessagesAbout(c.var.db, [`application:${before.id}`]);
    await recordAudit(c, { action: 'application.delete', subjectType: 'application', subjectId: before.id, summary: 'Deleted an application on request' });
    return c.body(null, 204);
  })
  .get('/applications/:id/resume', needs('applications', 'read résumés'), noStore, staffOnly, async (c) => {
    const application = await getApplication(c.var.db, c.req.param('id'));
    if (!application) throw notFound();
    const none = () => new ApiError(404, 'PGRST116', 'This application has no résumé', null, null);
    if (!application.resume_key) throw none();
    const object = await resumeBucket(c.env).get(application.resume_key);
    if (!object) throw none();
    // Only a type the quick apply accepts (read from the bytes); anything else downloads as bytes.
    const known = (RESUME_TYPES as readonly string[]).includes(application.resume_type ?? '') ? (application.resume_type as ResumeType) : null;
    const type = known ?? 'application/octet-stream';
    const name = downloadName(application.resume_name, known);
    const fallback = downloadName(null, known);
    return new Response(object.body, {
      status: 200,
      headers: {
        'content-type': type,
        'content-length': String(object.size),
        'content-disposition': attachmentDisposition(name, fallback),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      },
    });
  });
