/**
 * Builds the staff back office (web/staff.html -> dist/client/staff.html) as a build of its own,
 * after the public one (`npm run build`), so not one byte of it can reach a public page: no shared
 * chunk, its own stylesheet, and files named `assets/staff-*`. It writes into the same
 * dist/client without emptying it and without a manifest, so the public build's files and
 * .vite/manifest.json stay exactly as that build wrote them. The Worker serves staff.html for
 * /staff and /staff/* (never as a public page); the public build steps in build/ are not needed.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The staff app is styled by the site's own stylesheet (web/src/styles/app.css: the same tokens,
 * font and article styles), whose `@source not` lines keep staff classes out of the public build.
 * Here those lines are dropped, so Tailwind also writes the staff screens' classes.
 */
function siteStylesheetWithStaffSources(): Plugin {
  const appCss = path.resolve(import.meta.dirname, 'web/src/styles/app.css');
  return {
    name: 'site-stylesheet-with-staff-sources',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== appCss) return null;
      return { code: code.replace(/^@source not '[^']*staff[^']*';$/gm, ''), map: null };
    },
  };
}

/** In `vite dev`, every /staff page gets staff.html (the app routes client-side). */
function devStaffHtml(): Plugin {
  return {
    name: 'dev-staff-html',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        if (req.method === 'GET' && /^\/staff(\/(?!api\/)|$|\?)/.test(url)) req.url = '/staff.html';
        next();
      });
    },
  };
}

const workerOrigin = `http://127.0.0.1:${process.env.WORKER_PORT ?? 8787}`;

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'web'),
  // The fonts and images it uses are the public build's files, already in dist/client.
  publicDir: false,
  plugins: [siteStylesheetWithStaffSources(), react(), tailwindcss(), devStaffHtml()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: false,
    manifest: false,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: path.resolve(import.meta.dirname, 'web/staff.html'),
      output: {
        entryFileNames: 'assets/staff-[name]-[hash].js',
        chunkFileNames: 'assets/staff-[name]-[hash].js',
        assetFileNames: 'assets/staff-[name]-[hash][extname]',
        // The icons every screen shares in one file, not one file of a few hundred bytes each.
        codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }] },
      },
    },
  },
  // `vite -c vite.staff.config.ts` serves the app with hot reload, the API from the local Worker.
  server: {
    port: 5174,
    proxy: {
      // The API takes writes only from its own origin (CSRF): the dev server speaks for the Worker's.
      '/staff/api': { target: workerOrigin, changeOrigin: true, configure: (proxy) => proxy.on('proxyReq', (req) => req.setHeader('origin', workerOrigin)) },
      '/media': workerOrigin,
      '/fonts': workerOrigin,
      '/images': workerOrigin,
      '/icons': workerOrigin,
      '/favicon.svg': workerOrigin,
    },
  },
});
