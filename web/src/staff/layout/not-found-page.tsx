/** An address inside /staff that is no screen. */
import { buttonClass } from '../../components/ui/button';
import { Link } from '../ui/link';
import { EmptyState } from '../ui/states';
import { PageHeader } from './page-header';

export function NotFoundPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Page not found" />
      <EmptyState title="There is no staff screen at this address">
        <p>It may have moved, or the link was mistyped.</p>
        <Link to="/posts" className={buttonClass('primary', 'md', 'mt-6')}>
          Go to posts
        </Link>
      </EmptyState>
    </div>
  );
}
