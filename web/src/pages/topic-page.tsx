/**
 * The shared template of the six service and sixteen industry pages (docs/decisions.md P3):
 * breadcrumb, hero, the topic's own copy and image, its highlights, what is included (the
 * same six services everywhere), why choose us, then industries or cross-sells, and a
 * closing call to action.
 */
import {
  ArrowRight,
  BadgeCheck,
  CalendarCheck,
  CircleCheck,
  Droplets,
  Eye,
  Gauge,
  Layers,
  Leaf,
  Phone,
  Repeat,
  ShieldCheck,
  Siren,
  Sparkles,
  SprayCan,
  Star,
  ThumbsUp,
  type IconComponent,
} from '../components/icons';
import { Link } from '../components/ui/link';
import { breadcrumbFor, INDUSTRY_LINKS } from '../../../shared/routes';
import { CLAIMS, SITE } from '../../../content/site';
import type { TopicPageProps } from '../app/pages';
import { ButtonLink } from '../components/ui/button';
import { CardActions, IconPointList, IconTile } from '../components/ui/card';
import { Illustration } from '../components/ui/illustration';
import { IconList } from '../components/ui/icon-list';
import { crossSell, included, industries, whyChoose } from '../../../content/topic-sections.json';
import { Section, SectionHeading } from '../components/ui/section';
import { CtaBanner } from '../features/marketing/cta-banner';
import { CallButton, HeroActions } from '../features/marketing/cta-buttons';
import { PageHero } from '../features/marketing/page-hero';
import { HeroBadge } from '../components/ui/badge';
import { industryIcon } from '../features/marketing/topic-icons';
import { bodyParagraphs, crossSellFor, includedItems, topicIntro, whyChooseItems } from '../features/marketing/topic-template';

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

export default function TopicPage({ route, kind, slug, content }: TopicPageProps) {
  const name = route.name ?? content.h1Title;
  const paragraphs = bodyParagraphs(content.body);

  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={
          <HeroBadge icon={Star} iconClassName="fill-current">
            {CLAIMS.trustedByOcala}
          </HeroBadge>
        }
        title={content.h1Title}
        lead={topicIntro(kind, slug, name)}
        aside={<HeroFacts />}
      >
        <HeroActions schedule="Get Your Free Cleaning Audit">
          <ButtonLink href="/contact" size="lg" variant="ghost">
            Request a Quote
          </ButtonLink>
        </HeroActions>
      </PageHero>

      <Section labelledBy="overview-title">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-7">
            <SectionHeading id="overview-title" eyebrow={name} title={`${name} in Ocala and Marion County`} />
            <div className="mt-6 space-y-5 text-lg leading-relaxed">
              {paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <ButtonLink href="/contact" variant="secondary" size="lg" className="mt-9">
              Request a Service Plan <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
          <div className="lg:col-span-5">
            <div className="lg:sticky lg:top-28">
              <Illustration src={`/images/topics/${slug}.svg`} alt={content.imageAlt} />
            </div>
          </div>
        </div>
      </Section>

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

      <Section labelledBy="why-title">
        <SectionHeading id="why-title" title={`Why Choose ${SITE.shortName}`} {...whyChoose} />
        <IconPointList
          items={whyChooseItems(slug).map((item) => ({ ...item, icon: WHY_ICONS[item.title] ?? BadgeCheck }))}
          className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
        />
      </Section>

      {content.showIndustries ? <IndustriesSection current={slug} /> : <CrossSell slug={slug} />}

      <CtaBanner
        headingId="closing-title"
        eyebrow="Free cleaning audit"
        title="Ready for a facility you never have to worry about?"
        lead="Schedule a free audit of your facility, or call and talk it through with a person. We reply within 24 hours."
      >
        <CallButton variant="inverse" />
        <ButtonLink href="/schedule" size="lg">
          Schedule Free Audit
        </ButtonLink>
      </CtaBanner>
    </>
  );
}

/** Desktop hero aside: the reasons to call, and the number. */
function HeroFacts() {
  return (
    <div className="hidden rounded-card bg-white p-7 shadow-lift ring-1 ring-line lg:block">
      <p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Talk to a local team</p>
      <a href={SITE.phoneHref} className="mt-2 inline-flex min-h-11 items-center gap-2 text-2xl font-extrabold text-brand-800 hover:underline">
        <Phone aria-hidden="true" className="size-6" /> {SITE.phone}
      </a>
      <p className="text-[0.9375rem] text-muted">
        {SITE.hours} · {SITE.emergency}
      </p>
      <IconList
        className="mt-6 border-t border-line pt-6 text-[0.9375rem]"
        items={[CLAIMS.insured, `${CLAIMS.googleRating} · ${CLAIMS.bbb}`, 'Free walkthrough and written proposal', SITE.responsePromise]}
      />
    </div>
  );
}

function IndustriesSection({ current }: { current: string }) {
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

function CrossSell({ slug }: { slug: string }) {
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
