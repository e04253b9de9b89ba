/**
 * The careers list page's sections below its first screen (pages/careers-page.tsx): the open
 * positions with their filter, and how hiring works. Islands (features/careers/islands.ts): the
 * edge renders them with the page; the browser loads this file as they come near.
 */
import { careersMessages } from '../../../../content/careers/catalogue';
import { SHIFTS, type Locale, type PublicOpening, type Shift } from '../../../../shared/careers/careers';
import { Section } from '../../components/ui/section';
import { OpeningCard } from './opening-card';
import { OpeningsFilter, type OpeningsFilterValue } from './openings-filter';

const isShift = (value: string): value is Shift => (SHIFTS as readonly string[]).includes(value);

/** How hiring works: four steps. */
export function HowHiringWorks({ locale }: { locale: Locale }) {
  const m = careersMessages(locale);
  return (
    <Section labelledBy="steps-title" className="py-12 sm:py-16">
      <h2 id="steps-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {m.stepsTitle}
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {m.steps.map((step, i) => (
          <li key={step.title} className="relative rounded-card bg-surface p-6 ring-1 ring-line/70">
            <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-accent-600 text-lg font-extrabold text-white">
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
            <p className="mt-1 text-[0.9375rem] text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The open positions, filtered by town and shift. */
export function OpeningsList({
  locale,
  action,
  openings,
  params,
  onChange,
}: {
  locale: Locale;
  action: string;
  openings: readonly PublicOpening[];
  params: URLSearchParams;
  onChange: (next: OpeningsFilterValue) => void;
}) {
  const m = careersMessages(locale);
  const towns = [...new Set(openings.map((o) => o.town))].sort((a, b) => a.localeCompare(b, m.intlLocale));
  const shifts = SHIFTS.filter((s) => openings.some((o) => o.shifts.includes(s)));
  // A town or shift no opening has (an old link) filters nothing out.
  const givenTown = params.get('town') ?? '';
  const givenShift = params.get('shift') ?? '';
  const value = { town: towns.includes(givenTown) ? givenTown : '', shift: isShift(givenShift) && shifts.includes(givenShift) ? givenShift : '' };
  const shown = openings.filter((o) => (!value.town || o.town === value.town) && (!value.shift || o.shifts.includes(value.shift as Shift)));

  if (openings.length === 0) {
    return (
      <p className="mt-6 max-w-2xl text-lg">
        {m.noOpenings}{' '}
        <a href="#apply" className="font-semibold text-brand-800 underline underline-offset-4">
          {m.generalTitle}
        </a>
      </p>
    );
  }
  return (
    <>
      <div className="mt-6">
        <OpeningsFilter locale={locale} action={action} towns={towns} shifts={shifts} value={value} onChange={onChange} />
      </div>
      <p role="status" className="mt-5 text-[0.9375rem] font-semibold text-muted">
        {m.openingsCount(shown.length)}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 text-lg">{m.filterNone}</p>
      ) : (
        <ul className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((o) => (
            <OpeningCard key={o.slug} opening={o} locale={locale} />
          ))}
        </ul>
      )}
    </>
  );
}
