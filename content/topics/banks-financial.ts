import type { TopicContent } from '../topic-content.ts';

const content: TopicContent = {
  h1Title: 'Bank & Financial Office Cleaning in Ocala, FL',
  body: [
    'Cleaning a bank branch is a question of trust before it is a question of dust. Our crews work after hours in buildings that hold cash, customer records and alarm systems, so everyone we send is background-checked and the company is insured and bonded. Bank branches, credit unions, wealth advisors and insurance offices in Ocala get the same small team on every visit, not a rotating cast of strangers.',
    'Security procedures come from you. We follow your opening and closing routine, alarm protocol and any two-person or escort rules, log when we arrive and leave, and never enter the vault, cash room or teller drawers. Papers on desks stay exactly where they are: we do not read, move or sort them, and locked shred bins are left for your shredding vendor. Keys and codes are held under a written procedure and handed back when a contract ends.',
    "The public side has to look composed. Lobby glass, teller-line counters and partitions are cleared of fingerprints; check-writing stands, pens, door pulls and the ATM vestibule's glass and counters are cleaned with an EPA-registered disinfectant. Office carpets are vacuumed and the entrance floor is mopped on every visit, because Florida sand and summer rain come in on every customer's shoes.",
    'Outside, drive-thru lanes, night-deposit areas and sidewalks can be pressure washed on a schedule, and exterior glass cleaned so the branch looks as solid from the street as it does at the teller line. Most branches book three to five evening visits a week, with carpet extraction booked for a Saturday night so it is dry by Monday morning.',
    'Start with a free walkthrough, arranged with your branch manager or security officer. We map the areas we may and may not enter, agree the access procedure in writing, and send a scope and price that fit inside it.',
  ].join('\n\n'),
  imageAlt: 'Illustration of a cleaner mopping the floor of a bank lobby, with a teller counter, rope stanchions, a wall clock and a round vault door',
  highlights: [
    'Bonded, background-checked, consistent crew',
    'Your alarm and access procedures, logged',
    'Vault, drawers and desk papers untouched',
    'Teller line and ATM vestibule disinfected',
  ],
  included: {
    'High-Touch Surface Disinfection': 'Teller counters, pens, ATM keypads and door handles disinfected.',
    'Trash Removal & Recycling': 'Trash and recycling by bonded staff; shred bins are left for your secure vendor.',
  },
};

export default content;
