/**
 * Source patch: react-router 7 ships one module for all its modes. Its top-level
 * `React.forwardRef` / `createContext` / `memo` calls carry no pure annotation and it assigns
 * `displayName` at module level, so the bundler must keep every component this app never uses
 * (Form, NavLink, Await, the data routers). Marking those calls pure and dropping the
 * dev-tools-only displayName writes lets tree-shaking remove them: 22.8 kB of JS (7.7 kB gzip)
 * on every page, without which the home page is over its 100 kB budget (docs/performance.md).
 * No bundler option does this for one package only (rolldown's `manualPureFunctions` and
 * `propertyWriteSideEffects` apply to the whole app). Upstream: remix-run/react-router#14058
 * (closed) and the open pull request #15299, which wraps Link, NavLink and Form in pure IIFEs.
 * If react-router's bundle changes shape the build fails here instead of growing silently.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_CHUNK = /node_modules[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/]chunk-[^\\/]+\.mjs$/;
const TOP_LEVEL_CALL = /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME_WRITE = /^\w+\.displayName = "[^"]*";\n?/gm;
/** Unused here, and the bulk of what the patch removes: each must end up annotated. */
const MUST_SHAKE = ['NavLink', 'Form'];

/**
 * One react-router chunk made tree-shakeable. Returns null for a chunk that defines none of its
 * components; throws when the chunk that defines them no longer matches the patterns.
 */
export function treeShakeable(code: string): string | null {
  if (!/^var Link = /m.test(code)) return null;
  const out = code.replace(TOP_LEVEL_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME_WRITE, '');
  const missed = MUST_SHAKE.filter((name) => !new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm').test(out));
  const writesLeft = out.match(/^\w+\.displayName = /gm)?.length ?? 0;
  if (missed.length || writesLeft) {
    throw new Error(
      `tree-shakeable-react-router: react-router's bundle changed shape (not annotated: ${missed.join(', ') || 'none'}; displayName writes left: ${writesLeft}). ` +
        'Check whether upstream now tree-shakes on its own (then delete build/tree-shakeable-react-router.ts) or update its patterns; home JS grows by about 8 kB gzip without it.',
    );
  }
  return out;
}

export function treeShakeableReactRouter(): Plugin {
  let patched = false;
  return {
    name: 'tree-shakeable-react-router',
    apply: 'build',
    buildStart() {
      patched = false;
    },
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      try {
        const out = treeShakeable(code);
        if (out === null) return null;
        patched = true;
        return { code: out, map: null };
      } catch (err) {
        this.error((err as Error).message);
      }
    },
    buildEnd(error) {
      if (!error && !patched)
        this.error('tree-shakeable-react-router: no react-router chunk defining Link was transformed; react-router changed its file layout');
    },
  };
}
