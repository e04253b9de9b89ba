import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'clean-daycare-safer-daycare',
  title: 'Clean Daycare, Safer Daycare: A Practical Sanitizing Guide for Childcare Centers',
  content: `<p>Young children put their hands, toys and sometimes their faces on every surface in a classroom. They share cups by accident, sneeze without covering, and nap inches apart. That is normal childhood, and it is exactly why cleaning in a daycare or preschool has to be more careful and more frequent than in an office. For directors in Ocala and Marion County, a solid cleaning plan protects the children, keeps teachers healthy, satisfies licensing inspectors and reassures parents at pickup. Here is how to build one that works.</p>

<h2>Clean, Sanitize, Disinfect: Know the Difference</h2>

<p>These three words get used interchangeably, but they mean different things, and childcare guidance from the CDC and state licensing programs treats them separately.</p>

<ul>
<li><strong>Cleaning</strong> removes dirt, food and body fluids with soap or detergent and water. It always comes first, because sanitizers and disinfectants do not work well on a dirty surface.</li>
<li><strong>Sanitizing</strong> reduces germs to a safer level. It is the right step for food-contact surfaces, high chair trays and toys that children mouth.</li>
<li><strong>Disinfecting</strong> kills most germs on hard surfaces. It is for diaper-changing tables, toilets, sinks and anything that has touched blood, vomit or stool.</li>
</ul>

<p>Every product label lists a contact time, often called dwell time. A disinfectant sprayed and wiped off right away may do little. Staff need to know how long a surface must stay wet, and the product has to be registered with the EPA for the use you intend.</p>

<h2>A Room-by-Room Daily Routine</h2>

<h3>Diaper-Changing Areas</h3>

<p>Clean and disinfect the changing surface after every single change. Keep the station away from food prep areas, line trash cans, and empty diaper pails at least daily. Wash hands and the child's hands after each change.</p>

<h3>Toys and Mouthed Items</h3>

<p>Set up a bin for toys that have been mouthed or sneezed on, and pull them from play right away. Wash, rinse and sanitize them before they go back on the shelf, and let them air dry. Soft toys should be machine washable or removed from rotation.</p>

<h3>Eating Areas and Kitchens</h3>

<p>Wash and sanitize tables before and after every meal and snack. High chair trays get the same treatment. Sweep under tables after each meal. In Florida, crumbs left on the floor attract ants within hours.</p>

<h3>Nap Areas</h3>

<p>Assign each child their own cot or mat and bedding. Wash bedding weekly or whenever it is soiled, and clean mats before a different child uses them. Space cots apart and alternate head-to-toe where possible.</p>

<h3>Restrooms and Sinks</h3>

<p>Child-height toilets, faucets and paper towel dispensers get heavy use. Clean and disinfect them at least daily and whenever visibly soiled, with midday checks during busy seasons.</p>

<h2>Safer Products for Small Bodies</h2>

<p>Children breathe faster than adults and spend much of their day close to the floor. Harsh fumes and residue matter more in a classroom than in a warehouse. A few rules make a big difference:</p>

<ol>
<li>Use fragrance-free products where possible, and choose <a href="/services/green-cleaning">green cleaning</a> products certified by Green Seal for general cleaning.</li>
<li>Save stronger disinfectants for the jobs that need them, and apply them when children are out of the room.</li>
<li>Ventilate during and after cleaning. Run exhaust fans and open doors when the weather allows.</li>
<li>Never mix chemicals. Bleach combined with ammonia or acids releases toxic gas.</li>
<li>Store every chemical locked and out of reach, with Safety Data Sheets on file for staff.</li>
</ol>

<h2>Challenges Specific to Central Florida</h2>

<p>Our climate adds its own problems. Humidity lets mildew grow in cubbies, under sinks and on damp backpacks and lunch bags. Playground sand and red clay ride in on shoes and clothing every afternoon, and summer storms turn it to mud at the door. Good entry mats and a daily vacuum keep it from grinding into carpet and rugs.</p>

<p>Illness has a season too. Flu and other respiratory viruses tend to rise in the cooler months, and outbreaks such as hand, foot and mouth disease can sweep through a center quickly. When an illness is spreading, increase how often touchpoints get disinfected and consider a targeted <a href="/who-we-clean/disinfecting-services">disinfecting service</a> over a weekend. Summer camps and VPK transitions are good times for a deep clean, since the building sees a wave of new children.</p>

<h2>Splitting the Work and Staying Inspection-Ready</h2>

<h3>Teachers vs. the Night Crew</h3>

<p>Teachers cannot deep clean a classroom while watching a room full of toddlers, and they should not have to. The workable split is simple:</p>

<ul>
<li><strong>Staff during the day:</strong> diaper station disinfection, table sanitizing around meals, toy rotation, spill cleanup and hand washing.</li>
<li><strong>Professional crew after hours:</strong> restrooms, floors, touchpoints, door handles, window sills, trash, kitchen surfaces and scheduled <a href="/services/floor-care">floor care</a> such as carpet extraction and tile refinishing.</li>
</ul>

<p>Anyone who enters a childcare center after hours should be background checked, insured and bonded. Ask any cleaning provider to confirm this in writing before they get a key.</p>

<h3>Ready for DCF Every Day</h3>

<p>Florida DCF licensing inspections look closely at sanitation: diaper areas, food areas, restrooms, toys and chemical storage. Keep a simple cleaning log by room, post the steps at the diaper station, and make sure product labels are readable. Parents notice the same things inspectors do, usually in the first 30 seconds of a tour.</p>

<h2>Book a Free Walkthrough of Your Center</h2>

<p>Oakbright Facility Services cleans <a href="/who-we-clean/daycare-preschools">daycares and preschools</a> across Ocala and Marion County with background-checked, insured and bonded crews and Green Seal and EPA-compliant products. We will walk your center with you, room by room, and build a plan around your hours, your age groups and your licensing needs. <a href="/schedule">Schedule your free walkthrough</a> today.</p>`,
  excerpt:
    'Daycares need more than a quick wipe-down. Learn the difference between cleaning, sanitizing and disinfecting, plus a room-by-room routine for Ocala childcare centers.',
  category: 'Specialized Cleaning',
  date_published: '2024-12-10T09:00:00.000Z',
  featured_image: '/images/blog/clean-daycare-safer-daycare.svg',
  seo_title: 'Clean Daycare, Safer Daycare: Sanitizing Guide',
  seo_description:
    'How Ocala daycares and preschools should clean, sanitize and disinfect: diaper areas, toys, nap mats, safer products and staying ready for DCF inspections.',
  tags: ['Daycare Cleaning', 'Childcare Centers', 'Sanitizing', 'Green Cleaning'],
  author: 'Oakbright Facility Services',
};

export default post;
