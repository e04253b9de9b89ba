import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Commercial Floor Care: Strip, Wax, Buff & Carpet Cleaning in Ocala',
  body: [
    'Ocala is built on sand, and sand ends up on your floors. Every grain tracked in from the parking lot acts like sandpaper under foot traffic, dulling the finish, scratching tile and grinding into carpet fibers. Good floor care starts at the door: walk-off mats that are vacuumed and rotated, and daily dust mopping that lifts grit before it does damage.',
    'Vinyl composition tile, the VCT found in most offices, schools and clinics, depends on its finish. We strip the old wax and embedded dirt down to bare tile, rinse and neutralize, lay four to five thin coats of slip-resistant finish, then burnish with a high-speed machine for a hard, glossy surface. Between full strips, a scrub and recoat brings back worn traffic lanes in a fraction of the time. Most buildings need a full strip once or twice a year, with burnishing weekly or monthly depending on traffic.',
    'Other floors get their own process. Ceramic and porcelain tile are machine-scrubbed, with grout lines cleaned and sealed, which matters in restrooms where humidity invites mildew. Sealed and polished concrete is auto-scrubbed and burnished. Luxury vinyl plank is never waxed; it gets a neutral cleaner and a pad made for it. Carpet gets hot-water extraction for deep soil, or low-moisture encapsulation where a room has to be usable within the hour, a real advantage on muggy days when extraction dries slowly.',
    'Floor work is loud and wet, so we do it while you are closed: overnight, at weekends, or over the holiday break for schools and churches. Furniture is moved and put back, wet areas are coned off, and we ask that the air conditioning stay on so finish cures hard in summer humidity.',
    'Send us the square footage, or let us measure during a free walkthrough. We identify each floor type, check the condition of the finish, and quote the routine care and the periodic restoration separately, in writing.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a technician running a floor burnisher across a glossy tiled corridor, with a door and a framed landscape picture on the wall',
  highlights: [
    'VCT stripped, refinished and burnished',
    'Tile and grout scrubbed and sealed',
    'Carpet extraction or fast-dry encapsulation',
    'Overnight and weekend work, furniture reset',
  ],
  included: {
    'Floor Care & Maintenance': 'VCT strip and refinish, burnishing, tile and grout, sealed concrete and carpet extraction.',
    'Restroom Cleaning': 'Restroom tile and grout machine-scrubbed and sealed against humidity and mildew.',
  },
};

export default content;
