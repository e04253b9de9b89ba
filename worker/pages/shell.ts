/** The built HTML shell (dist/client/shell.html), read once per isolate from the asset store. */
let cached: Promise<string> | null = null;

export function loadShell(assets: Fetcher): Promise<string> {
  cached ??= assets.fetch('https://assets.local/shell.html').then(async (res) => {
    if (!res.ok) throw new Error(`shell.html missing (${res.status}): run npm run build`);
    return res.text();
  });
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
