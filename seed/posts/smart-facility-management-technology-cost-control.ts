import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'smart-facility-management-technology-cost-control',
  title: 'Smart Facility Management: Using Technology to Control Costs',
  content: `<p>Facility technology gets sold with big promises: buildings that run themselves, dashboards that predict every failure, savings that appear overnight. Most facility managers in Ocala and Marion County do not need any of that. They need to know which restrooms are actually busy, whether last night's cleaning was done, where the leak is before it ruins the ceiling tiles, and why the power bill jumped in August. Modest, well-chosen smart tools answer those questions today, for far less than a full building overhaul. Here is what works, what it costs you in effort, and how to start without wasting money.</p>

<h2>Start With the Problem, Not the Gadget</h2>

<p>Every useful piece of facility technology answers a specific question. Before buying anything, write down the two or three problems that cost you the most time or money. Common answers include complaints about restrooms, uncertainty about whether contracted work is being done, water damage, and high cooling costs. Then pick tools that address those problems directly. A sensor that produces data nobody acts on is just another battery to change.</p>

<h2>Sensors That Earn Their Keep</h2>

<p>Inexpensive wireless sensors have made it practical to measure things that used to require a walk-through.</p>

<ul>
<li><strong>People counters and occupancy sensors.</strong> A counter on a restroom door tells you how many visits it gets, so cleaning and restocking can follow actual traffic instead of the clock.</li>
<li><strong>Dispenser and bin level sensors.</strong> Soap, paper towel and trash fill levels reported to a phone mean fewer empty dispensers and fewer wasted trips to full ones.</li>
<li><strong>Water leak sensors.</strong> Placed under sinks, water heaters, ice machines and AC air handlers, they send an alert the moment water appears. In Florida, clogged AC condensate lines are one of the most common causes of indoor water damage, and a small sensor in the drain pan is cheap insurance.</li>
<li><strong>Temperature and humidity sensors.</strong> Humidity creeping above 60 percent in a closed room is an early warning for mold. In our climate that is worth knowing before anyone smells it.</li>
</ul>

<p>Check two practical details before buying: how the sensors connect (Wi-Fi, cellular or a hub), and who will replace batteries and respond to alerts at 2 a.m.</p>

<h2>Digital Inspection Checklists</h2>

<p>Paper checklists on a restroom door tell you someone initialed a box. A <span class="keyword-highlight">digital inspection checklist</span> on a phone or tablet tells you much more: who inspected the area, when, what they found and what it looked like, with a timestamp and a photo. Scores roll up by building, floor and task, so patterns become obvious.</p>

<p>This is where the data starts paying off. If a break room fails inspection every Monday, the fix may be an extra Sunday night visit rather than a bigger contract. If one building consistently scores high, you can confidently stretch some of its service frequencies. Ask your cleaning contractor whether they use digital inspections and whether you can see the results. A good provider will share them without being asked.</p>

<h2>QR-Code Issue Reporting</h2>

<p>Most building problems are noticed first by the people who use the space, not by the people who manage it. A QR code posted in each restroom, break room and conference room lets a tenant, employee or visitor report a problem in seconds with their phone camera. No app to install, no phone tree.</p>

<p>A good setup works like this:</p>

<ol>
<li>Each code is tied to a specific location, so the report arrives already labeled with where it came from.</li>
<li>The form asks a short question: what is wrong, plus an optional photo.</li>
<li>The report goes straight to the person who can fix it, such as the day porter, the maintenance tech or the cleaning supervisor.</li>
<li>The issue is tracked until it is closed, so you can see response times over the month.</li>
</ol>

<p>For a <a href="/who-we-clean/property-management">property management</a> company with tenants spread across several sites, this replaces a stream of calls and emails with a clean record of every request.</p>

<h2>Data-Driven Cleaning Schedules</h2>

<p>Traditional janitorial contracts clean every space on a fixed calendar, whether it was used or not. Smart scheduling uses occupancy data, restroom counts and inspection results to put labor where it matters. Conference rooms booked twice a week do not need nightly service. A lobby that sees a wave of visitors every morning may need a midday touch-up. Plenty of Ocala offices now run hybrid schedules, and cleaning plans written before that shift often pay for rooms that sit empty.</p>

<p>The goal is not always to spend less. Sometimes the data shows you were under-serving a busy area, which explains the complaints. Either way, you are paying for the <a href="/services/janitorial-services">janitorial services</a> your building actually needs.</p>

<h2>Energy: The Biggest Line Item You Can Influence</h2>

<p>In Central Florida, air conditioning is usually the largest energy load in a commercial building, and it runs for most of the year. Practical, proven steps include:</p>

<ul>
<li><strong>Programmable or smart thermostats</strong> that set back temperatures after hours and on weekends, locked so they cannot be overridden indefinitely.</li>
<li><strong>Coordinating cleaning hours with HVAC schedules,</strong> so the building is not fully cooled all night for a crew working in a few rooms. Cleaning zone by zone, with lights following the crew, helps too.</li>
<li><strong>Occupancy-based lighting</strong> in restrooms, storage rooms and break rooms.</li>
<li><strong>Benchmarking.</strong> The EPA's free ENERGY STAR Portfolio Manager lets you track energy and water use across buildings and compare them with similar properties.</li>
<li><strong>Filter and coil maintenance.</strong> Sand, pollen and humidity load up HVAC filters here faster than in drier climates, and dirty coils cost money every hour they run.</li>
</ul>

<p>Before buying hardware, ask your electric utility whether it offers commercial energy audits or rebates. It is often the cheapest first step.</p>

<h2>Keep It Simple and Keep the Data</h2>

<p>Pilot one building or one floor for 60 to 90 days before rolling anything out everywhere. Make sure you own your data and can export it if you change vendors. Pick tools your staff and contractors will actually use. The smartest system in Marion County is worthless if the night crew ignores it.</p>

<h2>Talk to Us About Your Facility</h2>

<p>Oakbright Facility Services uses digital inspections and reporting for clients across Ocala, Belleview, Dunnellon and Silver Springs Shores, and shares the results with every account. We will walk your building, look at how it is really used and recommend a schedule that fits. <a href="/schedule">Schedule your free walkthrough</a> today.</p>`,
  excerpt:
    'Skip the hype. How sensors, digital inspection checklists, QR-code reporting and data-driven schedules help Ocala facility managers cut cleaning and energy costs.',
  category: 'Facility Management',
  date_published: '2024-12-19T09:00:00.000Z',
  featured_image: '/images/blog/smart-facility-management-technology-cost-control.svg',
  seo_title: 'Smart Facility Management Technology to Control Costs',
  seo_description:
    'Practical facility technology for Ocala buildings: leak and occupancy sensors, digital inspections, QR-code reporting, data-driven cleaning and energy savings.',
  tags: ['Facility Management', 'Smart Buildings', 'Technology', 'Cost Control'],
  author: 'Oakbright Facility Services',
};

export default post;
