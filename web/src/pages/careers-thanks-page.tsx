/**
 * /careers/thank-you and /es/empleos/gracias (noindex): where the apply form leads once an
 * application is in. It thanks, says what happens next and gives the phone, in the form's language.
 */
import { careersMessages } from '../../../content/careers/catalogue';
import { SITE } from '../../../content/site';
import { CAREERS_PATHS, type Locale } from '../../../shared/careers/careers';
import { localeOfPath, type RouteEntry } from '../../../shared/routes';
import { icon } from '../components/icon';
import { ButtonLink } from '../components/ui/button';
import { Section } from '../components/ui/section';
import { CareersHero } from '../features/careers/careers-hero';
import { useDocumentLang } from '../features/careers/locale';

const CircleCheck = icon('circle-check');
const Phone = icon('phone');

/** This page's language's catalogue, loaded before it renders (web/src/app/pages.ts). */
export { prepareCareersPage as prepare } from '../features/careers/locale';

export default function CareersThanksPage({ route }: { route: RouteEntry }) {
  const locale: Locale = localeOfPath(route.path);
  useDocumentLang(locale);
  const m = careersMessages(locale);
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <>
      <CareersHero
        locale={locale}
        crumbs={[{ label: m.breadcrumb, href: CAREERS_PATHS[locale].list }, { label: route.crumb ?? m.thanksTitle }]}
        switchTo={CAREERS_PATHS[other].thanks}
        eyebrow={
          <span className="inline-flex items-center gap-1.5">
            <CircleCheck aria-hidden="true" className="size-4" /> {route.crumb}
          </span>
        }
        title={m.thanksTitle}
        lead={<p>{m.thanksLead}</p>}
      />
      <Section labelledBy="next-title" className="py-12 sm:py-16">
        <h2 id="next-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {m.thanksNextTitle}
        </h2>
        <ol className="mt-8 grid max-w-4xl gap-6 sm:grid-cols-3">
          {m.thanksSteps.map((text, i) => (
            <li key={text} className="rounded-card bg-surface p-6 ring-1 ring-line/70">
              <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-accent-600 text-lg font-extrabold text-white">
                {i + 1}
              </span>
              <p className="mt-4 text-[0.9375rem] text-body">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 max-w-3xl border-t border-line pt-6 text-lg">{m.thanksPhone}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={SITE.phoneHref} size="lg">
            <Phone aria-hidden="true" className="size-4" /> {SITE.phone}
          </ButtonLink>
          <ButtonLink href={CAREERS_PATHS[locale].list} variant="ghost" size="lg">
            {m.thanksBack}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
