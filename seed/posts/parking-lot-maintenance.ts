import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'parking-lot-maintenance',
  title: 'Parking Lot Maintenance in Florida: Sweeping, Washing and Safety',
  content: `<p>The parking lot is the first part of your property that every customer, patient and employee uses, and often the last part anyone thinks about maintaining. In Ocala, lots along US 27, US 441, SR 200 and near the I-75 interchanges take a steady beating: heavy traffic, intense sun, sand washing off landscape islands, oak leaves and Spanish moss, and a rainy season that sends water and debris across the pavement most summer afternoons. A simple routine keeps the lot safe, extends the life of the pavement and reduces your liability.</p>

<h2>Sweeping: The Foundation of Lot Care</h2>

<p>Debris on a lot is more than an eyesore. Loose sand and gravel roll under shoes and tires. Broken glass, nails and screws cause flat tires. Leaves and litter blow into storm drains. And sand left on the pavement gets tracked into your building, where it grinds down floors and carpet.</p>

<h3>How Often to Sweep</h3>

<ul>
<li><strong>Busy retail centers, restaurants and grocery-anchored plazas:</strong> several times a week or daily, plus litter pickup around cart corrals and entrances.</li>
<li><strong>Office parks and medical buildings:</strong> weekly, with spot cleanup after storms.</li>
<li><strong>Warehouses and industrial sites:</strong> weekly to every other week, with extra attention to truck courts and docks where gravel and pallet debris collect.</li>
</ul>

<p>Sweeping should pick debris up, not push it around. Blowers have their place on sidewalks, but blowing sand and clippings into the street or the nearest drain just moves the problem. Coordinate sweeping with your <a href="/services/landscaping">landscaping</a> visits so clippings and mulch that wash out of beds get picked up instead of left on the pavement.</p>

<h2>Pressure Washing Sidewalks, Curbs and Dumpster Pads</h2>

<p>Sweeping handles loose debris. Stains and buildup need water. Sidewalks, entry aprons, curbs, drive-thru lanes and dumpster enclosures collect gum, spilled drinks, grease and the black algae that grows on shaded concrete in our humidity. Orange rust stains from well-water irrigation are common across Marion County too.</p>

<p>Hot-water pressure washing with a rotary surface cleaner lifts gum and grease and leaves an even finish without stripes. Most storefronts and office parks wash sidewalks and entries quarterly, while restaurants often need dumpster pads done monthly to control odor, flies and slick spots. Our <a href="/services/power-washing">commercial power washing</a> page covers the methods in more detail.</p>

<h2>Oil Stains: Act Early</h2>

<p>Oil, transmission fluid and coolant drip from parked vehicles every day. On concrete, oil soaks into the pores and gets harder to lift the longer it sits. On asphalt the damage goes deeper. Asphalt pavement is held together by a petroleum-based binder, and motor oil and fuel soften it. Spots where cars park in the same place for years, such as employee rows and fleet spaces, can turn soft and crumbly and eventually become potholes.</p>

<ol>
<li>Cover fresh spills with an absorbent such as clay litter or a commercial oil absorbent, let it soak, then sweep it up and dispose of it properly.</li>
<li>Treat older stains with a degreaser suited to the surface and let it dwell before washing with hot water.</li>
<li>Deal with repeat drip zones: drip pans or assigned spaces for fleet vehicles that leak.</li>
<li>Keep oily wash water out of storm drains. Collect it rather than rinsing it away.</li>
</ol>

<h2>Striping and Visibility</h2>

<p>Florida sun is hard on pavement markings. Faded lines lead to crooked parking, blocked fire lanes, confusion at crosswalks and drivers cutting diagonally across the lot. Lines covered in dirt, oil film and sand look just as faded as worn paint.</p>

<p>Cleaning comes first. Washing a lot before restriping helps new paint bond, and sometimes a good wash shows the existing lines have more life in them than expected. Give special attention to <span class="keyword-highlight">accessible parking spaces</span>, access aisles, fire lanes, stop bars and crosswalks. Accessible spaces have to meet ADA and Florida requirements for markings and signage, so worn markings there are a compliance issue, not only a courtesy.</p>

<h2>Storm Drains and Florida Rain</h2>

<p>From June through September, afternoon thunderstorms can drop a lot of rain in a short time, and hurricane season runs through the end of November. Your lot's inlets and retention areas have to move that water quickly. When grates clog with leaves, sand, mulch and litter, water ponds in the drive aisles, hides potholes, raises the risk of slips and hydroplaning, and gives mosquitoes a place to breed.</p>

<ul>
<li>Check and clear drain grates and curb inlets regularly, and always before a named storm.</li>
<li>Sweep after heavy storms, when sand and debris wash out of beds onto the pavement.</li>
<li>Keep landscape beds edged and mulched so they do not spill into the lot.</li>
<li>Never wash debris, oil or cleaning chemicals into a drain.</li>
</ul>

<p>That last point matters more here than in most places. Much of Marion County sits over the Floridan aquifer, and what runs off our parking lots can end up in the same water that feeds Silver Springs and Rainbow Springs. Keeping pollutants out of storm drains is good stewardship, and stormwater rules under the Clean Water Act expect it.</p>

<h2>Reducing Liability</h2>

<p>Owners and tenants have a duty to keep common areas reasonably safe, and trips on broken pavement or slips on algae, oil or wet sand are a familiar source of premises liability claims. A documented routine helps twice: it prevents many hazards, and it shows you took reasonable care if a claim is ever made.</p>

<ul>
<li>Log sweeping, washing and drain checks with dates.</li>
<li>Report potholes, raised sidewalk edges and broken wheel stops for repair right away, and cone them off until they are fixed.</li>
<li>Check lot lighting monthly. A clean lot does not help much if people cannot see the curb at night.</li>
</ul>

<p>For <a href="/who-we-clean/property-management">property managers</a> running several centers, one schedule across all sites keeps standards consistent and the records in one place.</p>

<h2>Keep Your Lot Clean and Safe</h2>

<p>Oakbright Facility Services pressure washes sidewalks, parking areas, curbs and dumpster pads for businesses across Ocala and Marion County, and our landscaping crews keep beds, edges and clippings off the pavement. We cover drains, collect greasy runoff and work early mornings or on weekends so customers are not walking through wet areas. <a href="/schedule">Schedule a free walkthrough</a> and we will look at your lot with you and put together a written plan.</p>`,
  excerpt:
    'Sand, oil, faded stripes and clogged drains turn a parking lot into a liability. A practical maintenance routine for Ocala lots through Florida sun and summer storms.',
  category: 'Parking Lot Maintenance',
  date_published: '2024-11-29T09:00:00.000Z',
  featured_image: '/images/blog/parking-lot-maintenance.svg',
  seo_title: 'Parking Lot Maintenance in Florida: A Practical Guide',
  seo_description:
    'Sweeping, pressure washing, oil stain removal, striping visibility and storm drain care for Ocala parking lots, plus how a maintenance log reduces liability.',
  tags: ['Parking Lot Maintenance', 'Pressure Washing', 'Storm Drains', 'Property Management'],
  author: 'Oakbright Facility Services',
};

export default post;
