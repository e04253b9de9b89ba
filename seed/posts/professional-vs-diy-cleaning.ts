import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'professional-vs-diy-cleaning',
  title: 'Professional vs. DIY Cleaning: What It Really Costs Your Business',
  content: `<p>Plenty of small businesses start out cleaning for themselves. The owner vacuums on Friday, employees take turns with the restroom, and someone picks up supplies at the warehouse club. It feels free. Sooner or later most businesses reach the point where that arrangement costs more than it saves, but the cost shows up in places that are easy to miss. Whether you run a three-person office in Dunnellon or a warehouse off NW 27th Avenue, here is how to compare the options honestly.</p>

<h2>The Three Options</h2>

<ul>
<li><strong>DIY:</strong> the owner and existing staff clean in between their real jobs.</li>
<li><strong>In-house custodial staff:</strong> you hire, train and manage your own cleaners.</li>
<li><strong>Professional contractor:</strong> a cleaning company supplies trained, insured crews, equipment and products under a written scope.</li>
</ul>

<h2>The True Cost of DIY Cleaning</h2>

<p>DIY cleaning has no invoice, but it is not free. The biggest cost is time. If a receptionist spends an hour a day cleaning, or the office manager gives up Friday afternoon to restrooms and trash, that is paid time taken from the work you hired them to do. Multiply their hourly cost by the hours each week and you have a real number to set against a cleaning quote.</p>

<p>Other costs add up too:</p>

<ul>
<li><strong>Supplies at retail prices,</strong> often the wrong ones, such as household sprays that are not registered disinfectants or that damage stone and tinted glass.</li>
<li><strong>Morale.</strong> Many employees resent cleaning restrooms that are not in their job description, and it shows in the results.</li>
<li><strong>Inconsistency.</strong> DIY cleaning happens when people have time, which is rarely during the busiest weeks, exactly when the building gets dirtiest.</li>
<li><strong>Deferred deep work.</strong> Nobody on staff strips floors, extracts carpet or washes exterior glass, so those jobs wait until the damage is obvious and expensive.</li>
</ul>

<h2>The True Cost of In-House Staff</h2>

<p>Hiring your own custodian gives you control and someone on site during the day. The hourly wage is only the start. Add payroll taxes, workers' compensation insurance, any benefits, paid time off and the cost of covering absences. Then add equipment: commercial vacuums, auto-scrubbers, burnishers and carpet extractors, plus repairs and storage. Add supervision, chemical safety training and the work of recruiting every time someone leaves.</p>

<p>In-house staff can make sense for large campuses and facilities that need a custodian present all day. For most small and mid-sized businesses, that overhead is hard to justify for a few hours of work a night.</p>

<h2>Liability: The Cost Nobody Budgets For</h2>

<p>Cleaning is physical work with chemicals, ladders, wet floors and heavy equipment. When employees do it, a fall from a step stool or a strained back from moving furniture becomes your workers' compensation claim. Chemicals bring OSHA obligations: under the <span class="keyword-highlight">Hazard Communication Standard</span>, a workplace is expected to keep safety data sheets, label containers and train employees on the hazards of the products they use.</p>

<p>A professional contractor carries its own general liability and workers' compensation coverage and trains its own crews. Before you hire one, ask for:</p>

<ul>
<li>A certificate of insurance naming your business</li>
<li>Proof of bonding and background checks for anyone who will hold keys or alarm codes</li>
<li>Written procedures for key control, chemical safety and incident reporting</li>
</ul>

<h2>Quality and Consistency</h2>

<p>Professional crews clean the same building the same way every night from a written checklist, and a supervisor checks the work. They know the difference between cleaning, sanitizing and disinfecting, how long a disinfectant has to stay wet, and which products are safe on granite, tinted glass or luxury vinyl plank. They bring equipment that does a better job in less time, such as HEPA-filtered vacuums for pollen season and microfiber systems that do not carry germs from the restroom to the break room.</p>

<p>That matters most where cleaning is tied to health or compliance. <a href="/who-we-clean/medical-facilities">Medical offices</a>, daycares and restaurants face inspections and specific disinfection requirements, and a missed step can mean a citation or an outbreak, not just a dusty shelf.</p>

<p>Local crews also know Central Florida's habits: sand ground into entry carpet, mildew in restroom grout, wet floors every afternoon in the rainy season. They schedule strip and wax or carpet extraction ahead of time instead of after the damage is done.</p>

<h2>When Each Option Makes Sense</h2>

<h3>DIY can work when</h3>

<ul>
<li>The space is small, such as a one- or two-room office with light traffic and no public restroom</li>
<li>Someone has the time and cleaning is genuinely part of their role</li>
<li>You still bring in professionals for periodic deep cleaning, floors and windows</li>
</ul>

<h3>In-house staff can work when</h3>

<ul>
<li>You need someone on site all day for spills, room setups and restroom checks</li>
<li>The facility is big enough to keep a full-time person busy</li>
<li>You have someone to supervise, train and cover absences</li>
</ul>

<h3>A professional service makes sense when</h3>

<ul>
<li>Customers, patients or students judge your business by how it looks</li>
<li>Your staff's time is worth more spent on their actual jobs</li>
<li>You have health, licensing or safety requirements to meet</li>
<li>You want a predictable monthly cost and one accountable provider</li>
</ul>

<p>Many businesses land on a mix: a professional crew for nightly <a href="/services/janitorial-services">janitorial service</a> and periodic floor and window work, plus simple daytime habits such as wiping the break room table and refilling the coffee station.</p>

<h2>How to Compare Honestly</h2>

<ol>
<li>Estimate the hours your staff spend cleaning each week and multiply by their hourly cost, including payroll taxes.</li>
<li>Add a year of supplies, equipment and any deep cleaning you already pay for.</li>
<li>Get a written quote with a defined scope and frequency.</li>
<li>Compare the numbers, then weigh what is harder to price: liability, consistency and how the building looks to the people who walk in.</li>
</ol>

<h2>See What Professional Cleaning Would Cost You</h2>

<p>Oakbright Facility Services has cleaned businesses across Ocala and Marion County since 2012 with insured, bonded and background-checked crews. We will walk your building, ask about your hours and traffic, and send a written scope with a monthly price you can compare with what you spend now. <a href="/schedule">Schedule your free walkthrough</a>, or <a href="/contact">contact us</a> with any questions.</p>`,
  excerpt:
    'DIY cleaning has no invoice, but it is not free. Compare the real costs of staff cleaning, in-house custodians and a professional service, and when each makes sense.',
  category: 'Professional Services',
  date_published: '2024-11-25T09:00:00.000Z',
  featured_image: '/images/blog/professional-vs-diy-cleaning.svg',
  seo_title: 'Professional vs. DIY Cleaning: The Real Costs',
  seo_description:
    'Compare DIY, in-house and professional commercial cleaning for Ocala businesses: staff time, payroll costs, liability, OSHA duties, quality and when each fits.',
  tags: ['Professional Cleaning', 'Cost Comparison', 'Janitorial Services', 'Small Business'],
  author: 'Oakbright Facility Services',
};

export default post;
