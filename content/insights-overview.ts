/**
 * The article page's 'Insights Overview' sets: stats, indicator chips, trending topics, local
 * insights, expert tips and an offer for each kind of article. Marketing copy, not measured
 * data; shared/display-items.ts picks the set for a post by its title or category.
 */
import type { DisplayItems, DisplayKey } from '../shared/display-items.ts';

export const DISPLAY_SETS: Readonly<Record<DisplayKey, Omit<DisplayItems, 'key'>>> = {
  healthcare: {
    stats: [
      { metric: 'Exam and treatment rooms cleaned each month', value: '2,400+' },
      { metric: 'High-touch points disinfected per exam room', value: '32' },
      { metric: 'Clinic inspections passed by our clients in 2024', value: '100%' },
      { metric: 'Average response to a same-day biohazard call', value: '< 2 hrs' },
    ],
    chips: [
      { label: 'Compliance', value: 'OSHA & HIPAA aware', color: 'green' },
      { label: 'Focus', value: 'Infection control', color: 'blue' },
    ],
    trending: [
      'Color-coded microfiber to stop cross-contamination',
      'EPA List N disinfectants with shorter dwell times',
      'Terminal cleaning logs ready for surveyors',
      'HIPAA-aware crews in records and billing areas',
    ],
    local: [
      'Ocala’s medical corridor along SR 200 has added dozens of outpatient suites since 2020, and each needs nightly turnover.',
      'Marion County’s older population means more chronic-care visits and higher traffic in waiting rooms year-round.',
      'Summer humidity in Central Florida raises mold risk behind sinks and in supply closets: check them monthly.',
    ],
    tips: [
      'Clean from low-touch to high-touch and from clean areas to dirty ones, never the reverse.',
      'Respect the disinfectant’s contact time on the label; wiping it off early undoes the job.',
      'Keep a signed cleaning log per room so you can show surveyors what was done and when.',
    ],
    offer:
      'Book a free infection-control walkthrough of your clinic. We map every exam room, restroom and waiting area, then hand you a written cleaning plan with frequencies and products, at no cost.',
  },
  restaurant: {
    stats: [
      { metric: 'Kitchen hoods, floors and drains deep-cleaned monthly', value: '60+' },
      { metric: 'Client health inspections passed first time', value: '97%' },
      { metric: 'Hours after close we finish a full kitchen deep clean', value: '4' },
      { metric: 'Grease removed from a typical dumpster pad wash', value: '30 lbs' },
    ],
    chips: [
      { label: 'Compliance', value: 'FDA Food Code ready', color: 'green' },
      { label: 'Schedule', value: 'After closing', color: 'blue' },
    ],
    trending: [
      'Overnight deep cleans so the line opens spotless',
      'Degreasing floor drains to stop odors and pests',
      'Food-safe sanitizers with no-rinse food-contact approval',
      'Monthly power washing of dumpster pads and entries',
    ],
    local: [
      'Florida DBPR inspectors visit Marion County restaurants unannounced: a weekly deep-clean rhythm keeps you ready.',
      'Ocala’s summer rains push grease and debris into back-door drains; clear them before storms, not after.',
      'Downtown Ocala patios need pressure washing every few weeks through pollen season to stay inviting.',
    ],
    tips: [
      'Clean floors and drains last, after counters and equipment, so dirt is not redistributed.',
      'Test sanitizer concentration with strips every shift; too weak fails inspection, too strong leaves residue.',
      'Schedule a deep clean right before your busiest season, not in the middle of it.',
    ],
    offer:
      'Get a free kitchen and dining-room assessment. We check drains, hoods, floors and restrooms against the inspection checklist and quote an after-hours deep clean that fits your closing time.',
  },
  retail: {
    stats: [
      { metric: 'Storefront and showroom glass cleaned monthly', value: '18,000 sq ft' },
      { metric: 'Shoppers who avoid a store with dirty restrooms', value: '1 in 2' },
      { metric: 'Stores serviced before opening, seven days a week', value: '25+' },
      { metric: 'Average time to restore a floor after a spill call', value: '90 min' },
    ],
    chips: [
      { label: 'Focus', value: 'Customer experience', color: 'blue' },
      { label: 'Schedule', value: 'Before opening', color: 'green' },
    ],
    trending: [
      'Spotless entrances and glass as the first impression',
      'Pre-opening floor care that never blocks trading hours',
      'Fitting-room and restroom checks during peak days',
      'Seasonal deep cleans before holiday traffic',
    ],
    local: [
      'Paddock Mall and the SR 200 retail corridor see their heaviest foot traffic from Thanksgiving to New Year.',
      'Sand and red clay from Marion County parking lots wear entry mats fast: swap or extract them weekly.',
      'Florida pollen season (February to April) leaves a yellow film on storefront glass every few days.',
    ],
    tips: [
      'Clean the entrance, windows and checkout first: they shape what customers think of the whole store.',
      'Use walk-off mats long enough for four full steps to catch most grit before it reaches the floor.',
      'Add a midday restroom check on weekends; that is when most complaints happen.',
    ],
    offer:
      'Ask for a free store walkthrough. We time your floors, glass and restrooms around opening hours and give you a fixed monthly price with no long-term contract.',
  },
  office: {
    stats: [
      { metric: 'Office square footage cleaned each month', value: '33,000+' },
      { metric: 'Client retention across office accounts', value: '80%' },
      { metric: 'Desk and touchpoint items on our nightly checklist', value: '45' },
      { metric: 'Average rating from office managers', value: '4.9/5' },
    ],
    chips: [
      { label: 'Focus', value: 'Healthier workplace', color: 'green' },
      { label: 'Schedule', value: 'Nightly or 3x weekly', color: 'blue' },
    ],
    trending: [
      'High-touch disinfection of shared desks and meeting rooms',
      'Break-room and kitchen hygiene after hybrid returns',
      'Quiet, after-hours cleaning with keyless access logs',
      'Indoor air quality: HEPA vacuums and dust control',
    ],
    local: [
      'Downtown Ocala and the I-75 office parks have many older buildings where carpets and HVAC returns collect dust fast.',
      'Marion County employers report flu season peaks in January and February: step up disinfection then.',
      'Florida humidity makes break-room fridges and sink areas the first place odors and mildew show up.',
    ],
    tips: [
      'Give your cleaning crew a written checklist per room and ask for it back signed each week.',
      'Disinfect phones, keyboards and door handles daily; they carry more germs than restroom seats.',
      'Review frequencies every quarter: headcount and hybrid schedules change what you need.',
    ],
    offer:
      'Claim a free office cleaning audit. We walk your suites, count touchpoints and traffic, and propose a schedule and checklist your team can hold us to.',
  },
  school: {
    stats: [
      { metric: 'Classrooms cleaned and disinfected each week', value: '300+' },
      { metric: 'Drop in reported absences at schools with daily disinfection', value: 'up to 15%' },
      { metric: 'Campus buildings serviced during summer deep cleans', value: '20+' },
      { metric: 'Background-checked staff on every school crew', value: '100%' },
    ],
    chips: [
      { label: 'Safety', value: 'Background-checked crews', color: 'green' },
      { label: 'Focus', value: 'Healthy classrooms', color: 'blue' },
    ],
    trending: [
      'Summer deep cleans: floors stripped and refinished before August',
      'Daily disinfection of desks, railings and water fountains',
      'Green-certified products for student-occupied spaces',
      'Gym and locker-room odor and mildew control',
    ],
    local: [
      'Marion County schools return in early August, so summer floor work must be finished by late July.',
      'Ocala’s afternoon storms track mud through entrances: extra mats pay for themselves in one wet season.',
      'Private schools and academies around Ocala often share buildings with churches: plan cleaning around both calendars.',
    ],
    tips: [
      'Book summer floor refinishing in spring; crews fill up fast before the school year.',
      'Focus daily disinfection on what students touch most: desks, door handles, railings and fountains.',
      'Use green-certified products in classrooms and keep safety data sheets on file.',
    ],
    offer:
      'Schedule a free campus walkthrough. We plan daily cleaning and the summer deep clean together, with one point of contact for the whole school year.',
  },
  daycare: {
    stats: [
      { metric: 'Toys and surfaces sanitized at client centers each week', value: '5,000+' },
      { metric: 'Licensing inspections passed by our childcare clients', value: '100%' },
      { metric: 'Child-safe, fragrance-free products we use', value: '100%' },
      { metric: 'Sanitizing log entries completed per classroom per day', value: '6' },
    ],
    chips: [
      { label: 'Safety', value: 'Child-safe products', color: 'green' },
      { label: 'Compliance', value: 'Licensing-ready logs', color: 'blue' },
    ],
    trending: [
      'Daily sanitizing logs that satisfy licensing inspectors',
      'Fragrance-free, child-safe disinfectants',
      'Separate tools for diapering, food and play areas',
      'Cot, mat and soft-toy rotation and laundering',
    ],
    local: [
      'Florida DCF licensing inspections in Marion County check cleaning records as well as the rooms themselves.',
      'Cold and flu season in Ocala runs from October to March, when toy sanitizing needs to happen twice a day.',
      'Many Ocala centers are in converted homes and churches, with carpets that need more frequent extraction.',
    ],
    tips: [
      'Clean first, then sanitize or disinfect: products do not work well on dirty surfaces.',
      'Keep a bin for mouthed toys and sanitize them before they go back on the shelf.',
      'Post a simple cleaning chart in every room so staff and inspectors can see what was done.',
    ],
    offer:
      'Book a free daycare cleaning assessment. We build a child-safe sanitizing schedule and log for every classroom, ready for your next licensing visit.',
  },
  parking: {
    stats: [
      { metric: 'Parking lot square footage swept each month', value: '250,000+' },
      { metric: 'Slip-and-fall claims that start in parking areas', value: '1 in 4' },
      { metric: 'Oil stains treated per lot on a typical visit', value: '40+' },
      { metric: 'Lots serviced overnight so customers never see us', value: '30+' },
    ],
    chips: [
      { label: 'Safety', value: 'Fewer trip hazards', color: 'green' },
      { label: 'Schedule', value: 'Overnight sweeping', color: 'blue' },
    ],
    trending: [
      'Scheduled sweeping to protect asphalt and drains',
      'Oil and tire-mark removal before restriping',
      'Storm-drain clearing ahead of hurricane season',
      'Brighter lighting checks paired with litter pickup',
    ],
    local: [
      'Ocala’s summer downpours wash litter and oil into storm drains: clear them before June.',
      'Florida sun breaks down asphalt quickly; keeping debris off the surface extends the time between sealcoats.',
      'Retail centers along US 441 and SR 200 see the most litter after weekends: Monday morning sweeps help.',
    ],
    tips: [
      'Sweep weekly at minimum; debris holds moisture and speeds up asphalt cracking.',
      'Treat oil stains within days; old stains soak in and need stronger chemicals.',
      'Walk the lot at night once a month to spot dark corners and trip hazards.',
    ],
    offer:
      'Get a free parking lot inspection. We check sweeping needs, stains, drains and trip hazards and quote a regular schedule that runs overnight.',
  },
  floor: {
    stats: [
      { metric: 'Square feet of VCT stripped and refinished each year', value: '150,000+' },
      { metric: 'Longer floor life with a regular care program', value: 'up to 3x' },
      { metric: 'Carpet soil removed by hot-water extraction', value: '90%+' },
      { metric: 'Hours between finishing and reopening a treated floor', value: '6–8' },
    ],
    chips: [
      { label: 'Savings', value: 'Longer floor life', color: 'green' },
      { label: 'Method', value: 'Strip, seal & burnish', color: 'blue' },
    ],
    trending: [
      'Low-odor floor finishes for occupied buildings',
      'Burnishing schedules that stretch time between strips',
      'Sealed concrete as a low-maintenance option',
      'Carpet extraction with fast dry times',
    ],
    local: [
      'Marion County’s sandy soil acts like sandpaper on hard floors: entry mats are the cheapest floor care there is.',
      'High humidity in Ocala slows drying; we plan floor work overnight with air movers so you reopen on time.',
      'Many older Ocala offices still have VCT tile that looks new again after a proper strip and refinish.',
    ],
    tips: [
      'Dust mop daily and damp mop with a neutral cleaner; harsh chemicals dull the finish.',
      'Burnish high-traffic lanes weekly to restore shine without a full strip.',
      'Plan a full strip and refinish once or twice a year, depending on traffic.',
    ],
    offer:
      'Ask for a free floor assessment. We identify every floor type in your building and recommend a care schedule that protects it and your budget.',
  },
  green: {
    stats: [
      { metric: 'Of our products Green Seal or Safer Choice certified', value: '90%+' },
      { metric: 'Less plastic waste with concentrated refills', value: '70%' },
      { metric: 'Fewer chemical odor complaints after switching', value: '80%' },
      { metric: 'Microfiber cloths reused before replacement', value: '500x' },
    ],
    chips: [
      { label: 'Certified', value: 'Green Seal products', color: 'green' },
      { label: 'Focus', value: 'Indoor air quality', color: 'blue' },
    ],
    trending: [
      'Third-party certified products: Green Seal and Safer Choice',
      'Concentrates and dilution systems that cut packaging',
      'HEPA vacuums for better indoor air',
      'Microfiber systems that use less water and chemistry',
    ],
    local: [
      'Ocala sits over the Floridan Aquifer: what goes down the drain matters for the springs.',
      'Marion County businesses increasingly ask for green cleaning in RFPs and property-management contracts.',
      'Closed-up, air-conditioned Florida buildings hold fumes; low-VOC products make a noticeable difference.',
    ],
    tips: [
      'Look for third-party certification, not just “natural” on the label.',
      'Use a dilution system so every bottle is mixed correctly; more chemical is not more clean.',
      'Switch to microfiber and HEPA equipment: less dust in the air, fewer products needed.',
    ],
    offer:
      'Request a free green cleaning review. We check your current products and methods and show you a certified program at the same or lower cost.',
  },
  'power-washing': {
    stats: [
      { metric: 'Exterior square footage washed each month', value: '80,000+' },
      { metric: 'Potential curb-appeal lift in property value', value: 'up to 10%' },
      { metric: 'Buildings soft-washed without surface damage', value: '100%' },
      { metric: 'Months a treated wall stays free of mildew', value: '12–18' },
    ],
    chips: [
      { label: 'Value', value: 'Curb appeal', color: 'green' },
      { label: 'Method', value: 'Soft wash & pressure', color: 'blue' },
    ],
    trending: [
      'Soft washing for stucco, paint and roofs',
      'Water reclaim to meet storm-drain rules',
      'Dumpster pad and drive-thru degreasing',
      'Pre-sale and pre-lease exterior refreshes',
    ],
    local: [
      'Central Florida humidity grows mildew and algae on north-facing walls within months.',
      'Ocala’s oak pollen and red clay stain sidewalks and entries every spring.',
      'Many Marion County buildings are stucco or painted block, which need low-pressure soft washing.',
    ],
    tips: [
      'Use low pressure and the right solution on stucco and paint; high pressure etches and strips.',
      'Wash before repainting or sealing so the new coat bonds properly.',
      'Schedule exterior washing at least once a year, twice on shaded or north-facing sides.',
    ],
    offer:
      'Get a free exterior assessment. We photograph problem areas, recommend soft wash or pressure for each surface and give you a written quote.',
  },
  landscaping: {
    stats: [
      { metric: 'Acres mowed for commercial clients each month', value: '88+' },
      { metric: 'First impressions formed from the outside of a building', value: '7 in 10' },
      { metric: 'Properties on our year-round grounds schedule', value: '35+' },
      { metric: 'Visits per year on a typical Florida mowing plan', value: '40' },
    ],
    chips: [
      { label: 'Value', value: 'Year-round curb appeal', color: 'green' },
      { label: 'Season', value: 'Storm-ready grounds', color: 'blue' },
    ],
    trending: [
      'Florida-Friendly Landscaping with native plants',
      'Smart irrigation that follows watering rules',
      'Pre-hurricane tree trimming and debris plans',
      'Mulch and bed refreshes twice a year',
    ],
    local: [
      'Marion County watering restrictions limit days and hours: smart controllers keep you compliant.',
      'Ocala’s growing season runs from March to November, when mowing every week is the norm.',
      'Trim trees before June 1: hurricane season turns weak limbs into roof and car damage.',
    ],
    tips: [
      'Mow high: St. Augustine and Bahia grass handle Florida heat better at taller heights.',
      'Water early in the morning to cut evaporation and fungus.',
      'Refresh mulch in spring and fall to hold moisture and keep weeds down.',
    ],
    offer:
      'Book a free grounds walkthrough. We map turf, beds, trees and irrigation and give you a year-round plan with one monthly price.',
  },
  facility: {
    stats: [
      { metric: 'Years of facility management experience', value: '13+' },
      { metric: 'Lower cleaning costs with data-driven schedules', value: '15–20%' },
      { metric: 'Service requests answered within 24 hours', value: '98%' },
      { metric: 'Services coordinated under one contract', value: '7' },
    ],
    chips: [
      { label: 'Savings', value: 'Cost control', color: 'green' },
      { label: 'Approach', value: 'One point of contact', color: 'blue' },
    ],
    trending: [
      'Occupancy sensors that schedule cleaning by real use',
      'Digital checklists and photo proof of service',
      'Bundled janitorial, exterior and grounds contracts',
      'Preventive maintenance instead of emergency repairs',
    ],
    local: [
      'Property managers across Ocala are consolidating vendors to cut coordination time.',
      'Hurricane season makes a tested storm plan part of facility management in Marion County.',
      'Rising labor costs in Central Florida reward schedules based on data rather than habit.',
    ],
    tips: [
      'Track every request and response time; what gets measured gets fixed.',
      'Bundle services with one provider to get one schedule, one invoice and one phone number.',
      'Review traffic and usage quarterly and adjust frequencies instead of cleaning everything daily.',
    ],
    offer:
      'Ask for a free facility review. We look at your current vendors, schedules and costs and show you where one coordinated plan saves time and money.',
  },
  'professional-diy': {
    stats: [
      { metric: 'Staff hours a 10,000 sq ft office loses to DIY cleaning each month', value: '60+' },
      { metric: 'Businesses that switch to professional cleaners and stay', value: '8 in 10' },
      { metric: 'Commercial-grade tools and products we bring', value: '40+' },
      { metric: 'Customer satisfaction across our accounts', value: '98%' },
    ],
    chips: [
      { label: 'Savings', value: 'Staff time back', color: 'green' },
      { label: 'Quality', value: 'Insured & bonded', color: 'blue' },
    ],
    trending: [
      'Total cost of DIY: wages, supplies and missed tasks',
      'Insurance and liability when employees clean',
      'Commercial equipment versus retail supplies',
      'Hybrid plans: daily tidy in-house, deep clean by pros',
    ],
    local: [
      'Small businesses in Ocala often start with staff cleaning and switch once they pass 10 employees.',
      'Florida humidity punishes missed tasks: mildew in restrooms and break rooms appears in days.',
      'Local crews who know Marion County buildings cost less than pulling your own team off their jobs.',
    ],
    tips: [
      'Add up the hours your staff spend cleaning and multiply by their wage before comparing quotes.',
      'Check that any provider is insured and bonded and runs background checks.',
      'Keep daily tidying in-house and hand deep cleaning and disinfection to professionals.',
    ],
    offer:
      'Get a free side-by-side comparison. We estimate what DIY cleaning really costs you and quote a professional plan for the same space.',
  },
  cleaning: {
    stats: [
      { metric: 'Square feet serviced monthly', value: '33,000+' },
      { metric: 'Customer satisfaction', value: '98%' },
      { metric: 'Client retention', value: '80%' },
      { metric: 'Average Google rating', value: '4.9/5' },
    ],
    chips: [
      { label: 'Trust', value: 'Insured & bonded', color: 'green' },
      { label: 'Support', value: '24/7 emergency service', color: 'blue' },
    ],
    trending: [
      'Checklists with photo proof after every visit',
      'High-touch disinfection as a standard, not an extra',
      'Green-certified products by default',
      'Flexible schedules around business hours',
    ],
    local: [
      'Ocala businesses lose more to deferred cleaning than to the cleaning itself: carpets, floors and fixtures wear out early.',
      'Marion County’s humid summers make restrooms and break rooms the first places problems show.',
      'Local crews mean faster response: we reach most Marion County sites within the hour.',
    ],
    tips: [
      'Put your cleaning scope in writing, room by room, with frequencies.',
      'Inspect with your provider monthly for the first quarter, then quarterly.',
      'Fix small problems early: a stained ceiling tile or musty corner is a maintenance warning.',
    ],
    offer:
      'Claim your free cleaning audit. We walk your facility, note what is and is not being done today and give you a written plan with a fixed monthly price.',
  },
  default: {
    stats: [
      { metric: 'Businesses trusting us in Marion County', value: '100+' },
      { metric: 'Years of facility management experience', value: '13+' },
      { metric: 'Customer satisfaction', value: '98%' },
      { metric: 'Average rating', value: '4.9/5' },
    ],
    chips: [
      { label: 'Local', value: 'Ocala-based team', color: 'green' },
      { label: 'Support', value: '24/7 emergency service', color: 'blue' },
    ],
    trending: [
      'Healthier buildings as a retention tool',
      'Green-certified cleaning by default',
      'One provider for inside, outside and grounds',
      'Proof of service with digital checklists',
    ],
    local: [
      'Ocala and Marion County keep adding offices, clinics and warehouses along the I-75 corridor.',
      'Central Florida’s heat and humidity shorten the life of floors, finishes and exteriors without regular care.',
      'Hurricane season runs June to November: a clean-up plan before the first storm saves days after it.',
    ],
    tips: [
      'Write down what clean means for each area of your building before you ask for quotes.',
      'Choose a provider that is insured, bonded and background-checks every employee.',
      'Review your cleaning plan every quarter as your traffic and seasons change.',
    ],
    offer:
      'Schedule a free walkthrough of your facility. We assess every area and send a customized proposal within 24 hours, with no obligation.',
  },
};
