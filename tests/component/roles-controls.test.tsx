/**
 * The staff app hides what a role cannot do (the Worker refuses it anyway): an author is offered
 * Delete only on their own drafts, never Unpublish, and reads an editor's note on a post sent back;
 * the Review screen is not in an author's navigation. An owner sees every control.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../shared/posts/post';
import { json, POSTS_PATH, post, renderStaff, SIGNED_IN } from './staff-app';

const AUTHOR_SESSION = { ...SIGNED_IN, person: { id: 'person-author', name: 'Avery Author', email: 'avery@example.com', role: 'author' } };

const rows = (posts: BlogPost[]) =>
  json(
    posts.map(({ id, slug, title, status, date_published, updated_at, category }) => ({ id, slug, title, status, date_published, updated_at, category })),
    200,
    { 'content-range': `0-${posts.length - 1}/${posts.length}` },
  );

const MINE = post({ id: 1, slug: 'mine', title: 'My draft', status: 'draft' });
const MINE_LIVE = post({ id: 2, slug: 'mine-live', title: 'My live post', status: 'published' });
const THEIRS = post({ id: 3, slug: 'theirs', title: 'Their draft', status: 'draft' });

function routes(session: unknown) {
  return {
    'GET /staff/api/session': () => json(session),
    [`GET ${POSTS_PATH}`]: (req: { url: URL }) => (req.url.searchParams.get('select') === 'category' ? json([]) : rows([MINE, MINE_LIVE, THEIRS])),
    'GET /staff/api/posts/mine': () =>
      json({
        ids: [1, 2],
        steps: [{ post_id: 1, step: 'sent_back', note: 'Add a photo of the lobby.', by_name: 'Eden Editor', at: '2026-01-05T10:00:00.000Z' }],
      }),
  };
}

async function menuItems(user: ReturnType<typeof renderStaff>['user'], title: string): Promise<string[]> {
  const toggle = screen.getAllByRole('button', { name: `Actions for “${title}”` })[0]!;
  await user.click(toggle);
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  const items = [...(panel?.querySelectorAll('a, button') ?? [])].map((i) => i.textContent?.trim() ?? '');
  await user.click(toggle);
  return items;
}

describe('controls by role', () => {
  it('an author deletes only their own drafts, never unpublishes, and reads the note sent back', async () => {
    const { user } = renderStaff('/posts', routes(AUTHOR_SESSION));
    const table = await screen.findByRole('table', { name: 'Posts, newest first' });
    await within(table).findByText('Add a photo of the lobby.', { exact: false });
    expect(await menuItems(user, 'My draft')).toContain('Delete');
    const live = await menuItems(user, 'My live post');
    expect(live).not.toContain('Delete');
    expect(live).not.toContain('Unpublish');
    expect(await menuItems(user, 'Their draft')).not.toContain('Delete');
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull();
  });

  it('an owner sees Delete and Unpublish, and the Review screen', async () => {
    const { user } = renderStaff('/posts', routes(SIGNED_IN));
    await screen.findByRole('table', { name: 'Posts, newest first' });
    expect(await menuItems(user, 'Their draft')).toContain('Delete');
    expect(await menuItems(user, 'My live post')).toEqual(expect.arrayContaining(['Delete', 'Unpublish']));
    expect(screen.getAllByRole('link', { name: 'Review' }).length).toBeGreaterThan(0);
  });
});
