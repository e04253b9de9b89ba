import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'year-round-commercial-landscaping',
  title: 'A Year-Round Commercial Landscaping Calendar for Central Florida',
  content: `<p>Landscaping advice written for the rest of the country does not fit Ocala. Our grass grows almost all year, our heaviest rain falls in summer instead of spring, and a hurricane can reshape a property in one afternoon. Yet Marion County also gets real frost on a handful of winter nights, which catches out plenty of property owners who assume Florida means endless summer. A commercial landscape that looks good in every month needs a calendar built for this climate. Here is the one we use as a starting point for offices, retail centers, clinics and multi-tenant properties.</p>

<h2>Winter: December to February</h2>

<p>Growth slows down, but winter is far from a quiet season. This is the best window for planting and planning.</p>

<h3>Watch for Freezes</h3>

<p>When a freeze is in the forecast, water beds a day ahead, since moist soil holds heat better than dry soil. Cover tender shrubs and annuals with frost cloth that reaches the ground, and remove it once temperatures climb the next morning. If plants do take cold damage, leave the brown growth in place until the risk of frost has passed in late February or early March. Pruning too early invites new growth that the next cold snap will kill.</p>

<h3>Plant, Prune and Plan</h3>

<p>Cool months are ideal for planting trees and shrubs, because roots establish before summer heat arrives. It is also a good time to remove dead wood from shade trees and to walk the site for drainage problems that showed up during the year. Mowing drops to every two or three weeks on most warm-season turf. Hold off on fertilizing dormant grass.</p>

<h2>Spring: March to May</h2>

<p>Spring is our dry season, and April and May can be the hardest months on turf. It is also when the property takes its biggest beating from pollen and leaf drop.</p>

<ul>
<li><strong>Leaf and pollen cleanup.</strong> Live oaks drop old leaves and shed pollen at the same time. Blow out beds, parking lots, gutters and storm grates regularly so debris does not clog drains or stain walkways.</li>
<li><strong>Irrigation audit.</strong> Run every zone and look for broken heads, spray hitting walls or pavement, and dry spots. Water early in the morning, and stick to the watering days set by your water management district. Marion County is split between two districts, so check which one covers your property.</li>
<li><strong>Mulch refresh.</strong> Add mulch to a depth of two to three inches to hold moisture, and keep it a few inches away from tree trunks and building walls.</li>
<li><strong>Pest checks.</strong> Chinch bugs show up in St. Augustine grass during hot, dry spells as yellow patches near pavement. Catching them early saves the lawn.</li>
<li><strong>Storm pruning.</strong> Before June, have trees near buildings, parking and power lines inspected and thinned so wind can pass through the canopy.</li>
</ul>

<h2>Summer: June to September</h2>

<p>The rainy season turns lawns into fast-growing carpets. Afternoon storms bring an inch or more of rain at a time, and weeds move in wherever turf is thin.</p>

<h3>Mow Often, Mow High</h3>

<p>Weekly mowing is the norm for most commercial sites in summer. Keep St. Augustine and Bahia on the tall side, around three and a half to four inches for St. Augustine, so the grass shades out weeds and roots grow deeper. Cutting too short in July stresses the lawn and invites disease.</p>

<h3>Follow Fertilizer Rules</h3>

<p>Heavy rain washes nutrients into ponds, lakes and, in our part of the state, the aquifer that feeds springs like Silver Springs and Rainbow Springs. Florida limits how nitrogen and phosphorus can be applied, and many local governments restrict fertilizer during the summer rainy season. Confirm current Marion County and City of Ocala rules before any application, and keep clippings and granules off sidewalks and out of storm drains.</p>

<h3>Hurricane Readiness</h3>

<p>Hurricane season runs June 1 to November 30. Keep a storm plan that covers who secures loose items, who clears drains, and who handles cleanup after the wind passes. Do not over-trim palms. Fronds between the nine and three o'clock positions protect the bud and should stay.</p>

<h2>Fall: October and November</h2>

<p>Temperatures ease, rain tapers off and the property gets a chance to recover.</p>

<ul>
<li>Reset irrigation timers as days shorten and rainfall drops.</li>
<li>Replace summer annuals with cool-season color such as pansies, petunias and snapdragons at entries and signs.</li>
<li>Clear retention pond edges, inflow pipes and outflow structures of the vegetation and silt that built up in summer.</li>
<li>Repair turf damaged by storms, foot traffic or pests before growth slows.</li>
<li>Schedule <a href="/services/power-washing">power washing</a> for sidewalks and walls stained by a summer of rain splash, red clay and mildew.</li>
</ul>

<h2>A Quick Month-by-Month Checklist</h2>

<ol>
<li><strong>December and January:</strong> Freeze watch, tree and shrub planting, deadwood removal, drainage review.</li>
<li><strong>February:</strong> Begin pollen and leaf cleanup, hold off on cold-damage pruning.</li>
<li><strong>March:</strong> Prune cold-damaged plants, start spring fertilizing where allowed, irrigation audit.</li>
<li><strong>April and May:</strong> Mulch, chinch bug checks, storm pruning before June.</li>
<li><strong>June to September:</strong> Weekly mowing, weed control, fertilizer rules, storm response.</li>
<li><strong>October and November:</strong> Irrigation reset, seasonal color, pond and turf recovery.</li>
</ol>

<p>For a <a href="/who-we-clean/property-management">property manager</a> with several sites, putting this calendar into the contract means nobody has to remember to ask. For a single office or storefront, it means the entrance looks right when clients pull in.</p>

<h2>Let Us Walk Your Property</h2>

<p>Oakbright Facility Services mows about 88 acres every month across Ocala and Marion County, and our crews know how this climate treats turf, trees and beds from one season to the next. Learn more about our <a href="/services/landscaping">commercial landscaping</a>, check that your site is in our <a href="/service-area">service area</a>, and <a href="/schedule">schedule a free walkthrough</a>. We will look at your grounds and give you a plan for the whole year.</p>`,
  excerpt:
    'Ocala grass grows almost all year, rain peaks in summer and frost still shows up in winter. Here is a season-by-season landscaping calendar for Central Florida properties.',
  category: 'Commercial Landscaping',
  date_published: '2024-12-08T09:00:00.000Z',
  featured_image: '/images/blog/year-round-commercial-landscaping.svg',
  seo_title: 'Year-Round Commercial Landscaping in Central Florida',
  seo_description:
    'A season-by-season commercial landscaping calendar for Ocala and Marion County: freeze protection, irrigation, mowing, fertilizer rules and hurricane prep.',
  tags: ['Commercial Landscaping', 'Lawn Care', 'Hurricane Prep', 'Central Florida'],
  author: 'Oakbright Facility Services',
};

export default post;
