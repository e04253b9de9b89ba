import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Gym & Fitness Center Cleaning in Ocala, FL',
  body: [
    'Sweat, skin and warm, damp air are exactly what bacteria and fungus thrive on, and an Ocala summer brings plenty of all three into a gym. Members notice quickly: a sour smell in the locker room, a tacky bench, a dark line creeping along the shower grout. Our crews are there so those never become the reason someone lets a membership lapse.',
    "Equipment is cleaned and then disinfected from top to bottom: bench and machine upholstery, grips and handles, seat adjusters, cable attachments, dumbbells, kettlebells, cardio consoles and touch screens. We use EPA-registered disinfectants with label claims against staph and the fungi behind athlete's foot and ringworm, in formulas that are safe on vinyl and electronics, so cleaning does not crack seats or cloud screens. Mirrors are left streak-free, and water fountains and bottle fillers are sanitized.",
    'Locker rooms and showers get a full scrub: walls, floors, benches and drains, with grout and caulk treated before mildew takes hold and exhaust vents dusted so humid air can escape. Rubber gym flooring needs a neutral cleaner and the right auto-scrubber pad, since harsh solvents break it down. Turf lanes are vacuumed, and studio floors and shared mats are cleaned after the last class.',
    'Gyms rarely close, so the schedule fits your quiet window: overnight for 24-hour clubs, mid-afternoon or late evening for studios and boxes. Crews work around members, refill wipe stations and hand sanitizer, and note any equipment that needs repair. Summer rain brings sand and wet footprints in from the parking lot, so entry mats and the lobby floor are done on every visit.',
    'Book a free walkthrough at the hour your gym is quietest. We count machines, showers and square footage, talk through your peak times, and send a written plan and price.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a cleaner with a spray bottle wiping down a treadmill in a bright gym, with a dumbbell rack and a kettlebell nearby',
  highlights: [
    'Every machine, bench and grip disinfected',
    'Shower grout treated before mildew sets',
    'Rubber floors scrubbed with neutral cleaner',
    'Overnight service for 24-hour clubs',
  ],
  included: {
    'High-Touch Surface Disinfection': 'Machines, benches, free weights and mats disinfected with gym-safe products.',
    'Floor Care & Maintenance': 'Rubber flooring, turf and locker-room tile, each cleaned with the right product.',
    'Restroom Cleaning': 'Locker rooms and showers scrubbed and treated against mildew.',
  },
};

export default content;
