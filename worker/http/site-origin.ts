/**
 * The site's public address (SITE_URL, without a trailing slash): every absolute link the Worker
 * writes (canonical URLs, the sitemap and feed, links in emails) starts with it. Never the
 * request's own address: a request sent with another Host header must not put a link to that host
 * in anyone's email. `npm start` sets it to the local server, so local emails link there.
 */
export const siteOrigin = (env: Pick<Env, 'SITE_URL'>): string => env.SITE_URL.replace(/\/+$/, '');
