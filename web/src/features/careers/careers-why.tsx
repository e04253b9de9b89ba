/** The careers list page's 'why work here': four reasons, in its first screen (pages/careers-page.tsx). */
import { careersMessages } from '../../../../content/careers/catalogue';
import type { Locale } from '../../../../shared/careers/careers';
import { icon } from '../../components/icon';
import { Section } from '../../components/ui/section';
import { IconTile } from './icon-tile';

const GraduationCap = icon('graduation-cap');
const HeartHandshake = icon('heart-handshake');
const MapPin = icon('map-pin');
const Users = icon('users');

const WHY_ICONS = [HeartHandshake, Users, GraduationCap, MapPin] as const;

export function WhyWorkHere({ locale }: { locale: Locale }) {
  const m = careersMessages(locale);
  return (
    <Section labelledBy="why-title" className="py-12 sm:py-16">
      <h2 id="why-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {m.whyTitle}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {m.why.map((item, i) => {
          const Icon = WHY_ICONS[i] ?? Users;
          return (
            <li key={item.title}>
              <IconTile>
                <Icon />
              </IconTile>
              <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
              <p className="mt-1 text-[0.9375rem] text-muted">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
