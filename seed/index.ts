/**
 * The blog's built-in content. SAMPLE_POSTS load on first start (npm start);
 * SETUP_POSTS are what staff insert from /blog-setup.
 */
import type { NewBlogPost } from '../shared/post';
import hiddenCosts from './posts/hidden-costs-of-neglecting-commercial-janitorial-services';
import powerWashing from './posts/power-washing-improves-property-value';
import cleanDaycare from './posts/clean-daycare-safer-daycare';
import landscaping from './posts/year-round-commercial-landscaping';
import floorCare from './posts/regular-floor-care';
import officeMistakes from './posts/office-cleaning-mistakes';
import parkingLot from './posts/parking-lot-maintenance';
import professionalVsDiy from './posts/professional-vs-diy-cleaning';

export const SAMPLE_POSTS: readonly NewBlogPost[] = [
  hiddenCosts,
  powerWashing,
  cleanDaycare,
  landscaping,
  floorCare,
  officeMistakes,
  parkingLot,
  professionalVsDiy,
];
