/**
 * The towns we serve, each with a line of local detail: shown on /service-area and listed as
 * areaServed in the structured data. Apart from content/site.ts so that only the pages that
 * show them download them.
 */
export const TOWNS = [
  { name: 'Ocala', detail: 'Our home base: downtown offices, the medical corridor along SR 200 and the industrial parks off NW 27th Ave.' },
  { name: 'Belleview', detail: 'Retail plazas and clinics along US 301/441, serviced on the same routes as south Ocala.' },
  { name: 'Dunnellon', detail: 'Offices, churches and riverfront businesses on the Rainbow and Withlacoochee rivers.' },
  { name: 'Silver Springs', detail: 'Hospitality, attractions and property managers east of Ocala along SR 40.' },
  { name: 'The Villages (Marion County)', detail: 'Medical offices, clubhouses and retail in the northern villages.' },
  { name: 'Summerfield', detail: 'Growing commercial strip along US 441 and new-build community facilities.' },
  { name: 'Reddick', detail: 'Farms, equestrian facilities and rural offices in north Marion County.' },
  { name: 'Citra', detail: 'Agricultural and light-industrial sites on the US 301 corridor.' },
  { name: 'Fort McCoy', detail: 'Schools, churches and county facilities near the Ocala National Forest.' },
  { name: 'Gainesville (on request)', detail: 'Multi-site clients with a location in Alachua County.' },
] as const;
