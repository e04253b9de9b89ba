/**
 * A row's "more actions" button and the short list of actions it shows (a disclosure: a real
 * button with aria-expanded, then ordinary buttons and links). Opening moves focus to the first
 * action; Escape closes it and returns focus to the button; a press outside or tabbing away closes it.
 */
import { Ellipsis } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useDismiss } from '../../components/ui/use-dismiss';
import { cn } from '../../lib/cn';

export const menuItemClass =
  'flex min-h-10 w-full items-center gap-2.5 rounded-lg px-3 text-left text-[0.9375rem] font-medium text-ink hover:bg-brand-50 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted';

const dangerMenuItemClass = cn(menuItemClass, 'text-red-700 hover:bg-red-50 [&>svg]:text-red-700');

export function ActionMenu({ label, children }: { label: string; children: (close: () => void) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, rootRef, (how) => {
    setOpen(false);
    if (how === 'escape') buttonRef.current?.focus();
  });
  const close = () => setOpen(false);
  return (
    <div
      ref={rootRef}
      className="relative inline-block"
      onBlur={(e) => {
        if (open && e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((v) => !v);
          if (!open) requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>('[data-menu-panel] a, [data-menu-panel] button')?.focus());
        }}
        className="inline-flex size-10 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 aria-expanded:bg-brand-100"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
        <span className="sr-only">{label}</span>
      </button>
      <div
        id={panelId}
        data-menu-panel
        hidden={!open}
        className="absolute top-full right-0 z-20 mt-1 w-52 animate-fade-in md:top-0 md:right-full md:mt-0 md:mr-1 rounded-tile bg-white p-1.5 shadow-lift ring-1 ring-line"
      >
        {open && children(close)}
      </div>
    </div>
  );
}

/** A button in the menu: the menu closes first, then the action runs (its dialog or page takes focus). */
export function MenuButton({
  close,
  onSelect,
  danger = false,
  children,
}: {
  close: () => void;
  onSelect: () => void;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={danger ? dangerMenuItemClass : menuItemClass}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
