/**
 * Source patch: sonner 2 puts its stylesheet in an inline <style> as soon as its module runs, and
 * offers no option to stop it (the `unstyled` prop only drops its default look; the <style> is
 * still added). The page's Content-Security-Policy (`style-src 'self'`,
 * worker/http/security-headers.ts) refuses inline styles, so the Toaster loads the same rules as a
 * hashed file, sonner/dist/styles.css (web/src/components/ui/toaster.tsx), and this build step
 * deletes the injecting call, so neither the <style> nor its 15 kB CSS string ships. Upstream:
 * emilkowalski/sonner#449 (strict CSP). Drop this once sonner has an entry point that does not
 * inject. If sonner's bundle changes shape the build fails here instead of shipping the <style>.
 */
import type { Plugin } from 'vite';

const SONNER_BUNDLE = /node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
/** The one top-level statement that injects the stylesheet: `__insertCSS("…");`. */
const INJECT_CALL = /^__insertCSS\("(?:[^"\\]|\\.)*"\);\n?/gm;

/** sonner's bundle without its stylesheet injection; throws unless the call is found exactly once. */
export function withoutInjectedStyle(code: string): string {
  const found = code.match(INJECT_CALL)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `sonner-without-inline-style: expected one top-level __insertCSS("…") call in sonner's bundle, found ${found}; ` +
        'sonner changed how it adds its stylesheet: check that toasts add no <style> (the CSP refuses it) and update build/sonner-without-inline-style.ts',
    );
  }
  return code.replace(INJECT_CALL, '');
}

export function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'sonner-without-inline-style',
    transform(code, id) {
      if (!SONNER_BUNDLE.test(id)) return null;
      try {
        return { code: withoutInjectedStyle(code), map: null };
      } catch (err) {
        this.error((err as Error).message);
      }
    },
  };
}
