/**
 * A modal confirmation (the browser's <dialog>: focus stays inside, Escape cancels, the page
 * behind is inert). Focus starts on Cancel, the safe choice, and returns where it was on close.
 */
import { useEffect, useId, useRef } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { dangerButtonClass } from './buttons';

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  error,
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  tone?: 'danger' | 'neutral';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = returnTo.current;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        // Escape: the parent decides (and keeps the dialog open while the action runs).
        e.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2.5rem)] max-w-md rounded-card bg-white p-0 text-body shadow-lift backdrop:bg-brand-950/50"
    >
      <div className="p-6 sm:p-7">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 text-[0.9375rem]">
          {children}
        </div>
        {error && (
          <p role="alert" className="mt-4 rounded-tile bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" className={buttonClass('ghost')} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          {tone === 'danger' ? (
            <button type="button" className={dangerButtonClass()} onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </button>
          ) : (
            <Button variant="secondary" onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </Button>
          )}
        </div>
      </div>
    </dialog>
  );
}
