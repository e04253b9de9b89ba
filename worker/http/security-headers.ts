/**
 * Security headers on every Worker response (static files get the same set
 * from web/public/_headers). Script may only come from our origin, the
 * configured embed providers and, when configured, Turnstile; nothing may frame us.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

export function pageCsp(embedOrigins: string[], { styleAttributes = false } = {}): string {
  const embeds = embedOrigins.join(' ');
  return [
    "default-src 'none'",
    `script-src 'self'${embeds ? ` ${embeds}` : ''}`,
    // No inline script or style: every stylesheet is a file of ours (JSON-LD and page data are inert data blocks).
    "style-src 'self'",
    // The staff outbox shows each email in a sandboxed srcdoc frame, which inherits this policy, and
    // an email's styles are inline attributes (mail clients drop stylesheets). Attributes only: never
    // a <style> element or a script, and only on the staff app's pages.
    ...(styleAttributes ? ["style-src-attr 'unsafe-inline'"] : []),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${embeds || "'none'"}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** Where Cloudflare Turnstile's script and challenge frame come from. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  const type = h.get('content-type') ?? '';
  // Turnstile's script and challenge frame, only where our lead form shows it (a site key is configured).
  const turnstile = c.env.TURNSTILE_SITE_KEY ? TURNSTILE_ORIGIN : null;
  const embeds = [originOf(c.env.LEAD_FORM_URL), originOf(c.env.BOOKING_URL), turnstile].filter((o): o is string => !!o);
  const staffPage = c.req.path === '/staff' || c.req.path.startsWith('/staff/');
  h.set('Content-Security-Policy', type.startsWith('text/html') ? pageCsp([...new Set(embeds)], { styleAttributes: staffPage }) : API_CSP);
  h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (!h.has('Cross-Origin-Resource-Policy')) h.set('Cross-Origin-Resource-Policy', 'same-site');
};
