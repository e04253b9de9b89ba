import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Commercial Cleaning for Every Industry in Ocala, FL',
  body: [
    'Marion County’s economy is not only offices and storefronts. Ocala is horse country, with show grounds, farms and training centers, and it also runs on event venues, call centers, labs, hospitality and agricultural businesses that rarely appear on a standard industry list. If your building doesn’t match one of our other pages, the approach is the same: we learn how the space is used, then write a cleaning plan for it.',
    'Equestrian operations in Reddick, Citra and around Ocala get their farm offices, client lounges, viewing areas and restrooms cleaned with an eye on the dust, sand and hay that come in through every door. Event venues get overnight turnovers after receptions, shows and conferences: restrooms reset, floors cleaned, tables wiped, trash and recycling out, glass polished, all ready for the next morning’s setup crew.',
    'Call centers and other around-the-clock operations need shared workstations disinfected between shifts, from desks and phones to keyboards and mice, plus break rooms that never close. Labs and testing facilities get cleaning that follows your written procedures: we look after the offices, corridors, restrooms and floors, and leave benches and instruments to your staff unless you train us on them.',
    'Whatever the business, the basics hold. Green Seal and EPA Safer Choice certified products are our default, with EPA-registered disinfectants where they are needed. Crews are background-checked, insured and bonded, and a supervisor checks their work. We have cleaned for Ocala businesses since 2012, and emergencies get a response 24/7.',
    'Tell us what you run and when. A free walkthrough lets us see the building and its traffic, and you have a custom proposal {proposal}.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a horse barn, a horse behind a white paddock fence and an event tent hung with string lights',
  highlights: [
    'Equestrian offices, client lounges and viewing areas',
    'Overnight turnovers for event venues',
    'Shared workstations disinfected between shifts',
    'Lab cleaning that follows your procedures',
  ],
};

export default content;
