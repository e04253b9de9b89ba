/**
 * /staff/posts through its states: loading, no posts, nothing matching, a page past the end,
 * a failed load (and Try again), and the list itself. The real postgrest-js client runs; the
 * fetch it calls answers as the staff proxy of the posts API would.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../shared/posts/post';
import { type ApiRequest, daysFromNow, json, later, POSTS_PATH, post, renderStaff, requestsTo } from './staff-app';

type Row = Pick<BlogPost, 'id' | 'slug' | 'title' | 'status' | 'date_published' | 'updated_at' | 'category'>;

const listRow = ({ id, slug, title, status, date_published, updated_at, category }: BlogPost): Row => ({
  id,
  slug,
  title,
  status,
  date_published,
  updated_at,
  category,
});

/** A page of the list as PostgREST answers it: the rows and, in Content-Range, the total that matches. */
const page = (rows: Row[], total = rows.length, offset = 0) =>
  json(rows, 200, { 'content-range': rows.length ? `${offset}-${offset + rows.length - 1}/${total}` : `*/${total}` });

/** The list query and the category filter's query share the path; `select` tells them apart. */
function postsApi(list: (req: ApiRequest) => Response | Promise<Response>, categories: string[] = []) {
  return {
    [`GET ${POSTS_PATH}`]: (req: ApiRequest) =>
      req.url.searchParams.get('select') === 'category' ? json(categories.map((category) => ({ category }))) : list(req),
  };
}

const listRequests = (requests: ApiRequest[]) => requestsTo(requests, POSTS_PATH).filter((r) => r.url.searchParams.get('select') !== 'category');

describe('posts list', () => {
  it('says it is loading until the list arrives, then shows it', async () => {
    const reply = later();
    renderStaff(
      '/posts',
      postsApi(() => reply.promise),
    );

    const loading = await screen.findByText('Loading posts…');
    expect(loading.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();

    reply.resolve(page([listRow(post({ title: 'Spring power washing' }))]));
    const table = await screen.findByRole('table', { name: 'Posts, newest first' });
    expect(within(table).getByRole('link', { name: 'Spring power washing' })).toBeTruthy();
    expect(screen.queryByText('Loading posts…')).toBeNull();
  });

  it('with no posts at all, offers to write the first one', async () => {
    renderStaff(
      '/posts',
      postsApi(() => page([], 0)),
    );

    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write the first post' }).getAttribute('href')).toBe('/staff/posts/new');
    expect(screen.getByText('0 posts')).toBeTruthy();
  });

  it('with a search that matches nothing, says so and sends the search as a title filter', async () => {
    const { requests } = renderStaff(
      '/posts?q=gutter',
      postsApi(() => page([], 0)),
    );

    expect(await screen.findByRole('heading', { name: 'No posts match' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Write the first post' })).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search by title' }) as HTMLInputElement).value).toBe('gutter');
    expect(listRequests(requests).at(-1)?.url.searchParams.get('title')).toBe('ilike.*gutter*');
  });

  it('on a page past the end (416), links back to the first page', async () => {
    const { requests } = renderStaff(
      '/posts?page=9&category=Power+Washing',
      postsApi(() => json({ code: 'PGRST103', message: 'Requested range not satisfiable' }, 416)),
    );

    expect(await screen.findByRole('heading', { name: 'Nothing on this page' })).toBeTruthy();
    // The first page keeps the filter and drops ?page=.
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/staff/posts?category=Power+Washing');
    const asked = listRequests(requests).at(-1)!.url.searchParams;
    expect(asked.get('offset')).toBe('160');
    expect(asked.get('category')).toBe('eq.Power Washing');
  });

  it('when loading fails, says why and loads again on Try again', async () => {
    let calls = 0;
    const { user } = renderStaff(
      '/posts',
      postsApi(() => (++calls === 1 ? json({ message: 'D1 is down' }, 503) : page([listRow(post({ title: 'Back again' }))]))),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The posts could not be loaded. The server could not do that just now. Please try again in a moment.');
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Posts, newest first' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('lists each post with its state, newest first, and pages through the total', async () => {
    const rows = [
      post({ id: 3, title: 'Scheduled piece', slug: 'scheduled-piece', date_published: daysFromNow(5) }),
      post({ id: 2, title: 'Draft piece', slug: 'draft-piece', status: 'draft' }),
      post({ id: 1, title: 'Live piece', slug: 'live-piece', category: 'Power Washing' }),
    ].map(listRow);
    const { requests } = renderStaff(
      '/posts',
      postsApi(() => page(rows, 45)),
    );

    const table = await screen.findByRole('table', { name: 'Posts, newest first' });
    const [, ...bodyRows] = within(table).getAllByRole('row');
    expect(bodyRows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual(['Scheduled piece', 'Draft piece', 'Live piece']);
    expect(within(bodyRows[0]!).getByText('Scheduled')).toBeTruthy();
    expect(within(bodyRows[1]!).getByText('Draft')).toBeTruthy();
    expect(within(bodyRows[1]!).getByText('Not published')).toBeTruthy();
    expect(within(bodyRows[2]!).getByText('Published')).toBeTruthy();
    expect(within(bodyRows[2]!).getByRole('link', { name: 'Live piece' }).getAttribute('href')).toBe('/staff/posts/1');

    expect(screen.getByText('45 posts')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('1–20 of 45 posts');
    expect(pages.textContent).toContain('Page 1 of 3');
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/staff/posts?page=2');

    const asked = listRequests(requests).at(-1)!.url.searchParams;
    expect(asked.get('order')).toBe('date_published.desc,id.desc');
    expect(asked.get('limit')).toBe('20');
  });

  it('a new filter keeps the last list on screen, marked busy, until the new one arrives, and goes back to page 1', async () => {
    const drafts = later();
    const { user, requests } = renderStaff(
      '/posts?page=2',
      postsApi((req) => (req.url.searchParams.get('status') === 'eq.draft' ? drafts.promise : page([listRow(post({ title: 'Live piece' }))], 21, 20))),
    );
    await screen.findByRole('table', { name: 'Posts, newest first' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Drafts');
    expect(location.search).toBe('?status=draft');
    // The table (phones get the same rows as cards, hidden by the stylesheet happy-dom does not apply).
    const table = () => screen.getByRole('table', { name: 'Posts, newest first' });
    expect(table().closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    expect(within(table()).getByRole('link', { name: 'Live piece' })).toBeTruthy();
    expect(listRequests(requests).at(-1)!.url.searchParams.get('offset')).toBe('0');

    drafts.resolve(page([listRow(post({ id: 2, title: 'Draft piece', status: 'draft' }))], 1));
    await waitFor(() => expect(within(table()).queryByRole('link', { name: 'Live piece' })).toBeNull());
    expect(within(table()).getByRole('link', { name: 'Draft piece' })).toBeTruthy();
    expect(table().closest('[aria-busy]')).toBeNull();
    expect(screen.getByText('1 post match')).toBeTruthy();
  });
});
