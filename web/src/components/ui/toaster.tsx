/**
 * sonner's Toaster (bottom-right, Alt+T), mounted in its own React root on the
 * first toast (lib/toast.ts). It lives outside the edge-rendered tree, so the worker
 * never bundles it, and its stylesheet arrives as a hashed file: sonner's own
 * runtime <style> injection is switched off in vite.config.ts because the
 * Content-Security-Policy allows no inline styles.
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

/** Mounts the Toaster; resolves with sonner once it can show toasts. */
export async function mountToaster(): Promise<typeof import('sonner')> {
  const [mod] = await Promise.all([import('sonner'), loadStylesheet(sonnerCssUrl)]);
  let markReady!: () => void;
  const listening = new Promise<void>((resolve) => (markReady = resolve));
  function ReadyToaster() {
    useEffect(() => {
      // Give the Toaster one frame to subscribe before the waiting toast is sent.
      requestAnimationFrame(() => markReady());
    }, []);
    // Offsets keep toasts above the floating call-to-action bar instead of on top of it.
    return (
      <mod.Toaster
        position="bottom-right"
        hotkey={['altKey', 'KeyT']}
        richColors
        closeButton
        offset={{ bottom: 104, right: 24 }}
        mobileOffset={{ bottom: 84, left: 16, right: 16 }}
      />
    );
  }
  const host = document.createElement('div');
  host.id = 'toaster-root';
  document.body.append(host);
  createRoot(host).render(<ReadyToaster />);
  await listening;
  return mod;
}
