/**
 * Toasts without putting sonner on the page's critical path: the library, its
 * stylesheet and the <Toaster> load on the first toast, which then waits for them.
 * Pages that never toast never download it.
 */
type Sonner = typeof import('sonner');

/** Mounts the Toaster and resolves with sonner once it listens (set by the browser entry). */
let mountToaster: (() => Promise<Sonner>) | null = null;
let sonner: Promise<Sonner> | null = null;

export function setToasterLoader(load: () => Promise<Sonner>): void {
  mountToaster = load;
}

function ready(): Promise<Sonner> | null {
  if (!mountToaster) return null;
  // A failed load (e.g. a chunk gone after a deploy) is retried by the next toast.
  sonner ??= mountToaster().catch((err: unknown) => {
    sonner = null;
    throw err;
  });
  return sonner;
}

const failed = (err: unknown) => console.error('The notification could not be shown', err);

export interface ToastOptions {
  description?: string;
}

export const notify = {
  success(title: string, options?: ToastOptions) {
    void ready()?.then((s) => s.toast.success(title, { ...options, duration: 4000 }), failed);
  },
  error(title: string, options?: ToastOptions) {
    void ready()?.then((s) => s.toast.error(title, { ...options, duration: 5000 }), failed);
  },
};
