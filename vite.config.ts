/**
 * Builds the browser bundle into dist/client (served as Workers static assets).
 * The HTML shell is web/shell.html; the Worker fills it with each page's head,
 * rendered markup and data at the edge.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { writeIconSprite } from './scripts/icon-sprite.mjs';

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
 * sonner injects its stylesheet as an inline <style> at import time, which the
 * Content-Security-Policy (no inline styles) refuses; the Toaster loads the
 * same CSS as a hashed file instead (components/ui/toaster.tsx).
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'sonner-without-inline-style',
    transform(code, id) {
      if (!/node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const out = code.replace(/function __insertCSS\(code\) \{/, 'function __insertCSS(code) { return;');
      if (out === code) this.error('sonner: __insertCSS not found; check the CSP-safe stylesheet loading');
      return { code: out, map: null };
    },
  };
}

/**
 * react-router ships one module for all its modes. Its top-level React.forwardRef /
 * createContext calls carry no pure annotation and it assigns displayName at
 * module level, so the bundler keeps every component this app never uses (Form,
 * NavLink, Await, the data routers): about 25 kB. Marking those calls pure and
 * dropping the dev-tools-only displayName writes lets tree-shaking remove them.
 */
function treeShakeableReactRouter(): Plugin {
  return {
    name: 'tree-shakeable-react-router',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      const out = code
        .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** The icon sprite and its URL module follow web/src/components/icons.tsx (scripts/icon-sprite.mjs). */
function iconSprite(): Plugin {
  return {
    name: 'icon-sprite',
    async buildStart() {
      await writeIconSprite();
    },
  };
}

/**
 * The shell's comments explain it to us, not to browsers: the built copy drops them, which
 * keeps the home page's HTML, headers included, within the first round trip of a new connection.
 */
function shellWithoutComments(): Plugin {
  return {
    name: 'shell-without-comments',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => html.replace(/[ \t]*<!--[\s\S]*?-->\n?/g, '') },
  };
}

/**
 * The entry script only hydrates a page that is complete without it, and loads the app once the
 * first contentful paint is recorded: it asks for low priority, so the stylesheet, the font and
 * the hero image are fetched first, and the first paint never waits on it. Vite writes the
 * entry's tag itself, so the attribute goes on here.
 */
function lowPriorityEntryScript(): Plugin {
  return {
    name: 'low-priority-entry-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const out = html.replace(/<script type="module" crossorigin src=/g, '<script type="module" fetchpriority="low" crossorigin src=');
        if (out === html) throw new Error('low-priority-entry-script: the entry <script type="module"> tag was not found');
        return out;
      },
    },
  };
}

const workerOrigin = `http://127.0.0.1:${process.env.WORKER_PORT ?? 8787}`;

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'web'),
  publicDir: path.resolve(import.meta.dirname, 'web/public'),
  plugins: [iconSprite(), react(), tailwindcss(), devShell(), sonnerWithoutInlineStyle(), treeShakeableReactRouter(), shellWithoutComments(), lowPriorityEntryScript()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    cssCodeSplit: false,
    // Fonts and images stay files: the CSP allows no data: fonts, and files cache on their own.
    assetsInlineLimit: 0,
    rollupOptions: {
      input: path.resolve(import.meta.dirname, 'web/shell.html'),
      output: {
        // React, its JSX runtime and react-dom always load together, first: one file, not three.
        // The small pieces the marketing pages share (home, services, industries, about) travel
        // together: one request, one gzip stream, instead of five files of a few hundred bytes.
        codeSplitting: {
          groups: [
            { name: 'client', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'marketing-kit', includeDependenciesRecursively: false, test: /web[\\/]src[\\/](components[\\/]ui[\\/](card|badge|icon-list)|features[\\/]marketing[\\/](cta-banner|topic-icons))\.tsx?$/ },
          ],
        },
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
