/** The 404 page (the edge answers with HTTP 404 and noindex). */
import { useEffect } from 'react';
import { useLocation } from '../app/router';
import { Link } from '../components/ui/link';
import { SITE } from '../../../content/site';
import { ButtonLink } from '../components/ui/button';
import { Container } from '../components/ui/section';

const POPULAR = [
  { name: 'Janitorial services', href: '/services/janitorial-services' },
  { name: 'Schedule a walkthrough', href: '/schedule' },
  { name: 'Contact us', href: '/contact' },
] as const;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="bg-surface py-24 sm:py-32">
      <Container className="text-center">
        <p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Error</p>
        <h1 className="mt-3 text-6xl font-extrabold tracking-tight text-brand-900 sm:text-7xl">404</h1>
        <p className="mt-4 text-xl text-muted">Oops! Page not found</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/" size="lg">
            Return to Home
          </ButtonLink>
          <ButtonLink href="/insights" variant="ghost" size="lg">
            Read our Insights
          </ButtonLink>
        </div>
        <nav aria-label="Popular pages" className="mx-auto mt-12 max-w-xl border-t border-line pt-8">
          <p className="text-[0.9375rem] text-muted">Or try one of these:</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-1 font-semibold">
            {POPULAR.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline">
                  {l.name}
                </Link>
              </li>
            ))}
            <li>
              <a href={SITE.phoneHref} className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline">
                Call {SITE.phone}
              </a>
            </li>
          </ul>
        </nav>
      </Container>
    </section>
  );
}
