/**
 * /careers/<slug> and /es/empleos/<slug>: one open position in the page's language (its facts,
 * description, requirements and benefits, already sanitized at the edge) with the apply form on
 * the page. A closed or expired opening's address is 410 with a page saying it is filled, leading
 * to the open ones; an unknown slug is the site's 404.
 */
import { useEffect, useRef } from 'react';
import { careersMessages } from '../../../content/careers/catalogue';
import { formatDay } from '../../../content/careers/format';
import { CAREERS_PATHS, type Locale, type OpeningPageData, type PublicOpening } from '../../../shared/careers/careers';
import { usePageData } from '../app/page-data';
import { icon } from '../components/icon';
import { ButtonLink } from '../components/ui/button';
import { Container } from '../components/ui/section';
import { SkeletonBar } from '../features/careers/careers-skeleton';
import { setDocumentMeta } from '../lib/head';
import { ApplyForm } from '../features/careers/islands';
import { CareersHero } from '../features/careers/careers-hero';
import { useDocumentLang } from '../features/careers/locale';

/** This page's language's catalogue, loaded before it renders (web/src/app/pages.ts). */
export { prepareCareersPage as prepare } from '../features/careers/locale';
import { OpeningFacts } from '../features/careers/opening-facts';
import { island } from '../app/island';

const CalendarDays = icon('calendar-days');
const CircleCheck = icon('circle-check');

// An opening that was never there: its page's code loads only then (an island, app/island.tsx).
const NotFoundPage = island('opening-not-found', () => import('./not-found-page').then((m) => m.default));

export default function OpeningPage({ slug, locale }: { slug: string; locale: Locale }) {
  useDocumentLang(locale);
  const path = CAREERS_PATHS[locale].opening(slug);
  const state = usePageData<OpeningPageData | null>(`opening:${path}`, (signal) =>
    // Only a client-side navigation fetches (the edge embeds the first page's data): its code loads then.
    import('../app/edge-page-data').then((m) => m.fetchEdgePageData<OpeningPageData>(path, signal)),
  );
  // The edge already wrote this page's head; a browser-side render sets it itself.
  const renderedAtEdge = useRef(state.status === 'ready' && state.fromEdge);
  const data = state.status === 'ready' ? state.data : null;

  useEffect(() => {
    if (renderedAtEdge.current || !data) return;
    // The head's words are needed only now, after a client-side navigation: their module loads then.
    void import('../../../content/careers/head-subjects').then(({ filledMetaSubject, openingMetaSubject }) =>
      setDocumentMeta(data.state === 'open' && data.opening ? openingMetaSubject(data.opening, locale) : filledMetaSubject(slug, locale)),
    );
  }, [data, locale, slug]);

  if (state.status === 'loading') return <OpeningSkeleton />;
  if (state.status === 'error' || !data) return <NotFoundPage />;
  if (data.state === 'filled' || !data.opening) return <PositionFilled slug={slug} locale={locale} />;
  return <Opening opening={data.opening} locale={locale} />;
}

function Opening({ opening, locale }: { opening: PublicOpening; locale: Locale }) {
  const m = careersMessages(locale);
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const sections = [
    { id: 'job-description', title: m.descriptionTitle, html: opening.description },
    { id: 'job-requirements', title: m.requirementsTitle, html: opening.requirements },
    { id: 'job-benefits', title: m.benefitsTitle, html: opening.benefits },
  ].filter((s) => s.html);
  return (
    <>
      <CareersHero
        locale={locale}
        crumbs={[{ label: m.breadcrumb, href: CAREERS_PATHS[locale].list }, { label: opening.title }]}
        switchTo={CAREERS_PATHS[other].opening(opening.slug)}
        eyebrow={m.heroEyebrow}
        title={opening.title}
      >
        <OpeningFacts opening={opening} locale={locale} className="max-w-2xl rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6" />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <ButtonLink href="#apply" size="lg">
            {m.applyTitle}
          </ButtonLink>
          <p className="inline-flex items-center gap-1.5 text-[0.9375rem] text-muted">
            <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
            {m.labelPosted} <time dateTime={opening.date_posted}>{formatDay(opening.date_posted, m)}</time>
          </p>
        </div>
      </CareersHero>

      <Container className="py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="min-w-0 space-y-10 lg:col-span-6">
            {sections.map((s) => (
              <section key={s.id} aria-labelledby={s.id}>
                <h2 id={s.id} className="text-2xl font-extrabold tracking-tight">
                  {s.title}
                </h2>
                {/* Sanitized at the edge (worker/careers/openings/public-reads.ts, shared/sanitize/sanitize.ts). */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the allow-list sanitizer's output */}
                <div className="prose-article mt-4" dangerouslySetInnerHTML={{ __html: s.html }} />
              </section>
            ))}
            <p>
              <ButtonLink href={CAREERS_PATHS[locale].list} variant="ghost">
                {m.allOpenings}
              </ButtonLink>
            </p>
          </div>
          <section id="apply" aria-labelledby="apply-title" className="min-w-0 scroll-mt-24 lg:col-span-6">
            <div className="rounded-card bg-white p-5 shadow-lift ring-1 ring-line/70 sm:p-8 lg:sticky lg:top-24">
              <h2 id="apply-title" className="text-2xl font-extrabold tracking-tight">
                {m.applyTitle}
              </h2>
              <p className="mt-2 mb-4 text-[0.9375rem] text-muted">{m.applyLead}</p>
              <ApplyForm locale={locale} openingSlug={opening.slug} />
            </div>
          </section>
        </div>
      </Container>
    </>
  );
}

/** A closed or expired opening (the edge answers 410 with this). */
function PositionFilled({ slug, locale }: { slug: string; locale: Locale }) {
  const m = careersMessages(locale);
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <CareersHero
      locale={locale}
      crumbs={[{ label: m.breadcrumb, href: CAREERS_PATHS[locale].list }, { label: m.metaFilledTitle }]}
      switchTo={CAREERS_PATHS[other].opening(slug)}
      eyebrow={
        <span className="inline-flex items-center gap-1.5">
          <CircleCheck aria-hidden="true" className="size-4" /> {m.metaFilledTitle}
        </span>
      }
      title={m.filledTitle}
      lead={<p>{m.filledLead}</p>}
    >
      <ButtonLink href={CAREERS_PATHS[locale].list} size="lg">
        {m.filledSeeOpen}
      </ButtonLink>
    </CareersHero>
  );
}

function OpeningSkeleton() {
  return (
    <div aria-busy="true" className="border-b border-line bg-brand-50">
      <Container className="py-10 sm:py-14 lg:py-16">
        <SkeletonBar className="h-4 w-64" tone="bg-brand-100" />
        <SkeletonBar className="mt-10 h-12 w-full max-w-2xl" shape="rounded-lg" tone="bg-brand-100" />
        <SkeletonBar className="mt-8 h-32 w-full max-w-2xl" shape="rounded-lg" tone="bg-white" />
      </Container>
    </div>
  );
}
