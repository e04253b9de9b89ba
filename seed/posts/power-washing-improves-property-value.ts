import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'power-washing-improves-property-value',
  title: 'How Commercial Power Washing Improves Property Value',
  content: `<p>Drive down State Road 200 or US 441 in Ocala and you can pick out the buildings that have not been washed in a while. Green streaks run down the north side of the stucco. Black mildew spots the soffits. Sidewalks carry gum, oil drips and a rusty orange tint from irrigation water. None of it is structural damage, yet every bit of it lowers what a tenant, buyer or customer thinks the property is worth. Regular exterior cleaning is one of the cheapest ways to protect that value, and in Central Florida it needs to happen more often than most owners expect.</p>

<h2>What Tenants, Buyers and Appraisers See First</h2>

<p>People form an opinion of a property before they reach the front door. A prospective tenant touring a strip center, a buyer walking an office park or a customer pulling into a dealership all read the exterior as a sign of how the whole place is managed. Dirty walls suggest deferred maintenance, even when the roof and HVAC are in good shape.</p>

<p>That perception has real effects. Listing photos look better. Leasing tours start on a better note. Existing tenants are more likely to renew when the building looks cared for. For a <a href="/who-we-clean/property-management">property management</a> company juggling several sites, a clean exterior is also fewer complaints landing on the manager's phone.</p>

<h2>Soft Washing vs. Pressure Washing: Matching the Method to the Surface</h2>

<p>Not every surface should be hit with high pressure. Using the wrong method can etch concrete, blow water behind siding or chip paint, and that damage costs more than the dirt ever did.</p>

<h3>Stucco, Painted Block and Siding</h3>

<p>Most commercial buildings in Marion County are stucco or painted concrete block. For these walls, <span class="keyword-highlight">soft washing</span> is the right choice. It uses low pressure and a cleaning solution that kills mildew and algae at the root, then rinses gently. The growth stays gone longer because it is treated, not just blasted off the surface.</p>

<h3>Concrete Walks, Drive-Thrus and Dumpster Pads</h3>

<p>Bare concrete can take higher pressure and hot water, which is what it takes to lift gum, grease and tire marks. Restaurant drive-thru lanes, loading docks and dumpster enclosures collect grease and food waste that attract flies and create slip hazards. These areas benefit from surface cleaners that clean evenly and leave no striping.</p>

<h3>Roofs, Awnings and Signage</h3>

<p>Dark streaks on shingle and tile roofs are usually algae. Soft washing removes them without lifting granules. Fabric awnings, metal canopies and monument signs need gentle handling too. A clean sign by the road is often the first thing a customer sees.</p>

<h2>Where the Value Actually Shows Up</h2>

<p>Exterior washing pays back in ways that go beyond looks:</p>

<ul>
<li><strong>Longer paint life.</strong> Mildew and algae break down paint and sealants over time. Removing them on a schedule pushes back the next repaint.</li>
<li><strong>Safer walkways.</strong> Algae on shaded sidewalks and grease near kitchen doors get slick after rain. Clean surfaces reduce slip-and-fall risk.</li>
<li><strong>Better inspections and reviews.</strong> Health inspectors notice dumpster pads, and customers notice sidewalks and entries.</li>
<li><strong>Code and association compliance.</strong> Many commercial associations and local codes expect exteriors to be kept in good repair.</li>
<li><strong>Stronger leasing and sale position.</strong> A clean building photographs better, shows better and gives buyers one less item to negotiate down.</li>
</ul>

<p>For car lots, the effect is even more direct. An <a href="/who-we-clean/auto-dealerships">auto dealership</a> sells on presentation, and a stained lot or dingy showroom exterior works against every vehicle on display.</p>

<h2>A Washing Schedule That Fits Marion County</h2>

<p>Our climate sets the calendar. Heat and humidity feed mildew most of the year, pollen coats everything in spring, and summer storms splash sand and red clay up onto lower walls. A practical schedule for most commercial properties looks like this:</p>

<ol>
<li><strong>Late spring (after oak pollen drops):</strong> Full exterior soft wash and sidewalk cleaning to remove the yellow film that builds up from February through April.</li>
<li><strong>Before hurricane season (May):</strong> Clear gutters, downspouts and drain areas, and wash walls so you can spot cracks or loose trim that need repair.</li>
<li><strong>Early fall (after the rainy season):</strong> Treat the mildew and algae that grew during the wet months, especially on north and shaded walls.</li>
<li><strong>Monthly or quarterly:</strong> Dumpster pads, drive-thru lanes and high-traffic entries, depending on how busy the site is.</li>
</ol>

<p>Pair exterior washing with window cleaning so the glass is not left streaked by wall runoff, and schedule it before any planned repaint so the new coat bonds to a clean surface.</p>

<h2>Protecting Landscaping, Storm Drains and Tenants</h2>

<p>Good exterior cleaning is also careful cleaning. A few things separate a professional job from a quick one:</p>

<ul>
<li>Pre-wetting and rinsing plants so cleaning solutions do not burn shrubs or turf</li>
<li>Keeping wash water and debris out of storm drains, which lead straight to local waterways and the aquifer under our feet</li>
<li>Covering outlets, light fixtures and door seals before washing</li>
<li>Working early mornings, evenings or weekends so customers and tenants are not walking through spray</li>
</ul>

<p>Because so much of Marion County sits over the Floridan aquifer and feeds springs like Silver Springs and Rainbow Springs, what goes into a storm drain matters. EPA guidance under the Clean Water Act treats wash water as something to manage, not dump. Ask any contractor how they handle it.</p>

<h2>Start With a Free Exterior Walkthrough</h2>

<p>Oakbright Facility Services washes offices, retail centers, restaurants, dealerships and multi-tenant properties across Ocala and Marion County. We choose soft washing or pressure washing surface by surface, use Green Seal and EPA-compliant products, and coordinate with our <a href="/services/landscaping">landscaping</a> crews so your beds and turf stay healthy. Learn more about our <a href="/services/power-washing">commercial power washing</a>, then <a href="/schedule">schedule a free walkthrough</a> and we will show you what a clean exterior can do for your property.</p>`,
  excerpt:
    'Mildew streaks, stained sidewalks and dirty dumpster pads lower what people think your property is worth. Here is how soft washing and power washing protect value in Ocala.',
  category: 'Power Washing',
  date_published: '2024-12-12T09:00:00.000Z',
  featured_image: '/images/blog/power-washing-improves-property-value.svg',
  seo_title: 'How Power Washing Improves Commercial Property Value',
  seo_description:
    'Soft washing and power washing remove mildew, algae and grime from Ocala commercial properties, extend paint life and lift curb appeal for tenants and buyers.',
  tags: ['Power Washing', 'Soft Washing', 'Curb Appeal', 'Property Management'],
  author: 'Oakbright Facility Services',
};

export default post;
