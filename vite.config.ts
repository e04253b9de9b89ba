/**
 * Builds the browser bundle into dist/client (served as Workers static assets).
 * The HTML shell is web/shell.html; the Worker fills it with each page's head,
 * rendered markup and data at the edge. The build steps that keep pages fast live
 * in build/, one module each; docs/performance.md lists them with what each buys.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { iconSprite } from './build/icon-sprite.ts';
import { lowPriorityEntryScript } from './build/low-priority-entry-script.ts';
import { shellWithoutComments } from './build/shell-without-comments.ts';
import { sonnerWithoutInlineStyle } from './build/sonner-without-inline-style.ts';
import { clientRouteTable } from './build/client-route-table.ts';

/** In `vite dev`, every page navigation gets the shell (the app renders client-side). */
function devShell(): Plugin {
  return {
    name: 'dev-shell',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method === 'GET' && accept.includes('text/html') && !req.url?.startsWith('/@')) req.url = '/shell.html';
        next();
      });
    },
  };
}

/**
 * What every careers page shares (the hero, the language's catalogue loader, the
 * careers types and rules, the islands' declarations) travels
 * as one file: split by the bundler into two, each was a request of its own and a name more in the
 * route table every page loads (`start`). An opening's facts (shown by the opening page and by the
 * list's cards, an island), the lists' own parts, the apply form and each language's words stay
 * out: loaded where, and when, needed.
 */
const CAREERS_KIT = {
  name: 'careers-kit',
  includeDependenciesRecursively: false,
  test: /(web[\\/]src[\\/]features[\\/]careers[\\/](careers-hero|locale|careers-skeleton|islands)|content[\\/]careers[\\/]catalogue|shared[\\/]careers[\\/]careers)\.tsx?$/,
};

/** An opening's facts, shown by the opening page and by the list's cards: one file. */
const OPENING_FACTS = {
  name: 'opening-facts',
  includeDependenciesRecursively: false,
  test: /(web[\\/]src[\\/]features[\\/]careers[\\/]opening-facts|content[\\/]careers[\\/]format)\.tsx?$/,
};

const workerOrigin = `http://127.0.0.1:${process.env.WORKER_PORT ?? 8787}`;

/**
 * What a dynamic import preloads beside its chunk. Once the app runs (start.tsx and whatever it
 * loads), React (`client`), the entry (`shell`) and `site-kit` are in already, so imports made from
 * there do not list them: about 0.1 kB gzip less on every page. The entry's own import of start.tsx
 * keeps the full list, so those load in parallel with it.
 */
const ALREADY_LOADED = /(^|\/)(client|shell|site-kit)-[\w-]+\.js$/;
/**
 * Pages reached by a full page load only (a personal link from an email, the answer to a form
 * posted without JavaScript, the 404): their parts load after the page's own file, one round trip
 * later when the page hydrates, instead of naming them in the route table every page loads.
 */
const LOADED_ALONE = /(^|\/)(walkthrough|interview|unsubscribe|thank-you|careers-thanks|request-not-sent|not-found)-page-[\w-]+\.js$/;
function withoutLoadedChunks(file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  if (hostType === 'html' || /(^|\/)shell-[\w-]+\.js$/.test(hostId)) return deps;
  if (LOADED_ALONE.test(file)) return deps.filter((dep) => dep === file);
  return deps.filter((dep) => !ALREADY_LOADED.test(dep));
}

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'web'),
  publicDir: path.resolve(import.meta.dirname, 'web/public'),
  plugins: [clientRouteTable(), iconSprite(), react(), tailwindcss(), devShell(), sonnerWithoutInlineStyle(), shellWithoutComments(), lowPriorityEntryScript()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    cssCodeSplit: false,
    // Fonts and images stay files: the CSP allows no data: fonts, and files cache on their own.
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself; one that does not still loads each
    // module when it is imported, so the polyfill (about 0.4 kB on every page) buys nothing.
    modulePreload: { polyfill: false, resolveDependencies: withoutLoadedChunks },
    rollupOptions: {
      input: path.resolve(import.meta.dirname, 'web/shell.html'),
      output: {
        codeSplitting: { groups: [...CHUNK_GROUPS, CAREERS_KIT, OPENING_FACTS] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/rest': workerOrigin,
      '/api': workerOrigin,
      '/sitemap.xml': workerOrigin,
      '/robots.txt': workerOrigin,
      '/insights/rss.xml': workerOrigin,
      '/og': workerOrigin,
    },
  },
});
