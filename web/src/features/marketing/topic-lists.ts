/**
 * The lists of the service and industry template's lower sections (docs/decisions.md P3): the
 * 'What's Included' and 'Why Choose' lists of six, and the cross-sell cards. Pure, so it is unit-tested.
 */
import { INCLUDED_DEFAULT_TEXT, INCLUDED_SERVICES } from '../../../../content/included-services';
import type { TopicContent } from '../../../../content/topic-content';

export interface TemplateItem {
  title: string;
  text: string;
}

export interface CrossSellCard {
  slug: string;
  title: string;
  text: string;
  href: string;
  points: readonly string[];
  cta: string;
}

/**
 * 'What's Included' (6): the same six services on every page, in their fixed order, each with
 * the page's own sentence where it has one (docs/decisions.md P3).
 */
export function includedItems(content: Pick<TopicContent, 'included'>): TemplateItem[] {
  return INCLUDED_SERVICES.map((title) => ({ title, text: content.included?.[title] ?? INCLUDED_DEFAULT_TEXT[title] }));
}

/** Outdoor work, where disinfectants are not the point. */
const OUTDOOR = new Set(['power-washing', 'landscaping']);

/** 'Why Choose' (6), as docs/decisions.md P3 lists them. */
export function whyChooseItems(slug: string): TemplateItem[] {
  const first: TemplateItem = OUTDOOR.has(slug)
    ? { title: 'Commercial-Grade Equipment', text: 'Hot-water pressure units, soft-wash systems and commercial mowers, maintained by our own team.' }
    : { title: 'EPA-Approved Disinfectants', text: 'EPA-registered products on high-touch surfaces, left on for the full contact time.' };
  return [
    first,
    { title: 'Eco-Friendly Products', text: 'Green Seal and Safer Choice certified supplies by default, safe for people and Florida waterways.' },
    { title: 'Flexible Scheduling', text: 'Nights, weekends or early mornings: the work fits around your hours, not the other way round.' },
    { title: 'Fully Insured & Bonded', text: 'Background-checked, trained crews, with a certificate of insurance on request.' },
    { title: '24/7 Emergency Service', text: 'Spills, floods and storm mess handled any hour, by a team that already knows your building.' },
    { title: 'Quality Guarantee', text: 'If something is missed, tell us and we come back to put it right at no charge.' },
  ];
}

const CROSS_SELL: readonly CrossSellCard[] = [
  {
    slug: 'power-washing',
    title: 'Power Washing',
    text: 'Pressure and soft washing that takes mildew, gum and grime off the surfaces customers see first.',
    href: '/services/power-washing',
    points: [
      'Building exteriors and soft washing',
      'Sidewalks and entryways',
      'Parking areas and garages',
      'Dumpster pads and drive-thrus',
      'Gum, oil and rust stain removal',
      'Awnings, canopies and signage',
    ],
    cta: 'Get Power Washing Quote',
  },
  {
    slug: 'landscaping',
    title: 'Commercial Landscaping',
    text: 'Grounds that look as cared for as your lobby, maintained on a fixed weekly schedule.',
    href: '/services/landscaping',
    points: [
      'Weekly mowing and edging',
      'Shrub and hedge trimming',
      'Mulch and bed maintenance',
      'Irrigation checks and repairs',
      'Seasonal planting and clean-ups',
      'Storm debris removal',
    ],
    cta: 'Get Landscaping Quote',
  },
  {
    slug: 'window-cleaning',
    title: 'Window Cleaning',
    text: 'Streak-free glass inside and out, from storefronts and showrooms to second-floor offices.',
    href: '/services/window-cleaning',
    points: [
      'Storefront and entry glass',
      'Interior partitions and doors',
      'Frames, sills and tracks',
      'Hard-water spot removal',
      'Screens washed and refitted',
      'Monthly or quarterly routes',
    ],
    cta: 'Get Window Cleaning Quote',
  },
];

/** The two cross-sell cards: power washing and landscaping, never the page's own service. */
export function crossSellFor(slug: string): CrossSellCard[] {
  return CROSS_SELL.filter((c) => c.slug !== slug).slice(0, 2);
}
