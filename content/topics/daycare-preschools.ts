import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Daycare & Preschool Cleaning in Ocala, FL',
  body: [
    'Young children explore with their hands and mouths, nap on the floor and share every toy in the room. Cleaning a daycare or preschool has to keep up with that without leaving residue, fumes or heavy fragrance behind. Our crews come in after the last child is picked up and leave rooms dry and aired out before the first morning drop-off.',
    'Each evening covers the surfaces children actually touch: low tables and chairs, cubbies, door handles and light switches at child height, small sinks and faucets, changing tables and the floors where circle time happens. Restrooms and diapering areas are cleaned and then disinfected. Kitchen counters, high-chair trays and snack tables are cleaned and sanitized with a product approved for food-contact surfaces. Hard toys are washed and sanitized on a rotation, nap mats wiped down, and carpets vacuumed with HEPA filters that hold on to the dust, dander and pollen that bother allergic kids.',
    'Products are chosen for the room. Green Seal or Safer Choice cleaners are the default, fragrance-free wherever possible, and disinfectants are kept for restrooms, diapering stations and outbreaks, used at label strength and left for their full contact time. Nothing stays behind in a classroom: every bottle is labeled and either goes back to a locked closet or leaves with the crew.',
    'Licensing inspectors and parents both ask how the cleaning is done. We keep a sanitizing log for every visit, listing rooms, surfaces and products, and safety data sheets are on file for everything we bring into the building. When a stomach bug or hand, foot and mouth disease moves through a classroom, a deep disinfection can be added overnight. Every crew member who enters your center is background-checked.',
    'Directors start with a free walkthrough, ideally after hours so we see the rooms as the crew will. Together we set the nightly checklist, the toy rotation and the log format, and the quote follows in writing.',
  ].join('\n\n'),
  imageAlt:
    'Illustration of a bright preschool classroom with a rainbow on the wall, stacked toy blocks on a round rug, a small table and chairs, and a pump bottle of sanitizer',
  highlights: [
    'Child-height touch points cleaned nightly',
    'Food-contact sanitizer on trays and tables',
    'Fragrance-free products, locked away after use',
    'Sanitizing log ready for licensing inspections',
  ],
  included: {
    'High-Touch Surface Disinfection': 'Toys, tables, cribs and door handles sanitized with child-safe, fragrance-free products.',
    'Restroom Cleaning': 'Child-height toilets, sinks and diaper stations disinfected, every visit logged.',
  },
};

export default content;
