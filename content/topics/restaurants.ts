import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Restaurant Cleaning Services in Ocala, FL',
  body: [
    'A restaurant gets judged twice: by guests, who notice sticky menus and a tired restroom, and by the state inspector from the Division of Hotels and Restaurants, who notices grease under the fryer line. We clean for both, after close, so your opening crew walks into a clean kitchen and dining room instead of spending the first hour catching up.',
    'Front of house means tables, booths and chair legs, high chairs, menus, the host stand, door glass and restrooms, scrubbed and disinfected nightly. Back of house is where the real work is: degreasing kitchen floors and floor drains, pulling out movable equipment to clean behind and under it, wiping walls, hood surfaces and equipment exteriors, and cleaning the dish area and mop sink. Hood ductwork stays with your certified hood contractor; we keep everything around it clean between their visits.',
    'Around prep lines we use sanitizers approved for food-contact surfaces, rinse where the label calls for it, and never store chemicals above food or prep tables. Walk-in floors, door gaskets and tile grout go on a weekly rotation, because Ocala’s humidity turns neglected grout and gaskets into mildew fast.',
    'Outside, the entrance makes the first impression: handprints on the door glass, lovebugs in May and September, pollen on patio tables and grease on the dumpster pad. Power washing of the patio, sidewalks and dumpster area can go on the same schedule as the nightly cleaning.',
    'Facing a re-inspection or a reopening? We can start with a one-time deep clean and hand over to nightly service from there. Book a free walkthrough after close or before open; we look at the kitchen with you, and a written proposal follows {proposal}.',
  ].join('\n\n'),
  imageAlt:
    'Illustration of a restaurant kitchen with a range hood, tiled wall, hanging utensils and a pot on the stove, where a cleaner sanitizes the counter',
  highlights: [
    'Nightly cleaning after close, before prep',
    'Degreased floors, drains and behind equipment',
    'Food-contact-safe sanitizers around prep lines',
    'Deep cleans before inspections and reopenings',
  ],
  included: {
    'Deep Cleaning & Sanitization': 'After-close deep cleans of dining room and back of house, to health-inspection standards.',
    'High-Touch Surface Disinfection': 'Menus, tables, booths, door handles and card readers sanitized with food-safe products.',
    'Floor Care & Maintenance': 'Kitchen floors degreased and drains cleared; dining floors mopped or vacuumed.',
    'Trash Removal & Recycling': 'Bins emptied and washed, the dumpster area kept clean to keep pests away.',
  },
};

export default content;
