import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Government Facility Cleaning in Ocala & Marion County, FL',
  body: [
    'Public buildings are cleaned on public money, so the standard is clear: do what the scope says, document it, and pass inspection. We clean municipal and county offices, public service counters, meeting chambers, libraries, community centers and maintenance facilities in Ocala and across Marion County, from Belleview to Fort McCoy.',
    'Front counters, restrooms, drinking fountains, elevator buttons and door hardware see the public all day, so they are disinfected every visit. In the rainy season, when visitors track in water and sand from the parking lot, entries are mopped and mats swapped more often. Offices, break rooms and conference rooms follow a written checklist at the frequency your contract sets.',
    'Security comes first. Every crew member is background-checked, and we put them through your agency’s own screening, fingerprinting or badging before they start. Keys and access cards are issued by name and logged. Records rooms, IT closets and other secure areas are cleaned only under escort, or left out of scope if you prefer, and papers on desks are never moved or read. You see the same faces each visit, not a rotating pool of strangers.',
    'Documentation is part of the service. Each visit is logged against the checklist, a supervisor inspects on a regular schedule, and any issue is reported in writing with the date it was closed. For procurement we provide certificates of insurance and bonding, and we price to your bid specification or scope of work.',
    'Hurricane season adds a step. Before a storm we clear entries and secure supplies; afterwards we return for mud, debris and water at the doors, with 24/7 emergency service when a building has to reopen fast. To start, book a free walkthrough with your facilities manager; a written scope and price follow {proposal}.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a columned government building with a flagpole, a front walk lined with shrubs and a shade tree',
  highlights: [
    'Agency screening and badging before first shift',
    'Keys and access cards logged by name',
    'Checklist logs and supervisor inspection reports',
    'Certificates of insurance and bonding provided',
  ],
  included: {
    'Trash Removal & Recycling': 'Trash and recycling handled under your building’s security and records rules.',
  },
};

export default content;
