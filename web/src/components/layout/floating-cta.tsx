/**
 * The floating call to action: after 100 px of scroll, a bottom bar on phones
 * (quote, call, dismiss) and a bottom-right pill on desktop. Nothing shows before
 * that scroll, so the bars' code (floating-cta-bar.tsx) loads then, not with the page.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../app/router';

export const FLOATING_CTA_THRESHOLD = 100;

const FloatingCtaBar = lazy(() => import('./floating-cta-bar'));

export function FloatingCta() {
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > FLOATING_CTA_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <FloatingCtaBar quoteHref={pathname === '/' ? '#contact' : '/contact'} dismissed={dismissed} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
