/**
 * Edge rendering: every page answers with its complete HTML (head, markup and
 * the data React hydrates from) in the first response. Static routes need no
 * database; blog routes read D1 first.
 */
import type { Context } from 'hono';
import { toArticlePost } from '../../shared/posts/article-content';
import { getDisplayItems } from '../../shared/posts/display-items';
import { getMeta, jsonForScript, renderHeadHtml, renderJsonLdHtml, type PageMeta } from '../../shared/meta';
import { parseInsightsQuery, type ArticleData, type EstimateData, type InitialData, type InsightsData, type ScheduleData } from '../../shared/page-data';
import { readEstimateQuery } from '../../shared/pricing/estimate';
import { answersOf, asksEstimate } from '../../shared/pricing/estimate-words';
import { estimateFor } from '../pricing/routes';
import type { PublicOpenTimes } from '../../shared/booking/availability';
import { currentOpenTimes, publicTimes } from '../walkthroughs/open-times';
import { ARTICLE_PREFIX, isArticleSlug, localeOfPath, matchRoute } from '../../shared/routes';
import type { CareersPageData, OpeningPageData } from '../../shared/careers/careers';
import { filledMetaSubject, openingMetaSubject } from '../../content/careers';
import { findPublicOpening, listPublicOpenings, openingsVersion } from '../careers/openings/public-reads';
import { renderApp } from '../../web/src/entry-server';

import { findPostBySlug, findSlugRedirect, listPostCards, listRelatedPosts, postsVersion } from '../posts/store/public-posts';
import { PAGE_CACHE_CONTROL } from '../http/revalidation';
import { archivePageData, issuePageData } from '../newsletter/archive/page-data';
import { archiveVersion } from '../newsletter/archive/store';
import { PageCache } from './page-cache';
import type { AppEnv } from '../env';
import { loadShell } from './shell';
import { siteOrigin } from '../http/site-origin';
interface Rendered {
  status: number;
  meta: PageMeta;
  data: InitialData | null;
}

async function prepare(c: Context<AppEnv>, url: URL): Promise<Rendered | Response> {
  try {
    return await prepareWithData(c, url);
  } catch (err) {
    // The database failed: a 503 whose page says the blog is briefly unavailable, with a retry
    // that works without JavaScript; the browser hydrates into the same state (docs/decisions.md P4, P5).
    console.error('page data failed', err instanceof Error ? err.message : err);
    const match = matchRoute(url.pathname);
    const origin = siteOrigin(c.env);
    const key = url.pathname + url.search;
    if (match.kind === 'article') {
      const data: ArticleData = { post: null, related: [], display: null, unavailable: true };
      return { status: 503, meta: getMeta({ kind: 'blog-unavailable', path: ARTICLE_PREFIX + match.slug }, origin), data: { url: key, data } };
    }
    if (match.kind === 'static' && match.route.page === 'insights') {
      const data: InsightsData = { posts: [], total: 0, ...parseInsightsQuery(url.searchParams), unavailable: true };
      return { status: 503, meta: getMeta({ kind: 'blog-unavailable', path: match.route.path }, origin), data: { url: key, data } };
    }
    const meta = getMeta(match.kind === 'static' ? { kind: 'page', path: match.route.path } : { kind: 'not-found' }, origin);
    return { status: 503, meta, data: null };
  }
}

