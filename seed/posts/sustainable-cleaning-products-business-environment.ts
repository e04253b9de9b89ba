import type { NewBlogPost } from '../../shared/posts/post';

const post: NewBlogPost = {
  slug: 'sustainable-cleaning-products-business-environment',
  title: 'Sustainable Cleaning Products: Better for Your Business and the Environment',
  content: `<p>Green cleaning used to mean paying more for products that did less. That is no longer true. Today's certified products clean as well as conventional ones for most daily tasks, and the biggest savings come from how they are used: concentrates instead of ready-to-use bottles, microfiber instead of string mops, and measured doses instead of guesswork. For offices, schools, clinics and shops in Ocala and Marion County, a sustainable cleaning program is a practical decision about health, cost and the water we all drink. Here is how to tell real green products from marketing, and how to build a program that pays for itself.</p>

<h2>What "Green" Should Actually Mean</h2>

<p>Any bottle can say "natural" or "eco-friendly." Those words have no legal definition. Independent certification is what separates a tested product from a clever label. Two programs matter most for commercial buildings.</p>

<h3>Green Seal</h3>

<p>Green Seal is a nonprofit that certifies products against published standards, including one written specifically for industrial and institutional cleaners. Certified products are reviewed for toxicity, skin and eye irritation, biodegradability, packaging and, importantly, whether they actually clean. Green Seal also certifies cleaning services, which looks at how a company trains staff and runs its program, not just what is in the bottle.</p>

<h3>EPA Safer Choice</h3>

<p>The EPA's <span class="keyword-highlight">Safer Choice</span> label means every ingredient in the product has been reviewed against the agency's safety criteria. You will find it on all-purpose cleaners, glass cleaners, floor products and hand soaps. One detail trips people up: Safer Choice does not cover disinfectants, because disinfectants are regulated as pesticides. For those, look for the EPA's Design for the Environment logo, which marks registered antimicrobial products that meet stricter safety criteria.</p>

<p>The practical rule: use certified green products for routine cleaning, and use an EPA-registered disinfectant only where disinfection is really needed, such as restrooms, break room touchpoints and medical areas.</p>

<h2>Concentrates and Dilution Control</h2>

<p>Ready-to-use spray bottles are mostly water shipped in plastic. Concentrates cut packaging, freight and storage space, and a wall-mounted dilution system mixes them to the right strength every time.</p>

<p>That second point matters more than most managers realise. When staff eyeball chemicals, they almost always use too much. Overdosing wastes product, leaves a sticky residue that attracts dirt and makes floors slippery, and means more rinsing. Dilution control fixes all of it:</p>

<ul>
<li><strong>Consistent results.</strong> The same ratio every time, on every shift.</li>
<li><strong>Lower cost per use.</strong> You pay for the cleaning agent, not for water and plastic.</li>
<li><strong>Safer handling.</strong> Staff rarely touch the concentrate directly.</li>
<li><strong>Less waste.</strong> One small jug replaces a case of spray bottles.</li>
</ul>

<h2>Microfiber and HEPA: Tools Matter as Much as Chemicals</h2>

<p>Microfiber cloths and flat mops have split fibers that grab and hold dust, grease and many microbes instead of pushing them around. They do the job with a fraction of the water and chemical a cotton rag or string mop needs, and they can be laundered hundreds of times. Color-coding them (one color for restrooms, another for kitchens, another for desks) prevents cross-contamination at almost no cost.</p>

<p>Vacuums matter too. A vacuum with a sealed body and a HEPA filter traps fine dust, pollen and allergens instead of blowing them back into the room. The Carpet and Rug Institute's Seal of Approval program tests vacuums for how well they remove soil and keep dust in, which makes it a useful buying guide.</p>

<h2>Indoor Air Quality in a Sealed Florida Building</h2>

<p>Most Central Florida buildings run the air conditioning with windows shut for most of the year. Whatever gets sprayed indoors stays indoors, recirculating through the HVAC. Strong fragrances and volatile organic compounds from conventional products cause headaches and irritate people with asthma or allergies, and they mask odors instead of removing their source.</p>

<p>A few steps keep the air healthier:</p>

<ol>
<li>Choose fragrance-free or low-VOC certified products wherever possible.</li>
<li>Capture dust with microfiber and HEPA rather than dry dusters that stir it into the air.</li>
<li>Use good entry matting so pollen and sand stay at the door. In spring, oak and pine pollen coat everything in Marion County.</li>
<li>Watch humidity. The EPA recommends keeping indoor relative humidity below 60 percent to discourage mold, which is a constant fight here in summer.</li>
</ol>

<h2>Protecting the Springs and the Aquifer</h2>

<p>Marion County sits on the Floridan aquifer, the source of our drinking water and of springs like Silver Springs and Rainbow Springs. Mop water, floor stripper and pressure-washing runoff all end up somewhere. Readily biodegradable products, controlled dosing and proper disposal of floor-finish waste help keep that somewhere clean. It is one of the best reasons to choose sustainable products in this part of Florida.</p>

<h2>What Does Green Cleaning Cost?</h2>

<p>Compared bottle for bottle, some certified products cost a little more. Compared by cost per use, concentrates with dilution control are often cheaper than what a building was using before. Other savings show up in places that do not appear on the chemical invoice:</p>

<ul>
<li>Less floor finish damage from residue and overdosing</li>
<li>Fewer chemical burns, eye splashes and related workers' compensation claims</li>
<li>Fewer complaints about odors and allergies from tenants and staff</li>
<li>Support for LEED and other building certifications, which reward a written green cleaning policy</li>
</ul>

<h2>How to Switch Without Disruption</h2>

<p>Start with a simple inventory of every product in your closets. Replace general-purpose cleaners, glass cleaners and hand soaps first, since those have the most certified options. Keep disinfectants where they are needed. Train staff on the new dilution system and microfiber colors, then review results after 30 days. Most buildings notice the difference in smell the first week.</p>

<h2>Make Your Building Greener</h2>

<p>Oakbright Facility Services uses Green Seal certified and EPA-compliant products as standard across Ocala, Belleview, Dunnellon and Silver Springs Shores. Learn how our <a href="/services/green-cleaning">green cleaning program</a> works for <a href="/who-we-clean/business-offices">offices</a>, schools and clinics, and how our <a href="/services/floor-care">floor care</a> team keeps finishes healthy without harsh strippers. Then <a href="/schedule">schedule a free walkthrough</a> and we will show you where your building can save.</p>`,
  excerpt:
    'Certified green products now clean as well as conventional ones. How Green Seal, EPA Safer Choice, concentrates and microfiber help Ocala businesses cut costs and protect health.',
  category: 'Green Cleaning',
  date_published: '2024-12-17T09:00:00.000Z',
  featured_image: '/images/blog/sustainable-cleaning-products-business-environment.svg',
  seo_title: 'Sustainable Cleaning Products for Ocala Businesses',
  seo_description:
    'Green Seal and EPA Safer Choice explained, plus how concentrates, microfiber and HEPA vacuums improve indoor air and lower cleaning costs in Ocala buildings.',
  tags: ['Green Cleaning', 'Sustainability', 'Indoor Air Quality', 'Eco-Friendly Products'],
  author: 'Oakbright Facility Services',
};

export default post;
