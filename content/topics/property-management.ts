import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Cleaning for Property Managers in Ocala, FL',
  body: [
    'Property managers in Marion County juggle tenants, owners and vendors who don’t always show up. We take several of those vendors off your list: common-area janitorial, vacant-unit turns, power washing and landscaping for apartment communities, office buildings and retail centers, under one agreement and one invoice a month.',
    'Common areas are what residents see every day and what prospects see on a tour. Lobbies, mailrooms, hallways, stairwells, elevators, laundry rooms, fitness rooms and clubhouses are cleaned on a set schedule, with entry glass, trash corrals and pet stations on the checklist. Shared restrooms are disinfected and restocked every visit.',
    'Turnovers run on your move-out calendar. When a unit or suite empties, we clean it top to bottom: inside appliances and cabinets, bathrooms, windows and tracks, blinds, ceiling fans, baseboards and floors, so your leasing team can show it and hand over keys on time. Give us your make-ready standard before the first turn and every unit is cleaned to it, with photos for the file when you want them.',
    'Outside, Florida humidity does the damage. Green mildew on shaded siding, black streaks on breezeways and stairs, pollen on screens and sand along the walkways all read as neglect to a prospect. We power wash buildings, sidewalks, breezeways and dumpster pads on a rotation, and after a storm we come back to clear debris from entries and parking areas.',
    'You get one point of contact for every property, whether your buildings are in Ocala, Silver Springs or Belleview. Start with a free walkthrough of one building or the whole portfolio; a single proposal, priced property by property, follows {proposal}.',
  ].join('\n\n'),
  imageAlt: 'Illustration of an apartment building, a glass office tower and a small house, with a ring of property keys in the foreground',
  highlights: [
    'Unit turns scheduled from your move-out calendar',
    'Lobbies, mailrooms, stairwells and amenity rooms',
    'Power washing for mildew-stained siding and breezeways',
    'One vendor, one invoice, every building',
  ],
  included: {
    'Deep Cleaning & Sanitization': 'Vacant-unit turns and common-area deep cleans, scheduled from your calendar.',
  },
};

export default content;
