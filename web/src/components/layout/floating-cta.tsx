/**
 * The floating call to action: after 100 px of scroll, a bottom bar on phones
 * (quote, call, dismiss; on the Spanish pages apply, call, dismiss) and a bottom-right pill on desktop. Nothing shows before
 * that scroll, so the bars' code (floating-cta-bar.tsx) loads then, not with the page.
 * It steps aside while a form to fill in is on screen or a form field has focus: it would
 * cover the field being filled in, its error or the send button, and it offers what the form does.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../app/router';
import { localeOfPath } from '../../../../shared/routes';

export const FLOATING_CTA_THRESHOLD = 100;

/** The forms a visitor fills in: a quote or walkthrough request, a job application. */
const FORMS = 'form[action^="/api/leads"], form[action^="/api/applications"]';
const isField = (el: EventTarget | null) => el instanceof Element && el.matches('input, select, textarea');

const FloatingCtaBar = lazy(() => import('./floating-cta-bar'));
// On the Spanish pages (the careers pages), for job seekers: apply and call, in Spanish.
const FloatingCtaBarEs = lazy(() => import('./floating-cta-bar-es'));

export function FloatingCta() {
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const { pathname } = useLocation();

  const [formInView, setFormInView] = useState(false);
  const [filling, setFilling] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > FLOATING_CTA_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page has its own forms
  useEffect(() => {
    const inView = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      setFormInView(inView.size > 0);
    });
    for (const form of Array.from(document.querySelectorAll(FORMS))) observer.observe(form);
    const onFocusIn = (event: FocusEvent) => setFilling(isField(event.target));
    const onFocusOut = (event: FocusEvent) => setFilling(isField(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    setFilling(isField(document.activeElement));
    return () => {
      observer.disconnect();
      setFormInView(false);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [pathname]);

  if (!visible || formInView || filling) return null;
  return (
    <Suspense fallback={null}>
      {localeOfPath(pathname) === 'es' ? (
        <FloatingCtaBarEs href={document.getElementById('apply') ? '#apply' : '/es/empleos#apply'} dismissed={dismissed} onDismiss={() => setDismissed(true)} />
      ) : (
        <FloatingCtaBar href={pathname === '/' ? '#contact' : '/contact'} dismissed={dismissed} onDismiss={() => setDismissed(true)} />
      )}
    </Suspense>
  );
}
