/**
 * One builder for every page's head: `getMeta` gives the title, description, canonical, Open
 * Graph, Twitter card, robots and JSON-LD graph of any page. The edge renders its output into
 * the HTML (`renderHeadHtml`); the browser applies the same values after a client-side navigation.
 */
import { towns as TOWNS } from '../content/service-area.json';
import { FAQ, SITE } from '../content/site.ts';
import type { BlogPost } from './post';
import { NOT_FOUND_ROUTE, pageRoute, type PageRoute } from './route-copy.ts';
import { ARTICLE_PREFIX, breadcrumbFor, type BreadcrumbItem } from './routes.ts';
import { articleBreadcrumb } from './blog-logic.ts';
import { escapeHtml } from './html-escape.ts';

/** What a head is built for: a routable page by path, an article, or a missing page or post. */
export type MetaSubject =
  | { kind: 'page'; path: string }
  | {
      kind: 'article';
      post: Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'category' | 'date_published' | 'updated_at' | 'seo_title' | 'seo_description' | 'tags' | 'author'>;
    }
  | { kind: 'not-found' }
  | { kind: 'post-not-found' }
  /** The blog's posts cannot be read just now (database outage); `path` is the page asked for. */
  | { kind: 'blog-unavailable'; path: string };

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  robots: 'index,follow' | 'noindex,follow' | 'noindex,nofollow';
  ogType: 'website' | 'article';
  image: { url: string; width: number; height: number; alt: string; type: string };
  article?: {
    publishedTime: string;
    modifiedTime: string;
    author: string;
    section: string;
    tags: string[];
  };
  keywords?: string;
  feed?: string;
  /** The document's referrer policy, where it must be stricter than the site's header. */
  referrer?: 'no-referrer';
  jsonLd: Record<string, unknown>;
}

export const DEFAULT_OG_IMAGE = { path: '/og/default.png', width: 1200, height: 630 };

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

function organization(origin: string) {
  return {
    '@type': ['Organization', 'LocalBusiness'],
    '@id': absoluteUrl(origin, '/#organization'),
    name: SITE.name,
    legalName: SITE.legalName,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/images/logo-mark.svg'),
    image: absoluteUrl(origin, DEFAULT_OG_IMAGE.path),
    telephone: SITE.phoneE164,
    email: SITE.email,
    openingHours: SITE.hoursSchema,
    foundingDate: String(SITE.foundedYear),
    priceRange: '$$',
    address: { '@type': 'PostalAddress', addressLocality: SITE.city, addressRegion: SITE.region, addressCountry: 'US' },
    areaServed: [
      { '@type': 'AdministrativeArea', name: 'Marion County, Florida' },
      ...TOWNS.map((t) => ({ '@type': 'City', name: `${t.name.replace(/ \(.*\)$/, '')}, FL` })),
    ],
  };
}

function website(origin: string) {
  return {
    '@type': 'WebSite',
    '@id': absoluteUrl(origin, '/#website'),
    url: absoluteUrl(origin, '/'),
    name: SITE.name,
    publisher: { '@id': absoluteUrl(origin, '/#organization') },
  };
}

function breadcrumbList(origin: string, items: BreadcrumbItem[], currentUrl: string) {
  const all = [{ label: 'Home', href: '/' }, ...items];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: all.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: item.href ? absoluteUrl(origin, item.href) : currentUrl,
    })),
  };
}

