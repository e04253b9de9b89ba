/**
 * /staff/leads/:id: one lead with every field it holds (contact, request, where the visitor came
 * from, delivery to email and CRM, the record itself), its place in the sales pipeline to move
 * (lead-pipeline.tsx) with the sale's owner, value and next step (sale-form.tsx), and its
 * timeline with notes and texts (pipeline/timeline.tsx), in the frame every pipeline record's page
 * has (pipeline/record-page.tsx).
 */
import { LEAD_FORM } from '../../../../shared/leads/lead';
import type { MessageKind } from '../../../../shared/messages/messages';
import { OUTBOX_STATE_LABELS, type TimelineEmail, type TimelineText } from '../../../../shared/messages/outbox';
import { Link } from '../ui/link';
import { changedFields, type ShownField } from '../../../../shared/intake/form';
import { mailtoHref, telHref } from '../lib/contact-links';
import { formatDateTime, formatDay } from '../lib/format';
import { type FactRow, Facts, LINK, Panel } from '../pipeline/panel';
import { RecordColumns, RecordHeader, RecordPage, SpamNote } from '../pipeline/record-page';
import { Timeline } from '../pipeline/timeline';
import { ProposalsPanel } from '../proposals/proposals-panel';
import { DELIVERY_LABELS, KIND_LABELS } from './lead-labels';
import { LEAD_TIMELINE, PipelineSection } from './lead-pipeline';
import { type LeadSection, leadSections } from './lead-sections';
import { getLead, type Lead, type LeadRepeat } from './leads-api';
import { LeadStatusBadge, leadName } from './leads-page';
import { SalePanel } from './sale-form';

/** The newest email of `kind` about the lead, as the outbox has it: its state, linking to the message. */
function outboxState(emails: readonly TimelineEmail[], kind: MessageKind): React.ReactNode | undefined {
  const email = emails.findLast((e) => e.kind === kind);
  if (!email) return undefined;
  return (
    <Link key={kind} to={`/outbox?message=${encodeURIComponent(email.id)}`} className={LINK}>
      {OUTBOX_STATE_LABELS[email.state] ?? email.state}
    </Link>
  );
}

/** The acknowledgement text (or, for a booking, the invitation) as the outbox has it; why there is none otherwise. */
function textState(texts: readonly TimelineText[]): React.ReactNode {
  const text = texts.findLast((t) => t.direction === 'out' && (t.kind === 'lead-acknowledgement' || t.kind === 'walkthrough-confirmation'));
  if (!text) return 'None (no agreement to texts, or not written yet)';
  return (
    <Link to={`/outbox?message=${encodeURIComponent(text.id)}`} className={LINK}>
      {text.state ? (OUTBOX_STATE_LABELS[text.state] ?? text.state) : 'Sent'}
    </Link>
  );
}

/** One answer as a row: addresses and numbers as links, days as dates, a message with its line breaks. */
function answerRow({ field, label, value, text }: ShownField): FactRow {
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

/**
 * Repeats sent with the lead's address, oldest first: anyone can type a customer's address, so each
 * shows only what it said differently, as plain text (no reply or call links), apart from the lead.
 */
function Repeats({ lead, repeats }: { lead: Lead; repeats: LeadRepeat[] }) {
  return (
    <Panel title={`Repeat submissions (${repeats.length})`} className="@container">
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
    </Panel>
  );
}

export function LeadDetailPage() {
  return (
    <RecordPage
      noun="lead"
      list={{ path: '/leads', label: 'leads' }}
      param="leadId"
      get={getLead}
      notFound={<p>Check the link, or find the lead in the list.</p>}
    >
      {({ record: lead, loaded, back, noteAdded, textSent }) => {
        const sections = leadSections(lead);
        const facts = (group: (s: LeadSection) => boolean) =>
          sections.filter(group).map((section) => <Facts key={section.group} title={section.title} rows={section.rows.map(answerRow)} />);
        return (
          <>
            <RecordHeader
              noun="lead"
              name={leadName(lead)}
              back={back}
              badge={<LeadStatusBadge status={lead.status} />}
              summary={`${KIND_LABELS[lead.kind]} request · received ${formatDateTime(lead.created_at)}`}
              contacts={{ email: lead.email, phone: lead.phone }}
            />
            <SpamNote status={lead.status} reason={lead.spam_reason} />
            <RecordColumns
              pipeline={
                <div className="space-y-6">
                  <PipelineSection lead={lead} onChanged={loaded.setData} />
                  <SalePanel lead={lead} onChanged={loaded.setData} />
                </div>
              }
              timeline={<Timeline record={lead} spec={LEAD_TIMELINE} onNoteAdded={noteAdded} onTextSent={textSent} />}
              rest={[
                facts((s) => s.group === 'source'),
                <div key="record" className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
                  <Facts
                    title="Delivery"
                    rows={[
                      // Handed to the email pipeline is not sent: what the outbox says of the email is the truth.
                      ['Email to staff', outboxState(lead.emails, 'lead-alert') ?? DELIVERY_LABELS[lead.email_state]],
                      [
                        'Email to the prospect',
                        outboxState(lead.emails, 'lead-acknowledgement') ??
                          (lead.status === 'spam' ? 'None (held as spam)' : lead.email ? 'Not written yet' : 'None (no email address given)'),
                      ],
                      // A person who chose texts is acknowledged by text as well (or instead, with no email address).
                      ...(lead.contact_method === 'text' ? [['Text to the prospect', textState(lead.texts)] satisfies FactRow] : []),
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
                </div>,
              ]}
            >
              {facts((s) => s.group !== 'source')}
              <ProposalsPanel key={lead.id} lead={lead} />
              {lead.repeats?.length ? <Repeats lead={lead} repeats={lead.repeats} /> : null}
            </RecordColumns>
          </>
        );
      }}
    </RecordPage>
  );
}
