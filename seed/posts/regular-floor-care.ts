import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'regular-floor-care',
  title: 'Why Regular Floor Care Protects Your Floors and Your Budget',
  content: `<p>Floors are the largest surface in most commercial buildings and the one that takes the most abuse. Every customer, patient, student and delivery driver walks across them, and in Ocala they bring sand, red clay, pollen and rainwater in with them. A floor that gets routine care can last for decades. A floor that only gets attention when it looks bad usually needs restoration or replacement years ahead of schedule. The difference between those outcomes is rarely the flooring itself. It is the maintenance plan.</p>

<h2>Why Central Florida Is Hard on Floors</h2>

<p>Marion County sits on sandy soil, and much of that sand ends up in parking lots, on sidewalks and in the treads of shoes. Sand is mostly quartz, which is harder than floor finish, so every grain walked across a lobby works like fine sandpaper. It scratches the protective finish on vinyl tile, dulls polished concrete and cuts carpet fibers at the base, where you cannot see the damage until traffic lanes turn gray and matted.</p>

<p>Then add water. From June through September, afternoon thunderstorms roll through most days, and people track wet grit straight through the front door. Humidity slows drying after mopping and carpet cleaning and gives mildew a foothold in grout lines. Spring brings a coat of oak and pine pollen that settles on everything, including the floor. Horse farms around Reddick add red clay and barn dust.</p>

<h2>Start at the Door</h2>

<p>The cheapest floor care is the dirt that never gets past the entrance. A good <span class="keyword-highlight">entrance matting system</span> has three parts: a scraper mat outside to knock off sand and clay, a scraper-wiper mat in the vestibule, and an absorbent wiper mat inside to catch moisture. A common rule of thumb is 12 to 15 feet of total matting, so each foot lands on a mat several times before it reaches the hard floor.</p>

<p>Mats only work if they are cleaned. A saturated or sand-packed mat stops trapping dirt and starts spreading it. Vacuum mats daily, hose off exterior mats, and add extra mats or swap in dry ones on storm days.</p>

<h2>VCT: The Finish Wears, Not the Tile</h2>

<p>Vinyl composition tile is in most offices, schools, clinics and stores in Marion County. It is durable and inexpensive, but it is porous and depends on its floor finish, often called wax, for protection and shine. When the finish wears through, dirt grinds into the tile itself, and no amount of mopping brings it back.</p>

<h3>The Maintenance Cycle</h3>

<ol>
<li><strong>Daily:</strong> dust mop to remove grit, then damp mop or auto-scrub with a neutral cleaner. Harsh, high-pH cleaners soften the finish.</li>
<li><strong>Weekly to monthly:</strong> burnish with a high-speed machine to harden the finish and restore gloss. Busy lobbies and corridors may need it weekly; quiet offices far less often.</li>
<li><strong>Every few months:</strong> scrub and recoat, which removes the worn top layers and lays down fresh finish without going to bare tile.</li>
<li><strong>Once or twice a year:</strong> full strip and refinish. The old finish and embedded dirt come off down to bare tile, the floor is rinsed and neutralized, and several thin coats of new finish go down.</li>
</ol>

<p>Skipping the middle steps is where budgets get hurt. A floor that is burnished and recoated on schedule needs stripping less often, and stripping is the most labor-intensive job in floor care.</p>

<h3>Humidity and Curing</h3>

<p>Floor finish has to dry and cure to get hard. In a Florida summer, a building with the air conditioning shut off for the weekend can leave fresh finish soft and hazy. Keep the HVAC running during and after refinishing, and allow the cure time the manufacturer specifies before heavy traffic or furniture goes back.</p>

<h2>Carpet: Extract Before It Looks Dirty</h2>

<p>Carpet hides soil well, and that is the problem. By the time traffic lanes look dark, grit has been cutting fibers for months. Daily vacuuming removes dry soil, and same-day spot cleaning keeps spills from setting.</p>

<p>Periodic <strong>hot-water extraction</strong> flushes out the oily, sticky soil that vacuuming leaves behind. High-traffic areas may need it quarterly; private offices once or twice a year. Many commercial carpet warranties require documented professional cleaning, so keep the records. In humid weather, extraction needs airflow and air movers so carpet dries in hours rather than a day, because carpet that stays damp can develop odor and mildew.</p>

<h2>Tile and Grout: Keep Soil Out of the Lines</h2>

<p>Ceramic and porcelain tile are tough, but grout is porous. In restrooms, break rooms and kitchens it absorbs dirty mop water, soap residue and moisture, and in our climate that turns into dark lines and mildew. String mops often push soil into grout rather than lift it out.</p>

<ul>
<li>Machine scrub or brush grout lines on a schedule, not only mop them.</li>
<li>Change mop water often, or use a flat microfiber system.</li>
<li>Seal grout after deep cleaning so it resists stains and moisture, and reseal periodically.</li>
<li>Match cleaners to the surface. An acid cleaner can remove mineral deposits from ceramic but will etch marble or travertine.</li>
</ul>

<h2>What Regular Care Saves</h2>

<p>Maintenance is a monthly line item. Replacement is a capital project that can close part of a building for days.</p>

<ul>
<li><strong>Longer floor life.</strong> Intact finish and clean carpet fibers wear far more slowly than exposed tile and gritty carpet.</li>
<li><strong>Fewer restorations.</strong> Regular burnishing and recoating reduce how often a full strip is needed.</li>
<li><strong>Safer walking surfaces.</strong> Clean floors with slip-resistant finish, plus dry mats at the door, reduce slip-and-fall risk on storm days.</li>
<li><strong>Predictable spending.</strong> A written schedule turns surprise repair bills into a planned budget.</li>
</ul>

<h2>Build a Schedule Around Your Building</h2>

<p>Every building is different. A <a href="/who-we-clean/medical-facilities">medical office</a> with VCT and heavy patient traffic needs a different plan than a carpeted law office downtown or a school hallway that gets its big refinish over summer break. List each floor type and its traffic, then assign daily, periodic and restorative tasks to each. The noisy, wet work belongs at night or on weekends.</p>

<p>Daily care usually belongs to your <a href="/services/janitorial-services">janitorial crew</a>, while strips, extraction and grout restoration are specialty work. Keep both on one written plan.</p>

<h2>Get a Floor Care Plan for Your Facility</h2>

<p>Oakbright Facility Services provides <a href="/services/floor-care">commercial floor care</a> across Ocala and Marion County: VCT strip and refinish, burnishing, carpet extraction, tile and grout cleaning and sealing, and sealed concrete care, all scheduled after hours. We will walk your building, identify each floor type, check the condition of the finish and send a written plan with routine and periodic work priced separately. <a href="/schedule">Schedule a free walkthrough</a> to get started.</p>`,
  excerpt:
    'Sand, storms and humidity wear down commercial floors fast. See how matting, burnishing, strip and wax, carpet extraction and grout care protect Ocala floors and budgets.',
  category: 'Floor Care',
  date_published: '2024-12-05T09:00:00.000Z',
  featured_image: '/images/blog/regular-floor-care.svg',
  seo_title: 'Why Regular Floor Care Protects Floors and Budgets',
  seo_description:
    'How VCT strip and wax, burnishing, carpet extraction and grout sealing help Ocala businesses beat sand and humidity and avoid early floor replacement.',
  tags: ['Floor Care', 'VCT Strip and Wax', 'Carpet Cleaning', 'Tile and Grout'],
  author: 'Oakbright Facility Services',
};

export default post;
