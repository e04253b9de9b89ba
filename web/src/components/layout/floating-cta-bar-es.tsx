/** The floating bars of the Spanish pages (floating-cta.tsx): for job seekers, apply and call. */
import { icon } from '../icon';
import { SITE } from '../../../../content/site';
import { ButtonLink } from '../ui/button';
import { CHROME_ES } from './chrome-es';

const Phone = icon('phone');
const Send = icon('send');
const X = icon('x');

export default function FloatingCtaBarEs({ applyHref, dismissed, onDismiss }: { applyHref: string; dismissed: boolean; onDismiss: () => void }) {
  return (
    <aside aria-label={CHROME_ES.quickContact}>
      {!dismissed && (
        <div
          data-testid="floating-cta-mobile"
          className="fixed inset-x-0 bottom-0 z-30 flex animate-fade-in items-center gap-2 border-t border-line bg-white/95 px-3 py-2.5 shadow-lift backdrop-blur md:hidden"
        >
          <ButtonLink href={applyHref} className="flex-1">
            <Send aria-hidden="true" className="size-4" /> {CHROME_ES.applyShort}
          </ButtonLink>
          <ButtonLink href={SITE.phoneHref} variant="secondary" className="flex-1">
            <Phone aria-hidden="true" className="size-4" /> {CHROME_ES.call}
          </ButtonLink>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={CHROME_ES.dismiss}
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
        <ButtonLink href={applyHref}>
          <Send aria-hidden="true" className="size-4" /> {CHROME_ES.apply.name}
        </ButtonLink>
        <a
          href={SITE.phoneHref}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-[0.9375rem] font-semibold whitespace-nowrap text-white hover:bg-white/10"
        >
          <Phone aria-hidden="true" className="size-4" /> {SITE.phone}
        </a>
      </div>
    </aside>
  );
}
