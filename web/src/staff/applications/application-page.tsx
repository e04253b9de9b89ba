/**
 * /staff/applications/:id: one application: how to reach the applicant (the phone first: most
 * applicants are called), when they can work and in which language, the résumé to download, its
 * place in hiring to move (application-pipeline.tsx, with the interview), its timeline with notes
 * (application-timeline.tsx), the record, and deleting it on the applicant's request.
 */
import { ArrowLeft, Download, FileText, Mail, Phone, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { PageHeader } from '../layout/page-header';
import { mailtoHref, telHref } from '../lib/contact-links';
import { formatDateTime } from '../lib/format';
import { describeError, StaffApiError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useNotify } from '../ui/notices';
import { EmptyState, ErrorState, LoadingRows } from '../ui/states';
import { daysText, languageLabel, resumeDescription, shiftLabel } from './application-labels';
import { PipelineSection } from './application-pipeline';
import { ApplicationTimeline } from './application-timeline';
import { type ApplicationDetail, type ApplicationEvent, deleteApplication, getApplication, resumeHref } from './applications-api';
import { ApplicationStatusBadge, applicantName, openingName } from './applications-page';

type Row = [label: string, value: React.ReactNode];

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

/** A titled list of label/value pairs; empty values show as a dash, so every field is accounted for. */
function Facts({ title, rows, children }: { title: string; rows: Row[]; children?: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="@container rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-line/70">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-0.5 py-2.5 @lg:grid-cols-[11rem_minmax(0,1fr)] @lg:gap-4">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="text-[0.9375rem] break-words text-ink">
              {value === '' || value === null || value === undefined ? <span className="text-muted">—</span> : value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

function Resume({ application }: { application: ApplicationDetail }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        Résumé
      </h2>
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
    </section>
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
  const { applicationId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const from = (location.state as { from?: string } | null)?.from;
  const backTo = from ? `/applications?${from}` : '/applications';
  const loaded = useLoad(applicationId, (signal) =>
    getApplication(applicationId, signal).catch((err: unknown) => {
      if (err instanceof StaffApiError && err.status === 404) return null;
      throw err;
    }),
  );
  const application = loaded.data ?? null;
  const noteAdded = (event: ApplicationEvent) => loaded.setData((a) => (a ? { ...a, events: [...a.events, event] } : a));

  const back = (
    <Link to={backTo} className="inline-flex items-center gap-1.5 hover:text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> All applications
    </Link>
  );

  if (loaded.error) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title="Application" documentTitle="Application not loaded" />
        <ErrorState message={`The application could not be loaded. ${loaded.error}`} onRetry={loaded.reload} />
      </div>
    );
  }
  if (loaded.data === undefined || (loaded.loading && !application)) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title="Application" documentTitle="Loading application" />
        <LoadingRows label="Loading the application…" rows={8} />
      </div>
    );
  }
  if (!application) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title="Application not found" />
        <EmptyState title="There is no application with this address">
          <p>It may have been deleted. Find the application in the list.</p>
        </EmptyState>
      </div>
    );
  }

  const name = applicantName(application);
  const job = openingName(application.opening?.title);
  const deleted = () => {
    notify(`The application from ${name} was deleted.`);
    navigate(backTo);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={back}
        title={name}
        documentTitle={`Application: ${name}`}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ApplicationStatusBadge status={application.status} />
            <span>
              {job} · received {formatDateTime(application.created_at)}
            </span>
          </span>
        }
        actions={
          <>
            {application.phone && (
              <a href={telHref(application.phone)} className={smallButtonClass('ghost', 'min-h-11 px-4')}>
                <Phone aria-hidden="true" className="size-4" /> Call
              </a>
            )}
            {application.email && (
              <a href={mailtoHref(application.email)} className={smallButtonClass('ghost', 'min-h-11 px-4')}>
                <Mail aria-hidden="true" className="size-4" /> Email
              </a>
            )}
          </>
        }
      />

      {application.status === 'spam' && application.spam_reason && (
        <p className="rounded-card bg-amber-50 px-5 py-4 text-amber-900 ring-1 ring-amber-200">
          <strong className="font-semibold">Marked as spam:</strong> {application.spam_reason}
        </p>
      )}

      {/* One column on a phone in reading order; on a desktop the pipeline stands in its own column beside the rest. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
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
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <PipelineSection application={application} onChanged={loaded.setData} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ApplicationTimeline application={application} onNoteAdded={noteAdded} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-3">
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
        </div>
      </div>
    </div>
  );
}
