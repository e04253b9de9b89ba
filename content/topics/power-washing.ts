import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Commercial Power Washing & Soft Washing in Ocala, FL',
  body: [
    "Ocala's heat and humidity can turn a shaded stucco wall green in a single summer. Mildew and algae streak walls and eaves, orange rust stains spread from sprinklers fed by well water, spring pollen leaves a yellow film on every walkway, and drive-thru lanes and dumpster pads collect oil and grease that customers smell before they see. Power washing takes all of that off the surfaces people judge a business by.",
    'We match the pressure to the surface. Concrete sidewalks, entryways, parking areas and dumpster pads get hot-water pressure washing with a rotary surface cleaner, which leaves an even finish instead of stripes. Stucco, painted siding, awnings, roofs and signs get soft washing: a low-pressure application of a cleaning solution that kills mildew at the root, so it does not come back in six weeks, without etching the finish or forcing water behind it. Gum, oil and rust stains are pre-treated before the main wash.',
    'Wash water needs care here. Storm drains in Marion County lead toward the same springs and rivers people swim in, so we cover drains near the work area, use biodegradable degreasers, and collect the runoff from greasy jobs such as dumpster pads and restaurant drive-thrus instead of letting it flow away. Lawns and shrubs next to a soft wash are wetted before and rinsed after.',
    'Work is scheduled for when the property is quiet: early mornings, evenings or Sundays, with cones around every wet area. Most storefronts and office parks wash sidewalks and entrances quarterly and the full exterior once or twice a year; restaurants often want dumpster pads done monthly. After a tropical storm leaves mud and debris across a lot, call our 24/7 line.',
    'Quotes start with a free walkthrough: we walk the property with you, measure the flatwork and walls, note the stains that need special treatment, and send a written price per visit or for the year. Many clients pair a wash with window cleaning, since clean glass on a grimy facade only gets you halfway.',
  ].join('\n\n'),
  imageAlt:
    'Illustration of a technician pressure washing a concrete sidewalk in front of a storefront with a striped awning, a pressure washer unit parked alongside',
  highlights: [
    'Soft washing for stucco, roofs and awnings',
    'Hot water for oil, gum and grease',
    'Drains covered, greasy runoff collected',
    'Rust and sprinkler stain treatment',
  ],
  included: {
    'Deep Cleaning & Sanitization': 'Soft washing that kills mildew and algae at the root on stucco, paint and roofs.',
    'High-Touch Surface Disinfection': 'Entry handles, railings, benches and outdoor tables washed and sanitized with the exterior.',
    'Floor Care & Maintenance': 'Sidewalks, entryways and parking areas pressure washed, with gum, oil and rust pre-treated.',
    'Restroom Cleaning': 'Outdoor restroom buildings and their entrances washed down along with the rest of the site.',
    'Trash Removal & Recycling': 'Dumpster pads and enclosures degreased and washed; the debris we loosen is hauled away.',
    'Window & Glass Cleaning': 'Storefront glass, frames and sills rinsed spot-free once the walls are washed.',
  },
};

export default content;
