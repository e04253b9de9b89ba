/** One open position in the careers list: its title (the link to its page) and its facts. */
import type { Locale, PublicOpening } from '../../../../shared/careers/careers';
import { CAREERS_PATHS } from '../../../../shared/careers/careers';
import { careersMessages } from '../../../../content/careers/catalogue';
import { icon } from '../../components/icon';
import { Link } from '../../components/ui/link';
import { OpeningFacts } from './opening-facts';

const ArrowRight = icon('arrow-right');

export function OpeningCard({ opening, locale }: { opening: PublicOpening; locale: Locale }) {
  const m = careersMessages(locale);
  const href = CAREERS_PATHS[locale].opening(opening.slug);
  return (
    <li className="relative flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 transition-shadow focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-lift sm:p-7">
      <h3 className="text-xl font-bold tracking-tight text-brand-950">
        {/* The whole card is the link's target area; the title alone is its name. */}
        <Link to={href} className="after:absolute after:inset-0 after:rounded-card focus:outline-none">
          {opening.title}
        </Link>
      </h3>
      <OpeningFacts opening={opening} locale={locale} className="mt-5 flex-1" />
      <p aria-hidden="true" className="mt-6 inline-flex items-center gap-1.5 text-[0.9375rem] font-semibold text-brand-700">
        {m.viewOpening} <ArrowRight className="size-4" />
      </p>
    </li>
  );
}
