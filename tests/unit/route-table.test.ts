/** The route manifest, as the router (both sides) and the head copy (edge, later browser) read it. */
import { describe, expect, it } from 'vitest';
import { INDUSTRIES, PAGES, SERVICES } from '../../content/routes';
import { NOT_FOUND_ROUTE, STATIC_ROUTES } from '../../shared/route-copy';
import {
  ARTICLE_PREFIX,
  INDUSTRIES_MENU,
  REDIRECTS,
  ROUTES,
  SERVICES_MENU,
  breadcrumbFor,
  isArticleSlug,
  matchRoute,
  normalizePath,
} from '../../shared/routes';
import { articleBreadcrumb } from '../../shared/posts/blog-logic';

describe('route manifest', () => {
  it('lists every page once: pages, then services, then industries', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths).toEqual([...PAGES.map((p) => p.path), ...SERVICES.map((s) => `/services/${s.slug}`), ...INDUSTRIES.map((s) => `/who-we-clean/${s.slug}`)]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every page its own title (brand added once) and a real description', () => {
    expect(STATIC_ROUTES.map((r) => r.path)).toEqual(ROUTES.map((r) => r.path));
    for (const r of STATIC_ROUTES) {
      expect(r.title, r.path).toMatch(/^.{10,} \| Oakbright Facility Services$/);
      expect(r.title, r.path).not.toMatch(/Oakbright Facility Services.*Oakbright Facility Services/);
      expect(r.description.length, r.path).toBeGreaterThan(30);
    }
    expect(new Set(STATIC_ROUTES.map((r) => r.title)).size).toBe(STATIC_ROUTES.length);
  });

  it('keeps routing fields and copy apart: a route entry carries no title or description', () => {
    for (const r of ROUTES) expect(Object.keys(r).sort(), r.path).not.toContain('title');
  });

  it('builds the menus from the manifest in their fixed order', () => {
    expect(SERVICES_MENU.map((m) => m.name)).toEqual([
      'Janitorial Services',
      'Green Cleaning',
      'Disinfecting Services',
      'Power Washing',
      'Commercial Landscaping',
      'Floor Care',
      'Window Cleaning',
    ]);
    expect(INDUSTRIES_MENU).toHaveLength(10);
    for (const m of [...SERVICES_MENU, ...INDUSTRIES_MENU]) expect(matchRoute(m.href).kind, m.href).toBe('static');
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'static'],
    ['/about/', 'static'],
    ['/services/floor-care', 'static'],
    ['/who-we-clean/restaurants', 'static'],
    ['/insights/a-post', 'article'],
    ['/insights/Bad_Slug', 'not-found'],
    ['/insights/a--b', 'not-found'],
    ['/insights/a-', 'not-found'],
    [`/insights/${'a'.repeat(121)}`, 'not-found'],
    ['/booking', 'redirect'],
    ['/nope', 'not-found'],
  ])('%s is %s', (path, kind) => {
    expect(matchRoute(path).kind).toBe(kind);
  });

  it('redirects every legacy path to a real page', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(matchRoute(from)).toEqual({ kind: 'redirect', to });
      expect(matchRoute(to).kind, to).toBe('static');
    }
  });

  it('normalises trailing slashes but keeps the root', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/about///')).toBe('/about');
  });

  it('shares one slug rule with the article prefix', () => {
    expect(isArticleSlug('regular-floor-care')).toBe(true);
    expect(isArticleSlug('a_b')).toBe(false);
    expect(matchRoute(`${ARTICLE_PREFIX}regular-floor-care`)).toEqual({ kind: 'article', slug: 'regular-floor-care' });
  });
});

describe('breadcrumbs', () => {
  it('every page but home has a trail with a label', () => {
    for (const r of ROUTES) {
      const crumbs = breadcrumbFor(r);
      if (r.page === 'home') expect(crumbs).toBeNull();
      else {
        expect(crumbs, r.path).not.toBeNull();
        for (const c of crumbs!) expect(c.label.length, r.path).toBeGreaterThan(2);
      }
    }
    expect(breadcrumbFor(NOT_FOUND_ROUTE)).toBeNull();
  });

  it('an article trail links Insights and its category, and ends on the fixed label', () => {
    expect(articleBreadcrumb({ category: 'Power Washing' })).toEqual([
      { label: 'Insights', href: '/insights' },
      { label: 'Power Washing', href: '/insights?category=Power%20Washing' },
      { label: 'Industry Insights' },
    ]);
  });
});
