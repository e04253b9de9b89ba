/** `/about`: the company's story, four values, vision, mission and what sets it apart. */
import { icon } from '../components/icon';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { STATS } from '../../../content/proof';
import { CERTIFICATIONS, CLAIMS, SITE } from '../../../content/site';
import { Badge, HeroBadge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { IconTile, type IconPoint } from '../components/ui/card';
import { Illustration } from '../components/ui/illustration';
import { apart, values } from '../../../content/about.json';
import { Section, SectionHeading } from '../components/ui/section';
import { CounterGroup } from '../features/marketing/counter';
import { CtaBanner } from '../features/marketing/cta-banner';
import { CallButton, HeroActions } from '../features/marketing/cta-buttons';
import { PageHero } from '../features/marketing/page-hero';
import { PROMISES } from '../../../content/promises';

const BadgeCheck = icon('badge-check');
const ClipboardCheck = icon('clipboard-check');
const Eye = icon('eye');
const HeartHandshake = icon('heart-handshake');
const KeyRound = icon('key-round');
const Layers = icon('layers');
const Lightbulb = icon('lightbulb');
const Repeat = icon('repeat');
const Scale = icon('scale');
const Target = icon('target');
const Users = icon('users');

const VALUES = [
  {
    icon: Scale,
    title: 'Honesty',
    text: 'Straight quotes with no surprise fees, and a straight answer when something goes wrong. If we miss a task, we say so and fix it.',
  },
  {
    icon: Repeat,
    title: 'Consistency',
    text: 'The same trained crew, the same written checklist, every visit. Your building should look the same on a Friday in August as on the first night.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'Digital checklists, photo reports, HEPA filtration and greener chemistry: we adopt what makes the work better and easier to check.',
  },
  {
    icon: HeartHandshake,
    title: 'Empowerment',
    text: 'Fair pay, real training and a path to lead a crew. People who are treated well take better care of your facility.',
  },
] as const;

const APART = [
  {
    icon: Users,
    title: 'Women-owned and locally run',
    text: `Founded and led by women in ${SITE.city}. Decisions are made here, by people who know Marion County and answer their own phone.`,
  },
  {
    icon: Layers,
    title: 'One accountable team, inside and out',
    text: 'Janitorial, floor care, windows, power washing and landscaping from one company, on one schedule and one invoice.',
  },
  {
    icon: ClipboardCheck,
    title: 'Checked work, not promised work',
    text: 'Supervisors inspect on a set rhythm and log the results, so quality does not depend on anyone remembering.',
  },
  {
    icon: KeyRound,
    title: 'Crews you can trust with the keys',
    text: `${CLAIMS.insured}. Every cleaner is trained on your site before working it alone.`,
  },
] as const;

const AIMS = [
  {
    icon: Eye,
    title: 'Our vision',
    text: 'To be the facility partner Marion County businesses recommend first: the company that makes a clean, healthy building the one thing a manager never has to worry about.',
  },
  {
    icon: Target,
    title: 'Our mission',
    text: 'To deliver dependable, safe and eco-conscious cleaning and grounds care, measured against a written standard, by a team we train, respect and pay fairly.',
  },
] as const;

export default function AboutPage({ route }: { route: RouteEntry }) {
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={
          <HeroBadge>
            Women-owned · Serving {SITE.county} since {SITE.foundedYear}
          </HeroBadge>
        }
        title="Cleaning that Ocala businesses can count on"
        lead={`${SITE.name} is a women-owned commercial cleaning and facility-care company. We keep offices, clinics, schools, warehouses, churches and storefronts across ${SITE.county} clean, safe and ready for the people who use them.`}
      >
        <HeroActions schedule="Schedule a Free Walkthrough">
          <CallButton variant="ghost" />
        </HeroActions>
      </PageHero>

      <Section labelledBy="story-title">
        <div className="grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-16">
          <div className="lg:col-span-6">
            <SectionHeading id="story-title" eyebrow="Our story" title="From one van to a hundred-plus buildings" />
            <div className="mt-6 space-y-5 text-lg leading-relaxed">
              <p>
                {SITE.shortName} began in {SITE.foundedYear} with one van, two part-time cleaners and three small offices off Ocala’s downtown square. Our
                founder had managed facilities for years and was tired of vendors who sent a different stranger every week, skipped the restrooms and never
                called back.
              </p>
              <p>
                So we built the company she had wanted to hire: a written checklist for every building, the same crew every visit, and a supervisor who checks
                the work. Word travelled between practice managers, property managers and pastors, and the client list grew one referral at a time.
              </p>
              <p>
                Today we care for more than a hundred facilities across {SITE.county}, from medical offices along SR 200 to warehouses off NW 27th Avenue, and
                we have added power washing, floor care and commercial landscaping so clients can call one number for the whole property.
              </p>
            </div>
          </div>
          <div className="lg:col-span-6">
            <Illustration src="/images/home/about.svg" alt="Illustration of the Oakbright team reviewing a cleaning checklist outside an Ocala office" />
          </div>
        </div>
      </Section>

      <Section tone="brand" labelledBy="numbers-title">
        <h2 id="numbers-title" className="sr-only">
          {SITE.shortName} by the numbers
        </h2>
        <CounterGroup stats={STATS} tone="dark" className="sm:grid-cols-3" />
      </Section>

      <Section tone="tint" labelledBy="values-title">
        <SectionHeading id="values-title" {...values} align="center" />
        <IconCardList items={VALUES} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" tone="accent" large />
      </Section>

      <Section labelledBy="vision-title">
        <h2 id="vision-title" className="sr-only">
          Vision and mission
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          {AIMS.map(({ icon: Icon, title, text }) => (
            <article key={title} className="rounded-card bg-brand-50 p-8 sm:p-10">
              <IconTile className="bg-white">
                <Icon />
              </IconTile>
              <h3 className="mt-5 text-2xl font-extrabold tracking-tight">{title}</h3>
              <p className="mt-3 text-lg">{text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section tone="surface" labelledBy="apart-title">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionHeading id="apart-title" {...apart} />
            <ul className="mt-8 flex flex-wrap gap-2">
              {CERTIFICATIONS.map((c) => (
                <li key={c}>
                  <Badge tone="neutral" className="bg-white">
                    <BadgeCheck aria-hidden="true" className="size-4 text-accent-700" /> {c}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
          <IconCardList items={APART} className="grid gap-6 sm:grid-cols-2 lg:col-span-8" />
        </div>
      </Section>

      <CtaBanner
        headingId="about-cta-title"
        eyebrow="Meet us in person"
        title="Walk your building with us"
        lead={`A free, no-obligation assessment takes ${PROMISES.walkthrough}. You get a written proposal ${PROMISES.proposal}.`}
      >
        <ButtonLink href="/schedule" size="lg">
          Schedule Free Walkthrough
        </ButtonLink>
        <ButtonLink href="/contact" size="lg" variant="inverse">
          Request a Quote
        </ButtonLink>
      </CtaBanner>
    </>
  );
}

/** Values and reasons: an icon tile above a title and a line of text, each on a white card. */
function IconCardList({ items, className, tone, large = false }: { items: readonly IconPoint[]; className: string; tone?: 'accent'; large?: boolean }) {
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-card bg-white p-7 shadow-card ring-1 ring-line/70">
          <IconTile tone={tone}>
            <Icon />
          </IconTile>
          <h3 className={`mt-5 ${large ? 'text-xl' : 'text-lg'} font-bold`}>{title}</h3>
          <p className="mt-2 text-[0.9375rem] text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
