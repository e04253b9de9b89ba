/** Every topic page's copy, imported eagerly: the edge renders any page synchronously. */
import type { TopicContent } from './topic-content';
import janitorialServices from './topics/janitorial-services';
import greenCleaning from './topics/green-cleaning';
import powerWashing from './topics/power-washing';
import landscaping from './topics/landscaping';
import floorCare from './topics/floor-care';
import windowCleaning from './topics/window-cleaning';
import autoDealerships from './topics/auto-dealerships';
import banksFinancial from './topics/banks-financial';
import businessOffices from './topics/business-offices';
import daycarePreschools from './topics/daycare-preschools';
import fitnessCenters from './topics/fitness-centers';
import governmentFacilities from './topics/government-facilities';
import industrialManufacturing from './topics/industrial-manufacturing';
import medicalFacilities from './topics/medical-facilities';
import propertyManagement from './topics/property-management';
import religiousFacilities from './topics/religious-facilities';
import restaurants from './topics/restaurants';
import retailStores from './topics/retail-stores';
import schoolsUniversities from './topics/schools-universities';
import otherIndustries from './topics/other-industries';
import disinfectingServices from './topics/disinfecting-services';
import specialtyCleaning from './topics/specialty-cleaning';

export const TOPICS: Record<string, TopicContent> = {
  'janitorial-services': janitorialServices,
  'green-cleaning': greenCleaning,
  'power-washing': powerWashing,
  'landscaping': landscaping,
  'floor-care': floorCare,
  'window-cleaning': windowCleaning,
  'auto-dealerships': autoDealerships,
  'banks-financial': banksFinancial,
  'business-offices': businessOffices,
  'daycare-preschools': daycarePreschools,
  'fitness-centers': fitnessCenters,
  'government-facilities': governmentFacilities,
  'industrial-manufacturing': industrialManufacturing,
  'medical-facilities': medicalFacilities,
  'property-management': propertyManagement,
  'religious-facilities': religiousFacilities,
  'restaurants': restaurants,
  'retail-stores': retailStores,
  'schools-universities': schoolsUniversities,
  'other-industries': otherIndustries,
  'disinfecting-services': disinfectingServices,
  'specialty-cleaning': specialtyCleaning,
};
