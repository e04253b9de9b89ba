/**
 * The browser routes with the route manifest (content/routes.ts) minus its head copy. When the
 * browser build resolves shared/routes.ts's import of the manifest, this plugin answers with a
 * module generated from it that keeps each entry's routing fields and drops `title`,
 * `description` and `keywords` (about 2 kB gzip the first page load never shows).
 * shared/route-copy.ts, loaded with the first client-side navigation, still imports the whole
 * manifest. The edge (bundled by wrangler) and the tests import the manifest itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const MANIFEST = path.resolve(import.meta.dirname, '../content/routes.ts');
const ROUTER = path.resolve(import.meta.dirname, '../shared/routes.ts');
const VIRTUAL_ID = '\0client-route-table';
const COPY_FIELDS = new Set(['title', 'description', 'keywords']);

const withoutCopy = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutCopy);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !COPY_FIELDS.has(k)));
  }
  return value;
};

export function clientRouteTable(): Plugin {
  return {
    name: 'client-route-table',
    // Before Vite's own resolver, which would otherwise resolve the manifest to its file.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer) {
      if (!importer || path.resolve(importer.split('?')[0]!) !== ROUTER) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === MANIFEST ? VIRTUAL_ID : null;
    },
    async load(id) {
      if (id !== VIRTUAL_ID) return null;
      this.addWatchFile(MANIFEST);
      // Node runs the manifest's TypeScript itself (it holds data and type imports only).
      const manifest: Record<string, unknown> = await import(`${pathToFileURL(MANIFEST).href}?t=${Date.now()}`);
      if (!Array.isArray(manifest.PAGES) || !Array.isArray(manifest.SERVICES))
        this.error('client-route-table: content/routes.ts lost its PAGES or SERVICES export');
      return Object.entries(manifest)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(withoutCopy(value))};`)
        .join('\n');
    },
  };
}
