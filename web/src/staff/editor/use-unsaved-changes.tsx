/**
 * Leaving the editor with unsaved changes asks first: closing or reloading the tab (the browser's
 * own prompt) and moving to another staff screen (our dialog, through react-router's blocker).
 */
import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** `allowPath`: a path the editor itself moves to (a new post's own address once created). */
export function useUnsavedChanges(dirty: boolean, allowPath: React.RefObject<string | null>): Blocker {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== allowPath.current,
  );
}

/** The one leave-page dialog of every staff editor: `what` names what would be lost ("this post"). */
export function LeaveDialog({ blocker, what }: { blocker: Blocker; what: string }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>Your latest changes to {what} are not saved. If you leave now, they are lost.</p>
    </ConfirmDialog>
  );
}
