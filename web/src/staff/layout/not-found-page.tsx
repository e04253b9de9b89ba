/** An address inside /staff that is no screen. */
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../ui/states';
import { PageHeader } from './page-header';

export function NotFoundPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Page not found" />
      <EmptyState title="There is no staff screen at this address">
        <p>It may have moved, or the link was mistyped.</p>
        <ButtonLink href="/posts" className="mt-6">
          Go to posts
        </ButtonLink>
      </EmptyState>
    </div>
  );
}
