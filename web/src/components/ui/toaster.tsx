/**
 * sonner's Toaster (bottom-right, Alt+T), mounted in its own React root once
 * the page is idle. It lives outside the edge-rendered tree, so the worker
 * never bundles it, and its stylesheet arrives as a hashed file: sonner's own
 * runtime <style> injection is switched off in vite.config.ts because the
 * Content-Security-Policy allows no inline styles.
 */
import sonnerCssUrl from 'sonner/dist/styles.css?url';
import { createRoot } from 'react-dom/client';
import { useEffect } from 'react';
import { markToasterReady } from '../../lib/toast';

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

async function mount(): Promise<void> {
  const [mod] = await Promise.all([import('sonner'), loadStylesheet(sonnerCssUrl)]);
  function ReadyToaster() {
    useEffect(() => {
      // Give the Toaster one frame to subscribe before queued toasts are sent.
      requestAnimationFrame(() => markToasterReady(mod));
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
}

/** Mounts the Toaster after first paint; toasts raised before then are queued (lib/toast.ts). */
export function startToaster(): void {
  const start = () => void mount();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1500 });
  else setTimeout(start, 300);
}
