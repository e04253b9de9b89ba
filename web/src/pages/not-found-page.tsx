/** The 404 page (the edge answers with HTTP 404 and noindex). */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../components/ui/button';
import { Container } from '../components/ui/section';

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
      </Container>
    </section>
  );
}