async function prepareWithData(c: Context<AppEnv>, url: URL): Promise<Rendered | Response> {
  const origin = siteOrigin(c.env);
  const match = matchRoute(url.pathname);
  if (match.kind === 'redirect') return c.redirect(match.to + url.search, 301);
  if (match.kind === 'not-found') return { status: 404, meta: getMeta({ kind: 'not-found' }, origin), data: null };
  const key = url.pathname + url.search;
  if (match.kind === 'article') {
    // Only a public post has a page: a draft, a scheduled post and an unknown slug are all the same 404.
    const post = await findPostBySlug(c.var.db, match.slug);
    if (!post) {
      // A public post's former slug leads to where it is now (a post's own slug always wins, above).
      const moved = await findSlugRedirect(c.var.db, match.slug);
      if (moved !== null && moved !== match.slug && isArticleSlug(moved)) return slugRedirect(c, ARTICLE_PREFIX + moved + url.search);
      const data: ArticleData = { post: null, related: [], display: null };
      return { status: 404, meta: getMeta({ kind: 'post-not-found' }, origin), data: { url: key, data } };
    }
    const related = await listRelatedPosts(c.var.db, post);
    // toArticlePost sanitizes the body: the one place stored HTML becomes markup.
    const data: ArticleData = { post: toArticlePost(post), related, display: getDisplayItems(post) };
    return { status: 200, meta: getMeta({ kind: 'article', post }, origin), data: { url: key, data } };
  }
  if (match.kind === 'opening') {
    // An unknown slug or a draft is the normal 404; a closed or expired opening is 410 Gone, with a
    // page that says the position is filled (no JobPosting, not indexed) and leads to the open ones.
    const found = await findPublicOpening(c.var.db, match.slug, match.locale);
    if (!found) return { status: 404, meta: getMeta({ kind: 'not-found' }, origin), data: { url: key, data: null } };
    if (found.state === 'filled') {
      const data: OpeningPageData = { locale: match.locale, opening: null, state: 'filled' };
      return { status: 410, meta: getMeta(filledMetaSubject(match.slug, match.locale), origin), data: { url: key, data } };
    }
    const data: OpeningPageData = { locale: match.locale, opening: found.opening, state: 'open' };
    return { status: 200, meta: getMeta(openingMetaSubject(found.opening, match.locale), origin), data: { url: key, data } };
  }
  if (match.kind === 'newsletter-issue') {
    // An unknown issue, one not sent yet and one kept for subscribers are the same 404.
    const data = await issuePageData(c.var.db, match.id);
    if (!data.issue) return { status: 404, meta: getMeta({ kind: 'not-found' }, origin), data: { url: key, data } };
    return { status: 200, meta: getMeta({ kind: 'newsletter-issue', issue: data.issue }, origin), data: { url: key, data } };
  }
  const { route } = match;
  if (route.page === 'newsletter-archive') {
    return { status: 200, meta: getMeta({ kind: 'page', path: route.path }, origin), data: { url: key, data: await archivePageData(c.var.db) } };
  }
  if (route.page === 'schedule') {
    const data: ScheduleData = { times: await scheduleTimes(c, url.searchParams.get('zip')) };
    return { status: 200, meta: getMeta({ kind: 'page', path: route.path }, origin), data: { url: key, data } };
  }
  if (route.page === 'estimate') {
    const data = asksEstimate(url.searchParams) ? await estimateData(c, url.searchParams) : null;
    return { status: 200, meta: getMeta({ kind: 'page', path: route.path }, origin), data: { url: key, data } };
  }
  if (route.page === 'careers') {
    const locale = localeOfPath(route.path);
    const data: CareersPageData = { locale, openings: await listPublicOpenings(c.var.db, locale) };
    return { status: 200, meta: getMeta({ kind: 'page', path: route.path }, origin), data: { url: key, data } };
  }
  if (route.page === 'insights') {
    const query = parseInsightsQuery(url.searchParams);
    const { posts, total } = await listPostCards(c.var.db, query);
    const data: InsightsData = { posts, total, page: query.page, category: query.category };
    // Filtered and paged views are the same page for search engines.
    return { status: 200, meta: getMeta({ kind: 'page', path: route.path }, origin), data: { url: key, data } };
  }
  return { status: 200, meta: getMeta({ kind: 'page', path: route.path }, origin), data: null };
}

/** The open times /schedule offers; null when they cannot be read (the page takes a request instead). */
async function scheduleTimes(c: Context<AppEnv>, zip: string | null): Promise<PublicOpenTimes | null> {
  const area = zip && /^\d{5}$/.test(zip.trim()) ? zip.trim() : undefined;
  try {
    const { served, times } = await currentOpenTimes(c.var.db, area ? { zip: area } : {});
    return publicTimes(area ?? null, served, times);
  } catch (err) {
    console.error('open times not read', err instanceof Error ? err.message : err);
    return null;
  }
}

/** The instant estimate for the answers in /estimate's address, or what is wrong with them (the same as GET /api/estimate). */
async function estimateData(c: Context<AppEnv>, search: URLSearchParams): Promise<EstimateData> {
  const answers = answersOf(search);
  const read = readEstimateQuery(answers);
  if (!read.ok) return { answers, result: null, errors: read.errors };
  try {
    return { answers, result: await estimateFor(c.var.db, read.input), errors: {} };
  } catch (err) {
    // The page still answers: the form as sent, and a way to ask us instead.
    console.error('estimate not worked out', err instanceof Error ? err.message : err);
    return { answers, result: null, errors: {}, unavailable: true };
  }
}

/**
 * 301 from a former slug. Revalidated on every use, as pages are, rather than kept by browsers for
 * good: the post may be unpublished, or the old slug taken by a new post, later.
 */
function slugRedirect(c: Context<AppEnv>, to: string): Response {
  const res = c.redirect(to, 301);
  res.headers.set('cache-control', PAGE_CACHE_CONTROL);
  return res;
}

function httpDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

/** Rendered pages per isolate: static pages until the next deploy, blog and careers pages until what they show changes. */
const pageCache = new PageCache(300);

/**
 * Which posts, openings or newsletter issues a page shows, as a cache-key part: '' for pages that
 * show none, null when the page is not kept (D1 cannot say, or it is rendered for each request).
 */
