/** The five posts /blog-setup inserts (Healthcare, Green Cleaning, Restaurant, Technology, Retail). */
import type { NewBlogPost } from '../shared/posts/post';
import healthcare from './posts/healthcare-facility-cleaning-osha-hipaa-standards.ts';
import greenCleaning from './posts/sustainable-cleaning-products-business-environment.ts';
import restaurant from './posts/restaurant-deep-cleaning-food-safety-compliance.ts';
import technology from './posts/smart-facility-management-technology-cost-control.ts';
import retail from './posts/retail-store-cleaning-perfect-customer-experience.ts';

export const SETUP_POSTS: readonly NewBlogPost[] = [healthcare, greenCleaning, restaurant, technology, retail];

/** Labels shown on the setup page, in insert order. */
export const SETUP_POST_LABELS = ['Healthcare', 'Green Cleaning', 'Restaurant', 'Technology', 'Retail'] as const;
