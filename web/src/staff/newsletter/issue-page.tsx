/**
 * /staff/newsletter/:issueId: loads the issue and opens its compose form (issue-composer.tsx),
 * or says it is loading, that there is no such issue, or why it could not be loaded.
 */
import { FileQuestion } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../ui/link';
import { PageHeader } from '../layout/page-header';
import { StaffApiError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { EmptyState, ErrorState, LoadingRows } from '../ui/states';
import { BackToIssues } from './back-to-issues';
import { IssueComposer } from './issue-composer';
import { getIssue } from './issues-api';

const ID = /^[1-9]\d{0,11}$/;

export function IssuePage() {
  const { issueId = '' } = useParams();
  // A missing issue loads as null: its own answer, not a failure to retry.
  const loaded = useLoad(issueId, async (signal) => {
    if (!ID.test(issueId)) return null;
    try {
      return await getIssue(Number(issueId), signal);
    } catch (err) {
      if (err instanceof StaffApiError && err.status === 404) return null;
      throw err;
    }
  });
  const missing = !loaded.error && loaded.data === null && !loaded.loading;

  if (missing) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={<BackToIssues />} title="Issue not found" />
        <EmptyState title="There is no issue at this address" icon={<FileQuestion aria-hidden="true" />}>
          <p>It may have been deleted.</p>
          <Link to="/newsletter" className={buttonClass('primary', 'md', 'mt-6')}>
            Back to the newsletter
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (loaded.error) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={<BackToIssues />} title="Newsletter issue" documentTitle="Issue not loaded" />
        <ErrorState message={`The issue could not be loaded. ${loaded.error}`} onRetry={loaded.reload} />
      </div>
    );
  }
  if (!loaded.data || String(loaded.data.id) !== issueId) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={<BackToIssues />} title="Newsletter issue" documentTitle="Loading issue" />
        <LoadingRows label="Loading the issue…" rows={8} />
      </div>
    );
  }
  return <IssueComposer key={loaded.data.id} initial={loaded.data} />;
}