async function dataVersion(c: Context<AppEnv>, url: URL): Promise<string | null> {
  const match = matchRoute(url.pathname);
  const page = match.kind === 'static' ? match.route.page : null;
  const usesOpenings = match.kind === 'opening' || page === 'careers';
  const usesIssues = match.kind === 'newsletter-issue' || page === 'newsletter-archive';
  // An issue's web version shows its articles as cards.
  // The open times change with every booking: the schedule page is rendered for each request.
  if (page === 'schedule') return null;
  // An estimate is worked out from the rate table for each request: /estimate with a query is never kept.
  if (page === 'estimate' && url.search) return null;
  const usesPosts = match.kind === 'article' || page === 'insights' || match.kind === 'newsletter-issue';
  if (!usesPosts && !usesOpenings && !usesIssues) return '';
  try {
    const db = c.var.db;
    const parts = await Promise.all([usesOpenings ? openingsVersion(db) : '', usesPosts ? postsVersion(db) : '', usesIssues ? archiveVersion(db) : '']);
    return parts.join('|');
  } catch {
    return null;
  }
}

export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const version = await dataVersion(c, url);
  const key =
    version === null ? null : [url.pathname + url.search, version, c.env.SITE_URL, c.env.LEAD_FORM_URL, c.env.BOOKING_URL, c.env.TURNSTILE_SITE_KEY].join('\n');
  const hit = key ? pageCache.get(key) : undefined;
  if (hit) return new Response(hit.html, { status: hit.status, headers: hit.headers });
  const response = await renderFresh(c, url);
  // 503s (database down) are never kept; redirects are cheap to recompute.
  if (key && (response.status === 200 || response.status === 404)) {
    const html = await response.text();
    const headers = Object.fromEntries(response.headers);
    pageCache.set(key, { html, status: response.status, headers });
    return new Response(html, { status: response.status, headers });
  }
  return response;
}

/**
 * A page that answers one request and is never kept: a lead form posted without JavaScript and
 * refused, a form's request that was not taken, what the newsletter's unsubscribe link came to.
 * It is the page at `path` with `extra` in its data, sent with the answer's status, no-store and
 * `headers`. If the built shell cannot be read the same page is sent bare (without the site's
 * stylesheet and scripts): such an answer must still say what happened.
 */
export async function renderAnswerPage(
  c: Context<AppEnv>,
  { path, extra, status, headers = {} }: { path: string; extra?: Omit<InitialData, 'url'>; status?: number; headers?: Record<string, string> },
): Promise<Response> {
  const response = await renderFresh(c, new URL(path, c.req.url), extra ?? {});
  const answer = new Headers(response.headers);
  answer.set('cache-control', 'no-store');
  for (const [name, value] of Object.entries(headers)) answer.set(name, value);
  // A redirect or an outage (503) of the page itself keeps its own status.
  const own = response.status !== 200;
  return new Response(response.body, { status: own || !status ? response.status : status, headers: answer });
}

/** Stands in for the built shell in a page that must be answered without it (renderAnswerPage). */
const BARE_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="root"></div></body></html>';

/** `answer`: the page answers one request (renderAnswerPage), with this in its data. */
async function renderFresh(c: Context<AppEnv>, url: URL, answer?: Omit<InitialData, 'url'>): Promise<Response> {
  const prepared = await prepare(c, url);
  if (prepared instanceof Response) return prepared;
  const { status, meta } = prepared;
  const data: InitialData | null = answer ? { ...(prepared.data ?? { url: url.pathname + url.search }), ...answer } : prepared.data;
  const lastModified = meta.article ? httpDate(meta.article.modifiedTime) : null;
  // Third-party embed URLs and Turnstile's site key come from configuration (docs/decisions.md D8, D12); the browser reads the same values.
  const embeds = { leadFormUrl: c.env.LEAD_FORM_URL ?? '', bookingUrl: c.env.BOOKING_URL ?? '', turnstileSiteKey: c.env.TURNSTILE_SITE_KEY ?? '' };
  const shell = loadShell(c.env.ASSETS).catch((err: unknown) => {
    if (!answer) throw err;
    console.error('answer page without its shell', err instanceof Error ? err.message : err);
    return BARE_SHELL;
  });
  const [shellHtml, appHtml] = await Promise.all([shell, renderApp(url, data, embeds)]);
  const dataScript =
    (data ? `<script type="application/json" id="__page_data">${jsonForScript(data)}</script>` : '') +
    (embeds.leadFormUrl || embeds.bookingUrl || embeds.turnstileSiteKey
      ? `<script type="application/json" id="__embed_config">${jsonForScript(embeds)}</script>`
      : '');
  // HTMLRewriter places already-escaped markup; nothing from the database is spliced as a raw string.
  const page = new HTMLRewriter()
    // The shell is shared by every page: a Spanish page says so on <html> itself.
    .on('html', { element: (el) => void (meta.locale === 'es' && el.setAttribute('lang', 'es')) })
    .on('head', { element: (el) => void el.append(renderHeadHtml(meta), { html: true }) })
    .on('div#root', {
      element: (el) => {
        el.setInnerContent(appHtml, { html: true });
        el.after(dataScript + renderJsonLdHtml(meta), { html: true });
      },
    })
    .transform(new Response(shellHtml));
  const html = await page.text();
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  if (status === 503) headers['retry-after'] = '30';
  if (lastModified) headers['last-modified'] = lastModified;
  return new Response(html, { status, headers });
}
