import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Commercial Janitorial Services in Ocala, FL',
  body: [
    "Good janitorial service is the work nobody has to think about: restrooms scrubbed and stocked, trash out, desks dusted, floors done and the break-room sink empty when the first person arrives. Oakbright has done that work for Ocala businesses since 2012, mostly at night, from a written checklist that your building's crew follows room by room.",
    'Most clients book five nights a week; smaller offices often do well with three visits. Every visit covers the same core: restrooms cleaned and disinfected, paper towels, tissue and soap restocked, trash and recycling emptied with fresh liners, kitchens and break rooms wiped down, entrance glass spot-cleaned, carpets vacuumed and hard floors mopped. Door handles, light switches, elevator buttons and faucets get an EPA-registered disinfectant, left wet for its full contact time. Deeper tasks such as baseboards, air vents and high dusting rotate through a monthly calendar, so they happen on a date rather than when someone finally notices.',
    'Central Florida buildings have their own habits. Sand from the parking lot grinds into entry carpet, humidity pushes mildew into restroom grout and around AC vents, and a July thunderstorm turns every doorway into a mud trap. Our crews build mat care, grout brushing and vent dusting into the routine instead of waiting for a complaint. Products are Green Seal or Safer Choice certified by default, and safety data sheets stay on site, as OSHA expects.',
    'The same background-checked team comes to your building each night, with a supervisor who inspects against the checklist and a log where your staff can leave requests. Keys, alarm codes and access cards are handled under a written procedure, and our insurance and bonding come with a certificate on request.',
    'Pricing starts with a free walkthrough. We measure the space, count restrooms and fixtures, ask about traffic and hours, and send back a written scope with a monthly price. Whether it is a downtown office or a warehouse off NW 27th Ave, call us or book the walkthrough online.',
  ].join('\n\n'),
  imageAlt:
    'Illustration of a cleaner in a teal uniform mopping an office floor at night, beside a janitorial cart, a desk with a computer and a window onto the city',
  highlights: [
    'Nightly restroom clean and full restock',
    'Trash and recycling out, fresh liners',
    'Monthly rotation for vents and baseboards',
    'Same background-checked crew each night',
  ],
  included: {
    'Restroom Cleaning': 'Cleaned, disinfected and fully restocked every visit, with a signed log on the door.',
  },
  showIndustries: true,
};

export default content;
