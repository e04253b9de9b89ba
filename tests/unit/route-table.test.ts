/** The browser's route table and the edge's manifest (table + titles) describe the same pages. */
import { describe, expect, it } from 'vitest';
import * as table from '../../shared/route-table';
import { NOT_FOUND_ROUTE, STATIC_ROUTES, matchRoute } from '../../shared/routes';

describe('route table and manifest', () => {
  it('every table entry has its own non-empty title and description in the manifest', () => {
    expect(STATIC_ROUTES.map((r) => r.path)).toEqual(table.ROUTE_TABLE.map((r) => r.path));
    for (const r of STATIC_ROUTES) {
      expect(r.title.length, r.path).toBeGreaterThan(10);
      expect(r.description.length, r.path).toBeGreaterThan(30);
    }
    expect(new Set(STATIC_ROUTES.map((r) => r.title)).size).toBe(STATIC_ROUTES.length);
  });

  it('both sides match every path, trailing slashes, redirects and unknown paths alike', () => {
    const paths = [...table.ROUTE_TABLE.map((r) => r.path), ...Object.keys(table.REDIRECTS), '/about/', '/insights/a-post', '/insights/Bad_Slug', '/nope'];
    for (const path of paths) {
      const client = table.matchRoute(path);
      const edge = matchRoute(path);
      expect(edge.kind, path).toBe(client.kind);
      if (client.kind === 'static' && edge.kind === 'static') expect(edge.route).toMatchObject(client.route);
    }
  });

  it('every page but home has a breadcrumb trail with a label', () => {
    for (const r of STATIC_ROUTES) {
      const crumbs = table.breadcrumbFor(r);
      if (r.page === 'home') expect(crumbs).toBeNull();
      else {
        expect(crumbs, r.path).not.toBeNull();
        for (const c of crumbs!) expect(c.label.length, r.path).toBeGreaterThan(2);
      }
    }
    expect(table.breadcrumbFor(NOT_FOUND_ROUTE)).toBeNull();
  });
});
