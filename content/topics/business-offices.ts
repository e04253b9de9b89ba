import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Office Cleaning Services in Ocala, FL',
  body: [
    "The office complaints we hear most are small and constant: mugs piled in the kitchen sink at 8 a.m., a restroom out of paper by Tuesday afternoon, a conference table still sticky from yesterday's lunch meeting. Office cleaning that works fixes those things on every visit, without anyone having to send an email about it.",
    'Whether it is a ten-person firm downtown or a call center off the I-75 corridor, most offices book us nightly or three evenings a week. Crews empty trash and recycling at each desk, dust clear surfaces, wipe phones, keyboards and door handles, clean and restock restrooms, reset conference rooms, and take the kitchen from counters and microwave to the inside of the sink. Carpets are vacuumed with HEPA filtration and hard floors are mopped. A weekly refrigerator clear-out can be added, under a rule your team agrees to in advance.',
    "We leave desks as we find them. Papers are not moved, monitors are dusted but never unplugged, and anything marked 'do not touch' stays that way. Hybrid schedules work too: if the office is full Tuesday to Thursday, we weight the visits to those nights instead of cleaning empty rooms.",
    'Quality control is a person, not a promise. A supervisor inspects your suite against its checklist, and your office manager has one direct contact for everything from an extra clean before a client visit to a spilled coffee on the lobby carpet. Periodic work such as carpet extraction, upholstery, blinds and interior glass goes on a calendar, so it gets done before it looks overdue.',
    'A walkthrough is free. We count workstations, restrooms and kitchens, ask when the office is busiest, and send a written scope and monthly price. Call or book online, and we will contact you {reply}.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a cleaner collecting trash into a bag between two office desks with computers, beside a window and a bar chart on the wall',
  highlights: [
    'Desk-side trash and recycling every visit',
    'Kitchen, microwave and sink cleaned',
    'Conference rooms reset for the morning',
    'Desks and papers left undisturbed',
  ],
  included: {
    'High-Touch Surface Disinfection': 'Phones, keyboards, door handles and shared kitchen surfaces disinfected.',
  },
};

export default content;
