/**
 * The shared template of the six service and sixteen industry pages (docs/decisions.md P3):
 * breadcrumb, hero, the topic's own copy and image, its highlights, what is included (the
 * same six services everywhere), why choose us, then industries or cross-sells, and a
 * closing call to action.
 */
import { icon } from '../components/icon';
import { breadcrumbFor } from '../../../shared/routes';
import { CLAIMS, SITE } from '../../../content/site';
import { island } from '../app/island';
import type { TopicPageProps } from '../app/pages';
import { ButtonLink } from '../components/ui/button';
import { Illustration } from '../components/ui/illustration';
import { IconList } from '../components/ui/icon-list';
import { Section, SectionHeading } from '../components/ui/section';
import { HeroActions } from '../features/marketing/cta-buttons';
import { PageHero } from '../features/marketing/page-hero';
import { HeroBadge } from '../components/ui/badge';
import { bodyParagraphs, topicIntro } from '../features/marketing/topic-template';
import { REPLY_PROMISE } from '../../../content/promises';

const ArrowRight = icon('arrow-right');
const Phone = icon('phone');
const Star = icon('star');

// Below the overview, the sections are islands (app/island.tsx): their code loads as they come near.
const sections = () => import('../features/marketing/topic-sections');
const Highlights = island('topic-highlights', () => sections().then((m) => m.Highlights));
const Included = island('topic-included', () => sections().then((m) => m.Included));
const WhyChoose = island('topic-why', () => sections().then((m) => m.WhyChoose));
const IndustriesSection = island('topic-industries', () => sections().then((m) => m.IndustriesSection));
const CrossSell = island('topic-cross-sell', () => sections().then((m) => m.CrossSell));
const ClosingCta = island('topic-closing', () => sections().then((m) => m.ClosingCta));

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

      <Highlights name={name} content={content} />
      <Included name={name} content={content} />
      <WhyChoose slug={slug} />
      {content.showIndustries ? <IndustriesSection current={slug} /> : <CrossSell slug={slug} />}
      <ClosingCta />
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
        items={[CLAIMS.insured, `${CLAIMS.googleRating} · ${CLAIMS.bbb}`, 'Free walkthrough and written proposal', REPLY_PROMISE]}
      />
    </div>
  );
}
