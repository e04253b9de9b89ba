import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Commercial Window Cleaning in Ocala, FL',
  body: [
    "Florida is hard on glass. Sprinklers running on Ocala's hard, mineral-rich water leave white spots on the lower panes, spring pollen settles as a yellow film, lovebugs splatter storefronts in May and again in September, and afternoon storms streak dust across everything. On a storefront, a showroom or a lobby, that glass is the first thing a customer looks through.",
    'On exterior glass of low and mid-rise buildings, our crews use water-fed poles with purified water. With the minerals filtered out, the water dries without spots, so panes, frames and sills are scrubbed and rinsed clean with no detergent residue and no ladders in your walkway. Ground-floor storefront glass and doors are done by hand with a scrubber and squeegee, and edges are detailed with a dry cloth. Mineral spots that have built up for months get a separate removal treatment before regular service starts.',
    'Inside, we clean the glass that collects fingerprints: entry doors, interior partitions, conference room walls, display cases and mirrors. Window tracks and sills gather sand and dead insects faster here than most places, so they are vacuumed and wiped on every full visit, and screens are taken down, brushed and refitted.',
    'Frequency follows traffic. Restaurants and shops along busy roads like SR 200 usually want storefront glass every two weeks or monthly, with entry doors handled by the nightly janitorial crew. Offices often book exterior glass quarterly and interior glass twice a year. We work early, before you open, and every job follows OSHA ladder and fall-protection practice.',
    'For a quote, count your panes or let us count them on a free walkthrough. We note heights, access and hard-water staining, then send a written price per visit.',
  ].join('\n\n'),
  imageAlt:
    'Illustration of a window cleaner using a long-handled squeegee on a large storefront window, one half already sparkling, with a bucket on the ground',
  highlights: [
    'Purified water-fed poles, spot-free rinse',
    'Hard-water spots from sprinklers removed',
    'Tracks, sills and screens detailed',
    'Storefront glass done before opening',
  ],
  included: {
    'Deep Cleaning & Sanitization': 'Frames, tracks and screens scrubbed of the pollen and grit that build up between visits.',
    'Floor Care & Maintenance': 'Drop cloths down and sills, ledges and floors below the glass wiped dry before we leave.',
    'Window & Glass Cleaning': 'Interior and exterior glass, frames, sills and tracks, with hard-water spots removed.',
  },
};

export default content;
