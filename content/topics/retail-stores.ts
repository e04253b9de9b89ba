import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Retail Store Cleaning in Ocala, FL',
  body: [
    'Shoppers decide in their first few steps whether a store feels cared for. Smudged door glass, a gritty entry mat or a restroom out of paper says more than any display. We clean stores across Ocala and Marion County after close or before opening, so the sales floor is ready at unlock and your staff spend the morning on customers, not mops.',
    'A typical night covers the entry and storefront glass, sales floor, fitting rooms, checkout counters, restrooms, break room and stockroom aisles. Card readers, cart and basket handles and fitting-room hooks are disinfected every visit, because every customer touches them. Trash and cardboard go out, and restrooms are restocked from your supplies.',
    'Floors take the most wear. Afternoon storms and parking-lot sand turn into grit that scratches vinyl tile and dulls polished concrete, so we dust-mop and auto-scrub on a set schedule, burnish as traffic demands, and plan strip-and-refinish work for slow weeks. In lovebug season, May and September, storefront glass gets extra passes.',
    'After-hours work runs on trust. Our crews are background-checked, bonded and insured, use only the keys and alarm codes you assign, and finish with a closing checklist: lights off, doors locked, alarm set. The same team comes each visit. For the holidays, back-to-school or an inventory count we add visits, then scale back. Plazas along SR 200 and US 301/441 can put several tenants, or the landlord’s common areas, on one route.',
    'The next step is a free walkthrough. We measure your square footage and floor types, ask about hours and busy seasons, and send a written scope and price {proposal}.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a clothing store with stocked shelves and a garment rack, where a cleaner dust-mops the sales floor beside a shopping bag',
  highlights: [
    'After-hours cleaning, sales floor ready at unlock',
    'Card readers and fitting rooms disinfected nightly',
    'Auto-scrubbing and burnishing for high-traffic floors',
    'Extra visits for holidays and inventory counts',
  ],
  included: {
    'Window & Glass Cleaning': 'Storefront and entry glass, display cases and fitting-room mirrors clean before opening.',
  },
};

export default content;
