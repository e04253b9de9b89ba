/** The home page hero: the promise, four selling points, two next steps and the quote card. */
import { icon } from '../../components/icon';
import sellingPoints from '../../../../content/home/selling-points.json';
import { CLAIMS, SITE } from '../../../../content/site';
import { HeroBadge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { IconTile } from '../../components/ui/card';
import { withIcons } from '../../components/ui/with-icons';
import { Container } from '../../components/ui/section';
import { HeroActions } from './cta-buttons';
import { LeadFormCard } from './lead-form-card';

const Cpu = icon('cpu');
const Headset = icon('headset');
const Leaf = icon('leaf');
const ShieldCheck = icon('shield-check');
const Star = icon('star');

export const SELLING_POINTS = withIcons(sellingPoints, [Leaf, Cpu, ShieldCheck, Headset]);

export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-50">
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 hidden w-1/2 bg-[radial-gradient(var(--color-brand-200)_1.2px,transparent_1.2px)] [background-size:22px_22px] lg:block"
      />
      <Container className="relative grid gap-12 py-12 sm:py-16 lg:grid-cols-12 lg:gap-10 lg:py-20">
        <div className="lg:col-span-7 lg:pt-4">
          <HeroBadge icon={Star} iconClassName="fill-current">
            {CLAIMS.trustedBy}
          </HeroBadge>
          <h1 id="hero-title" className="mt-5 text-display font-extrabold sm:text-display-lg">
            Commercial &amp; Office Cleaning Services in Ocala, FL
          </h1>
          <p className="mt-6 max-w-2xl text-lg sm:text-xl">
            {`Women-owned janitorial, power washing and grounds care for offices, clinics, schools and warehouses across ${SITE.county}. Insured, bonded crews that show up when they say they will.`}
          </p>
          <HeroActions schedule="Get Your Free Cleaning Audit" className="mt-8">
            <ButtonLink href="#contact" size="lg" variant="ghost">
              Request a Quote
            </ButtonLink>
          </HeroActions>
          <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-[0.9375rem] font-semibold text-ink">
            {/* Inline, not flex: the line box has its height before the text after the star is parsed. */}
            <span>
              <Star aria-hidden="true" className="mr-1.5 inline size-4 fill-sun align-[-0.125em] text-sun" />
              {CLAIMS.googleRating}
            </span>
            <span aria-hidden="true" className="hidden text-muted sm:inline">
              ·
            </span>
            <span>{`${CLAIMS.bbb} rated`}</span>
            <span aria-hidden="true" className="hidden text-muted sm:inline">
              ·
            </span>
            <span>Since {SITE.foundedYear}</span>
          </p>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2">
            {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex items-center gap-4">
                <IconTile className="bg-white shadow-card">
                  <Icon />
                </IconTile>
                <div>
                  <p className="font-bold text-ink">{title}</p>
                  <p className="text-[0.9375rem] text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-5">
          <img
            src="/images/home/hero.svg"
            alt="Illustration of an Oakbright crew cleaning a bright Ocala office lobby"
            width={800}
            height={600}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-card"
          />
          <LeadFormCard id="quote" className="relative mx-2 -mt-16 sm:mx-6" compact primary returnTo="quote" footer="none" />
        </div>
      </Container>
    </section>
  );
}
