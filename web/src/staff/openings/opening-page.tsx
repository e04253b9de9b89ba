/**
 * /staff/openings/new and /staff/openings/:openingId: a blank editor for a new opening, or the
 * opening loaded into the editor (opening-editor.tsx); else that it is loading, that there is no
 * such opening, or why it could not be loaded.
 */
import { FileQuestion } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../ui/link';
import { PageHeader } from '../layout/page-header';
import { StaffApiError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { EmptyState, ErrorState, LoadingRows } from '../ui/states';
import { BackToOpenings } from './back-to-openings';
import { OpeningEditor } from './opening-editor';
import { getOpening } from './openings-api';

const ID = /^[1-9]\d{0,11}$/;

export function OpeningPage() {
  const { openingId = '' } = useParams();
  const isNew = openingId === 'new';
  // A missing opening loads as null: its own answer, not a failure to retry.
  const loaded = useLoad(openingId, async (signal) => {
    if (isNew || !ID.test(openingId)) return null;
    try {
      return await getOpening(Number(openingId), signal);
    } catch (err) {
      if (err instanceof StaffApiError && err.status === 404) return null;
      throw err;
    }
  });

  if (isNew) return <OpeningEditor key="new" initial={null} />;
  if (loaded.error) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={<BackToOpenings />} title="Job opening" documentTitle="Opening not loaded" />
        <ErrorState message={`The opening could not be loaded. ${loaded.error}`} onRetry={loaded.reload} />
      </div>
    );
  }
  if (!loaded.loading && loaded.data === null) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={<BackToOpenings />} title="Opening not found" />
        <EmptyState title="There is no opening at this address" icon={<FileQuestion aria-hidden="true" />}>
          <p>It may have been deleted.</p>
          <Link to="/openings" className={buttonClass('primary', 'md', 'mt-6')}>
            Back to the openings
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (!loaded.data || String(loaded.data.id) !== openingId) {
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={<BackToOpenings />} title="Job opening" documentTitle="Loading opening" />
        <LoadingRows label="Loading the opening…" rows={8} />
      </div>
    );
  }
  return <OpeningEditor key={loaded.data.id} initial={loaded.data} />;
}
