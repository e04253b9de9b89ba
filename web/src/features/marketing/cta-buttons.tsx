/**
 * The buttons the marketing pages repeat for their next steps: call us, book a free walkthrough,
 * and a hero's pair (the walkthrough first, then a quieter second way in).
 */
import { icon } from '../../components/icon';
import { SITE } from '../../../../content/site';
import { ButtonLink, type ButtonVariant } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const ArrowRight = icon('arrow-right');
const Phone = icon('phone');

/** "Call (800) …": a large button that dials the company. */
export function CallButton({ variant, className }: { variant?: ButtonVariant; className?: string }) {
  return (
    <ButtonLink href={SITE.phoneHref} size="lg" variant={variant} className={className}>
      <Phone aria-hidden="true" className="size-5" /> Call {SITE.phone}
    </ButtonLink>
  );
}

/** A large button to /schedule with an arrow after its label. */
export function ScheduleButton({ label }: { label: string }) {
  return (
    <ButtonLink href="/schedule" size="lg">
      {/* One text node, as `Label <ArrowRight />` makes: the edge HTML gets no separator comment. */}
      {`${label} `}
      <ArrowRight aria-hidden="true" className="size-5" />
    </ButtonLink>
  );
}

/** A hero's next steps, stacked on phones: the schedule button, then `children`. */
export function HeroActions({ schedule, className, children }: { schedule: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={cn(className, 'flex flex-col gap-3 sm:flex-row')}>
      <ScheduleButton label={schedule} />
      {children}
    </div>
  );
}
