/**
 * Short confirmations after an action ("Post deleted"), read out by screen readers (a polite
 * live region that is always in the page) and gone after a few seconds or when closed.
 */
import { X } from 'lucide-react';
import { createContext, use, useCallback, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'success' | 'error';
interface Notice {
  id: number;
  message: string;
  tone: Tone;
}

const NoticeContext = createContext<((message: string, tone?: Tone) => void) | null>(null);

/** `notify('Post deleted')`, `notify('Could not delete', 'error')`. */
export function useNotify(): (message: string, tone?: Tone) => void {
  const notify = use(NoticeContext);
  if (!notify) throw new Error('useNotify outside NoticeProvider');
  return notify;
}

const SHOW_MS = 6000;

export function NoticeProvider({ children }: { children: React.ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (message: string, tone: Tone = 'success') => {
      const id = next.current++;
      setNotices((list) => [...list.slice(-2), { id, message, tone }]);
      window.setTimeout(() => dismiss(id), SHOW_MS);
    },
    [dismiss],
  );
  return (
    <NoticeContext value={notify}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-center gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:items-end"
      >
        {notices.map((n) => (
          <div
            key={n.id}
            className={cn(
              'pointer-events-auto flex w-full max-w-sm animate-fade-in items-center gap-3 rounded-tile py-2.5 pr-2 pl-4 text-[0.9375rem] font-medium shadow-lift ring-1',
              n.tone === 'success' ? 'bg-brand-950 text-white ring-brand-900' : 'bg-red-50 text-red-900 ring-red-200',
            )}
          >
            <p className="flex-1">{n.message}</p>
            <button
              type="button"
              onClick={() => dismiss(n.id)}
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full',
                n.tone === 'success' ? 'hover:bg-white/10' : 'hover:bg-red-100',
              )}
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Dismiss</span>
            </button>
          </div>
        ))}
      </div>
    </NoticeContext>
  );
}
