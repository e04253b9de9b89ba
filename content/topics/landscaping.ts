import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Commercial Landscaping & Grounds Maintenance in Ocala, FL',
  body: [
    'Grass in Marion County keeps its own calendar. From spring into October, St. Augustine and Bahia lawns need cutting every week, and a skipped week shows from the road. In the cooler, drier months growth slows, visits can drop to every other week, and the time goes into bed work, pruning and clean-ups instead. Our crews maintain more than 88 acres of commercial grounds every month, on set route days so you know when to expect the trailer.',
    'A regular visit covers mowing at the right height for your turf, string trimming around signs, poles and fences, hard edging along curbs and walks, and blowing clippings off sidewalks and the parking lot. Shrubs and hedges are trimmed on a rotation, beds are weeded and topped up with mulch or pine straw, and palms are cleared of dead fronds and seed pods before they land on a windshield. Low oak limbs are kept off signs, light poles and delivery routes.',
    "Ocala's sandy soil drains fast and gives up nutrients faster, so irrigation does much of the work. We check each zone for broken heads and for overspray onto walls and walks, set timers to the watering days allowed by the water management district, and report repairs before a dry May turns a lawn brown. Fertilizer and weed control are timed around the summer rainy season, when heavy rain can wash nutrients toward the springs.",
    'Hurricane season runs from June through November. Before a named storm we pick up loose debris and anything that could become a projectile; after it, crews clear branches, Spanish moss and sand from lots, walks and entrances so you can reopen. Grounds care can share one contract with power washing and janitorial service, which property managers with several buildings tend to prefer.',
    'To price a property, we walk it with you, measure turf and beds, note irrigation and tree concerns, and send a written visit schedule with a monthly price. Spring is the easiest time to start, before the first weekly cuts, so book the walkthrough early.',
  ].join('\n\n'),
  imageAlt:
    'Illustration of a groundskeeper pushing a commercial mower across a striped lawn, with a large oak tree, rounded shrubs, a palm and a low office building behind',
  highlights: [
    'Weekly mowing through the growing season',
    'Hard edging on curbs and walkways',
    'Irrigation zones checked, watering days respected',
    'Storm debris cleared after hurricanes',
  ],
  included: {
    'Deep Cleaning & Sanitization': 'Seasonal clean-ups that clear dead growth, leaves and debris from beds, lots and walks.',
    'High-Touch Surface Disinfection': 'Gates, benches and outdoor tables wiped down on request, on the same visit.',
    'Floor Care & Maintenance': 'Walks, curbs and parking areas blown clear of clippings and sand after every visit.',
    'Restroom Cleaning': 'Indoors, from our janitorial crews on the same contract: one schedule, one invoice.',
    'Trash Removal & Recycling': 'Litter picked up before mowing; clippings, limbs and storm debris hauled away.',
    'Window & Glass Cleaning': 'Lower windows rinsed of irrigation overspray and mower dust; full window cleaning on request.',
  },
};

export default content;
