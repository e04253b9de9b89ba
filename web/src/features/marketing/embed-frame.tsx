/**
 * A configured third-party embed (docs/decisions.md D8) that costs nothing until it is needed:
 * the iframe is created only when its slot comes near the viewport (or on click). A lead card
 * (features/leads/lead-card.tsx) renders it in our form's place; its code reaches the browser
 * only with the card's, which loads at once where an embed is configured.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { safeEmbedUrl } from './embed-config';

export const EMBED_HEIGHT = 600;

export interface EmbedFrameProps {
  url: string;
  title: string;
  purpose: 'quote' | 'booking';
}

export function EmbedFrame({ url, title, purpose }: EmbedFrameProps) {
  const src = safeEmbedUrl(url);
  const slotRef = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    const el = slotRef.current;
    if (!src || load || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setLoad(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setLoad(true);
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [src, load]);

  return (
    <div ref={slotRef} className="h-[600px] w-full overflow-hidden rounded-tile bg-surface">
      {load ? (
        <iframe src={src} title={title} loading="lazy" width="100%" height={EMBED_HEIGHT} className="h-[600px] w-full border-0" />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
          <p className="text-muted">{title}</p>
          <Button onClick={() => setLoad(true)}>{purpose === 'booking' ? 'Open the booking calendar' : 'Open the quote form'}</Button>
        </div>
      )}
    </div>
  );
}
