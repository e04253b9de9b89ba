/**
 * /sitemap.xml, /robots.txt and /insights/rss.xml, generated from the route
 * manifest and D1. When D1 fails they answer as pages do: 503 with Retry-After,
 * and nothing a cache or a crawler could keep in place of the real file.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { escapeHtml } from '../../shared/sanitize/html-escape';
import { absoluteUrl, languageAlternates, type PageMeta } from '../../shared/meta';
import { ARTICLE_PREFIX, isArticleSlug, isOpeningSlug, ROUTES } from '../../shared/routes';
import { SITE } from '../../content/site';
import { listPostsForFeeds, type FeedPost } from '../posts/store/public-posts';
import { CAREERS_PATHS, LOCALES } from '../../shared/careers/careers';
import { listOpeningsForSitemap } from '../careers/openings/public-reads';
import { listPublicIssues } from '../newsletter/archive/store';
import { issuePath } from '../../shared/newsletter/archive';
import type { AppEnv } from '../env';
import { xmlEscape } from './xml';
import { siteOrigin } from '../http/site-origin';

export const feedsApp = new Hono<AppEnv>();

/** Static pages change with deploys; this is the date their copy was last revised. */
const STATIC_LASTMOD = '2026-11-01';

/** Last-Modified of a generated file: the newest post change. */
function lastModified(posts: ReadonlyArray<{ updated_at: string }>): Record<string, string> {
  // biome-ignore lint/complexity/useMathMinMax: ISO timestamps compare as strings; Math.max would make them NaN.
  const newest = posts.reduce((max, p) => (p.updated_at > max ? p.updated_at : max), '');
  const date = new Date(newest);
  return newest && !Number.isNaN(date.getTime()) ? { 'last-modified': date.toUTCString() } : {};
}

/**
 * An RSS description is HTML to feed readers once they have decoded the XML, so plain text (an
 * excerpt is stored as written) is escaped for HTML first and then for XML: it reaches every
 * reader as the text it is, never as markup.
 */
const rssText = (text: string) => xmlEscape(escapeHtml(text));

const origin = (c: { env: Env }) => siteOrigin(c.env);

/** Seconds a client should wait after a database failure; pages say the same. */
const RETRY_AFTER_SECONDS = '30';

/**
 * The posts a generated file lists, or the 503 to answer when D1 fails. Only
 * posts whose slug the router serves are listed (rows written before the API
 * enforced the slug rule may not be), so every link leads to a page.
 */
async function feedPosts(c: Context<AppEnv>, limit: number): Promise<FeedPost[] | Response> {
  try {
    return (await listPostsForFeeds(c.var.db, limit)).filter((p) => isArticleSlug(p.slug));
  } catch (err) {
    console.error('feed data failed', err instanceof Error ? err.message : err);
    return c.text('Temporarily unavailable, please try again shortly.\n', 503, {
      'retry-after': RETRY_AFTER_SECONDS,
      'cache-control': 'no-store',
    });
  }
}

feedsApp.get('/robots.txt', (c) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /blog-setup',
    'Disallow: /rest/',
    'Disallow: /api/',
    'Disallow: /staff',
    '',
    `Sitemap: ${absoluteUrl(origin(c), '/sitemap.xml')}`,
    '',
  ].join('\n');
  return c.text(body, 200, { 'cache-control': 'public, max-age=3600' });
});

interface SitemapUrl {
  loc: string;
  lastmod: string;
  /** A page written in both languages names each version and the default, as its head does. */
  alternates?: PageMeta['alternates'];
}

function sitemapEntry(u: SitemapUrl): string {
  const links = (u.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`).join('');
  return `  <url><loc>${xmlEscape(u.loc)}</loc><lastmod>${u.lastmod}</lastmod>${links}</url>`;
}

feedsApp.get('/sitemap.xml', async (c) => {
  const base = origin(c);
  const posts = await feedPosts(c, 50000);
  if (posts instanceof Response) return posts;
  // Each open opening in both languages; one that closes or expires leaves at once (read-time rule).
  let openings: { slug: string; updated_at: string }[];
  let issues: { id: number; started_at: string | null }[];
  try {
    openings = (await listOpeningsForSitemap(c.var.db)).filter((o) => isOpeningSlug(o.slug));
    issues = await listPublicIssues(c.var.db);
  } catch (err) {
    console.error('sitemap openings or issues failed', err instanceof Error ? err.message : err);
    return c.text('Temporarily unavailable, please try again shortly.\n', 503, { 'retry-after': RETRY_AFTER_SECONDS, 'cache-control': 'no-store' });
  }
  const careersList = languageAlternates(base, CAREERS_PATHS.en.list, CAREERS_PATHS.es.list);
  const urls: SitemapUrl[] = [
    ...ROUTES.filter((r) => r.indexable).map((r) => ({
      loc: absoluteUrl(base, r.path),
      lastmod: STATIC_LASTMOD,
      alternates: LOCALES.some((l) => CAREERS_PATHS[l].list === r.path) ? careersList : undefined,
    })),
    ...posts.map((p) => ({ loc: absoluteUrl(base, `${ARTICLE_PREFIX}${p.slug}`), lastmod: p.updated_at.slice(0, 10) })),
    ...openings.flatMap((o) => {
      const alternates = languageAlternates(base, CAREERS_PATHS.en.opening(o.slug), CAREERS_PATHS.es.opening(o.slug));
      return LOCALES.map((l) => ({ loc: absoluteUrl(base, CAREERS_PATHS[l].opening(o.slug)), lastmod: o.updated_at.slice(0, 10), alternates }));
    }),
    // The newsletter's public issues (not those kept for subscribers), dated when they went out.
    ...issues.map((i) => ({ loc: absoluteUrl(base, issuePath(i.id)), lastmod: (i.started_at ?? STATIC_LASTMOD).slice(0, 10) })),
  ];
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.map(sitemapEntry).join('\n') +
    '\n</urlset>\n';
  return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', ...lastModified(posts) });
});

feedsApp.get('/insights/rss.xml', async (c) => {
  const base = origin(c);
  const posts = await feedPosts(c, 20);
  if (posts instanceof Response) return posts;
  const items = posts.map((p) => {
    const link = absoluteUrl(base, `${ARTICLE_PREFIX}${p.slug}`);
    return [
      '    <item>',
      `      <title>${xmlEscape(p.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${new Date(p.date_published).toUTCString()}</pubDate>`,
      `      <category>${xmlEscape(p.category)}</category>`,
      `      <dc:creator>${xmlEscape(p.author || SITE.name)}</dc:creator>`,
      `      <description>${rssText(p.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(`${SITE.name} Insights`)}</title>`,
    `    <link>${xmlEscape(absoluteUrl(base, '/insights'))}</link>`,
    `    <atom:link href="${xmlEscape(absoluteUrl(base, '/insights/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${rssText('Commercial cleaning and facility care insights for Ocala and Marion County businesses.')}</description>`,
    '    <language>en-us</language>',
    posts[0] ? `    <lastBuildDate>${new Date(posts[0].updated_at).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
  return c.body(body, 200, { 'content-type': 'application/rss+xml; charset=utf-8', ...lastModified(posts) });
});
