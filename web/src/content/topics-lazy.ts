/** Topic copy loaded on demand in the browser: one small chunk per page. */
import type { TopicContent } from './topic-content';

type Loader = () => Promise<{ default: TopicContent }>;

export const TOPIC_LOADERS: Record<string, Loader> = {
  'janitorial-services': () => import('./topics/janitorial-services'),
  'green-cleaning': () => import('./topics/green-cleaning'),
  'power-washing': () => import('./topics/power-washing'),
  'landscaping': () => import('./topics/landscaping'),
  'floor-care': () => import('./topics/floor-care'),
  'window-cleaning': () => import('./topics/window-cleaning'),
  'auto-dealerships': () => import('./topics/auto-dealerships'),
  'banks-financial': () => import('./topics/banks-financial'),
  'business-offices': () => import('./topics/business-offices'),
  'daycare-preschools': () => import('./topics/daycare-preschools'),
  'fitness-centers': () => import('./topics/fitness-centers'),
  'government-facilities': () => import('./topics/government-facilities'),
  'industrial-manufacturing': () => import('./topics/industrial-manufacturing'),
  'medical-facilities': () => import('./topics/medical-facilities'),
  'property-management': () => import('./topics/property-management'),
  'religious-facilities': () => import('./topics/religious-facilities'),
  'restaurants': () => import('./topics/restaurants'),
  'retail-stores': () => import('./topics/retail-stores'),
  'schools-universities': () => import('./topics/schools-universities'),
  'other-industries': () => import('./topics/other-industries'),
  'disinfecting-services': () => import('./topics/disinfecting-services'),
  'specialty-cleaning': () => import('./topics/specialty-cleaning'),
};
