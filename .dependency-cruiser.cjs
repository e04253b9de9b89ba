/**
 * The import rules of ARCHITECTURE.md, checked by `npm run check` (`npm run deps`). Type-only
 * imports are erased at build time, so the rules that keep code out of a layer let them through.
 */
const typeOnly = { dependencyTypesNot: ['type-only'] };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module may reach itself through its imports.',
      from: {},
      to: { circular: true, viaOnly: typeOnly },
    },
    {
      name: 'content-imports-nothing',
      severity: 'error',
      comment: "content/ is the company's words as data: it imports only other content (and types from shared/).",
      from: { path: '^content/' },
      to: { pathNot: '^content/', ...typeOnly },
    },
    {
      name: 'shared-imports-only-content',
      severity: 'error',
      comment: 'shared/ is pure code both sides run: it may import content/ and libraries, never web/, worker/ or build code.',
      from: { path: '^shared/' },
      to: { path: '^(web|worker|build|scripts|bench|seed)/', ...typeOnly },
    },
    {
      name: 'web-never-imports-worker',
      severity: 'error',
      comment: 'The browser code never imports the Worker.',
      from: { path: '^web/' },
      to: { path: '^worker/' },
    },
    {
      name: 'public-app-never-imports-staff-app',
      severity: 'error',
      comment: 'Not one byte of the staff app may reach a public page.',
      from: { path: '^web/src/', pathNot: '^web/src/staff/' },
      to: { path: '^web/src/staff/' },
    },
    {
      name: 'only-stores-import-drizzle',
      severity: 'error',
      comment: 'Only store modules (a store/ folder or store.ts of a resource, worker/db.ts, the schema) talk to D1 through drizzle-orm.',
      from: { path: '^(worker|shared|web)/', pathNot: ['/store/', '/store\\.ts$', '^worker/db\\.ts$', '^shared/schema\\.ts$'] },
      to: { path: 'node_modules/drizzle-orm/', ...typeOnly },
    },
    {
      name: 'data-flows-down',
      severity: 'error',
      comment: 'A store never imports routes, the staff door or the page renderer: routes -> store -> D1.',
      from: { path: '^worker/.*/store(/|\\.ts$)' },
      to: {
        path: [
          '^worker/[^/]+/(routes|staff-routes|submit)\\.ts$',
          '^worker/[^/]+/rest/',
          '^worker/staff/(?!store/|keys)',
          '^worker/pages/',
          '^worker/index\\.ts$',
          '^web/',
        ],
      },
    },
    {
      name: 'renderer-through-its-entry',
      severity: 'error',
      comment: 'Only the page renderer writes HTML: the Worker reaches the React app and the rendering helpers only through worker/pages/render-page.ts.',
      from: { path: '^worker/', pathNot: '^worker/pages/' },
      to: { path: ['^web/', '^worker/pages/(?!render-page\\.ts$)'], ...typeOnly },
    },
    {
      // Emails are not pages: no shell, head, page data, router or hydration, and their markup must
      // stand alone with inline styles, so they do not go through the page renderer. React still
      // writes their HTML (it escapes every value), from one narrow place that renders static markup
      // and imports nothing of the app (web/ stays out by the rule above).
      name: 'react-only-in-the-two-renderers',
      severity: 'error',
      comment:
        'The Worker renders React in two places only: pages in worker/pages/ (entered through render-page.ts) and email bodies in worker/email/templates/ (renderToStaticMarkup).',
      from: { path: '^worker/', pathNot: ['^worker/pages/', '^worker/email/templates/'] },
      to: { path: 'node_modules/(react|react-dom)/', ...typeOnly },
    },
    {
      name: 'email-templates-through-render',
      severity: 'error',
      comment: 'Every email is rendered through worker/email/render.ts (both parts from one document); nothing else reaches the HTML template.',
      from: { path: '^', pathNot: ['^worker/email/render\\.ts$', '^worker/email/templates/'] },
      to: { path: '^worker/email/templates/', ...typeOnly },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', 'worker-configuration\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
