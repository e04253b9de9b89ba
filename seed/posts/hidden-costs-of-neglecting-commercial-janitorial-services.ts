import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'hidden-costs-of-neglecting-commercial-janitorial-services',
  title: 'The Hidden Costs of Neglecting Commercial Janitorial Services',
  content: `<p>Cutting the cleaning budget looks like easy savings. The invoice shrinks and the office still looks fine at a glance. Then the bills start arriving from other places: a carpet that has to be replaced three years early, a restroom that smells no matter what you spray, a client who quietly takes their business across town. In Marion County, where sand, red clay, pollen and humidity work on a building every single day, skipping regular cleaning rarely saves money. It just moves the cost to a line item you did not plan for.</p>

<h2>Your Floors Pay the First Bill</h2>

<p>Most of the dirt inside a commercial building walks in through the front door. In Ocala that means fine sand from parking lot edges, red clay from job sites and unpaved lots, and wet grit after every afternoon storm. That grit acts like sandpaper. Each footstep grinds it into carpet and scratches the finish on tile.</p>

<h3>Grit at the Door</h3>

<p>When entry mats are not vacuumed and swapped, they fill up and stop working. The soil then spreads 20 or 30 feet into the building before it settles into traffic lanes. Those gray paths down a hallway are worn fibers, not stains.</p>

<h3>Finish That Wears Through</h3>

<p>Vinyl composition tile and sealed floors are protected by a layer of finish. Regular dust mopping and burnishing keep that layer intact. Skip it, and the finish wears down to bare tile, which then absorbs dirt and needs a full strip and refinish, or worse, replacement. Routine <a href="/services/floor-care">floor care</a> costs a fraction of a new floor, and it is one of the clearest places where cleaning pays for itself.</p>

<h2>Florida Humidity Turns Small Messes Into Repairs</h2>

<p>Central Florida air carries a lot of moisture for most of the year. That moisture turns neglected areas into growth sites fast. Common problem spots include:</p>

<ul>
<li>Restroom grout and caulk lines, where mildew sets in and stains permanently</li>
<li>Air supply vents and return grilles, where dust and moisture combine into dark buildup</li>
<li>Ceiling tiles near vents and exterior doors, which stain and sag</li>
<li>Break room sinks and under-counter cabinets, where slow drips go unnoticed</li>
<li>Janitor closets with damp mops left standing in buckets</li>
</ul>

<p>A cleaner who is in the building every week notices a damp ceiling tile or a musty corner early. Without that routine, the first sign is often a visible mold problem, and remediation is billed very differently from cleaning. Put simply, <span class="keyword-highlight">deferred cleaning is deferred maintenance</span>, and the interest rate in Florida is high.</p>

<h2>Sick Days and a Tired Team</h2>

<p>Shared surfaces carry germs from one person to the next. When flu season overlaps with the spring pollen surge, an office with poor cleaning habits feels it. One sick employee becomes three, and a short-staffed week costs more in lost work than months of cleaning service.</p>

<p>The touchpoints that matter most are easy to list:</p>

<ol>
<li>Door handles, push plates and elevator buttons</li>
<li>Restroom faucets, flush handles and paper towel dispensers</li>
<li>Break room refrigerator handles, microwaves and coffee makers</li>
<li>Shared keyboards, phones, copiers and check-in tablets</li>
<li>Conference room tables and chair arms</li>
</ol>

<p>A consistent <a href="/services/janitorial-services">janitorial services</a> plan cleans and disinfects these points on a set schedule, using EPA-registered products at the right contact time.</p>

<h2>Reputation, Pests and Liability</h2>

<h3>What Clients, Patients and Inspectors Notice</h3>

<p>Visitors judge a business in the first minute. They see the entry glass, the lobby floor and, if they stay long enough, the restroom. A sticky counter tells a customer something about how the rest of the business is run.</p>

<p>For some businesses the stakes are higher than first impressions. Restaurants face health inspections. Clinics and dental offices are expected to keep patient areas sanitary, and patients notice dust on a waiting room sill. If you run a <a href="/who-we-clean/medical-facilities">medical facility</a>, a missed cleaning is not a cosmetic issue. It is a compliance and reputation risk.</p>

<h3>Pests, Odors and Slips</h3>

<p>Florida pests do not need much of an invitation. Crumbs under desks and sticky residue in break rooms draw ants within days. Palmetto bugs move in where trash sits overnight. Then you pay for treatment on top of the cleaning you skipped.</p>

<p>Odors follow the same path. Restroom floor drains that dry out, urinals without regular descaling and carpet that absorbed a spill all produce smells that air fresheners only cover for an hour.</p>

<p>Then there is liability. Wet floors near entries after a summer storm, sand on smooth tile and cluttered walkways all raise the risk of slips and falls. OSHA expects employers to keep walking surfaces clean and dry as far as practical. A single injury claim can cost more than years of routine floor cleaning and mat service.</p>

<h2>How to Run the Real Numbers</h2>

<p>Before you cut cleaning frequency or switch to the lowest bid, compare the full picture:</p>

<ul>
<li><strong>Replacement cycle:</strong> How many years do your carpet and flooring last with regular care versus without it?</li>
<li><strong>Absences:</strong> How many sick days did your team log last winter and spring?</li>
<li><strong>Repairs:</strong> Have you paid for mold, pest or plumbing work that routine cleaning might have caught early?</li>
<li><strong>Staff time:</strong> Are managers or front desk staff cleaning restrooms when they should be doing their jobs?</li>
</ul>

<p>Most offices find the right answer is not more cleaning everywhere. It is the right frequency in the right places: nightly restrooms and touchpoints, weekly detail work, and scheduled floor care a few times a year.</p>

<h2>Get a Clear Picture With a Free Walkthrough</h2>

<p>Oakbright Facility Services has spent 13 years cleaning offices, clinics, schools and storefronts across Ocala and Marion County. Our insured, bonded and background-checked crews use Green Seal and EPA-compliant products. If you want to know where your current cleaning is costing you money, we will walk the building with you, point out the problem areas and give you a straight quote. See our <a href="/service-area">service area</a>, then <a href="/schedule">schedule your free walkthrough</a> today.</p>`,
  excerpt:
    'Skipping regular cleaning rarely saves money in Marion County. Here is where the real costs hide, from worn floors and mold to sick days, pests and lost clients.',
  category: 'Janitorial Services',
  date_published: '2024-12-15T09:00:00.000Z',
  featured_image: '/images/blog/hidden-costs-of-neglecting-commercial-janitorial-services.svg',
  seo_title: 'Hidden Costs of Neglecting Janitorial Services',
  seo_description:
    'Worn floors, mold, sick days, pests and lost clients: the real costs of skipping commercial cleaning in Ocala and Marion County, and how to avoid them.',
  tags: ['Janitorial Services', 'Office Cleaning', 'Facility Budgeting', 'Ocala Businesses'],
  author: 'Oakbright Facility Services',
};

export default post;
