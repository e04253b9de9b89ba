/**
 * The staff app as the browser runs it, for component tests: the real router (routes.tsx) at an
 * address under /staff, the real session check and API modules, and the network replaced at
 * `fetch` by answers the test gives per "METHOD /path". A request no answer was given for fails
 * the test, so a screen cannot quietly ask for more than the test knows about.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { expect, onTestFinished, vi } from 'vitest';
import type { BlogPost } from '../../shared/posts/post';
import { createStaffRouter } from '../../web/src/staff/routes';

export interface ApiRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

type Reply = Response | Promise<Response>;
export type Routes = Record<string, (req: ApiRequest) => Reply>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A reply the test sends later: the screen stays in its loading state until then. */
export function later() {
  let resolve!: (res: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** As a real fetch does: an aborted request rejects with AbortError (a newer load replaced it). */
function abortable(reply: Reply, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return Promise.resolve(reply);
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    Promise.resolve(reply).then(resolve, reject);
  });
}

/** Replaces fetch for this test; returns every request made, in order. */
export function mockFetch(routes: Routes): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const unexpected: string[] = [];
  const fetchMock = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const req: ApiRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    requests.push(req);
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) {
      unexpected.push(`${req.method} ${url.pathname}${url.search}`);
      return json({ message: 'The test gave no answer for this request.' }, 404);
    }
    return abortable(route(req), init.signal);
  };
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    expect(unexpected, 'requests the test gave no answer for').toEqual([]);
  });
  return requests;
}

export const SIGNED_IN = {
  signedIn: true,
  via: 'person',
  expiresAt: '2030-01-01T12:00:00.000Z',
  person: { id: 'person-owner', name: 'Test Owner', email: 'owner@example.com', role: 'owner' },
} as const;

/**
 * Opens the staff app at `path` (inside /staff, e.g. '/leads?status=new'), signed in unless
 * `routes` answers the session check itself.
 */
export function renderStaff(path: string, routes: Routes) {
  const requests = mockFetch({ 'GET /staff/api/session': () => json(SIGNED_IN), ...routes });
  window.history.replaceState(null, '', `/staff${path}`);
  const router = createStaffRouter();
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { requests, user, router };
}

/** The requests to one path, with their query parameters. */
export function requestsTo(requests: ApiRequest[], pathname: string, method = 'GET'): ApiRequest[] {
  return requests.filter((r) => r.method === method && r.url.pathname === pathname);
}

export const POSTS_PATH = '/staff/api/rest/v1/blog_posts';

const DAY = 24 * 60 * 60 * 1000;

export function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    slug: 'office-floor-care',
    title: 'Office floor care',
    content: '<p>Body</p>',
    content_markdown: 'Body',
    excerpt: 'How to keep floors clean.',
    category: 'Janitorial Services',
    date_published: new Date(Date.now() - 10 * DAY).toISOString(),
    updated_at: new Date(Date.now() - DAY).toISOString(),
    featured_image: null,
    seo_title: null,
    seo_description: null,
    tags: [],
    author: 'Oakbright Team',
    status: 'published',
    ...overrides,
  };
}

export const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString();
