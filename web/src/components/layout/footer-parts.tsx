/**
 * The parts both footers are built from (site-footer.tsx, site-footer-es.tsx): a titled list of
 * links, how to reach us, and the bottom line with the legal links. The words come from each
 * footer, so neither language's pages carry the other's.
 */
import { SITE } from '../../../../content/site';
import { icon } from '../icon';
import { Link } from '../ui/link';
import { Container } from '../ui/section';

const Clock = icon('clock');
const Mail = icon('mail');
const Phone = icon('phone');

export interface FooterLink {
  name: string;
  href: string;
}

/** `english`: the links lead to pages in English from a page in another language (hreflang="en"). */
export function FooterList({ title, items, english = false }: { title: string; items: readonly FooterLink[]; english?: boolean }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-[0.12em] text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              hrefLang={english ? 'en' : undefined}
              className="inline-flex min-h-9 items-center text-[0.9375rem] text-brand-100 hover:text-white"
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The phone (never broken across lines), the email address and the hours, in the footer's words. */
export function FooterContacts({ hours }: { hours: string }) {
  return (
    <ul className="mt-6 space-y-2 text-[0.9375rem]">
      <li>
        <a href={SITE.phoneHref} className="inline-flex min-h-9 items-center gap-2 font-semibold whitespace-nowrap text-white hover:underline">
          <Phone aria-hidden="true" className="size-4 text-accent-200" />
          {` ${SITE.phone}`}
        </a>
      </li>
      <li>
        <a href={`mailto:${SITE.email}`} className="inline-flex min-h-9 items-center gap-2 hover:text-white hover:underline">
          <Mail aria-hidden="true" className="size-4 text-accent-200" />
          {` ${SITE.email}`}
        </a>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-accent-200" />
        {` ${hours}`}
      </li>
    </ul>
  );
}

/** The copyright line and the legal links; room at the bottom on phones, so the floating bar never covers them. */
export function FooterBottom({
  note,
  legalLabel,
  legal,
  english = false,
}: {
  note: string;
  legalLabel: string;
  legal: readonly FooterLink[];
  english?: boolean;
}) {
  const year = new Date().getFullYear();
  return (
    <div className="border-t border-white/10">
      <Container className="flex flex-col gap-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between md:pb-6">
        <p>{`© ${year} ${SITE.legalName}. ${note}.`}</p>
        <nav aria-label={legalLabel}>
          <ul className="flex flex-wrap gap-x-5">
            {legal.map((item) => (
              <li key={item.href}>
                <Link to={item.href} hrefLang={english ? 'en' : undefined} className="inline-flex min-h-9 items-center hover:text-white hover:underline">
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </div>
  );
}
