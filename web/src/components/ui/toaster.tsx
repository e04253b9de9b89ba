/** Mounts sonner's Toaster (bottom-right, Alt+T) once the page is idle. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { markToasterReady } from '../../lib/toast';

const LazyToaster = lazy(async () => {
  const mod = await import('sonner');
  function ReadyToaster() {
    useEffect(() => {
      // Give the Toaster one frame to subscribe before queued toasts are sent.
      requestAnimationFrame(() => markToasterReady(mod));
    }, []);
    return <mod.Toaster position="bottom-right" hotkey={['altKey', 'KeyT']} richColors closeButton />;
  }
  return { default: ReadyToaster };
});

export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const start = () => setMounted(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const t = setTimeout(start, 300);
    return () => clearTimeout(t);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