function faqPage() {
  return {
    '@type': 'FAQPage',
    mainEntity: FAQ.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

function staticPageMeta(route: PageRoute, origin: string, canonicalPath?: string): PageMeta {
  const isNotFound = route.page === 'not-found';
  // A missing page's canonical is the home page: nothing else may claim its URL.
  const canonical = absoluteUrl(origin, canonicalPath ?? (isNotFound ? '/' : route.path));
  const graph: Record<string, unknown>[] = [organization(origin), website(origin)];
  const crumbs = breadcrumbFor(route);
  if (crumbs) graph.push(breadcrumbList(origin, crumbs, canonical));
  if (route.page === 'home') graph.push(faqPage());
  if (route.page === 'service' || route.page === 'industry') {
    graph.push({
      '@type': 'Service',
      name: route.name,
      serviceType: route.name,
      description: route.description,
      url: canonical,
      provider: { '@id': absoluteUrl(origin, '/#organization') },
      areaServed: { '@type': 'AdministrativeArea', name: 'Marion County, Florida' },
    });
  }
  graph.push({
    '@type': 'WebPage',
    '@id': canonical,
    url: canonical,
    name: route.title,
    description: route.description,
    isPartOf: { '@id': absoluteUrl(origin, '/#website') },
  });
  // The unsubscribe page's address holds its link's token: nothing on it is for search engines,
  // and the address goes to no other site.
  const personal = route.page === 'unsubscribe';
  return {
    title: route.title,
    description: route.description,
    canonical,
    robots: route.indexable ? 'index,follow' : personal ? 'noindex,nofollow' : 'noindex,follow',
    ...(personal ? { referrer: 'no-referrer' as const } : {}),
    ogType: 'website',
    image: {
      url: absoluteUrl(origin, DEFAULT_OG_IMAGE.path),
      width: DEFAULT_OG_IMAGE.width,
      height: DEFAULT_OG_IMAGE.height,
      alt: SITE.name,
      type: 'image/png',
    },
    keywords: route.keywords,
    feed: route.page === 'insights' ? absoluteUrl(origin, '/insights/rss.xml') : undefined,
    jsonLd: { '@context': 'https://schema.org', '@graph': graph },
  };
}

/** The head of any page. Pure: the same subject and origin give the same tags on both sides. */
export function getMeta(subject: MetaSubject, origin: string): PageMeta {
  switch (subject.kind) {
    case 'article':
      return articleMeta(subject.post, origin);
    case 'post-not-found':
      return staticPageMeta(POST_NOT_FOUND_ROUTE, origin);
    case 'blog-unavailable':
      return blogUnavailableMeta(subject.path, origin);
    case 'page': {
      const route = pageRoute(subject.path);
      if (route) return staticPageMeta(route, origin);
      return staticPageMeta(NOT_FOUND_ROUTE, origin);
    }
    default:
      return staticPageMeta(NOT_FOUND_ROUTE, origin);
  }
}

/** An article slug with no published post: a 404 that says which kind of page is missing. */
const POST_NOT_FOUND_ROUTE: PageRoute = {
  ...NOT_FOUND_ROUTE,
  title: `Post Not Found | ${SITE.name}`,
  description: "The blog post you're looking for doesn't exist.",
};

/** Titles of the blog's outage state (docs/decisions.md P4, P5), the same on every blog page. */
const BLOG_UNAVAILABLE = {
  title: 'Insights are briefly unavailable',
  description: 'Our Insights articles cannot be loaded just now. Please try again in a minute.',
} as const;

/**
 * A blog page whose posts cannot be read just now (the edge answers 503): says so, keeps the
 * page's own address as canonical, and asks not to be indexed in this state.
 */
function blogUnavailableMeta(path: string, origin: string): PageMeta {
  const route: PageRoute = {
    ...NOT_FOUND_ROUTE,
    path,
    title: `${BLOG_UNAVAILABLE.title} | ${SITE.name}`,
    description: BLOG_UNAVAILABLE.description,
  };
  return staticPageMeta(route, origin, path);
}

export function articleOgImagePath(slug: string): string {
  return `/og/insights/${slug}.png`;
}

function articleMeta(post: Extract<MetaSubject, { kind: 'article' }>['post'], origin: string): PageMeta {
  const canonical = absoluteUrl(origin, `${ARTICLE_PREFIX}${post.slug}`);
  const title = `${post.seo_title || post.title} | ${SITE.name}`;
  const description = post.seo_description || post.excerpt;
  const image = absoluteUrl(origin, articleOgImagePath(post.slug));
  const crumbs = articleBreadcrumb(post);
  const graph = [
    organization(origin),
    website(origin),
    breadcrumbList(origin, crumbs, canonical),
    {
      '@type': 'BlogPosting',
      '@id': `${canonical}#article`,
      headline: post.title.slice(0, 110),
      description,
      image: [image],
      datePublished: post.date_published,
      dateModified: post.updated_at,
      author: { '@type': 'Organization', '@id': absoluteUrl(origin, '/#organization'), name: post.author || SITE.name },
      publisher: { '@id': absoluteUrl(origin, '/#organization') },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      keywords: post.tags.join(', '),
      articleSection: post.category,
      url: canonical,
    },
  ];
  return {
    title,
    description,
    canonical,
    robots: 'index,follow',
    ogType: 'article',
    image: { url: image, width: 1200, height: 630, alt: post.title, type: 'image/png' },
    article: {
      publishedTime: post.date_published,
      modifiedTime: post.updated_at,
      author: post.author || SITE.name,
      section: post.category,
      tags: post.tags,
    },
    keywords: post.tags.length ? post.tags.join(', ') : undefined,
    jsonLd: { '@context': 'https://schema.org', '@graph': graph },
  };
}

/** JSON that is safe inside <script>: no '<' can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head tags as HTML; every value is escaped. */
export function renderHeadHtml(meta: PageMeta): string {
  const a = escapeHtml;
  const tags = [
    `<title>${a(meta.title)}</title>`,
    `<meta name="description" content="${a(meta.description)}">`,
    `<meta name="robots" content="${meta.robots}">`,
    `<link rel="canonical" href="${a(meta.canonical)}">`,
    `<meta property="og:site_name" content="${a(SITE.name)}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:title" content="${a(meta.title)}">`,
    `<meta property="og:description" content="${a(meta.description)}">`,
    `<meta property="og:url" content="${a(meta.canonical)}">`,
    `<meta property="og:image" content="${a(meta.image.url)}">`,
    `<meta property="og:image:type" content="${meta.image.type}">`,
    `<meta property="og:image:width" content="${meta.image.width}">`,
    `<meta property="og:image:height" content="${meta.image.height}">`,
    `<meta property="og:image:alt" content="${a(meta.image.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${a(meta.title)}">`,
    `<meta name="twitter:description" content="${a(meta.description)}">`,
    `<meta name="twitter:image" content="${a(meta.image.url)}">`,
    `<meta name="twitter:image:alt" content="${a(meta.image.alt)}">`,
  ];
  if (meta.keywords) tags.push(`<meta name="keywords" content="${a(meta.keywords)}">`);
  if (meta.article) {
    const art = meta.article;
    tags.push(
      `<meta property="article:published_time" content="${a(art.publishedTime)}">`,
      `<meta property="article:modified_time" content="${a(art.modifiedTime)}">`,
      `<meta property="article:author" content="${a(art.author)}">`,
      `<meta property="article:section" content="${a(art.section)}">`,
      ...art.tags.map((t) => `<meta property="article:tag" content="${a(t)}">`),
    );
  }
  if (meta.referrer) tags.push(`<meta name="referrer" content="${meta.referrer}">`);
  if (meta.feed) tags.push(`<link rel="alternate" type="application/rss+xml" title="${a(SITE.name)} Insights" href="${a(meta.feed)}">`);
  tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags.join('');
}
