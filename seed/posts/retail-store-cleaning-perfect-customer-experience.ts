import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'retail-store-cleaning-perfect-customer-experience',
  title: 'Retail Store Cleaning: Creating the Perfect Customer Experience',
  content: `<p>Shoppers decide how they feel about a store in the first few seconds, long before they look at a price tag. Fingerprints on the front door, grit under their feet and a cluttered fitting room tell them the store is not paying attention, and they start to wonder what else is being missed. A clean store does the opposite: customers stay longer, browse more and come back. For retail owners and managers in Ocala and Marion County, cleaning is part of merchandising. Here is how to keep every area of the store working for you, from the parking lot to the fitting room.</p>

<h2>The Entrance Sets the Tone</h2>

<p>The entrance is the most important square footage in the store and usually the dirtiest. In Marion County it takes a beating: sand from parking lot edges, red clay from construction along US 27 and SR 200, oak pollen every spring and wet grit after afternoon storms.</p>

<ul>
<li><strong>Use a real <span class="keyword-highlight">entrance matting system</span>.</strong> A scraper mat outside and a longer wiper mat inside catch most of the dirt before it reaches your sales floor. Mats need to be vacuumed daily and cleaned or swapped regularly, or they become the dirt source.</li>
<li><strong>Clean door glass and push plates daily.</strong> Every handprint is at eye level.</li>
<li><strong>Sweep the walk and empty the outdoor trash.</strong> Cigarette butts, cups and leaves at the door undo everything inside.</li>
<li><strong>Wipe cart handles and baskets.</strong> Customers notice when a store cleans the one thing they have to hold.</li>
</ul>

<h2>Floors That Look Cared For</h2>

<p>Floors cover more of the customer's view than anything else in the store. Dull, scuffed vinyl tile or stained carpet makes new merchandise look tired.</p>

<h3>Daily Care</h3>

<p>Dust mop hard floors to pick up grit, spot mop spills and tracked-in water, and vacuum carpeted areas. On rainy afternoons, put out wet floor signs and extra mats early and check the entry often. Slip-and-fall claims are a real cost for retailers, and wet entries are where most of them start.</p>

<h3>Periodic Care</h3>

<p>Vinyl composition tile needs regular burnishing to keep its shine, with scrub-and-recoat and full strip-and-refinish on a longer cycle depending on traffic. Sealed concrete and luxury vinyl plank have their own methods. A professional <a href="/services/floor-care">floor care</a> schedule costs far less than replacing a floor early.</p>

<h2>Fitting Rooms: Where Sales Are Won or Lost</h2>

<p>The fitting room is where a customer decides to buy. It is also the space stores most often forget. A customer who steps into a room with hangers on the floor, tags in the corner and a smudged mirror is less likely to see themselves in your clothes.</p>

<ol>
<li>Clear and reset each room after every customer during busy hours: hangers, tags, pins and leftover garments.</li>
<li>Clean mirrors daily, and spot clean them through the day.</li>
<li>Wipe benches, hooks, door handles and curtain edges.</li>
<li>Vacuum or mop the floor and empty small trash cans.</li>
<li>Check lighting. A burned-out bulb makes a clean room feel dingy.</li>
</ol>

<h2>Restrooms Count More Than You Think</h2>

<p>Customers who use a store restroom often judge the whole business by it. A restroom check every hour or two during open hours, with a visible log, keeps soap and paper stocked and catches problems early. Overnight, restrooms need a full clean and disinfection: toilets, urinals, sinks, partitions, fixtures, floors and drains. In Central Florida humidity, floor drains and grout lines can start to smell quickly if they are skipped.</p>

<h2>Glass and Displays</h2>

<p>Retail runs on glass: storefront windows, display cases, jewelry counters, cooler doors and mirrors. The Florida sun shows every streak, especially on west-facing storefronts in the late afternoon.</p>

<ul>
<li>Clean display case tops and customer-facing counter glass daily.</li>
<li>Wash interior storefront glass weekly or more in high-traffic stores.</li>
<li>Schedule exterior <a href="/services/window-cleaning">window cleaning</a> on a regular cycle, with extra visits during spring pollen and the lovebug seasons in late spring and late summer, when bugs stick to glass and signs.</li>
<li>Dust shelving, fixtures and product displays on a rotating schedule so no section is ever neglected for long.</li>
</ul>

<h2>After-Hours Cleaning Keeps the Sales Floor Open</h2>

<p>Most deep cleaning should happen when the store is closed. Customers never walk around a floor machine, and crews can work faster without stopping for shoppers. A good after-hours program covers:</p>

<ul>
<li>Floor scrubbing, burnishing and carpet extraction</li>
<li>Full restroom cleaning and disinfection</li>
<li>Break room, stockroom aisles and office areas</li>
<li>Trash removal and recycling, including cardboard</li>
<li>Touchpoints: registers, card readers, counters and door hardware</li>
</ul>

<p>Trust matters when a crew has keys and alarm codes. Ask for background-checked, insured and bonded staff, consistent crew members and a simple way to confirm what was done each night.</p>

<h2>Getting Ready for the Holiday Season</h2>

<p>From Black Friday through the New Year, stores see their heaviest traffic, and Marion County adds seasonal residents who arrive for the winter. Floors, restrooms and fitting rooms wear out faster, and there is less time to catch up. Plan for it:</p>

<ul>
<li><strong>Before the season:</strong> a deep clean in early November, with floor refinishing, carpet extraction, high dusting and exterior <a href="/services/power-washing">power washing</a> of walks and entries.</li>
<li><strong>During the season:</strong> more frequent restroom and fitting room checks, extra entry mats and a day porter on the busiest weekends.</li>
<li><strong>After the season:</strong> a recovery clean in January for the wear the rush leaves behind: scuffed floors, returns clutter and tired restrooms.</li>
</ul>

<h2>Make Every Visit a Good One</h2>

<p>Oakbright Facility Services cleans <a href="/who-we-clean/retail-stores">retail stores</a> and shopping centers across Ocala, Belleview, Dunnellon and Silver Springs Shores, working after hours so your customers only see the results. We will walk your store with you and build a schedule around your hours, traffic and season. <a href="/schedule">Schedule your free walkthrough</a> today.</p>`,
  excerpt:
    'Customers judge a store in seconds. A practical cleaning plan for Ocala retailers covering entrances, floors, fitting rooms, restrooms, glass and the holiday rush.',
  category: 'Retail Cleaning',
  date_published: '2024-12-20T09:00:00.000Z',
  featured_image: '/images/blog/retail-store-cleaning-perfect-customer-experience.svg',
  seo_title: 'Retail Store Cleaning for a Better Customer Experience',
  seo_description:
    'How Ocala retail stores keep entrances, floors, fitting rooms, restrooms and glass customer-ready, with after-hours cleaning and a plan for the holiday season.',
  tags: ['Retail Cleaning', 'Customer Experience', 'Floor Care', 'Window Cleaning', 'Holiday Season'],
  author: 'Oakbright Facility Services',
};

export default post;
