import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Industrial & Manufacturing Facility Cleaning in Ocala, FL',
  body: [
    'Plants, warehouses and distribution centers in the industrial parks off NW 27th Ave and along the US 301 corridor run on shifts, and the cleaning has to fit around them. We plan ours around your shift changes, dock schedule and shutdowns, so floors get scrubbed and break rooms get reset without slowing a forklift or a truck.',
    'The floor is most of the job. Sealed and polished concrete is dust-mopped and auto-scrubbed with walk-behind or ride-on machines to lift tire marks, dock grit and the sand that blows in whenever a door opens. In Ocala’s humid summers, slabs can sweat when warm, wet air meets cool concrete; a floor kept free of dust and film stays far less slick when that happens, and aisle striping stays easy to see.',
    'The people areas take the heaviest daily use: break rooms, locker rooms, restrooms, training rooms and the front office where customers and auditors arrive. They are cleaned and disinfected every shift day. High dusting of racking, beams, ductwork and light fixtures is scheduled quarterly or to your audit calendar, because dust that settles up high eventually lands on product.',
    'Safety is written into the plan. Crews complete your site orientation, wear the PPE each zone requires and stay clear of production equipment and lockout/tagout areas; cleaning on the machines stays with your operators. In cleanroom-adjacent spaces such as gowning rooms, QC labs and packaging areas, we follow your written procedures, approved product list and entry rules. Our staff are OSHA-trained, background-checked, insured and bonded.',
    'We start with a free walkthrough on the plant floor with your operations or EHS lead, and a proposal with a frequency for each area reaches you {proposal}. Power washing for dock aprons and sidewalks, or upkeep of the grounds, can go on the same plan.',
  ].join('\n\n'),
  imageAlt:
    'Illustration of a warehouse with stocked pallet racking and a forklift carrying a pallet, while a cleaner mops the concrete floor along a marked aisle',
  highlights: [
    'Scheduled around shifts, docks and shutdowns',
    'Auto-scrubbed concrete, tire marks lifted',
    'High dusting of racking, beams and fixtures',
    'Your site orientation and PPE rules followed',
  ],
  included: {
    'Floor Care & Maintenance': 'Warehouse and plant floors auto-scrubbed around every shift.',
  },
};

export default content;
