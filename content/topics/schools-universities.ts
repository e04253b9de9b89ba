import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'School & Campus Cleaning in Ocala, FL',
  body: [
    'A school building takes more traffic in a day than most offices see in a week. We clean classrooms, hallways, cafeterias, locker rooms, restrooms, libraries and front offices for private and charter schools, colleges and training centers across Marion County, on schedules that start after the last bus leaves and finish before the morning car line.',
    'Daily disinfection targets what students share: desks, door handles, water fountains, cafeteria tables, stair railings, light switches and restroom fixtures. In flu season, or after an outbreak in one classroom, we add electrostatic disinfection and can return the same day. Green Seal and EPA Safer Choice certified products are the default in every classroom, with EPA-registered disinfectants kept for high-touch points and restrooms, so rooms smell clean rather than of chemicals.',
    'Screening is not optional. Every crew member is background-checked, and anyone who will be on campus while students are present completes the Level 2 fingerprint screening Florida requires of school contractors before their first shift. Crews sign in and out the way your front office asks, and the same people come back each night.',
    'Summer break is for the deep work. Classes in Marion County start again in August, so June and July are when we strip and refinish hallway tile, extract carpet, deep-scrub locker rooms, wash windows and high-dust vents and light fixtures. Sand tracked in from playgrounds and athletic fields, and the mildew that grows when a humid building sits half-empty with the air conditioning turned up, are dealt with before teachers return.',
    'We begin with a free walkthrough of the campus with your facility lead, then send a written scope covering both the school year and summer work, with a price, {proposal}.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a classroom with a chalkboard, student desks and a wall clock, where a cleaner wipes down the board',
  highlights: [
    'Level 2 screening for on-campus crews',
    'Daily disinfection of desks, handles and fountains',
    'Summer floor refinishing and carpet extraction',
    'Green Seal products in every classroom',
  ],
  included: {
    'High-Touch Surface Disinfection': 'Desks, railings, door handles and water fountains disinfected every day.',
    'Floor Care & Maintenance': 'Nightly classroom floors, with summer strip and refinish finished before August.',
  },
};

export default content;
