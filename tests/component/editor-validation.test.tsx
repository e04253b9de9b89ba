/**
 * The post editor refuses a save it knows will fail: the error summary at the top lists each
 * problem as a link to its field, takes focus, and the field itself is marked invalid and
 * described by its message. Nothing is sent until the problems are fixed; a problem only the
 * server can see (a tag too long) lands on its field the same way, with what was typed kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRequest, json, POSTS_PATH, renderStaff, requestsTo } from './staff-app';

/** The reads the editor makes of the posts table: the categories in use and the slug check. */
function editorApi({ slugOwner = null as number | null, save = (_req: ApiRequest) => json({ message: 'unexpected save' }, 500) } = {}) {
  return {
    [`GET ${POSTS_PATH}`]: (req: ApiRequest) => {
      const select = req.url.searchParams.get('select');
      if (select === 'category') return json([{ category: 'Janitorial Services' }]);
      if (select === 'id') return json(slugOwner === null ? [] : [{ id: slugOwner }]);
      return json({ message: `unexpected select ${select}` }, 400);
    },
    [`POST ${POSTS_PATH}`]: save,
  };
}

async function openNewPost(api = editorApi()) {
  const app = renderStaff('/posts/new', api);
  await screen.findByRole('heading', { name: 'New post', level: 1 });
  return app;
}

const summary = () => screen.getByRole('alert');
const summaryLinks = () =>
  within(summary())
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** The field is marked invalid and its description includes `message`. */
function expectInvalid(input: HTMLElement, message: string) {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(message);
}

describe('post editor validation', () => {
  it('saving an empty new post lists the title and slug, linked to their fields, focuses the list and sends nothing', async () => {
    const { user, requests } = await openNewPost();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = summary();
    expect(within(alert).getByRole('heading', { name: 'Please fix these before saving' })).toBeTruthy();
    expect(summaryLinks()).toEqual([
      ['Give the post a title.', '#post-title'],
      ['The post needs an address (slug).', '#post-slug'],
    ]);
    // Each link lands on the field its message is about.
    expect(document.getElementById('post-title')).toBe(field('Title'));
    expect(document.getElementById('post-slug')).toBe(field('Slug'));
    await waitFor(() => expect(document.activeElement).toBe(alert));

    expectInvalid(field('Title'), 'Give the post a title.');
    expectInvalid(field('Slug'), 'The post needs an address (slug).');
    expect(requestsTo(requests, POSTS_PATH, 'POST')).toHaveLength(0);
  });

  it('typing a title clears its message and the slug’s (the slug follows the title)', async () => {
    const { user } = await openNewPost();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(summaryLinks()).toHaveLength(2);

    await user.type(field('Title'), 'Floor care');
    expect(field('Slug').value).toBe('floor-care');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Title').getAttribute('aria-invalid')).toBeNull();
  });

  it('a slug over 120 characters is refused with the slug rule, before any request', async () => {
    const { user, requests } = await openNewPost();
    await user.type(field('Title'), 'Floor care');
    const long = `${'word-'.repeat(24)}word`;
    expect(long.length).toBeGreaterThan(120);
    await user.clear(field('Slug'));
    await user.click(field('Slug'));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const rule = 'Use lower-case letters and numbers in words joined by single hyphens, e.g. office-floor-care (at most 120 characters).';
    expect(summaryLinks()).toEqual([[rule, '#post-slug']]);
    expectInvalid(field('Slug'), rule);
    // An invalid slug is not even checked against the other posts.
    expect(requestsTo(requests, POSTS_PATH).filter((r) => r.url.searchParams.get('select') === 'id')).toHaveLength(0);
    expect(requestsTo(requests, POSTS_PATH, 'POST')).toHaveLength(0);
  });

  it('a slug another post has is flagged as typed, and blocks the save', async () => {
    const { user, requests } = await openNewPost(editorApi({ slugOwner: 7 }));
    await user.type(field('Title'), 'Floor care');

    const taken = 'Another post already has this address. Choose another.';
    await waitFor(() => expectInvalid(field('Slug'), taken));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(summaryLinks()).toEqual([[taken, '#post-slug']]);
    expect(requestsTo(requests, POSTS_PATH).at(-1)!.url.searchParams.get('slug')).toBe('eq.floor-care');
    expect(requestsTo(requests, POSTS_PATH, 'POST')).toHaveLength(0);
  });

  it('an emptied author and a schedule without a date are listed, linked to their fields', async () => {
    const { user } = await openNewPost();
    await user.type(field('Title'), 'Floor care');
    await user.clear(field('Author'));
    await user.click(screen.getByRole('radio', { name: /Schedule/ }));
    // The button says what it does.
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(summaryLinks()).toEqual([
      ['Name the author.', '#post-author'],
      ['Choose the date and time it goes live.', '#post-schedule'],
    ]);
    expect(document.getElementById('post-author')).toBe(field('Author'));
    expect(within(document.getElementById('post-schedule')!).getByLabelText('Goes live on')).toBeTruthy();
    expectInvalid(field('Author'), 'Name the author.');
  });

  it('a tag the server finds too long is shown on the Tags field, with what was typed kept', async () => {
    const longTag = 'x'.repeat(101);
    const { user, requests } = await openNewPost(
      editorApi({
        save: () => json({ code: '22023', message: `invalid tag "${'x'.repeat(39)}…": tags are 1 to 100 characters`, details: null, hint: null }, 400),
      }),
    );
    await user.type(field('Title'), 'Floor care');
    await user.click(field('Tags'));
    await user.paste(`floor care, ${longTag}`);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const message = `invalid tag "${'x'.repeat(39)}…": tags are 1 to 100 characters`;
    await waitFor(() => expect(summaryLinks()).toEqual([[message, '#post-tags']]));
    expectInvalid(field('Tags'), message);
    expect(field('Tags').value).toBe(`floor care, ${longTag}`);
    expect(screen.getByText(/Not saved: see the tags field/)).toBeTruthy();
    // What was sent: the tags as a list, the post as a draft.
    const sent = JSON.parse(requestsTo(requests, POSTS_PATH, 'POST')[0]!.body!);
    expect(sent).toMatchObject({ title: 'Floor care', slug: 'floor-care', tags: ['floor care', longTag], status: 'draft' });
  });
});
