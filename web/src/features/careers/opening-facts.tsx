/** An opening's facts, as its card and its page show them: town, type, shifts, pay. */
import type { Locale, PublicOpening } from '../../../../shared/careers/careers';
import { careersMessages } from '../../../../content/careers/catalogue';
import { formatPay } from '../../../../content/careers/format';
import { icon } from '../../components/icon';
import { cn } from '../../lib/cn';

const Briefcase = icon('briefcase');
const Clock = icon('clock');
const MapPin = icon('map-pin');
const Tag = icon('tag');

export function OpeningFacts({ opening, locale, className }: { opening: PublicOpening; locale: Locale; className?: string }) {
  const m = careersMessages(locale);
  const pay = formatPay(opening, m) ?? m.payNotStated;
  const facts = [
    { icon: Tag, label: m.labelPay, value: pay, strong: true },
    { icon: MapPin, label: m.labelTown, value: `${opening.town}, FL` },
    { icon: Briefcase, label: m.labelType, value: m.employmentTypes[opening.employment_type] },
    { icon: Clock, label: m.labelShifts, value: opening.shifts.map((s) => m.shifts[s]).join(' · ') },
  ];
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {facts.map(({ icon: Icon, label, value, strong }) => (
        <div key={label} className="relative pl-7">
          <dt className="text-xs font-bold tracking-wider text-muted uppercase">
            <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-4.5 text-brand-700" />
            {label}
          </dt>
          <dd className={cn('text-[0.9375rem]', strong ? 'font-bold text-accent-800' : 'text-ink')}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
