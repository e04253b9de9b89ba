/**
 * What a screen shows when it fails to render or load. After a deploy, a tab opened before it
 * asks for screen files that no longer exist: that case says so and offers a reload.
 */
import { RotateCw } from 'lucide-react';
import { useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../lib/page-title';
import { FullPageMessage } from '../ui/states';

function isStaleBuild(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

export function RouteError() {
  const error = useRouteError();
  const stale = isStaleBuild(error);
  usePageTitle(stale ? 'Update available' : 'Something went wrong');
  if (!stale) console.error(error);
  return (
    <FullPageMessage title={stale ? 'The back office has been updated' : 'This screen could not be shown'} role="alert">
      <p>
        {stale
          ? 'Reload the page to get the new version. Anything you saved is safe.'
          : 'Reload the page to try again. If it keeps happening, tell your site administrator.'}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="size-4" /> Reload
      </Button>
    </FullPageMessage>
  );
}
