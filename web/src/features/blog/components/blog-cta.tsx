/** The closing call to action: a free walkthrough (and, on the list, a quote). */
import { icon } from '../../../components/icon';
import { CLAIMS } from '../../../../../content/site';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { REPLY_PROMISE } from '../../../../../content/promises';

const CalendarCheck = icon('calendar-check');
const ClipboardList = icon('clipboard-list');
const ShieldCheck = icon('shield-check');

export function BlogCta({
  title,
  lead,
  showQuote = false,
  className,
  headingId = 'blog-cta-title',
}: {
  title: string;
  lead: string;
  showQuote?: boolean;
  className?: string;
  headingId?: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('relative overflow-hidden rounded-card bg-brand-800 px-6 py-10 text-brand-100 sm:px-10 sm:py-12', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 200 200" className="pointer-events-none absolute -top-16 -right-16 size-64 text-white/5">
        <circle cx="100" cy="100" r="100" fill="currentColor" />
      </svg>
      <div className="relative max-w-2xl">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-lg">{lead}</p>
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-white">
          <li className="flex items-center gap-2">
            <ClipboardList aria-hidden="true" className="size-4 text-accent-200" /> Free, no-obligation assessment
          </li>
          <li className="flex items-center gap-2">
            <CalendarCheck aria-hidden="true" className="size-4 text-accent-200" /> {REPLY_PROMISE}
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-4 text-accent-200" /> {CLAIMS.insured}
          </li>
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/schedule" size="lg">
            Schedule Free Walkthrough
          </ButtonLink>
          {showQuote && (
            <ButtonLink href="/#contact" size="lg" variant="inverse">
              Get Free Quote
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
