/**
 * Toasts without putting sonner on the critical path: the library and the
 * <Toaster> load after first paint, and calls made before then wait for it.
 */
type Sonner = typeof import('sonner');

let ready: (mod: Sonner) => void;
const sonnerReady = new Promise<Sonner>((resolve) => {
  ready = resolve;
});

/** Called by the lazily mounted Toaster once it is in the DOM. */
export function markToasterReady(mod: Sonner): void {
  ready(mod);
}

export interface ToastOptions {
  description?: string;
}

export const notify = {
  success(title: string, options?: ToastOptions) {
    void sonnerReady.then((s) => s.toast.success(title, { ...options, duration: 4000 }));
  },
  error(title: string, options?: ToastOptions) {
    void sonnerReady.then((s) => s.toast.error(title, { ...options, duration: 5000 }));
  },
};
