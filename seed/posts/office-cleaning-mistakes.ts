import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'office-cleaning-mistakes',
  title: 'Common Office Cleaning Mistakes and How to Avoid Them',
  content: `<p>Most offices are not dirty because nobody cleans them. They are dirty because the cleaning that happens is aimed at the wrong things, done in the wrong order or done with the wrong products. The wastebaskets get emptied every night while the break room faucet handle has not been disinfected in a month. These mistakes show up in offices of every size, from a five-person insurance agency in Belleview to a multi-floor professional building on the SR 200 corridor. Each one is easy to fix once you see it.</p>

<h2>1. Cleaning What Looks Dirty Instead of What Gets Touched</h2>

<p>Visible dirt is easy to spot: crumbs, dust on a windowsill, a smudged glass door. The surfaces that spread colds and stomach bugs rarely look dirty at all. Door handles, light switches, elevator buttons, shared keyboards, copier panels, conference tables, the coffee maker and the refrigerator handle get touched all day long.</p>

<p><strong>How to avoid it:</strong> Write down the high-touch points in each area and clean and disinfect them on every visit, whether they look dirty or not. During cold and flu season, add a midday wipe-down of the break room and restrooms.</p>

<h2>2. Spraying and Wiping Right Away</h2>

<p>Disinfectants need time to work. Every EPA-registered disinfectant lists a <span class="keyword-highlight">contact time</span> on its label: how long the surface has to stay wet to kill the germs the product claims. Spray and wipe in one motion and you have mostly just cleaned the surface.</p>

<p><strong>How to avoid it:</strong> Clean first to remove soil, then apply disinfectant and leave it for the full contact time. Choose products with contact times your staff can actually follow, and show everyone who uses them how.</p>

<h2>3. Using One Cloth for Everything</h2>

<p>A rag that wipes a toilet and then a break room counter carries bacteria from one to the other. Cotton mop heads and cloths reused without laundering do the same thing across a whole building.</p>

<p><strong>How to avoid it:</strong> Use a color-coded microfiber system, for example red for toilets and urinals, yellow for other restroom surfaces, blue for offices and common areas, and green for food areas. Start each area with fresh cloths and launder them after every shift.</p>

<h2>4. Using the Wrong Product on the Wrong Surface</h2>

<p>Stronger is not better. Bleach and acidic cleaners can dull granite and quartz countertops, and vinegar etches natural stone. Ammonia-based glass cleaner can damage the window tint film many Ocala offices use to cut afternoon heat. Too much cleaner leaves a sticky residue on floors that attracts more dirt. Mixing products, especially bleach with ammonia or acids, can release dangerous gases.</p>

<p><strong>How to avoid it:</strong> Keep a short list of approved products and what each one is for, and dilute them by the label, ideally with a dispensing system. Keep safety data sheets on site, as OSHA's Hazard Communication Standard expects. Many offices also switch to <a href="/services/green-cleaning">green cleaning products</a> certified by Green Seal or EPA Safer Choice to cut fumes and irritation for staff.</p>

<h2>5. Ignoring Entrances Until the Carpet Is Ruined</h2>

<p>In Marion County the parking lot comes inside on people's shoes. Sand, red clay and, from June through September, rainwater get tracked straight into reception. If entry mats are too small, soaked or never vacuumed, that grit travels across the whole floor and wears traffic lanes into the carpet.</p>

<p><strong>How to avoid it:</strong> Use walk-off mats outside and inside, vacuum them daily and put down extra mats on storm days. Set out an umbrella stand or bags during the rainy season. Schedule carpet extraction and hard floor care before traffic lanes appear, not after.</p>

<h2>6. Forgetting Everything Above Eye Level</h2>

<p>Air vents, light fixtures, ceiling fan blades and the tops of cabinets and partitions collect dust, and in spring a layer of yellow pine and oak pollen. When the air conditioning cycles, that dust drifts onto desks and into the air people breathe. Humidity also encourages mildew around supply vents that are left alone.</p>

<p><strong>How to avoid it:</strong> Put high dusting on a monthly rotation with a date attached. Use HEPA-filtered vacuums and microfiber dusters instead of feather dusters that just move dust around, and ask your HVAC contractor whether filters need changing more often during pollen season.</p>

<h2>7. Treating the Break Room as Everyone's Job</h2>

<p>Shared kitchens are where "someone will get it" breaks down. Microwaves collect splatter, refrigerators fill with forgotten containers, sponges sit wet in the sink for weeks, and in our heat a food-filled trash can left overnight draws ants and roaches.</p>

<p><strong>How to avoid it:</strong> Set a simple policy, such as a refrigerator clear-out every Friday afternoon. Replace sponges with microfiber that gets laundered. Empty kitchen trash every night, and wipe appliance handles, counters and tables on every cleaning visit.</p>

<h2>8. Leaving the Scope Vague</h2>

<p>"Clean the office" means different things to different people. Without a written scope, tasks drift: baseboards never get done, the supply closet runs out of paper towels on a Monday morning, and nobody can say whether the conference room was cleaned last night.</p>

<p><strong>How to avoid it:</strong> Put it in writing. A good scope lists tasks by area and frequency (nightly, weekly, monthly, quarterly), says who restocks supplies and gives staff a simple way to report problems. Walk the building with your cleaning provider once a quarter and adjust.</p>

<h2>9. Choosing Price Over Reliability</h2>

<p>The lowest bid often assumes fewer hours than the job needs, high crew turnover or uninsured labor. The result is missed nights, a new face every month and nobody accountable when something is damaged or missing. Anyone with your keys and alarm code should be background checked, insured and bonded.</p>

<p><strong>How to avoid it:</strong> Compare bids on scope and hours, not only the monthly price. Ask for a certificate of insurance, references from similar offices and an explanation of how the work is inspected.</p>

<h2>Put a Better Plan in Place</h2>

<p>Oakbright Facility Services provides <a href="/services/janitorial-services">janitorial services</a> for <a href="/who-we-clean/business-offices">business offices</a> throughout Ocala and Marion County, with written checklists, the same background-checked crew each night and supervisor inspections. If your office has slipped into any of these habits, we will walk through it with you and show you what a clear scope looks like. <a href="/schedule">Schedule your free walkthrough</a>.</p>`,
  excerpt:
    'Skipped touchpoints, rushed disinfectant, one rag for everything and a vague scope. Nine common mistakes that leave Ocala offices less clean than they look, and how to fix each one.',
  category: 'Office Cleaning',
  date_published: '2024-12-03T09:00:00.000Z',
  featured_image: '/images/blog/office-cleaning-mistakes.svg',
  seo_title: 'Common Office Cleaning Mistakes and How to Avoid Them',
  seo_description:
    'Nine office cleaning mistakes, from ignoring touchpoints and disinfectant contact time to vague scopes, and simple fixes for Ocala and Marion County offices.',
  tags: ['Office Cleaning', 'Janitorial Services', 'Disinfecting', 'Workplace Health'],
  author: 'Oakbright Facility Services',
};

export default post;
