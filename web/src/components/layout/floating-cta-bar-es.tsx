/** The floating bars of the Spanish pages (floating-cta.tsx): for job seekers, apply and call, in Spanish. */
import { icon } from '../icon';
import { CHROME_ES } from './chrome-es';
import FloatingCtaBar, { type FloatingWords } from './floating-cta-bar';

const SPANISH: FloatingWords = {
  label: CHROME_ES.quickContact,
  primary: CHROME_ES.applyShort,
  primaryWide: CHROME_ES.apply.name,
  call: CHROME_ES.call,
  dismiss: CHROME_ES.dismiss,
  Icon: icon('send'),
};

export default function FloatingCtaBarEs(props: { href: string; dismissed: boolean; onDismiss: () => void }) {
  return <FloatingCtaBar {...props} words={SPANISH} />;
}
