/** The Spanish pages' frame, one chunk for both of its islands (app/app.tsx). */
export { SiteFooterEs } from './site-footer-es';
export { SiteHeaderEs } from './site-header-es';
