import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Specialty & Post-Construction Cleaning in Ocala, FL',
  body: [
    'Some cleaning happens once: the week a build-out finishes, the day a tenant moves out, the night before a grand opening or an inspection. Specialty cleaning is how we handle work that doesn’t fit a nightly checklist, for commercial spaces across Ocala and the new construction along US 441 in Summerfield.',
    'Post-construction cleaning runs in phases that follow the contractor: a rough clean once drywall and paint are done, a final clean after fixtures and flooring go in, and a touch-up before the owner’s walkthrough. Fine drywall dust settles everywhere, so we HEPA-vacuum ledges, vents and returns, wipe every surface from top to bottom, scrape paint and labels off glass, clean window tracks and lift overspray from fixtures and floors.',
    'Move-in and move-out cleans reset an office or suite for the next tenant: inside cabinets and appliances, restrooms, break rooms, blinds, baseboards and floors, with carpet extraction or floor refinishing added when the space needs it. High dusting reaches beams, ductwork, light fixtures and the tops of racking in warehouses, gyms and tall lobbies, where dust and cobwebs build up out of sight.',
    'One-time deep cleans cover the rest: before a health or licensing inspection, after a flood or storm, after a large event, or when a building has gone too long without proper care and needs a fresh start before regular service. In Florida that often means treating mildew on grout, vents and ceiling tiles first. When water gets in after a storm, our 24/7 emergency line means a crew can start on it right away.',
    'Every specialty job starts with a free walkthrough, and you get a written quote {proposal}. Contractors can send the plans and schedule, and we book crews around the handover date.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a newly built room with a ladder, a paint bucket on a drop cloth and a taped window, where a cleaner sweeps up construction dust',
  highlights: [
    'Rough, final and touch-up construction cleans',
    'HEPA vacuuming of fine drywall dust',
    'Move-in and move-out suite resets',
    'High dusting of beams, ducts and fixtures',
  ],
  included: {
    'Deep Cleaning & Sanitization': 'Post-construction dust, high dusting and one-time deep cleans before move-in or after move-out.',
  },
};

export default content;
