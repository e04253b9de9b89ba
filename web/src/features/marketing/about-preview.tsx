/** The home page's 'about' section: who we are, in brief, with the way to the full story. */
import { icon } from '../../components/icon';
import { CERTIFICATIONS, SITE } from '../../../../content/site';
import { ButtonLink } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Illustration } from '../../components/ui/illustration';
import { Section, SectionHeading } from '../../components/ui/section';

const ArrowRight = icon('arrow-right');
const BadgeCheck = icon('badge-check');

export function AboutPreview() {
  return (
    <Section id="about" labelledBy="about-title">
      <div className="grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-16">
        <div className="lg:col-span-6">
          <Illustration src="/images/home/about.svg" alt="Illustration of the Oakbright team reviewing a cleaning checklist outside an Ocala office" />
        </div>
        <div className="lg:col-span-6">
          <SectionHeading id="about-title" eyebrow={`About ${SITE.shortName}`} title="A women-owned Ocala company that shows up" />
          <div className="mt-5 space-y-4 text-lg">
            <p>
              {`We started in ${SITE.foundedYear} with one van and three Ocala offices. Today our crews clean clinics, schools, warehouses, churches and storefronts across ${SITE.county}, and most of our first clients are still with us.`}
            </p>
            <p>The reason is simple: the same trained people, the same written checklist, every visit, and an owner who answers the phone.</p>
          </div>
          <ul className="mt-7 flex flex-wrap gap-2">
            {CERTIFICATIONS.map((c) => (
              <li key={c} className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
                <BadgeCheck aria-hidden="true" className="size-4 text-accent-700" />
                {` ${c}`}
              </li>
            ))}
          </ul>
          <ButtonLink href="/about" variant="secondary" className="mt-8">
            Our story and values <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <Link to="/careers" className="ml-5 font-semibold underline">
            Careers
          </Link>
        </div>
      </div>
    </Section>
  );
}
