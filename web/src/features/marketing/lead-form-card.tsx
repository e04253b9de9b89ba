/** The quote request card: the configured lead form, or the phone/email fallback. */
import { ShieldCheck } from '../../components/icons';
import { cn } from '../../lib/cn';
import { useEmbedConfig } from './embed-config';
import { EmbedFrame } from './embed-frame';

export const LEAD_FORM_TITLE = 'Request a commercial cleaning quote from Oakbright Facility Services';
export const CONSENT_NOTE = 'By submitting this form, you agree to receive communications from the company.';

export function LeadFormCard({
  className,
  headingLevel = 'h2',
  title = 'Request a free quote',
  headingId,
}: {
  className?: string;
  headingLevel?: 'h2' | 'h3';
  title?: string;
  headingId?: string;
}) {
  const { leadFormUrl } = useEmbedConfig();
  const Heading = headingLevel;
  return (
    <div className={cn('rounded-card bg-white p-6 shadow-lift ring-1 ring-line sm:p-8', className)}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <Heading id={headingId} className="text-2xl font-extrabold tracking-tight">
            {title}
          </Heading>
          <p className="mt-1 text-[0.9375rem] text-muted">Free, no-obligation. A proposal within 24 hours.</p>
        </div>
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-tile bg-accent-100 text-accent-700 sm:inline-flex" aria-hidden="true">
          <ShieldCheck className="size-6" />
        </span>
      </div>
      <div className="mt-6">
        <EmbedFrame url={leadFormUrl} title={LEAD_FORM_TITLE} purpose="quote" />
      </div>
      <p className="mt-5 border-t border-line pt-4 text-sm text-muted">{CONSENT_NOTE}</p>
    </div>
  );
}
