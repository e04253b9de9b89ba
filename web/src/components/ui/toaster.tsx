/**
 * sonner's Toaster (bottom-right, Alt+T), mounted in its own React root on the
 * first toast (lib/toast.ts). It lives outside the edge-rendered tree, so the worker
 * never bundles it, and its stylesheet arrives as a hashed file: the
 * Content-Security-Policy allows no inline styles, so sonner's own runtime <style>
 * injection is removed at build time (build/sonner-without-inline-style.ts).
 */
import sonnerCssUrl from 'sonner/dist/styles.css?url';
import { createRoot } from 'react-dom/client';
import { useEffect } from 'react';

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

type Sonner = typeof import('sonner');

/** sonner's Toaster as this site places it; calls `onReady` once it listens for toasts. */
function ReadyToaster({ Toaster, onReady }: { Toaster: Sonner['Toaster']; onReady: () => void }) {
  useEffect(() => {
    // Give the Toaster one frame to subscribe before the waiting toast is sent.
    requestAnimationFrame(() => onReady());
  }, [onReady]);
  // Offsets keep toasts above the floating call-to-action bar instead of on top of it.
  return (
    <Toaster
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      offset={{ bottom: 104, right: 24 }}
      mobileOffset={{ bottom: 84, left: 16, right: 16 }}
    />
  );
}

/** Mounts the Toaster; resolves with sonner once it can show toasts. */
export async function mountToaster(): Promise<Sonner> {
  const [mod] = await Promise.all([import('sonner'), loadStylesheet(sonnerCssUrl)]);
  const host = document.createElement('div');
  host.id = 'toaster-root';
  document.body.append(host);
  await new Promise<void>((resolve) => createRoot(host).render(<ReadyToaster Toaster={mod.Toaster} onReady={resolve} />));
  return mod;
}
