/**
 * Edge rendering: every page answers with its complete HTML (head, markup and
 * the data React hydrates from) in the first response. Static routes need no
 * database; blog routes read D1 first.
 */
import type { Context } from 'hono';
import { articleMeta, jsonForScript, notFoundMeta, renderHeadHtml, staticPageMeta, type PageMeta } from '../../shared/meta';
import { parseInsightsQuery, type ArticleData, type InsightsData } from '../../shared/page-data';
import { matchRoute } from '../../shared/routes';
import { sanitizeArticleHtml } from '../../shared/sanitize';
import { renderApp } from '../../web/src/entry-server';
import type { InitialData } from '../../web/src/app/page-data';
import { findPostBySlug, listPostCards, listRelatedPosts } from '../db/posts';
import type { AppEnv } from '../env';
import { loadShell } from './shell';

interface Rendered {
  status: number;
  meta: PageMeta;
  data: InitialData | null;
}

async function prepare(c: Context<AppEnv>, url: URL): Promise<Rendered | Response> {
  const origin = c.env.SITE_URL || url.origin;
  const match = matchRoute(url.pathname);
  if (match.kind === 'redirect') return c.redirect(match.to + url.search, 301);
  if (match.kind === 'not-found') return { status: 404, meta: notFoundMeta(origin), data: null };
  const key = url.pathname + url.search;
  if (match.kind === 'article') {
    const post = await findPostBySlug(c.var.db, match.slug);
    if (!post) {
      const data: ArticleData = { post: null, related: [] };
      return { status: 404, meta: notFoundMeta(origin), data: { url: key, data } };
    }
    const related = await listRelatedPosts(c.var.db, post);
    const safePost = { ...post, content: sanitizeArticleHtml(post.content) };
    const data: ArticleData = { post: safePost, related };
    return { status: 200, meta: articleMeta(safePost, origin), data: { url: key, data } };
  }
  const { route } = match;
  if (route.page === 'insights') {
    const query = parseInsightsQuery(url.searchParams);
    const { posts, total } = await listPostCards(c.var.db, query);
    const data: InsightsData = { posts, total, page: query.page, category: query.category };
    const meta = staticPageMeta(route, origin);
    // Filtered and paged views are the same page for search engines.
    return { status: 200, meta, data: { url: key, data } };
  }
  return { status: 200, meta: staticPageMeta(route, origin), data: null };
}

export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const prepared = await prepare(c, url);
  if (prepared instanceof Response) return prepared;
  const { status, meta, data } = prepared;
  const [shell, appHtml] = await Promise.all([loadShell(c.env.ASSETS), Promise.resolve(renderApp(url, data))]);
  const dataScript = data ? `<script type="application/json" id="__page_data">${jsonForScript(data)}</script>` : '';
  // HTMLRewriter places already-escaped markup; nothing from the database is spliced as a raw string.
  const page = new HTMLRewriter()
    .on('head', { element: (el) => void el.append(renderHeadHtml(meta), { html: true }) })
    .on('div#root', {
      element: (el) => {
        el.setInnerContent(appHtml, { html: true });
        if (dataScript) el.after(dataScript, { html: true });
      },
    })
    .transform(new Response(shell));
  const html = await page.text();
  return new Response(c.req.method === 'HEAD' ? null : html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
