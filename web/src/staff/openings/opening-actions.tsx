/**
 * What can be done to an opening from the list: edit it, open or close it, duplicate it (a draft
 * copy, opened in the editor) and delete a draft after a confirmation that names it. A change
 * someone else made meanwhile (409) reloads the list and says so.
 */
import { Copy, DoorClosed, DoorOpen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../ui/link';
import { describeError } from '../lib/http';
import { ActionMenu, MenuButton, menuItemClass } from '../ui/action-menu';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useNotify } from '../ui/notices';
import { deleteOpening, duplicateOpening, setOpeningStatus, type StaffOpening } from './openings-api';

export function useOpeningActions(onChanged: () => void) {
  const [deleting, setDeleting] = useState<StaffOpening | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();

  const duplicate = async (opening: StaffOpening) => {
    try {
      const copy = await duplicateOpening(opening.id);
      notify(`Copied “${opening.title}” as a draft.`);
      navigate(`/openings/${copy.id}`);
    } catch (err) {
      notify(`Could not duplicate: ${describeError(err)}`, 'error');
    }
  };

  const changeStatus = async (opening: StaffOpening, status: 'open' | 'closed') => {
    try {
      await setOpeningStatus(opening, status);
      notify(status === 'open' ? `“${opening.title}” is open: visitors can see it and apply.` : `“${opening.title}” is closed.`);
    } catch (err) {
      notify(`Could not ${status === 'open' ? 'open' : 'close'} “${opening.title}”: ${describeError(err)}`, 'error');
    }
    onChanged();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setError(null);
    try {
      await deleteOpening(deleting.id);
      notify(`Deleted “${deleting.title}”.`);
      setDeleting(null);
      onChanged();
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  const menu = (opening: StaffOpening) => (
    <ActionMenu label={`Actions for “${opening.title}”`}>
      {(close) => (
        <ul>
          <li>
            <Link to={`/openings/${opening.id}`} className={menuItemClass}>
              <Pencil aria-hidden="true" /> Edit
            </Link>
          </li>
          {opening.status === 'open' ? (
            <li>
              <MenuButton close={close} onSelect={() => void changeStatus(opening, 'closed')}>
                <DoorClosed aria-hidden="true" /> Close
              </MenuButton>
            </li>
          ) : (
            !opening.expired && (
              <li>
                <MenuButton close={close} onSelect={() => void changeStatus(opening, 'open')}>
                  <DoorOpen aria-hidden="true" /> Open
                </MenuButton>
              </li>
            )
          )}
          <li>
            <MenuButton close={close} onSelect={() => void duplicate(opening)}>
              <Copy aria-hidden="true" /> Duplicate
            </MenuButton>
          </li>
          {opening.stored_status === 'draft' && (
            <li className="mt-1 border-t border-line pt-1">
              <MenuButton close={close} onSelect={() => setDeleting(opening)} danger>
                <Trash2 aria-hidden="true" /> Delete draft
              </MenuButton>
            </li>
          )}
        </ul>
      )}
    </ActionMenu>
  );

  const dialogs = (
    <ConfirmDialog
      open={deleting !== null}
      title={deleting ? `Delete “${deleting.title}”?` : 'Delete opening?'}
      confirmLabel={busy ? 'Deleting…' : 'Delete draft'}
      busy={busy}
      error={error}
      onConfirm={() => void confirmDelete()}
      onCancel={() => {
        setDeleting(null);
        setError(null);
      }}
    >
      <p>The draft is gone for good. It was never shown to visitors.</p>
    </ConfirmDialog>
  );

  return { menu, dialogs };
}
