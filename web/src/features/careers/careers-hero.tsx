/** The top of every careers page: a breadcrumb in the page's language, the link to the same page in the other language, the h1. */
import type { Locale } from '../../../../shared/careers/careers';
import { icon } from '../../components/icon';
import { Link } from '../../components/ui/link';
import { Container } from '../../components/ui/section';
import { careersMessages } from '../../../../content/careers/catalogue';

const ChevronRight = icon('chevron-right');

export interface Crumb {
  label: string;
  href?: string;
}

export function CareersHero({
  locale,
  crumbs,
  switchTo,
  eyebrow,
  title,
  lead,
  children,
}: {
  locale: Locale;
  crumbs: readonly Crumb[];
  /** The same page in the other language. */
  switchTo: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const m = careersMessages(locale);
  const all: Crumb[] = [{ label: m.home, href: '/' }, ...crumbs];
  return (
    <section aria-labelledby="page-title" className="border-b border-line bg-brand-50">
      <Container className="py-10 sm:py-14 lg:py-16">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <nav aria-label={locale === 'es' ? 'Ruta de navegación' : 'Breadcrumb'} className="text-sm text-muted">
            <ol className="flex flex-wrap items-center gap-1.5">
              {all.map((item, i) => {
                const last = i === all.length - 1;
                return (
                  <li key={item.label} className="flex items-center gap-1.5">
                    {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5 opacity-60" />}
                    {item.href && !last ? (
                      <Link to={item.href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                        {item.label}
                      </Link>
                    ) : (
                      <span aria-current={last ? 'page' : undefined} className={last ? 'text-ink' : undefined}>
                        {item.label}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
          <LanguageSwitch locale={locale} to={switchTo} />
        </div>
        <div className="mt-6 max-w-3xl lg:mt-8">
          {eyebrow && <p className="mb-3 text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">{eyebrow}</p>}
          <h1 id="page-title" className="text-[2.25rem] leading-[1.1] font-extrabold tracking-tight text-brand-950 sm:text-display-lg">
            {title}
          </h1>
          {lead && <div className="mt-5 max-w-2xl text-lg sm:text-xl">{lead}</div>}
          {children && <div className="mt-8">{children}</div>}
        </div>
      </Container>
    </section>
  );
}

/** "En español" / "In English": the same page (the same opening) in the other language. */
export function LanguageSwitch({ locale, to }: { locale: Locale; to: string }) {
  const m = careersMessages(locale);
  return (
    <Link
      to={to}
      lang={m.switchLanguageLang}
      hrefLang={m.switchLanguageLang}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
    >
      <span aria-hidden="true" className="text-xs font-bold tracking-wider text-accent-700 uppercase">
        {m.switchLanguageLang}
      </span>
      {m.switchLanguage}
    </Link>
  );
}
