/**
 * 'What's Included' on every service and industry page (docs/decisions.md P3): the same six
 * services, in this order, each with a sentence. A topic may give any of them a sentence of
 * its own (`included` in content/topics/<slug>.ts); the rest say what is written here.
 */

/** The six labels, in the order every page shows them. */
export const INCLUDED_SERVICES = [
  'Deep Cleaning & Sanitization',
  'High-Touch Surface Disinfection',
  'Floor Care & Maintenance',
  'Restroom Cleaning',
  'Trash Removal & Recycling',
  'Window & Glass Cleaning',
] as const;

export type IncludedService = (typeof INCLUDED_SERVICES)[number];

/** The sentence each service carries on a page that has none of its own. */
export const INCLUDED_DEFAULT_TEXT: Readonly<Record<IncludedService, string>> = {
  'Deep Cleaning & Sanitization': 'Periodic top-to-bottom cleaning of what daily service does not reach, then sanitizing.',
  'High-Touch Surface Disinfection': 'Door handles, switches, rails and shared equipment disinfected with EPA-registered products.',
  'Floor Care & Maintenance': 'Vacuuming and mopping every visit, with scrubbing, burnishing and carpet extraction on a schedule.',
  'Restroom Cleaning': 'Fixtures cleaned and disinfected, dispensers restocked and floors mopped every visit.',
  'Trash Removal & Recycling': 'Bins emptied, liners replaced and recycling kept separate, out to your collection point.',
  'Window & Glass Cleaning': 'Entry doors, partitions and reachable glass left streak-free; exterior windows on a set route.',
};
