import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Green Cleaning Services in Ocala, FL',
  body: [
    'Marion County sits on the Floridan aquifer, the same water that rises at Silver Springs and feeds the Rainbow River. What goes down a mop sink or a storm drain here does not stay put, which is one reason green cleaning is our default rather than an upgrade. Every Oakbright crew starts with Green Seal or EPA Safer Choice certified products: all-purpose, glass, restroom and floor cleaners chosen for low toxicity and ready biodegradability.',
    'Products are only half of it. Concentrates are measured through dilution systems, so nobody guesses at a splash of this and a glug of that, and nothing is wasted. Color-coded microfiber cloths and flat mops lift dust and grime with far less chemical and water than cotton, and they go through the laundry again and again. Vacuums carry HEPA filters, which earns its keep every spring in Ocala, when oak pollen turns cars yellow and works its way into carpet and air returns.',
    'Green does not mean soft on germs. Where a building truly needs disinfection, such as restroom fixtures, clinic counters or daycare changing stations, we switch to an EPA-registered disinfectant for those surfaces and keep the rest of the building on certified green products. Targeting disinfectant that way lowers the chemical load without cutting corners, and it keeps fragrance and fumes down for staff with asthma or allergies.',
    'Waste counts too. Liners are sized to the bin so fewer are thrown out half-empty, recycling stays separate from trash all the way to the dumpster, and refillable bottles replace a shelf of aerosol cans. If your company reports on sustainability, we can list every product used in your building with its certification.',
    "Switching over takes one visit. During a free walkthrough we look at what is in your janitor's closet today, mark the surfaces that really need a disinfectant, and write the green program into your scope. Ask by phone or through the website; we reply {reply}.",
  ].join('\n\n'),
  imageAlt:
    'Illustration of a large green spray bottle with a leaf label giving off a fine mist, surrounded by potted plants, a soap dispenser and a refill bottle',
  highlights: [
    'Green Seal and Safer Choice products',
    'HEPA vacuums that trap pollen and dust',
    'Measured dilution, no overuse or waste',
    'Disinfectants only where they are needed',
  ],
  included: {
    'Deep Cleaning & Sanitization': 'Done with Green Seal and Safer Choice products, HEPA vacuums and microfiber.',
    'High-Touch Surface Disinfection': 'EPA-registered disinfectants only on the surfaces that need them, at measured dilution.',
  },
  showIndustries: true,
};

export default content;
