/** The top of an inner page: breadcrumb, eyebrow, the page's h1, a lead and optional actions or aside. */
import type { BreadcrumbItem } from '../../../../shared/routes';
import { Breadcrumb } from '../../components/layout/breadcrumb';
import { Container } from '../../components/ui/section';
import { cn } from '../../lib/cn';

export function PageHero({
  crumbs,
  eyebrow,
  title,
  lead,
  children,
  aside,
  className,
}: {
  crumbs: readonly BreadcrumbItem[] | null;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  /** Buttons or notes under the lead. */
  children?: React.ReactNode;
  /** Right column on desktop (a card, facts, an image). */
  aside?: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby="page-title" className={cn('border-b border-line bg-brand-50', className)}>
      <Container className="py-10 sm:py-14 lg:py-16">
        {crumbs && <Breadcrumb items={crumbs} />}
        <div className={cn('mt-6 grid gap-10 lg:mt-8', aside ? 'lg:grid-cols-12 lg:items-center' : undefined)}>
          <div className={cn(aside ? 'lg:col-span-7' : 'max-w-3xl')}>
            {eyebrow && <div className="mb-4">{eyebrow}</div>}
            <h1 id="page-title" className="text-display font-extrabold sm:text-display-lg">
              {title}
            </h1>
            {lead && <p className="mt-5 max-w-2xl text-lg sm:text-xl">{lead}</p>}
            {children && <div className="mt-8">{children}</div>}
          </div>
          {aside && <div className="lg:col-span-5">{aside}</div>}
        </div>
      </Container>
    </section>
  );
}
