/** The floating call to action's bars, shown once the visitor scrolls (floating-cta.tsx). */
import { type IconComponent, icon } from '../icon';
import { SITE } from '../../../../content/site';
import { ButtonLink } from '../ui/button';

const MessageSquareText = icon('message-square-text');
const Phone = icon('phone');
const X = icon('x');

/** What the bars say and show; the English site's by default, the Spanish pages' in floating-cta-bar-es.tsx. */
export interface FloatingWords {
  label: string;
  /** The first button: on a phone, and on a wide screen. */
  primary: string;
  primaryWide: string;
  call: string;
  dismiss: string;
  Icon: IconComponent;
}

const ENGLISH: FloatingWords = {
  label: 'Quick contact',
  primary: 'Get a Quote',
  primaryWide: 'Get a Free Quote',
  call: 'Call Now',
  dismiss: 'Dismiss quick contact bar',
  Icon: MessageSquareText,
};

export default function FloatingCtaBar({
  href,
  dismissed,
  onDismiss,
  words = ENGLISH,
}: {
  href: string;
  dismissed: boolean;
  onDismiss: () => void;
  words?: FloatingWords;
}) {
  const { Icon } = words;
  return (
    <aside aria-label={words.label} data-floating-cta="">
      {!dismissed && (
        <div
          data-testid="floating-cta-mobile"
          className="fixed inset-x-0 bottom-0 z-30 flex animate-fade-in items-center gap-2 border-t border-line bg-white/95 px-3 py-2.5 shadow-lift backdrop-blur md:hidden"
        >
          <ButtonLink href={href} className="flex-1">
            <Icon aria-hidden="true" className="size-4" /> {words.primary}
          </ButtonLink>
          <ButtonLink href={SITE.phoneHref} variant="secondary" className="flex-1">
            <Phone aria-hidden="true" className="size-4" /> {words.call}
          </ButtonLink>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={words.dismiss}
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
        <ButtonLink href={href}>
          <Icon aria-hidden="true" className="size-4" /> {words.primaryWide}
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
