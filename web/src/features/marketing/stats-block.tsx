/** 'Why Work With Oakbright': the headline numbers, counted up on arrival. */
import { STATS } from '../../../../content/proof';
import { CLAIMS, SITE } from '../../../../content/site';
import { IconList } from '../../components/ui/icon-list';
import { Section, SectionHeading } from '../../components/ui/section';
import { CounterGroup } from './counter';

export function StatsBlock() {
  return (
    <Section tone="brand" labelledBy="stats-title">
      <div className="grid gap-12 lg:grid-cols-12 lg:items-center">
        <div className="lg:col-span-5">
          <SectionHeading
            id="stats-title"
            inverse
            eyebrow="By the numbers"
            title={`Why Work With ${SITE.shortName}`}
            lead="A local team that measures its work, shows up on schedule and stays with clients for years."
          />
          <IconList inverse className="mt-8 text-brand-100" items={[CLAIMS.insured, `${CLAIMS.googleRating}, ${CLAIMS.bbb}`, SITE.emergency]} />
        </div>
        <CounterGroup stats={STATS} tone="dark" className="sm:grid-cols-3 lg:col-span-7 lg:border-l lg:border-white/15 lg:pl-12" />
      </div>
    </Section>
  );
}
