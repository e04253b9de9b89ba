/** The three services the home page leads with, each ending in a quote request. */
import { Droplets, Sparkles, Trees } from '../../components/icons';
import { CardActions, IconTile } from '../../components/ui/card';
import { Illustration } from '../../components/ui/illustration';
import { IconList } from '../../components/ui/icon-list';
import { Section, SectionHeading } from '../../components/ui/section';

const FEATURES = [
  {
    icon: Sparkles,
    title: 'Professional Commercial Cleaning',
    text: 'Nightly, weekly or day-porter janitorial service for offices, clinics and schools, run from a written checklist.',
    points: ['Restrooms, break rooms and lobbies', 'High-touch disinfection', 'Floors, trash and recycling'],
    image: 'janitorial-services',
    alt: 'Illustration of a cleaner mopping a bright office floor',
    more: { href: '/services/janitorial-services', label: 'Janitorial services' },
  },
  {
    icon: Droplets,
    title: 'Professional Power Washing',
    text: 'Pressure and soft washing that takes Florida mildew, gum and grime off the surfaces customers see first.',
    points: ['Storefronts and building exteriors', 'Sidewalks, entries and dumpster pads', 'Parking areas and drive-thrus'],
    image: 'power-washing',
    alt: 'Illustration of a technician power washing a storefront walkway',
    more: { href: '/services/power-washing', label: 'Power washing' },
  },
  {
    icon: Trees,
    title: 'Commercial Landscaping',
    text: 'Mowing, edging, trimming and seasonal care that keeps your grounds as sharp as your lobby, all year.',
    points: ['Weekly mowing and edging', 'Shrub trimming and mulching', 'Seasonal clean-ups'],
    image: 'landscaping',
    alt: 'Illustration of a mowed lawn and trimmed shrubs in front of a commercial building',
    more: { href: '/services/landscaping', label: 'Commercial landscaping' },
  },
] as const;

export function ServicesFeatures() {
  return (
    <Section id="services" labelledBy="services-title">
      <SectionHeading
        id="services-title"
        eyebrow="What we do"
        title="Inside, outside and the grounds: one accountable team"
        lead="Most clients start with one service and add the others once they see the standard. Every plan is quoted after a free walkthrough."
      />
      <ul className="mt-12 grid gap-8 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text, points, image, alt, more }) => (
          <li key={title} className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line/70">
            <Illustration src={`/images/topics/${image}.svg`} alt={alt} className="aspect-[4/3] h-auto w-full bg-brand-50 object-cover" />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <IconTile className="-mt-14 bg-white shadow-card ring-1 ring-line">
                <Icon />
              </IconTile>
              <h3 className="mt-5 text-xl font-bold">{title}</h3>
              <p className="mt-3 text-muted">{text}</p>
              <IconList items={points} className="mt-5 flex-1 text-[0.9375rem]" />
              <CardActions cta="Request a Quote" href={more.href} className="mt-7">
                {more.label}
              </CardActions>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
