/**
 * /staff/leads/:id: one lead with every field it holds (contact, request, where the visitor came
 * from, delivery to email and CRM, the record itself), its place in the sales pipeline to move
 * (lead-pipeline.tsx), and its timeline with notes (lead-timeline.tsx).
 */
import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { LEAD_FORM } from '../../../../shared/lead';
import { Link } from '../../components/ui/link';
import { PageHeader } from '../layout/page-header';
import { mailtoHref, telHref } from '../lib/contact-links';
import { formatDateTime, formatDay } from '../lib/format';
import { StaffApiError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { EmptyState, ErrorState, LoadingRows } from '../ui/states';
import { changedFields, type ShownField } from '../../../../shared/intake/form';
import { DELIVERY_LABELS, KIND_LABELS } from './lead-labels';
import { PipelineSection } from './lead-pipeline';
import { leadSections } from './lead-sections';
import { LeadTimeline } from './lead-timeline';
import { getLead, type Lead, type LeadEvent, type LeadRepeat } from './leads-api';
import { LeadStatusBadge, leadName } from './leads-page';

type Row = [label: string, value: React.ReactNode];

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

/** One answer as a row: addresses and numbers as links, days as dates, a message with its line breaks. */
function answerRow({ field, label, value, text }: ShownField): Row {
  if (!text) return [label, ''];
  switch (field.type) {
    case 'email':
      return [
        label,
        <a key={field.name} href={mailtoHref(text)} className={LINK}>
          {text}
        </a>,
      ];
    case 'phone':
      return [
        label,
        <a key={field.name} href={telHref(text)} className={LINK}>
          {text}
        </a>,
      ];
    case 'day':
      return [label, formatDay(String(value))];
    case 'text':
      return [
        label,
        <span key={field.name} className="whitespace-pre-line">
          {text}
        </span>,
      ];
    default:
      return [label, text];
  }
}

/** A titled list of label/value pairs; empty values show as a dash, so every field is accounted for. */
function Facts({ title, rows }: { title: string; rows: Row[] }) {
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
    </section>
  );
}

/**
 * Repeats sent with the lead's address, oldest first: anyone can type a customer's address, so each
 * shows only what it said differently, as plain text (no reply or call links), apart from the lead.
 */
