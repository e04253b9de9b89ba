/**
 * The service and industry template's sections below the overview (docs/decisions.md P3): the
 * topic's highlights, what is included (the same six services everywhere), why choose us, then
 * industries or cross-sells, and the closing call to action. Islands of pages/topic-page.tsx:
 * the edge renders them with the page; the browser loads this file as they come near.
 */
import { icon, type IconComponent } from '../../components/icon';
import type { TopicContent } from '../../../../content/topic-content';
import { crossSell, included, industries, whyChoose } from '../../../../content/topic-sections.json';
import { SITE } from '../../../../content/site';
import { INDUSTRY_LINKS } from '../../../../shared/routes';
import { ButtonLink } from '../../components/ui/button';
import { CardActions, IconPointList, IconTile } from '../../components/ui/card';
import { IconList } from '../../components/ui/icon-list';
import { Illustration } from '../../components/ui/illustration';
import { Link } from '../../components/ui/link';
import { Section, SectionHeading } from '../../components/ui/section';
import { CtaBanner } from './cta-banner';
import { CallButton } from './cta-buttons';
import { industryIcon } from './topic-icons';
import { crossSellFor, includedItems, whyChooseItems } from './topic-lists';
import { PROMISES } from '../../../../content/promises';

const ArrowRight = icon('arrow-right');
const BadgeCheck = icon('badge-check');
const CalendarCheck = icon('calendar-check');
const CircleCheck = icon('circle-check');
const Droplets = icon('droplets');
const Eye = icon('eye');
const Gauge = icon('gauge');
const Layers = icon('layers');
const Leaf = icon('leaf');
const Repeat = icon('repeat');
const ShieldCheck = icon('shield-check');
const Siren = icon('siren');
const Sparkles = icon('sparkles');
const SprayCan = icon('spray-can');
const ThumbsUp = icon('thumbs-up');

const INCLUDED_ICONS: Readonly<Record<string, IconComponent>> = {
  'Deep Cleaning & Sanitization': Sparkles,
  'High-Touch Surface Disinfection': SprayCan,
  'Floor Care & Maintenance': Layers,
  'Restroom Cleaning': Droplets,
  'Trash Removal & Recycling': Repeat,
  'Window & Glass Cleaning': Eye,
};

const WHY_ICONS: Readonly<Record<string, IconComponent>> = {
  'EPA-Approved Disinfectants': SprayCan,
  'Commercial-Grade Equipment': Gauge,
  'Eco-Friendly Products': Leaf,
  'Flexible Scheduling': CalendarCheck,
  'Fully Insured & Bonded': ShieldCheck,
  '24/7 Emergency Service': Siren,
  'Quality Guarantee': ThumbsUp,
};

/** The topic's program highlights. */
export function Highlights({ name, content }: { name: string; content: TopicContent }) {
  return (
    <Section labelledBy="highlights-title" className="pt-0 sm:pt-0">
      <h2 id="highlights-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {name}: program highlights
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {content.highlights.map((item) => (
          <li key={item} className="flex items-center gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line/70">
            <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-accent-600" />
            <span className="font-semibold text-ink">{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** What is included: the same six services on every page, with the topic's own sentences. */
export function Included({ name, content }: { name: string; content: TopicContent }) {
  return (
    <Section tone="tint" labelledBy="included-title">
      <SectionHeading id="included-title" eyebrow={name} {...included} />
      <IconPointList
        items={includedItems(content).map((item) => ({ ...item, icon: INCLUDED_ICONS[item.title] ?? CircleCheck }))}
        card
        tone="accent"
        titleClassName="font-bold text-ink"
        className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      />
    </Section>
  );
}

/** Why choose us: six reasons, the first fitted to the topic. */
export function WhyChoose({ slug }: { slug: string }) {
  return (
    <Section labelledBy="why-title">
      <SectionHeading id="why-title" title={`Why Choose ${SITE.shortName}`} {...whyChoose} />
      <IconPointList
        items={whyChooseItems(slug).map((item) => ({ ...item, icon: WHY_ICONS[item.title] ?? BadgeCheck }))}
        className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
      />
    </Section>
  );
}

/** The closing call to action. */
export function ClosingCta() {
  return (
    <CtaBanner
      headingId="closing-title"
      eyebrow="Free cleaning audit"
      title="Ready for a facility you never have to worry about?"
      lead={`Schedule a free audit of your facility, or call and talk it through with a person. We reply ${PROMISES.reply}.`}
    >
      <CallButton variant="inverse" />
      <ButtonLink href="/schedule" size="lg">
        Schedule Free Audit
      </ButtonLink>
    </CtaBanner>
  );
}

export function IndustriesSection({ current }: { current: string }) {
  const items = INDUSTRY_LINKS.filter((i) => i.slug !== current);
  return (
    <Section tone="surface" labelledBy="industries-title">
      <SectionHeading id="industries-title" {...industries} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((industry) => {
          const Icon = industryIcon(industry.slug);
          return (
            <li key={industry.slug}>
              <Link
                to={`/who-we-clean/${industry.slug}`}
                className="group flex min-h-18 items-center gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 hover:ring-brand-200"
              >
                <IconTile>
                  <Icon />
                </IconTile>
                <span className="flex-1 font-semibold text-ink group-hover:text-brand-700">{industry.name}</span>
                <ArrowRight aria-hidden="true" className="size-4 text-brand-700 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function CrossSell({ slug }: { slug: string }) {
  const cards = crossSellFor(slug);
  return (
    <Section tone="surface" labelledBy="more-title">
      <SectionHeading id="more-title" {...crossSell} />
      <ul className="mt-10 grid gap-6 lg:grid-cols-2">
        {cards.map((card) => (
          <li key={card.slug} className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line/70 sm:flex-row">
            <Illustration
              src={`/images/topics/${card.slug}.svg`}
              alt=""
              className="aspect-[4/3] h-auto w-full bg-brand-50 object-cover sm:aspect-auto sm:w-2/5"
            />
            <div className="flex flex-1 flex-col p-6 sm:p-7">
              <h3 className="text-xl font-bold">{card.title}</h3>
              <p className="mt-2 text-[0.9375rem] text-muted">{card.text}</p>
              <IconList items={card.points} className="mt-5 flex-1 space-y-2 text-[0.9375rem]" />
              <CardActions cta={card.cta} href={card.href} className="mt-6">
                About {card.title.toLowerCase()}
              </CardActions>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
