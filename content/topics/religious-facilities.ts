import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Church & Religious Facility Cleaning in Ocala, FL',
  body: [
    'A house of worship works hardest when everyone else rests. Weekend services, Wednesday night suppers, youth groups, weddings, funerals and a weekday preschool can all share the same rooms. We clean churches and congregations in Ocala, Dunnellon, Fort McCoy and across Marion County on a schedule built around your calendar, most often on Saturday, so the building is ready for Sunday morning.',
    'In the sanctuary we wipe pews and chairs, tidy the book racks, vacuum carpet along every row, clean the aisles and platform, and take care of entry glass, door handles and railings. Fellowship halls and kitchens get tables and counters cleaned and floors scrubbed after meals and events, with trash out before it can draw ants in the heat. Classrooms, offices and restrooms follow the regular checklist.',
    'Nurseries and children’s rooms get the most care: toys, cribs, changing tables and every low surface are cleaned and sanitized with child-safe products, and Green Seal certified products are our default throughout the building. Every crew member is background-checked, which matters in a building where children gather.',
    'Many church buildings set the air conditioning back during the week, and in Florida’s humidity that invites mildew on carpet, pew cushions, restroom grout and window sills. We watch for it on every visit, and we book carpet extraction and floor refinishing around your calendar, so the work is finished before Easter and Christmas, never during them.',
    'We know budgets are set by committees. After a free walkthrough with your pastor, administrator or facilities chair, we send a written scope and a fair price {proposal}, and one-off cleans for weddings, funerals and special events can be added whenever you need them.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a church sanctuary with rows of pews, a center aisle, tall arched windows and a lectern flanked by flowers',
  highlights: [
    'Saturday cleaning, ready for Sunday morning',
    'Nurseries sanitized with child-safe products',
    'Fellowship hall resets after meals and events',
    'Deep cleans finished before Easter and Christmas',
  ],
  included: {
    'Deep Cleaning & Sanitization': 'Sanctuaries, fellowship halls and nurseries deep cleaned between services and events.',
  },
};

export default content;
