import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Commercial Disinfecting Services in Ocala, FL',
  body: [
    'Disinfecting is not the same as cleaning, and it only works after cleaning. Dirt and film shield germs from the chemical, so our crews clean high-touch surfaces first, then apply an EPA-registered disinfectant and leave it wet for the full contact time on the label. Skip either step and a quick spray-and-wipe does far less than it looks.',
    'For large or crowded spaces we use electrostatic sprayers. The charged droplets wrap around door handles, chair arms, railings, equipment and the backs of surfaces a cloth misses, and they cover a classroom, waiting room or break room in minutes. The touch points people handle all day, such as light switches, elevator buttons, keyboards, phones, faucets and refrigerator handles, are hand-wiped as well.',
    'Ocala businesses book disinfection in two ways. Scheduled service, weekly, monthly or daily through flu season, suits clinics, schools, daycares, gyms and busy offices. Response service follows a confirmed illness or an outbreak of flu or norovirus: we answer 24/7 and aim to treat the space overnight so it can reopen on time. Either way, the product is matched to the germ named on its label, and nobody goes back in before the re-entry time has passed.',
    'Green cleaning stays our default; disinfectants go where your facility needs them, not everywhere out of habit. Crews wear the PPE each label requires, and products are chosen with your occupants in mind, whether children, patients or food-contact surfaces. Each visit is logged with the areas treated, the product used and the time, so you have a record to show inspectors, parents or staff.',
    'Start with a free walkthrough. We map the high-touch points in your building, recommend how often to treat them, and put it in writing, with a price, {proposal}.',
  ].join('\n\n'),
  imageAlt: 'Illustration of an electrostatic sprayer misting disinfectant onto a door, with a green shield and check mark',
  highlights: [
    'Clean first, then disinfect, every time',
    'Electrostatic spraying reaches what cloths miss',
    'Label contact and re-entry times followed',
    '24/7 response after an illness or outbreak',
  ],
  included: {
    'High-Touch Surface Disinfection': 'Electrostatic spraying plus wiped disinfection of high-touch surfaces, on schedule or after an outbreak.',
  },
};

export default content;
