/**
 * `/estimate[?facility_type=&square_feet=&visits_per_week=]`: the instant estimate (docs/decisions.md
 * D27), a ballpark monthly range from the rate table, never a promise, with no contact details asked.
 * It works without JavaScript: a plain GET form whose answer the edge works out and writes into the
 * first HTML (worker/pages/render-page.ts, EstimateData). The form and the answer are an island
 * (features/estimate/estimate-tool.tsx) whose code loads once the visitor reaches into it, so the
 * page's first download is the hero and a frame.
 */
import { icon } from '../components/icon';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import type { EstimateData } from '../../../shared/page-data';
import { island } from '../app/island';
import { useEdgeData } from '../app/page-data';
import { useLocation } from '../app/router';
import { HeroBadge } from '../components/ui/badge';
import { Section } from '../components/ui/section';
import { PageHero } from '../features/marketing/page-hero';

const Gauge = icon('gauge');

const EstimateTool = island('estimate-tool', () => import('../features/estimate/estimate-tool').then((m) => m.EstimateTool), { when: 'intent' });

export default function EstimatePage({ route }: { route: RouteEntry }) {
  const { search } = useLocation();
  // The edge's answer for the address; undefined after a client-side navigation (the tool asks itself).
  const edge = useEdgeData<EstimateData | null>();
  return (
    <>
      <PageHero
        crumbs={breadcrumbFor(route)}
        eyebrow={<HeroBadge icon={Gauge}>Free · Instant · No contact details</HeroBadge>}
        title="What will cleaning your building cost?"
        lead="Answer three questions and see a monthly ballpark for your facility in seconds. No email, no phone number, no sales call."
      />
      <Section labelledBy="estimate-form-title" className="pt-12 sm:pt-16">
        <EstimateTool path={route.path} search={search} edge={edge} />
      </Section>
    </>
  );
}
