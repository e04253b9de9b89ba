/**
 * The site's icons: Lucide artwork (ISC licence) drawn from one SVG sprite file.
 * An icon on a page is a ~100-byte `<use>` reference instead of its inline path
 * data, and no path data ships in JavaScript. The sprite (web/public/icons/) and
 * its URL (icon-sprite-url.ts) are generated from the names below by
 * scripts/icon-sprite.mjs, which the Vite build and dev server run.
 */
import type { SVGProps } from 'react';
import { cn } from '../lib/cn';
import { ICON_SPRITE_URL } from './icon-sprite-url';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** Stroke, size and colour come from the `.icon` rule (styles/app.css), so classes like `fill-sun` override them. */
function icon(name: string): IconComponent {
  const href = `${ICON_SPRITE_URL}#${name}`;
  // biome-ignore lint/correctness/noComponentHookFactories: one component per icon, made once at module level; it uses no hooks
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg aria-hidden="true" {...props} className={cn('icon', className)}>
        <use href={href} />
      </svg>
    );
  };
}

export const ArrowRight = /* @__PURE__ */ icon('arrow-right');
export const Baby = /* @__PURE__ */ icon('baby');
export const BadgeCheck = /* @__PURE__ */ icon('badge-check');
export const Briefcase = /* @__PURE__ */ icon('briefcase');
export const Building = /* @__PURE__ */ icon('building');
export const Building2 = /* @__PURE__ */ icon('building-2');
export const CalendarCheck = /* @__PURE__ */ icon('calendar-check');
export const CalendarDays = /* @__PURE__ */ icon('calendar-days');
export const Camera = /* @__PURE__ */ icon('camera');
export const Car = /* @__PURE__ */ icon('car');
export const ChartColumn = /* @__PURE__ */ icon('chart-column');
export const Check = /* @__PURE__ */ icon('check');
export const ChevronDown = /* @__PURE__ */ icon('chevron-down');
export const ChevronLeft = /* @__PURE__ */ icon('chevron-left');
export const ChevronRight = /* @__PURE__ */ icon('chevron-right');
export const Church = /* @__PURE__ */ icon('church');
export const CircleCheck = /* @__PURE__ */ icon('circle-check');
export const ClipboardCheck = /* @__PURE__ */ icon('clipboard-check');
export const ClipboardList = /* @__PURE__ */ icon('clipboard-list');
export const Clock = /* @__PURE__ */ icon('clock');
export const Cpu = /* @__PURE__ */ icon('cpu');
export const Database = /* @__PURE__ */ icon('database');
export const Droplets = /* @__PURE__ */ icon('droplets');
export const Dumbbell = /* @__PURE__ */ icon('dumbbell');
export const Eye = /* @__PURE__ */ icon('eye');
export const Factory = /* @__PURE__ */ icon('factory');
export const FileText = /* @__PURE__ */ icon('file-text');
export const Gauge = /* @__PURE__ */ icon('gauge');
export const Gift = /* @__PURE__ */ icon('gift');
export const GraduationCap = /* @__PURE__ */ icon('graduation-cap');
export const Handshake = /* @__PURE__ */ icon('handshake');
export const HardHat = /* @__PURE__ */ icon('hard-hat');
export const Headset = /* @__PURE__ */ icon('headset');
export const HeartHandshake = /* @__PURE__ */ icon('heart-handshake');
export const KeyRound = /* @__PURE__ */ icon('key-round');
export const Landmark = /* @__PURE__ */ icon('landmark');
export const Layers = /* @__PURE__ */ icon('layers');
export const Leaf = /* @__PURE__ */ icon('leaf');
export const Lightbulb = /* @__PURE__ */ icon('lightbulb');
export const Link2 = /* @__PURE__ */ icon('link-2');
export const LoaderCircle = /* @__PURE__ */ icon('loader-circle');
export const Mail = /* @__PURE__ */ icon('mail');
export const MailCheck = /* @__PURE__ */ icon('mail-check');
export const MapPin = /* @__PURE__ */ icon('map-pin');
export const Menu = /* @__PURE__ */ icon('menu');
export const MessageSquareText = /* @__PURE__ */ icon('message-square-text');
export const Newspaper = /* @__PURE__ */ icon('newspaper');
export const Pause = /* @__PURE__ */ icon('pause');
export const Phone = /* @__PURE__ */ icon('phone');
export const Play = /* @__PURE__ */ icon('play');
export const Quote = /* @__PURE__ */ icon('quote');
export const RefreshCw = /* @__PURE__ */ icon('refresh-cw');
export const Repeat = /* @__PURE__ */ icon('repeat');
export const Route = /* @__PURE__ */ icon('route');
export const Scale = /* @__PURE__ */ icon('scale');
export const Send = /* @__PURE__ */ icon('send');
export const Share2 = /* @__PURE__ */ icon('share-2');
export const ShieldCheck = /* @__PURE__ */ icon('shield-check');
export const Siren = /* @__PURE__ */ icon('siren');
export const Smartphone = /* @__PURE__ */ icon('smartphone');
export const Sparkles = /* @__PURE__ */ icon('sparkles');
export const SprayCan = /* @__PURE__ */ icon('spray-can');
export const Sprout = /* @__PURE__ */ icon('sprout');
export const Star = /* @__PURE__ */ icon('star');
export const Stethoscope = /* @__PURE__ */ icon('stethoscope');
export const Store = /* @__PURE__ */ icon('store');
export const Tag = /* @__PURE__ */ icon('tag');
export const Target = /* @__PURE__ */ icon('target');
export const ThumbsUp = /* @__PURE__ */ icon('thumbs-up');
export const Timer = /* @__PURE__ */ icon('timer');
export const Trees = /* @__PURE__ */ icon('trees');
export const TrendingUp = /* @__PURE__ */ icon('trending-up');
export const Truck = /* @__PURE__ */ icon('truck');
export const Users = /* @__PURE__ */ icon('users');
export const UtensilsCrossed = /* @__PURE__ */ icon('utensils-crossed');
export const Vault = /* @__PURE__ */ icon('vault');
export const Wind = /* @__PURE__ */ icon('wind');
export const X = /* @__PURE__ */ icon('x');
