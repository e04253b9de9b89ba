/** `/service-area`: the towns we serve (from the site facts), where FIND A LOCATION leads. */
import { icon } from '../components/icon';
import { Link } from '../components/ui/link';
import { breadcrumbFor, SERVICES_MENU, type RouteEntry } from '../../../shared/routes';
import { towns as TOWNS } from '../../../content/service-area.json';
import { SITE } from '../../../content/site';
import { ButtonLink } from '../components/ui/button';
import { IconPointList } from '../components/ui/card';
import { Section, SectionHeading } from '../components/ui/section';
import { CtaBanner } from '../features/marketing/cta-banner';
import { CallButton, HeroActions } from '../features/marketing/cta-buttons';
import { PageHero } from '../features/marketing/page-hero';
import { HeroBadge } from '../components/ui/badge';
import { PROMISES } from '../../../content/promises';

const ArrowRight = icon('arrow-right');
const Clock = icon('clock');
const MapPin = icon('map-pin');
const Siren = icon('siren');
const Truck = icon('truck');

const LOCAL = [
  { icon: Truck, title: 'Crews based in Ocala', text: 'Our teams and equipment start from Ocala, so most of the county is under 45 minutes away.' },
  { icon: Clock, title: 'Walkthroughs within the week', text: `Free on-site assessments ${SITE.hours}, usually within five business days of your call.` },
  { icon: Siren, title: 'Emergency response', text: 'Floods, spills and storm clean-up handled around the clock for our contract clients.' },
] as const;

const TOWN_POINTS = TOWNS.map((town) => ({ icon: MapPin, title: town.name, text: town.detail }));

export default function ServiceAreaPage({ route }: { route: RouteEntry }) {
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={<HeroBadge icon={MapPin}>{SITE.serviceArea}</HeroBadge>}
        title="Commercial cleaning across Ocala and Marion County"
        lead="One local team for offices, clinics, schools, warehouses and storefronts from Dunnellon to Fort McCoy. If your building is in Marion County, we clean it."
      >
        <HeroActions schedule="Book a Free Walkthrough">
          <CallButton variant="ghost" />
        </HeroActions>
      </PageHero>

      <Section labelledBy="towns-title">
        <SectionHeading
          id="towns-title"
          eyebrow="Towns we serve"
          title="Where our crews work every week"
          lead="Regular routes cover these communities. Multi-site clients with locations a little further out can ask us about them too."
        />
        <IconPointList items={TOWN_POINTS} className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" card />
      </Section>

      <Section tone="tint" labelledBy="local-title">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <SectionHeading
              id="local-title"
              eyebrow="Why local matters"
              title="Close enough to be there when it counts"
              lead="A vendor two counties away cannot send someone the same afternoon. We can."
            />
          </div>
          <IconPointList items={LOCAL} className="grid gap-6 lg:col-span-7" card tone="accent" />
        </div>
      </Section>

      <Section labelledBy="area-services-title">
        <SectionHeading id="area-services-title" eyebrow="Services" title="Available everywhere we work" />
        <ul className="mt-8 flex flex-wrap gap-3">
          {SERVICES_MENU.map((s) => (
            <li key={s.href}>
              <Link
                to={s.href}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-5 font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
              >
                {s.name} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        headingId="area-cta-title"
        eyebrow="Not sure we reach you?"
        title="Ask us. The answer is usually yes."
        lead={`Call ${SITE.phone} or send a quick request with your address, and we confirm coverage ${PROMISES.reply}.`}
        showPromises={false}
      >
        <ButtonLink href="/contact" size="lg">
          Request a Quote
        </ButtonLink>
        <CallButton variant="inverse" />
      </CtaBanner>
    </>
  );
}
