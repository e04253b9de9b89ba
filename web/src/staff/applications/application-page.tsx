/**
 * /staff/applications/:id: one application: how to reach the applicant (the phone first: most
 * applicants are called), when they can work and in which language, the résumé to download, its
 * place in hiring to move (application-pipeline.tsx, with the interview), its timeline with notes
 * and texts (pipeline/timeline.tsx), the record, and deleting it on the applicant's request, in the frame
 * every pipeline record's page has (pipeline/record-page.tsx).
 */
import { Download, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../ui/link';
import { mailtoHref, telHref } from '../lib/contact-links';
import { formatDateTime } from '../lib/format';
import { describeError, StaffApiError } from '../lib/http';
import { Facts, LINK, Panel } from '../pipeline/panel';
import { RecordColumns, RecordHeader, RecordPage, SpamNote } from '../pipeline/record-page';
import { Timeline } from '../pipeline/timeline';
import { smallButtonClass } from '../ui/buttons';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useNotify } from '../ui/notices';
import { daysText, languageLabel, resumeDescription, shiftLabel } from './application-labels';
import { APPLICATION_TIMELINE, PipelineSection } from './application-pipeline';
import { type ApplicationDetail, deleteApplication, getApplication, resumeHref } from './applications-api';
import { ApplicationStatusBadge, applicantName, openingName } from './applications-page';

function Resume({ application }: { application: ApplicationDetail }) {
  return (
    <Panel title="Résumé">
      {application.has_resume ? (
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex min-w-0 items-start gap-3">
            <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block font-semibold break-words text-ink">{application.resume_name || 'Résumé'}</span>
              <span className="block text-sm text-muted">{resumeDescription(application.resume_type, application.resume_size)}</span>
            </span>
          </p>
          <a href={resumeHref(application.id)} download className={buttonClass('secondary', 'md', 'shrink-0')}>
            <Download aria-hidden="true" className="size-5" /> Download résumé
          </a>
        </div>
      ) : (
        <p className="mt-3 text-[0.9375rem] text-body">No résumé was attached.</p>
      )}
    </Panel>
  );
}

function DeleteApplication({ application, onDeleted }: { application: ApplicationDetail; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteApplication(application.id);
      setOpen(false);
      onDeleted();
    } catch (err) {
      // Already gone (deleted in another tab): the outcome asked for.
      if (err instanceof StaffApiError && err.status === 404) {
        setOpen(false);
        onDeleted();
      } else setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Delete" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <p className="text-sm text-body">When the applicant asks for their application to be deleted: it goes with its résumé, notes and timeline.</p>
      <button type="button" className={smallButtonClass('danger', 'mt-3 min-h-11 px-4')} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" /> Delete application
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this application?"
        confirmLabel={busy ? 'Deleting…' : 'Delete application'}
        busy={busy}
        error={error}
        onConfirm={remove}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>
          The application from <strong className="font-semibold text-ink">{applicantName(application)}</strong>, its résumé, notes and timeline are deleted for
          good. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}

export function ApplicationPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <RecordPage
      noun="application"
      list={{ path: '/applications', label: 'applications' }}
      param="applicationId"
      get={getApplication}
      notFound={<p>It may have been deleted. Find the application in the list.</p>}
    >
      {({ record: application, loaded, back, backTo, noteAdded, textSent }) => {
        const name = applicantName(application);
        const job = openingName(application.opening?.title);
        const deleted = () => {
          notify(`The application from ${name} was deleted.`);
          navigate(backTo);
        };
        return (
          <>
            <RecordHeader
              noun="application"
              name={name}
              back={back}
              badge={<ApplicationStatusBadge status={application.status} />}
              summary={`${job} · received ${formatDateTime(application.created_at)}`}
              contacts={{ phone: application.phone, email: application.email }}
            />
            <SpamNote status={application.status} reason={application.spam_reason} />
            <RecordColumns
              pipeline={<PipelineSection application={application} onChanged={loaded.setData} />}
              timeline={<Timeline record={application} spec={APPLICATION_TIMELINE} onNoteAdded={noteAdded} onTextSent={textSent} />}
              rest={[
                <>
                  <Facts
                    title="Record"
                    rows={[
                      ['Received', formatDateTime(application.created_at)],
                      ['Updated', formatDateTime(application.updated_at)],
                      ['Applied from', `${languageLabel(application.locale)} page${application.page ? ` (${application.page})` : ''}`],
                      ['Repeats', String(application.duplicate_count)],
                      ['Consent', application.consent_text],
                      ['Consent given', formatDateTime(application.consent_at)],
                      [
                        'Application id',
                        <span key="id" className="font-mono text-xs">
                          {application.id}
                        </span>,
                      ],
                    ]}
                  />
                  <DeleteApplication application={application} onDeleted={deleted} />
                </>,
              ]}
            >
              <Facts
                title="Contact"
                rows={[
                  [
                    'Phone',
                    application.phone && (
                      <a href={telHref(application.phone)} className={LINK}>
                        {application.phone}
                      </a>
                    ),
                  ],
                  [
                    'Email',
                    application.email && (
                      <a href={mailtoHref(application.email)} className={LINK}>
                        {application.email}
                      </a>
                    ),
                  ],
                  ['Town', application.town],
                  ['Prefers to speak', languageLabel(application.language)],
                ]}
              />
              <Facts
                title="Availability"
                rows={[
                  ['Shifts', application.shifts.map(shiftLabel).join(', ')],
                  ['Days', daysText(application.days)],
                  [
                    'Opening',
                    application.opening ? (
                      <Link key="opening" to={`/openings/${application.opening.id}`} className={LINK}>
                        {application.opening.title}
                      </Link>
                    ) : (
                      job
                    ),
                  ],
                ]}
              />
              <Resume application={application} />
            </RecordColumns>
          </>
        );
      }}
    </RecordPage>
  );
}
