/** The home page's industries grid: eight kinds of building we clean, each linking to its page. */
import { icon } from '../../components/icon';
import { Link } from '../../components/ui/link';
import { IconTile } from '../../components/ui/card';
import { Section, SectionHeading } from '../../components/ui/section';
import { industryIcon } from './topic-icons';

const ArrowRight = icon('arrow-right');

export interface IndustryCard {
  slug: string;
  title: string;
  description: string;
}

export const HOME_INDUSTRIES: readonly IndustryCard[] = [
  {
    slug: 'business-offices',
    title: 'Business Offices',
    description: 'Nightly or weekly cleaning that keeps desks, kitchens and meeting rooms ready for the morning.',
  },
  {
    slug: 'medical-facilities',
    title: 'Medical Facilities',
    description: 'Clinic and practice cleaning that follows your infection-control checklist, room by room.',
  },
  {
    slug: 'retail-stores',
    title: 'Retail Stores',
    description: 'Sales floors, fitting rooms and glass kept customer-ready before you open the doors.',
  },
  {
    slug: 'schools-universities',
    title: 'Schools & Universities',
    description: 'Classrooms, gyms and cafeterias cleaned and disinfected on the academic calendar.',
  },
  {
    slug: 'restaurants',
    title: 'Restaurants',
    description: 'Front-of-house and restroom cleaning after close, with kitchen deep cleans on a schedule.',
  },
  {
    slug: 'property-management',
    title: 'Property Management',
    description: 'One vendor for common areas, unit turns, exteriors and grounds across every building.',
  },
  {
    slug: 'industrial-manufacturing',
    title: 'Industrial & Manufacturing',
    description: 'Plant, warehouse and distribution cleaning planned around every shift change.',
  },
  {
    slug: 'auto-dealerships',
    title: 'Auto Dealerships',
    description: 'Showrooms, service bays and customer lounges that look sale-ready at opening.',
  },
];

export function IndustriesGrid() {
  return (
    <Section id="industries" tone="surface" labelledBy="industries-title">
      <SectionHeading
        id="industries-title"
        eyebrow="Industries we serve"
        title="Cleaning programs built for your kind of building"
        lead="A clinic, a classroom and a showroom need different products, frequencies and checklists. We write the plan around yours."
      />
      {/* Phones get compact two-up tiles (icon and name); the detail appears from the small breakpoint. */}
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:mt-12 sm:gap-5 lg:grid-cols-4">
        {HOME_INDUSTRIES.map((card) => {
          const Icon = industryIcon(card.slug);
          return (
            <li
              key={card.slug}
              className="group relative flex h-full flex-col rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 transition-shadow focus-within:ring-brand-200 hover:shadow-lift hover:ring-brand-200 sm:p-6"
            >
              <IconTile>
                <Icon />
              </IconTile>
              <h3 className="mt-4 text-base leading-snug font-bold sm:mt-5 sm:text-lg">
                {/* The link covers the whole card; its name stays the short title. */}
                <Link to={`/who-we-clean/${card.slug}`} className="card-link group-hover:text-brand-700">
                  {card.title}
                </Link>
              </h3>
              {/* A sentence each: the industry's own page has the detail. */}
              <p className="mt-2 hidden flex-1 text-[0.9375rem] text-muted sm:block">{card.description}</p>
              <span aria-hidden="true" className="mt-5 hidden items-center gap-1.5 sm:inline-flex text-[0.9375rem] font-semibold text-brand-700">
                Learn more <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-center text-[0.9375rem] text-muted">
        Something else?{' '}
        <Link to="/who-we-clean/other-industries" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          See every industry we clean
        </Link>
      </p>
    </Section>
  );
}
