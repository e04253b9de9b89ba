/** The three services the home page leads with, each ending in a quote request. */
import { icon } from '../../components/icon';
import { CardActions, IconTile } from '../../components/ui/card';
import { withIcons } from '../../components/ui/with-icons';
import { Illustration } from '../../components/ui/illustration';
import { IconList } from '../../components/ui/icon-list';
import { Section, SectionHeading } from '../../components/ui/section';
import services from '../../../../content/home/services.json';

const Droplets = icon('droplets');
const Sparkles = icon('sparkles');
const Trees = icon('trees');

export const FEATURES = withIcons(services.features, [Sparkles, Droplets, Trees]);

export function ServicesFeatures() {
  return (
    <Section id="services" labelledBy="services-title">
      <SectionHeading id="services-title" {...services.heading} />
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
