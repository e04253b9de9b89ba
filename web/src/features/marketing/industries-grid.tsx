/** The home page's industries grid: eight kinds of building we clean, each linking to its page. */
import { ArrowRight } from '../../components/icons';
import { Link } from '../../components/ui/link';
import { IconTile } from '../../components/ui/card';
import { Section, SectionHeading } from '../../components/ui/section';
import { industryIcon } from './topic-icons';

export interface IndustryCard {
  slug: string;
  title: string;
  description: string;
  specialties: readonly string[];
}

export const HOME_INDUSTRIES: readonly IndustryCard[] = [
  {
    slug: 'business-offices',
    title: 'Business Offices',
    description: 'Nightly or weekly cleaning that keeps desks, kitchens and meeting rooms ready for the morning.',
    specialties: ['Workstations and break rooms', 'Restroom restock', 'Carpet and hard floors'],
  },
  {
    slug: 'medical-facilities',
    title: 'Medical Facilities',
    description: 'Clinic and practice cleaning that follows your infection-control checklist, room by room.',
    specialties: ['Exam room turnover', 'EPA-registered disinfection', 'OSHA-aware procedures'],
  },
  {
    slug: 'retail-stores',
    title: 'Retail Stores',
    description: 'Sales floors, fitting rooms and glass kept customer-ready before you open the doors.',
    specialties: ['Storefront glass', 'Floor burnishing', 'Fitting rooms and restrooms'],
  },
  {
    slug: 'schools-universities',
    title: 'Schools & Universities',
    description: 'Classrooms, gyms and cafeterias cleaned and disinfected on the academic calendar.',
    specialties: ['Classrooms and labs', 'Cafeterias and gyms', 'Summer deep cleans'],
  },
  {
    slug: 'restaurants',
    title: 'Restaurants',
    description: 'Front-of-house and restroom cleaning after close, with kitchen deep cleans on a schedule.',
    specialties: ['Dining rooms and restrooms', 'Kitchen degreasing', 'Health-inspection ready'],
  },
  {
    slug: 'property-management',
    title: 'Property Management',
    description: 'One vendor for common areas, unit turns, exteriors and grounds across every building.',
    specialties: ['Lobbies and hallways', 'Vacant-unit turns', 'Power washing and grounds'],
  },
  {
    slug: 'industrial-manufacturing',
    title: 'Industrial & Manufacturing',
    description: 'Plant, warehouse and distribution cleaning planned around every shift change.',
    specialties: ['Floor scrubbing', 'Break rooms and locker rooms', 'Office and production areas'],
  },
  {
    slug: 'auto-dealerships',
    title: 'Auto Dealerships',
    description: 'Showrooms, service bays and customer lounges that look sale-ready at opening.',
    specialties: ['Showroom floors and glass', 'Service-bay degreasing', 'Customer lounges'],
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
                <Link
                  to={`/who-we-clean/${card.slug}`}
                  className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-solid focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
                >
                  {card.title}
                </Link>
              </h3>
              <p className="mt-2 hidden text-[0.9375rem] text-muted sm:block">{card.description}</p>
              <ul className="mt-4 hidden flex-1 space-y-1.5 text-[0.9375rem] text-body sm:block">
                {card.specialties.map((s) => (
                  <li key={s} className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-accent-600" />
                    {s}
                  </li>
                ))}
              </ul>
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
