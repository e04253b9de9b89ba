/**
 * A small least-recently-used map of rendered pages. Rendering React at the
 * edge costs milliseconds of CPU per request; a page whose inputs have not
 * changed (same path, same posts version, same configuration) is served from
 * here instead. The key carries everything the HTML depends on.
 */
export interface CachedPage {
  html: string;
  status: number;
  headers: Record<string, string>;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly capacity: number) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
