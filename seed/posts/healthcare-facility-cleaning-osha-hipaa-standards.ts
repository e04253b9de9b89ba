import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'healthcare-facility-cleaning-osha-hipaa-standards',
  title: 'Healthcare Facility Cleaning: Meeting OSHA and HIPAA Standards',
  content: `<p>A medical office can look spotless and still fail the standards that matter. Patients judge a clinic by its waiting room, but regulators and infection-control staff look at different things: how blood spills are handled, which disinfectant is used and how long it stays wet, and whether the night crew can see a patient's chart. For practice managers and clinic administrators in Ocala and Marion County, the cleaning contract is part of compliance, not just housekeeping. Here is what a healthcare cleaning program needs to cover, and what to ask of whoever does the work.</p>

<h2>OSHA's Bloodborne Pathogens Standard: What It Means for Cleaning</h2>

<p>OSHA's <span class="keyword-highlight">Bloodborne Pathogens Standard</span> applies to any worker who can reasonably be expected to contact blood or other potentially infectious materials on the job. In a medical setting that includes cleaning staff, whether they are your employees or a contractor's. Each employer is responsible for protecting its own people, so a good cleaning company carries its own exposure control plan rather than borrowing yours.</p>

<p>In practice, the standard shapes the work in a few concrete ways:</p>

<ul>
<li><strong>Training every year.</strong> Cleaning staff learn how exposure happens, how to use personal protective equipment and what to do after a needlestick or splash.</li>
<li><strong>Hepatitis B vaccination.</strong> It must be offered at no cost to workers with occupational exposure.</li>
<li><strong>Gloves and protective gear.</strong> Provided by the employer and worn whenever contact with blood or body fluids is possible.</li>
<li><strong>A written cleaning schedule.</strong> The standard expects the worksite to be kept clean and sanitary on a set schedule, with a stated method of decontamination for each area.</li>
<li><strong>Hands off sharps and regulated waste.</strong> Cleaning crews should never reach into trash by hand or compress bags. Full sharps containers and red-bag waste belong to your biomedical waste process, which in Florida follows Department of Health rules.</li>
</ul>

<p>OSHA's Hazard Communication Standard applies too. Every chemical the crew brings in needs a label and a Safety Data Sheet your staff can find.</p>

<h2>HIPAA and the Cleaning Crew</h2>

<p>HIPAA's Privacy Rule protects patient information, and a cleaning crew works after hours in rooms full of it: charts on counters, schedules on printers, monitors left logged in. Federal guidance generally does not treat a janitorial company as a business associate, because the job does not require using patient information. But the practice is still expected to have reasonable safeguards so that any exposure stays incidental. That means setting clear rules for the people who hold your keys.</p>

<h3>Safeguards That Work</h3>

<ul>
<li><strong>Confidentiality agreements</strong> signed by every cleaner assigned to the site, plus background checks before anyone gets a key or alarm code.</li>
<li><strong>Never read, move or photograph documents.</strong> Crews clean around paperwork and leave it exactly where it was.</li>
<li><strong>Screens stay untouched.</strong> Workstations should lock automatically, and cleaners wipe keyboards and mice without waking or using a computer.</li>
<li><strong>Shred bins are off limits.</strong> Locked document consoles go to your shredding vendor, not into the dumpster.</li>
<li><strong>Consistent, named crews.</strong> The same trained people every night, not whoever is available.</li>
</ul>

<h2>EPA-Registered Disinfectants and Dwell Time</h2>

<p>Disinfectants are regulated by the EPA, and the label is the legal instruction for use. For surfaces that may carry blood, OSHA accepts EPA-registered products with claims against HIV and hepatitis B, tuberculocidal disinfectants, or a properly diluted bleach solution. Clinics that see C. diff or norovirus need products with those specific claims on the label.</p>

<p>The step most often skipped is <strong>dwell time</strong>, also called contact time: how long the surface has to stay visibly wet to kill what the label promises. Depending on the product it can run from under a minute to ten minutes. Spray and wipe immediately and you have mostly moved germs around. A few habits keep it honest:</p>

<ol>
<li>Clean first, then disinfect. Soil and body fluids shield germs from the chemical.</li>
<li>Use a product whose dwell time fits the job, so staff can actually wait it out.</li>
<li>Mix concentrates with a dispenser, not by guesswork, and label every spray bottle.</li>
<li>Use color-coded microfiber cloths so a cloth that cleaned a toilet never touches an exam table.</li>
</ol>

<h2>Daily Cleaning vs. Terminal Cleaning</h2>

<p>Daily cleaning keeps a clinic in order between patients and at the end of the day: trash, touchpoints, restrooms, floors and visible soil. <strong>Terminal cleaning</strong> is the full top-to-bottom disinfection of a room, working from clean areas to dirty and from high surfaces to low. In hospitals it follows a patient's discharge. In outpatient practices, surgery centers and urgent care it is usually done at the end of each day in procedure rooms, and on a set schedule in exam rooms.</p>

<p>Be clear about who does what. Clinical staff typically disinfect patient equipment and the exam table between patients. The cleaning crew handles the room itself after hours. Write that split down so nothing falls between the two.</p>

<h3>Waiting Rooms</h3>

<p>Waiting rooms collect coughs, sneezes and hands. Focus on chair arms, check-in counters, pens, clipboards, kiosk screens, door handles and children's play areas. Vinyl or coated seating is far easier to disinfect than fabric. During flu season, add a midday wipe-down of touchpoints.</p>

<h3>Exam Rooms</h3>

<p>Wipe countertops, cabinet pulls, light switches, sinks, rolling stools and soap and towel dispensers, then disinfect the floor. Leave clinical devices to trained clinical staff unless your written plan says otherwise.</p>

<h2>Challenges for Marion County Clinics</h2>

<p>Our climate adds work. Central Florida humidity encourages mildew around sinks, under cabinets and near HVAC returns, and summer storms drag wet sand and grit across lobby floors along the SR 200 medical corridor. Entry mats, a consistent <a href="/services/floor-care">floor care</a> schedule and quick reporting of water leaks prevent most of it. When respiratory illness rises in the cooler months, or after a confirmed outbreak, a targeted <a href="/who-we-clean/disinfecting-services">disinfecting service</a> over a weekend resets the whole building.</p>

<h2>Questions to Ask Any Healthcare Cleaning Provider</h2>

<ul>
<li>Do you have your own bloodborne pathogens exposure control plan and annual training records?</li>
<li>Which disinfectants do you use, and what are their EPA registration numbers and dwell times?</li>
<li>Will every cleaner sign a confidentiality agreement and pass a background check?</li>
<li>How do you document each night's work so we can show it to an inspector?</li>
</ul>

<h2>Schedule a Walkthrough of Your Facility</h2>

<p>Oakbright Facility Services cleans <a href="/who-we-clean/medical-facilities">medical offices and clinics</a> across Ocala, Belleview, Dunnellon and The Villages with insured, bonded and background-checked crews trained for healthcare work. We will walk your space with you, review your infection-control checklist and put the cleaning plan in writing. <a href="/schedule">Schedule your free walkthrough</a> today.</p>`,
  excerpt:
    'Medical offices need more than a tidy waiting room. What OSHA, HIPAA and EPA disinfectant labels require from your cleaning crew, and how Ocala clinics can stay compliant.',
  category: 'Healthcare Cleaning',
  date_published: '2024-12-16T09:00:00.000Z',
  featured_image: '/images/blog/healthcare-facility-cleaning-osha-hipaa-standards.svg',
  seo_title: 'Healthcare Facility Cleaning: OSHA and HIPAA Standards',
  seo_description:
    'How Ocala medical offices and clinics meet OSHA bloodborne pathogens rules, protect patient privacy under HIPAA and use EPA-registered disinfectants correctly.',
  tags: ['Healthcare Cleaning', 'Medical Facilities', 'OSHA Compliance', 'HIPAA', 'Disinfection'],
  author: 'Oakbright Facility Services',
};

export default post;
