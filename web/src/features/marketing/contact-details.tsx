/** Phone, email, hours and service area as a list of icon rows, from the site facts. */
import { icon } from '../../components/icon';
import { Link } from '../../components/ui/link';
import { SITE } from '../../../../content/site';
import { IconTile } from '../../components/ui/card';
import { cn } from '../../lib/cn';

const Clock = icon('clock');
const Mail = icon('mail');
const MapPin = icon('map-pin');
const Phone = icon('phone');
const Siren = icon('siren');

export function ContactDetails({ className, showArea = true }: { className?: string; showArea?: boolean }) {
  return (
    <ul className={cn('space-y-5', className)}>
      <li className="flex items-center gap-4">
        <IconTile>
          <Phone />
        </IconTile>
        <div>
          <p className="text-sm font-semibold text-muted">Call us</p>
          <a href={SITE.phoneHref} className="inline-flex min-h-11 items-center text-xl font-bold text-brand-800 hover:underline">
            {SITE.phone}
          </a>
        </div>
      </li>
      <li className="flex items-center gap-4">
        <IconTile>
          <Mail />
        </IconTile>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-muted">Email us</p>
          <a href={`mailto:${SITE.email}`} className="inline-flex min-h-11 items-center font-semibold break-all text-brand-800 hover:underline">
            {SITE.email}
          </a>
        </div>
      </li>
      <li className="flex items-center gap-4">
        <IconTile>
          <Clock />
        </IconTile>
        <div>
          <p className="text-sm font-semibold text-muted">Consultations</p>
          <p className="font-semibold text-ink">{SITE.hours}</p>
        </div>
      </li>
      <li className="flex items-center gap-4">
        <IconTile tone="accent">
          <Siren />
        </IconTile>
        <div>
          <p className="text-sm font-semibold text-muted">Emergencies</p>
          <p className="font-semibold text-ink">{SITE.emergency}</p>
        </div>
      </li>
      {showArea && (
        <li className="flex items-center gap-4">
          <IconTile>
            <MapPin />
          </IconTile>
          <div>
            <p className="text-sm font-semibold text-muted">Service area</p>
            <Link to="/service-area" className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
              {SITE.serviceArea}
            </Link>
          </div>
        </li>
      )}
    </ul>
  );
}