function Repeats({ lead, repeats }: { lead: Lead; repeats: LeadRepeat[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="@container rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        Repeat submissions ({repeats.length})
      </h2>
      <p className="mt-1 text-sm text-muted">
        Sent with this lead's email address or phone within 10 minutes. They may not be from the same person, so they changed nothing above.
      </p>
      <ol className="mt-4 space-y-4 border-l-2 border-line pl-4">
        {repeats.map((repeat) => {
          const changed = changedFields(LEAD_FORM, lead, repeat.fields, lead.kind);
          return (
            <li key={repeat.id}>
              <p className="text-sm font-semibold text-ink">
                <time dateTime={repeat.created_at}>{formatDateTime(repeat.created_at)}</time>
                {repeat.ip_hash && repeat.ip_hash === lead.ip_hash ? ' · from the same network' : ' · from another network'}
                {' · not checked to be the same person'}
              </p>
              {changed.length ? (
                <dl className="mt-2 divide-y divide-line/70">
                  {changed.map((f) => (
                    <div key={f.field.name} className="grid grid-cols-1 gap-0.5 py-2 @lg:grid-cols-[11rem_minmax(0,1fr)] @lg:gap-4">
                      <dt className="text-sm font-semibold text-muted">{f.label}</dt>
                      <dd className="text-[0.9375rem] break-words whitespace-pre-line text-ink">{f.text || '—'}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-1 text-[0.9375rem] text-body">The same answers as the lead.</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function LeadDetailPage() {
  const { leadId = '' } = useParams();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const backTo = from ? `/leads?${from}` : '/leads';
  const loaded = useLoad(leadId, (signal) =>
    getLead(leadId, signal).catch((err: unknown) => {
      if (err instanceof StaffApiError && err.status === 404) return null;
      throw err;
    }),
  );
  const lead = loaded.data ?? null;
  // The API answers the note as it stored it: it joins the timeline without loading the lead again.
  const noteAdded = (event: LeadEvent) => loaded.setData((l) => (l ? { ...l, events: [...l.events, event] } : l));

  const back = (
    <Link to={backTo} className="inline-flex items-center gap-1.5 hover:text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> All leads
    </Link>
  );

  if (loaded.error) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title="Lead" documentTitle="Lead not loaded" />
        <ErrorState message={`The lead could not be loaded. ${loaded.error}`} onRetry={loaded.reload} />
      </div>
    );
  }
  if (loaded.data === undefined || (loaded.loading && !lead)) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title="Lead" documentTitle="Loading lead" />
        <LoadingRows label="Loading the lead…" rows={8} />
      </div>
    );
  }
  if (!lead) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={back} title="Lead not found" />
        <EmptyState title="There is no lead with this address">
          <p>Check the link, or find the lead in the list.</p>
        </EmptyState>
      </div>
    );
  }

  const name = leadName(lead);
  const sections = leadSections(lead);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={back}
        title={name}
        documentTitle={`Lead: ${name}`}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <LeadStatusBadge status={lead.status} />
            <span>
              {KIND_LABELS[lead.kind]} request · received {formatDateTime(lead.created_at)}
            </span>
          </span>
        }
        actions={
          <>
            {lead.email && (
              <a href={mailtoHref(lead.email)} className={smallButtonClass('ghost', 'min-h-11 px-4')}>
                <Mail aria-hidden="true" className="size-4" /> Email
              </a>
            )}
            {lead.phone && (
              <a href={telHref(lead.phone)} className={smallButtonClass('ghost', 'min-h-11 px-4')}>
                <Phone aria-hidden="true" className="size-4" /> Call
              </a>
            )}
          </>
        }
      />

      {lead.status === 'spam' && lead.spam_reason && (
        <p className="rounded-card bg-amber-50 px-5 py-4 text-amber-900 ring-1 ring-amber-200">
          <strong className="font-semibold">Marked as spam:</strong> {lead.spam_reason}
        </p>
      )}

      {/*
        One column on a phone, in reading order: what was asked, the pipeline, the timeline, where
        the visitor came from, delivery and record. On a desktop the pipeline stands in a column of
        its own beside the rest (placed on grid rows, so the focus order stays the reading order).
      */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          {sections
            .filter((s) => s.group !== 'source')
            .map((section) => (
              <Facts key={section.group} title={section.title} rows={section.rows.map(answerRow)} />
            ))}
          {lead.repeats?.length ? <Repeats lead={lead} repeats={lead.repeats} /> : null}
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-4 lg:row-start-1">
          <PipelineSection lead={lead} onChanged={loaded.setData} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <LeadTimeline lead={lead} onNoteAdded={noteAdded} />
        </div>
        <div className="min-w-0 space-y-6 empty:hidden lg:col-start-1 lg:row-start-3">
          {sections
            .filter((s) => s.group === 'source')
            .map((section) => (
              <Facts key={section.group} title={section.title} rows={section.rows.map(answerRow)} />
            ))}
        </div>
        <div className="grid min-w-0 grid-cols-1 items-start gap-6 lg:col-start-1 lg:row-start-4 xl:grid-cols-2">
          <Facts
            title="Delivery"
            rows={[
              ['Email to staff', DELIVERY_LABELS[lead.email_state]],
              ['CRM webhook', DELIVERY_LABELS[lead.webhook_state]],
              ['Attempts', String(lead.delivery_attempts)],
              ['Delivered', formatDateTime(lead.delivered_at)],
              ['Last error', lead.last_delivery_error],
            ]}
          />
          <Facts
            title="Record"
            rows={[
              ['Received', formatDateTime(lead.created_at)],
              ['Updated', formatDateTime(lead.updated_at)],
              ['Repeats', String(lead.duplicate_count)],
              ['Spam reason', lead.spam_reason],
              ['First response', formatDateTime(lead.first_response_at)],
              ['Consent', lead.consent_text],
              ['Consent given', formatDateTime(lead.consent_at)],
              ['Sender key', lead.contact_key],
              ['Address hash', lead.ip_hash && <span className="font-mono text-xs">{lead.ip_hash}</span>],
              [
                'Lead id',
                <span key="id" className="font-mono text-xs">
                  {lead.id}
                </span>,
              ],
            ]}
          />
        </div>
      </div>
    </div>
  );
}
