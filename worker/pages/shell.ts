/**
 * The built HTML shell (dist/client/shell.html), read once per asset store and isolate. Keyed by
 * the binding, so a request served with another asset store (a test's) reads its own.
 */
const cached = new WeakMap<Fetcher, Promise<string>>();

export function loadShell(assets: Fetcher): Promise<string> {
  let shell = cached.get(assets);
  if (!shell) {
    shell = assets.fetch('https://assets.local/shell.html').then(async (res) => {
      if (!res.ok) throw new Error(`shell.html missing (${res.status}): run npm run build`);
      return res.text();
    });
    cached.set(assets, shell);
    shell.catch(() => cached.delete(assets));
  }
  return shell;
}
