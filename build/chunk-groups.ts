/**
 * Build step: how the browser bundle is grouped into files (`codeSplitting.groups` in
 * vite.config.ts). Fewer, fuller files for what always loads together: one request and one gzip
 * stream instead of several files of a few hundred bytes (see docs/performance.md).
 */

export const CHUNK_GROUPS = [
  // React, its JSX runtime and react-dom always load together, first: one file, not three.
  { name: 'client', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // The small pieces the marketing pages share (home, services, industries, about) travel
  // together (home JS 100.0 -> 99.2 kB gzip).
  {
    name: 'marketing-kit',
    includeDependenciesRecursively: false,
    test: /web[\\/]src[\\/](components[\\/]ui[\\/](card|badge|icon-list|illustration)|features[\\/]marketing[\\/](cta-banner|cta-buttons|topic-icons))\.tsx?$/,
  },
  // What the blog's pages share (cards, skeletons, the signup block, the blog's rules, and
  // api-core: the API's error, isOutage and the signup's request; the API client itself loads on demand)
  // travels as one file: split by the bundler into six, the article page paid 0.9 kB gzip more.
  // Not in it: the confirmation page's rules (shared/newsletter-result, that page's alone) and the
  // signup's email rule (in the chunk its submit loads): the blog pages 0.2 kB gzip lighter.
  {
    name: 'blog-kit',
    includeDependenciesRecursively: false,
    test: /(web[\\/]src[\\/](features[\\/]blog[\\/](api-core|components[\\/](post-card|post-card-skeleton|newsletter-signup|featured-image|blog-cta|blog-unavailable))|components[\\/]ui[\\/]skeleton)|shared[\\/]blog-logic)\.tsx?$/,
  },
];
