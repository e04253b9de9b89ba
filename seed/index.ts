/**
 * The blog's built-in content. SAMPLE_POSTS load on first start (npm start);
 * SETUP_POSTS are what staff insert from /blog-setup.
 */
import type { NewBlogPost } from '../shared/posts/post';
import hiddenCosts from './posts/hidden-costs-of-neglecting-commercial-janitorial-services.ts';
import powerWashing from './posts/power-washing-improves-property-value.ts';
import cleanDaycare from './posts/clean-daycare-safer-daycare.ts';
import landscaping from './posts/year-round-commercial-landscaping.ts';
import floorCare from './posts/regular-floor-care.ts';
import officeMistakes from './posts/office-cleaning-mistakes.ts';
import parkingLot from './posts/parking-lot-maintenance.ts';
import professionalVsDiy from './posts/professional-vs-diy-cleaning.ts';

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
