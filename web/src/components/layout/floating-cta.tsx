/**
 * The floating call to action: after 100 px of scroll, a bottom bar on phones
 * (quote, call, dismiss) and a bottom-right pill on desktop.
 */
import { MessageSquareText, Phone, X } from '../icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE } from '../../../../shared/site';
import { ButtonLink } from '../ui/button';

export const FLOATING_CTA_THRESHOLD = 100;

export function FloatingCta() {
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const { pathname } = useLocation();
  const quoteHref = pathname === '/' ? '#contact' : '/contact';

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > FLOATING_CTA_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <aside aria-label="Quick contact">
      {!dismissed && (
        <div
          data-testid="floating-cta-mobile"
          className="fixed inset-x-0 bottom-0 z-30 flex animate-fade-in items-center gap-2 border-t border-line bg-white/95 px-3 py-2.5 shadow-lift backdrop-blur md:hidden"
        >
          <ButtonLink href={quoteHref} className="flex-1">
            <MessageSquareText aria-hidden="true" className="size-4" /> Get a Quote
          </ButtonLink>
          <ButtonLink href={SITE.phoneHref} variant="secondary" className="flex-1">
            <Phone aria-hidden="true" className="size-4" /> Call Now
          </ButtonLink>
          <button
            type="button"
            onClick={() => setDismissed(true)}
            aria-label="Dismiss quick contact bar"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
      <div
        data-testid="floating-cta-desktop"
        className="fixed right-6 bottom-6 z-30 hidden animate-fade-in items-center gap-1 rounded-full bg-brand-900 p-1.5 shadow-lift md:flex"
      >
        <ButtonLink href={quoteHref}>
          <MessageSquareText aria-hidden="true" className="size-4" /> Get a Free Quote
        </ButtonLink>
        <a
          href={SITE.phoneHref}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-[0.9375rem] font-semibold text-white hover:bg-white/10"
        >
          <Phone aria-hidden="true" className="size-4" /> {SITE.phone}
        </a>
      </div>
    </aside>
  );
}
