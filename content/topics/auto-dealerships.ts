import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Auto Dealership Cleaning in Ocala, FL',
  body: [
    'A dealership sells from its showroom. Buyers notice a smudged glass wall, a dull floor under a new model or dried coffee rings on the beverage bar long before they read the window sticker. Our crews clean Marion County dealerships after closing and are gone before the sales team arrives, so the building is ready for the first customer of the day.',
    'Showroom work is mostly glass and floors. Floor-to-ceiling windows and entry doors are squeegeed inside every visit and outside on a set schedule. Tile and polished concrete are dust-mopped and auto-scrubbed, then burnished to hold their shine under the display lights, and tire marks left by moving cars in and out are taken off. Sales desks, finance offices, the customer lounge, the kids corner, the coffee station and the restrooms get full attention too, because service customers sit in them for hours.',
    "The service side is different work. Service drive lanes and write-up areas collect oil drips, coolant and tracked-in grit, so we degrease and scrub them, keep the parts counter presentable, and clean the technicians' break room and restrooms. Used oil and shop fluids stay in your own recycling program; our crews handle cleaning, not hazardous waste.",
    'Outside matters just as much in Ocala. Dealerships along SR 200 and the I-75 corridor deal with oak pollen in spring, lovebug season in May and September, and summer storms that throw sand and leaves across the lot. Power washing for the front line, entrance and service drive, along with exterior window cleaning, can sit in the same plan, and after a storm our 24/7 line gets a crew moving.',
    'A walkthrough with your general manager or facilities lead covers the showroom, the service department and the lot. The quote comes back in writing with nightly, weekly and periodic tasks listed separately, so you can see exactly what you are paying for.',
  ].join('\n\n'),
  imageAlt:
    'Illustration of a cleaner holding a spray bottle beside a blue sedan in a dealership showroom with tall windows, pendant lights and a potted plant',
  highlights: [
    'Showroom glass and floors ready before opening',
    'Tire marks lifted from showroom tile',
    'Service drive degreased and scrubbed',
    'Customer lounge and coffee bar cleaned',
  ],
  included: {
    'Floor Care & Maintenance': 'Showroom floors polished and service-drive concrete degreased.',
    'Window & Glass Cleaning': 'Showroom glass and display windows streak-free before the doors open.',
  },
};

export default content;
