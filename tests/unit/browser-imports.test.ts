/**
 * The browser ships no drizzle-orm: following the imports the bundler follows from the pages'
 * entry scripts (web/shell.html, web/staff.html), neither drizzle nor the schema that uses it is
 * reached. Type-only imports are erased at build time, so the browser may import the schema's types.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, type IModule } from 'dependency-cruiser';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';

type Node = DefaultTreeAdapterMap['node'];

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The module scripts an HTML page of web/ loads, as paths from the repository root. */
function entryScripts(page: string): string[] {
  const walk = (node: Node): string[] => {
    const children = 'childNodes' in node ? node.childNodes.flatMap(walk) : [];
    if (!('tagName' in node) || node.tagName !== 'script') return children;
    const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
    return attr('type') === 'module' && attr('src') ? [path.posix.join('web', attr('src')!), ...children] : children;
  };
  return walk(parse(readFileSync(path.join(ROOT, page), 'utf8')));
}

/** Edges the build erases: they bring no code. */
const TYPE_ONLY = new Set(['type-only', 'type-import', 'pre-compilation-only']);

describe('the browser ships no drizzle-orm', () => {
  const entries = ['web/shell.html', 'web/staff.html'].flatMap(entryScripts);
  let modules: Map<string, IModule>;
  let reached: Set<string>;

  beforeAll(async () => {
    const result = await cruise(
      entries,
      {
        baseDir: ROOT,
        tsPreCompilationDeps: true,
        doNotFollow: { path: 'node_modules' },
        enhancedResolveOptions: {
          exportsFields: ['exports'],
          conditionNames: ['import', 'browser', 'default', 'types'],
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        },
      },
      undefined,
    );
    if (typeof result.output === 'string') throw new Error('dependency-cruiser gave no module graph');
    modules = new Map(result.output.modules.map((m) => [m.source, m]));
    reached = new Set();
    const visit = (source: string) => {
      if (reached.has(source)) return;
      reached.add(source);
      for (const dep of modules.get(source)?.dependencies ?? []) {
        if (!dep.dependencyTypes.some((t) => TYPE_ONLY.has(t))) visit(dep.resolved);
      }
    };
    for (const entry of entries) visit(entry);
  }, 60_000);

  it('starts from both pages’ entry scripts, and resolves every import that brings code', () => {
    expect(entries).toEqual(['web/src/entry-client.tsx', 'web/src/staff/main.tsx']);
    for (const entry of entries) expect(modules.has(entry), entry).toBe(true);
    // An import the walk cannot resolve could hide drizzle behind it; only assets (CSS, ?url) may be left.
    const unresolved = [...reached].flatMap((source) =>
      (modules.get(source)?.dependencies ?? [])
        .filter((d) => d.couldNotResolve && !d.dependencyTypes.some((t) => TYPE_ONLY.has(t)))
        .map((d) => `${source} -> ${d.module}`),
    );
    expect(unresolved.filter((u) => !/\.css(\?\w+)?$|\?url$/.test(u))).toEqual([]);
  });

  it('reaches neither drizzle nor shared/schema.ts', () => {
    expect(reached.size).toBeGreaterThan(50);
    expect([...reached].filter((m) => /node_modules\/drizzle-/.test(m) || m === 'shared/schema.ts')).toEqual([]);
  });
});
