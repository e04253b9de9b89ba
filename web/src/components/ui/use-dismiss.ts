/** Closing a popup (a menu, a disclosure) the way visitors expect: Escape, or a press anywhere outside it. */
import { useEffect, useEffectEvent } from 'react';

/** While `open`: a pointer press outside `rootRef` calls `onDismiss('outside')`, Escape calls `onDismiss('escape')`. */
export function useDismiss(open: boolean, rootRef: React.RefObject<HTMLElement | null>, onDismiss: (how: 'outside' | 'escape') => void): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) dismiss('outside');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, rootRef]);
}
