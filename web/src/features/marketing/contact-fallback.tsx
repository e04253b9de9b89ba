/**
 * What a visitor sees where an embed is not configured: a real way to reach
 * us (call, email, hours) instead of an empty frame.
 */
import { Clock, Mail } from '../../components/icons';
import { SITE } from '../../../../content/site';
import { ButtonLink } from '../../components/ui/button';
import { CallButton } from './cta-buttons';

export function ContactFallback({ purpose }: { purpose: 'quote' | 'booking' }) {
  return (
    <div data-testid={`${purpose}-fallback`} className="flex flex-col gap-5">
      <p className="text-lg text-body">
        {purpose === 'booking'
          ? 'Call us to book your free walkthrough. We will find a time that suits your building and your hours.'
          : 'Tell us about your building and what you need cleaned. A real person answers, and we send a custom proposal.'}
      </p>
      <CallButton className="w-full" />
      <ButtonLink href={`mailto:${SITE.email}`} variant="ghost" size="lg" className="w-full">
        {/* The full address does not fit a phone-width button; the mail app shows it. */}
        <Mail aria-hidden="true" className="size-5" />
        <span>
          Email <span className="hidden sm:inline">{SITE.email}</span>
          <span className="sm:hidden">us</span>
        </span>
      </ButtonLink>
      <div className="flex items-start gap-3 rounded-tile bg-brand-50 p-4 text-[0.9375rem]">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          <span className="font-semibold text-ink">{SITE.hours}</span> for consultations, {SITE.emergency}.{' '}
          <span className="font-semibold text-accent-800">We reply within 24 hours.</span>
        </p>
      </div>
    </div>
  );
}
