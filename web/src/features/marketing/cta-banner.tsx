/**
 * A full-width call to action on the brand colour: the free-assessment
 * banner, the scheduling call to action and every page's closing step.
 */
import { icon } from '../../components/icon';
import { CLAIMS } from '../../../../content/site';
import { Container } from '../../components/ui/section';
import { cn } from '../../lib/cn';
import { REPLY_PROMISE } from '../../../../content/promises';

const CalendarCheck = icon('calendar-check');
const ClipboardList = icon('clipboard-list');
const ShieldCheck = icon('shield-check');

export function CtaBanner({
  id,
  headingId,
  eyebrow,
  title,
  lead,
  children,
  showPromises = true,
  className,
}: {
  id?: string;
  headingId: string;
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  /** The buttons. */
  children: React.ReactNode;
  /** The three reassurance points under the lead. */
  showPromises?: boolean;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={cn('bg-white py-12 sm:py-16', className)}>
      <Container>
        <div className="relative overflow-hidden rounded-card bg-brand-800 px-6 py-10 text-brand-100 sm:px-12 sm:py-14">
          <svg aria-hidden="true" viewBox="0 0 200 200" className="pointer-events-none absolute -top-20 -right-20 size-72 text-white/5">
            <circle cx="100" cy="100" r="100" fill="currentColor" />
          </svg>
          <svg aria-hidden="true" viewBox="0 0 200 200" className="pointer-events-none absolute -bottom-24 left-1/3 size-56 text-white/5">
            <circle cx="100" cy="100" r="100" fill="currentColor" />
          </svg>
          <div className="relative grid gap-8 lg:grid-cols-12 lg:items-center">
            <div className="lg:col-span-8">
              {eyebrow && <p className="mb-3 text-sm font-bold tracking-[0.12em] text-accent-200 uppercase">{eyebrow}</p>}
              <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
                {title}
              </h2>
              {lead && <p className="mt-4 max-w-2xl text-lg">{lead}</p>}
              {showPromises && (
                <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-[0.9375rem] font-semibold text-white">
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
              )}
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:col-span-4 lg:flex-col lg:items-stretch">{children}</div>
          </div>
        </div>
      </Container>
    </section>
  );
}
