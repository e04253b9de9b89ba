import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'restaurant-deep-cleaning-food-safety-compliance',
  title: 'Restaurant Deep Cleaning: Staying Ahead of Food Safety Inspections',
  content: `<p>A Florida restaurant inspector does not call ahead. They walk in during a lunch rush or a slow Tuesday afternoon and look where your customers never do: behind the fryer, under the dish machine, inside the walk-in and down the floor drains. A kitchen that gets a thorough nightly close and a real deep clean on schedule handles that visit without drama. A kitchen that runs on quick wipe-downs eventually shows it. Here is how restaurant owners and managers in Ocala and Marion County can build a cleaning routine that protects food safety, passes inspection and keeps the dining room ready for guests.</p>

<h2>Who Inspects Florida Restaurants</h2>

<p>Most restaurants in Florida are licensed and inspected by the Department of Business and Professional Regulation, through its <span class="keyword-highlight">Division of Hotels and Restaurants</span>. Inspections are unannounced, and the results are public on the state's website, where customers and local media can look them up.</p>

<p>Violations are sorted by seriousness. High priority violations are the ones that can directly contribute to foodborne illness, such as improper holding temperatures or no sanitizer in use. Intermediate and basic violations cover things like equipment condition and general cleanliness. Serious problems, such as evidence of rodents or roaches, can lead to an emergency closure until the issue is fixed and a callback inspection is passed. Inspectors also respond to customer complaints, so a bad review mentioning a dirty restroom can bring a visit of its own.</p>

<h2>FDA Food Code Basics Every Kitchen Should Know</h2>

<p>Florida's food service rules are built on the FDA Food Code, with state-specific changes. You do not need to memorize it, but a few cleaning requirements come up again and again:</p>

<ul>
<li><strong>Clean, then sanitize food-contact surfaces.</strong> Cutting boards, prep tables and utensils are washed, rinsed and sanitized. Surfaces in constant use with perishable food are cleaned at least every four hours.</li>
<li><strong>Check sanitizer strength.</strong> Keep test strips on hand and use them. Too weak does not kill germs, and too strong can leave chemical residue on food surfaces.</li>
<li><strong>Three-compartment sinks done right.</strong> Wash, rinse, sanitize, then air dry. Towel drying undoes the work.</li>
<li><strong>Wiping cloths in sanitizer.</strong> Damp cloths between uses are held in sanitizer solution, not left on the counter.</li>
<li><strong>Hand sinks for hands only.</strong> Stocked with soap and paper towels, reachable and never blocked by a bus tub.</li>
<li><strong>Chemicals stored away from food.</strong> Labeled, and kept below and separate from food and single-use items.</li>
<li><strong>Nonfood-contact surfaces kept clean.</strong> Equipment exteriors, shelves, walls and ceilings should be free of grease, dust and food buildup.</li>
</ul>

<h2>Hoods, Filters and Grease</h2>

<p>Grease is the biggest cleaning challenge in a commercial kitchen, and it is also a fire risk. Exhaust hood systems fall under the NFPA 96 fire code, which ties cleaning frequency to how much grease a kitchen produces. Solid-fuel cooking needs the most frequent service, high-volume operations such as charbroiling or wok cooking come next, and low-volume kitchens need it least. Full duct and fan cleaning is a job for a certified hood-cleaning contractor, who leaves a dated service label on the hood.</p>

<p>Between those visits, your own routine does most of the work:</p>

<ol>
<li>Soak or run hood filters through the dish machine weekly, more often in busy kitchens.</li>
<li>Degrease the hood canopy, the wall behind the line and the sides of fryers and ranges.</li>
<li>Pull out cooking equipment on casters and clean the floor and walls behind it.</li>
<li>Keep the grease trap or interceptor pumped on the schedule your utility requires, and keep records.</li>
</ol>

<h2>Floors and Drains</h2>

<p>Kitchen floors collect a film of grease, food particles and water that turns slick fast. A mop alone spreads it. Quarry tile and grout need a degreaser, a stiff deck brush and a squeegee toward the drain, plus periodic machine scrubbing to lift what has soaked into the grout lines.</p>

<p>Floor drains deserve special attention. Food debris and slime (biofilm) build up inside them and feed drain flies and fruit flies, and in Central Florida heat a neglected drain can smell within a day. Scrub drain covers and baskets, flush drains and use an enzyme drain treatment on a schedule. Do not forget the rubber floor mats: lift them nightly, clean underneath and wash the mats themselves.</p>

<h2>Front of House: What Guests Judge</h2>

<p>Guests cannot see your kitchen, so they judge it by what they can see. Sticky menus, crumbs in booth seams and a streaked front door all suggest something worse out back. The dining room checklist should include:</p>

<ul>
<li>Tables, chairs, booth seats and high chairs cleaned and sanitized between guests</li>
<li>Condiment stations, drink stations and menus wiped through the shift</li>
<li>Restrooms checked and logged during service, not just at close</li>
<li>Entry glass, door handles and host stands cleaned daily</li>
<li>Patios swept and tables wiped, especially during spring pollen and after summer storms blow in sand and leaves</li>
</ul>

<h2>A Cleaning Schedule That Holds Up</h2>

<h3>Daily</h3>
<p>Clean and sanitize all prep surfaces, empty and clean fryers as needed, degrease the line, clean floors and drains, wash mats, and clean restrooms and the dining room.</p>

<h3>Weekly</h3>
<p>Hood filters, walk-in cooler floors and shelving, ice machine exterior, behind and under equipment, dumpster area check.</p>

<h3>Monthly and Quarterly</h3>
<p>Machine-scrub kitchen floors and grout, descale and sanitize the ice machine per the manufacturer, clean walls and ceilings, pressure wash the dumpster pad and back door area, and schedule hood service per NFPA 96.</p>

<p>Florida heat and humidity make the outdoor items especially important. Grease and food waste near the back door bake in the sun and attract flies, ants and rodents. Regular <a href="/services/power-washing">power washing</a> of dumpster pads, drive-thru lanes and loading areas keeps pests away from your doors.</p>

<h2>Where a Professional Crew Fits</h2>

<p>Your kitchen team should own the food-contact cleaning during every shift; they are trained and certified for it. A professional crew is best used for the heavy work that tired closers rush: degreasing walls and floors, detailing restrooms, machine-scrubbing tile and grout through our <a href="/services/floor-care">floor care</a> service, and getting the dining room guest-ready overnight.</p>

<h2>Get a Free Kitchen Walkthrough</h2>

<p>Oakbright Facility Services deep cleans <a href="/who-we-clean/restaurants">restaurants</a> from downtown Ocala to the SR 200 and US 441 corridors, plus Belleview and Dunnellon, working after close so service is never interrupted. We will walk your kitchen and dining room with you and build a schedule around your hours and your last inspection report. <a href="/schedule">Schedule your free walkthrough</a> today.</p>`,
  excerpt:
    'Florida restaurant inspections are unannounced. A practical deep-cleaning plan for kitchens, hoods, floors, drains and dining rooms that keeps Ocala restaurants inspection-ready.',
  category: 'Restaurant Cleaning',
  date_published: '2024-12-18T09:00:00.000Z',
  featured_image: '/images/blog/restaurant-deep-cleaning-food-safety-compliance.svg',
  seo_title: 'Restaurant Deep Cleaning and Food Safety Compliance',
  seo_description:
    'How Ocala restaurants stay ready for Florida DBPR inspections: FDA Food Code basics, hood and grease cleaning, floors, drains and a year-round schedule.',
  tags: ['Restaurant Cleaning', 'Food Safety', 'Commercial Kitchens', 'Health Inspections'],
  author: 'Oakbright Facility Services',
};

export default post;
