/**
 * The post editor's text fields take their limits from the post's rules (shared/posts/post-rules.ts),
 * the ones the API enforces: each field stops typing at the column's maximum, and its counter
 * counts towards how much readers see.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POST_TEXT_RULES } from '../../shared/posts/post-rules';
import { type ApiRequest, json, POSTS_PATH, renderStaff } from './staff-app';

/** The editor's reads: the categories in use, and the slug check (no other post). */
function openNewPost() {
  return renderStaff('/posts/new', {
    [`GET ${POSTS_PATH}`]: (req: ApiRequest) => (req.url.searchParams.get('select') === 'category' ? json([{ category: 'Janitorial Services' }]) : json([])),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

describe('post editor limits', () => {
  it('each text field is as long as its column may be', async () => {
    const { user } = openNewPost();
    await screen.findByRole('heading', { name: 'New post', level: 1 }, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Other…');

    const fields: Array<[string, keyof typeof POST_TEXT_RULES]> = [
      ['Title', 'title'],
      ['Excerpt', 'excerpt'],
      ['New category', 'category'],
      ['Author', 'author'],
      ['SEO title', 'seo_title'],
      ['SEO description', 'seo_description'],
    ];
    for (const [label, column] of fields) expect(field(label).maxLength, label).toBe(POST_TEXT_RULES[column].maxLength);
  });

  it('the counters count towards what readers see of the excerpt, the search title and description', async () => {
    const { user } = openNewPost();
    await screen.findByRole('heading', { name: 'New post', level: 1 }, { timeout: 5000 });
    await user.type(field('Excerpt'), 'Floors');

    const counter = (label: string) => document.getElementById(`${field(label).id}-count`)!;
    expect(counter('Excerpt').textContent).toContain(`6 / ${POST_TEXT_RULES.excerpt.shown}`);
    expect(counter('SEO title').textContent).toContain(`0 / ${POST_TEXT_RULES.seo_title.shown}`);
    expect(counter('SEO description').textContent).toContain(`0 / ${POST_TEXT_RULES.seo_description.shown}`);
  });
});
