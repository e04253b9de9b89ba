import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Medical Office & Clinic Cleaning in Ocala, FL',
  body: [
    'Ocala’s medical corridor along SR 200 is full of practices that run all day and need a full reset every night: family medicine, dental, physical therapy, imaging and urgent care. We clean exam and procedure rooms, waiting rooms, check-in counters, staff areas and restrooms after your last patient leaves, so tomorrow’s first patient walks into a room that was turned over exactly like every other night.',
    'Our crews are trained to OSHA’s Bloodborne Pathogens Standard and work with EPA-registered disinfectants, left wet for the full contact time on the label, the step rushed crews skip. Microfiber is color-coded, so a cloth used in a restroom never touches an exam table. Exam tables, stools, door handles, light switches, chair arms, check-in keyboards and front-desk pens are disinfected every visit. Sharps containers and regulated medical waste stay with your licensed hauler; we take the ordinary trash and recycling.',
    'HIPAA matters after hours too. Crews are background-checked and bonded, and they do not read, move or photograph charts, screens or anything with a patient’s name on it. Papers left on a desk stay where they are. The same small team works your building each week, so you know exactly who holds your keys and alarm code.',
    'Florida humidity adds its own work: mildew in restroom grout, around sinks and on supply vents, and the sand and pollen patients carry across the waiting-room floor. Grout and vents go on a set rotation, and floors, from vinyl plank in exam rooms to carpet in offices, are maintained on a schedule built around your clinic hours.',
    'It starts with a free walkthrough. We tour the practice with your office manager or infection-control lead, adopt your checklist as the standard, and send a written scope and price {proposal}.',
  ].join('\n\n'),
  imageAlt:
    'Illustration of a clinic exam room where a uniformed cleaner disinfects the exam table with a spray bottle, beside a privacy curtain and a sink cabinet',
  highlights: [
    'Crews trained to OSHA bloodborne pathogens rules',
    'Disinfectants left wet for full contact time',
    'Color-coded microfiber, no cross-contamination',
    'HIPAA-aware: charts and screens left untouched',
  ],
  included: {
    'High-Touch Surface Disinfection': 'Exam tables, bed rails, door handles and check-in counters disinfected room by room.',
    'Restroom Cleaning': 'Patient restrooms cleaned clean-to-dirty with color-coded microfiber.',
    'Trash Removal & Recycling': 'Regular trash and recycling; regulated medical waste stays with your licensed hauler.',
  },
};

export default content;
