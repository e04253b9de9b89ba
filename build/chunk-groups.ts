/**
 * Build step: how the browser bundle is grouped into files (`codeSplitting.groups` in
 * vite.config.ts). Fewer, fuller files for what always loads together: one request and one gzip
 * stream instead of several files of a few hundred bytes (see docs/performance.md).
 */

export const CHUNK_GROUPS = [
  // React, its JSX runtime and react-dom always load together, first: one file, not three.
  { name: 'client', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // What every page's own code uses (the router and its links, buttons, sections, icons, the
  // company's facts): one file instead of seven of a few hundred bytes each (every page 0.5 kB
  // gzip lighter than the seven apart).
  {
    name: 'site-kit',
    includeDependenciesRecursively: false,
    test: /(web[\\/]src[\\/](app[\\/]router|components[\\/](ui[\\/](link|button|section)|icon|icon-sprite-url)|lib[\\/]cn)|content[\\/]site)\.tsx?$/,
  },
  // The small pieces the marketing pages' first screens share (home, services, industries, about)
  // travel together (home JS 100.0 -> 99.2 kB gzip). What only their islands use (cards, the call-
  // to-action banner, the industry icons) is left to the bundler, to load with those.
  {
    name: 'marketing-kit',
    includeDependenciesRecursively: false,
    test: /web[\\/]src[\\/](components[\\/]ui[\\/](badge|icon-list|illustration)|features[\\/]marketing[\\/]cta-buttons)\.tsx?$/,
  },
  // The form parts the lead card and the instant estimate (an island, features/estimate/) both use:
  // the error summary, the labelled fields and the lead form's building options, with the form
  // token's placeholder the lead and apply forms share. One file, so the estimate sharing them adds
  // no file to the lead card's list of what to preload (in `start`, which every page loads), where
  // the bundler would split out three more.
  {
    name: 'form-kit',
    includeDependenciesRecursively: false,
    test: /(web[\\/]src[\\/]features[\\/](forms[\\/]error-summary|leads[\\/]lead-fields)|shared[\\/]intake[\\/](lead-options|form-token))\.tsx?$/,
  },
  // What the blog's pages share (the featured image, the blog's rules and the
  // post's shape, and api-core: the API's error, isOutage and the signup's request; the API client
  // itself loads on demand) travels as one file: split by the bundler into six, the article page paid 0.9 kB gzip more.
  // Not in it: the confirmation page's rules (shared/newsletter/newsletter-result, that page's alone) and the
  // signup's email rule (in the chunk its submit loads): the blog pages 0.2 kB gzip lighter; the
  // post cards, which the article shows only in its related-posts island; and the signup and the
  // call to action, and the outage notice, islands (features/blog/islands.ts) that load as they come near.
  {
    name: 'blog-kit',
    includeDependenciesRecursively: false,
    test: /(web[\\/]src[\\/](features[\\/]blog[\\/](api-core|components[\\/]featured-image)|components[\\/]ui[\\/]skeleton)|shared[\\/]posts[\\/](blog-logic|post))\.tsx?$/,
  },
];
