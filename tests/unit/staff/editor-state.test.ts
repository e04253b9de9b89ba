/**
 * web/src/staff/editor/editor-state.ts: the editor's form as data. How a stored post fills the
 * form (and which status it opens on), the slug a title gives, what a save sends, what blocks a
 * save, and which field an API error is about.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../shared/posts/post';
import { isArticleSlug, MAX_ARTICLE_SLUG } from '../../../shared/routes';
import {
  apiErrorText,
  contentColumns,
  type EditorValues,
  fieldOfApiError,
  newPostValues,
  parseTags,
  sameContent,
  sameStatus,
  slugify,
  statusColumns,
  validate,
  valuesFromPost,
} from '../../../web/src/staff/editor/editor-state';
import { fromLocalInput, toLocalInput } from '../../../web/src/staff/lib/format';
import { StaffApiError } from '../../../web/src/staff/lib/http';

const NOW = new Date('2025-06-01T12:00:00.000Z');

function stored(over: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 7,
    slug: 'office-floor-care',
    title: 'Office floor care',
    content: '<h2>Why</h2>\n<p>Clean floors.</p>',
    content_markdown: '## Why\n\nClean floors.',
    excerpt: 'Floors, nightly.',
    category: 'Janitorial Services',
    date_published: '2025-05-01T09:00:00.000Z',
    updated_at: '2025-05-02T09:00:00.000Z',
    featured_image: '/media/0123456789abcdef-1200x630.webp',
    seo_title: null,
    seo_description: 'Clean floors in Ocala offices.',
    tags: ['floors', 'offices'],
    author: 'Jane Oak',
    status: 'published',
    ...over,
  };
}

/** A form that passes every check. */
const valid = (over: Partial<EditorValues> = {}): EditorValues => ({ ...newPostValues(), title: 'Floor care', slug: 'floor-care', ...over });

describe('newPostValues', () => {
  it('is a draft in Markdown that lacks only a title and a slug', () => {
    const values = newPostValues();
    expect(values.publish).toBe('draft');
    expect(values.format).toBe('markdown');
    expect(Object.keys(validate(values, false)).sort()).toEqual(['slug', 'title']);
  });
});

describe('valuesFromPost', () => {
  it('opens a published post as published, with its columns in the fields', () => {
    const values = valuesFromPost(stored(), NOW);
    expect(values).toMatchObject({
      title: 'Office floor care',
      slug: 'office-floor-care',
      tags: 'floors, offices',
      seo_title: '',
      seo_description: 'Clean floors in Ocala offices.',
      format: 'markdown',
      markdown: '## Why\n\nClean floors.',
      publish: 'now',
      scheduleAt: '',
    });
  });

  it('opens a draft as a draft, whatever its date', () => {
    expect(valuesFromPost(stored({ status: 'draft', date_published: '2030-01-01T00:00:00.000Z' }), NOW)).toMatchObject({ publish: 'draft', scheduleAt: '' });
  });

  it('opens a scheduled post (published, dated later) on Schedule at its date, in local time to the minute', () => {
    const values = valuesFromPost(stored({ date_published: '2025-06-10T15:30:00.000Z' }), NOW);
    expect(values.publish).toBe('schedule');
    expect(fromLocalInput(values.scheduleAt)).toBe('2025-06-10T15:30:00.000Z');
  });

  it('edits a post written before the Markdown editor as HTML; an empty body without Markdown as Markdown', () => {
    expect(valuesFromPost(stored({ content_markdown: null, content: '<p>Old</p>' }), NOW)).toMatchObject({ format: 'html', html: '<p>Old</p>', markdown: '' });
    expect(valuesFromPost(stored({ content_markdown: null, content: '  ' }), NOW).format).toBe('markdown');
  });

  it('gives back the stored tags when saved unchanged', () => {
    const post = stored({ tags: ['floor care', 'restaurants', 'VCT'] });
    expect(contentColumns(valuesFromPost(post, NOW)).tags).toEqual(post.tags);
  });
});

describe('slugify', () => {
  it('makes the article slug of a title', () => {
    expect(slugify('Office Floors: A Guide!')).toBe('office-floors-a-guide');
    expect(slugify("Café Crème for Tom’s & Jerry's")).toBe('cafe-creme-for-toms-and-jerrys');
    expect(slugify('  --Spring   2025--  ')).toBe('spring-2025');
    expect(slugify('!!!')).toBe('');
  });

  it('cuts a long title at a whole word, within the slug limit', () => {
    const slug = slugify('floor care tips '.repeat(12));
    expect(slug.length).toBeLessThanOrEqual(MAX_ARTICLE_SLUG);
    expect(slug.length).toBeGreaterThan(MAX_ARTICLE_SLUG - 10);
    expect(slug.split('-').every((w) => ['floor', 'care', 'tips'].includes(w))).toBe(true);
    // One word longer than the limit is cut inside the word.
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(MAX_ARTICLE_SLUG));
  });

  it('always gives a slug the router accepts (or nothing), and is stable on its own output', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (title) => {
        const slug = slugify(title);
        expect(slug === '' || isArticleSlug(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('parseTags', () => {
  it('splits on commas, trims, folds inner spaces, drops empties and repeats, keeps the order', () => {
    expect(parseTags(' floor care,  restaurants , ,floor   care,VCT,')).toEqual(['floor care', 'restaurants', 'VCT']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('contentColumns', () => {
  it('trims what is typed, stores empty SEO fields as null and the tags as a list', () => {
    const columns = contentColumns(
      valid({ title: '  Floor care ', slug: ' floor-care ', author: ' Jane ', seo_title: '   ', seo_description: ' Short. ', tags: 'a, b' }),
    );
    expect(columns).toMatchObject({ title: 'Floor care', slug: 'floor-care', author: 'Jane', seo_title: null, seo_description: 'Short.', tags: ['a', 'b'] });
  });

  it('stores a Markdown body as HTML with its source; an HTML body as written, with no Markdown', () => {
    const md = contentColumns(valid({ format: 'markdown', markdown: '## Steps\n\n**Sweep** first.', html: '<p>stale</p>' }));
    expect(md.content_markdown).toBe('## Steps\n\n**Sweep** first.');
    expect(md.content).toContain('<h2>Steps</h2>');
    expect(md.content).toContain('<strong>Sweep</strong>');
    expect(md.content).not.toContain('stale');

    const html = contentColumns(valid({ format: 'html', markdown: '## ignored', html: '<p>As **written**</p>' }));
    expect(html).toMatchObject({ content: '<p>As **written**</p>', content_markdown: null });
  });
});

describe('statusColumns', () => {
  it('a draft sends only its status, so its stored date is kept', () => {
    expect(statusColumns(valid({ publish: 'draft' }), stored(), NOW)).toEqual({ status: 'draft' });
  });

  it('a schedule sends the chosen time as an instant that the field reads back as that time', () => {
    const columns = statusColumns(valid({ publish: 'schedule', scheduleAt: '2025-06-10T09:00' }), null, NOW);
    expect(columns.status).toBe('published');
    expect(columns.date_published).toMatch(/^2025-06-1\dT\d\d:00:00\.000Z$/);
    expect(toLocalInput(columns.date_published)).toBe('2025-06-10T09:00');
  });

  it('a post already public keeps its date when it stays published', () => {
    expect(statusColumns(valid({ publish: 'now' }), stored({ date_published: '2025-05-01T09:00:00.000Z' }), NOW)).toEqual({ status: 'published' });
  });

  it('publishing a new post, a draft or a scheduled post dates it now', () => {
    const now = { status: 'published', date_published: NOW.toISOString() };
    expect(statusColumns(valid({ publish: 'now' }), null, NOW)).toEqual(now);
    expect(statusColumns(valid({ publish: 'now' }), stored({ status: 'draft' }), NOW)).toEqual(now);
    expect(statusColumns(valid({ publish: 'now' }), stored({ date_published: '2025-07-01T00:00:00.000Z' }), NOW)).toEqual(now);
  });
});

describe('validate', () => {
  it('passes a complete form', () => {
    expect(validate(valid(), false)).toEqual({});
  });

  it('wants a title, a category and an author that are more than spaces', () => {
    expect(validate(valid({ title: '   ', category: ' ', author: '' }), false)).toEqual({
      title: 'Give the post a title.',
      category: 'Choose a category.',
      author: 'Name the author.',
    });
  });

  it('holds the slug to the article rule, at most 120 characters', () => {
    const rule = /lower-case letters and numbers in words joined by single hyphens/;
    expect(validate(valid({ slug: '' }), false).slug).toBe('The post needs an address (slug).');
    for (const bad of ['Floor-Care', 'floor--care', 'floor_care', '-floor', 'a'.repeat(MAX_ARTICLE_SLUG + 1)]) {
      expect(validate(valid({ slug: bad }), false).slug, bad).toMatch(rule);
    }
    expect(validate(valid({ slug: 'a'.repeat(MAX_ARTICLE_SLUG) }), false).slug).toBeUndefined();
    expect(validate(valid({ slug: '  floor-care  ' }), false).slug).toBeUndefined();
  });

  it('a slug another post has is an error only when the slug is otherwise right', () => {
    expect(validate(valid(), true).slug).toBe('Another post already has this address. Choose another.');
    expect(validate(valid({ slug: 'Bad Slug' }), true).slug).toMatch(/lower-case/);
    expect(validate(valid({ slug: '' }), true).slug).toBe('The post needs an address (slug).');
  });

  it('a schedule needs a date and time; the other statuses do not', () => {
    expect(validate(valid({ publish: 'schedule', scheduleAt: '' }), false)).toEqual({ scheduleAt: 'Choose the date and time it goes live.' });
    expect(validate(valid({ publish: 'schedule', scheduleAt: '2025-06-10' }), false).scheduleAt).toBeDefined();
    expect(validate(valid({ publish: 'schedule', scheduleAt: '2025-06-10T09:00' }), false)).toEqual({});
    expect(validate(valid({ publish: 'now', scheduleAt: '' }), false)).toEqual({});
  });
});

describe('sameContent / sameStatus', () => {
  it('content ignores the status; the status ignores the content', () => {
    const a = valid();
    expect(sameContent(a, { ...a, publish: 'now' })).toBe(true);
    expect(sameContent(a, { ...a, markdown: 'x' })).toBe(false);
    expect(sameContent(a, { ...a, featured_image: '/media/x.png' })).toBe(false);
    expect(sameStatus(a, { ...a, title: 'Other' })).toBe(true);
    expect(sameStatus(a, { ...a, publish: 'now' })).toBe(false);
  });

  it('the schedule time counts only for a schedule', () => {
    const draft = valid({ publish: 'draft', scheduleAt: '2025-06-10T09:00' });
    expect(sameStatus(draft, { ...draft, scheduleAt: '' })).toBe(true);
    const scheduled = valid({ publish: 'schedule', scheduleAt: '2025-06-10T09:00' });
    expect(sameStatus(scheduled, { ...scheduled, scheduleAt: '2025-06-10T10:00' })).toBe(false);
  });
});

describe('fieldOfApiError / apiErrorText', () => {
  const err = (message: string, code: string | null = null, details: string | null = null, hint: string | null = null) =>
    new StaffApiError(400, message, code, details, hint);

  it('a duplicate slug is the slug field, in the editor’s words', () => {
    const e = err('duplicate key value violates unique constraint "blog_posts_slug_unique"', '23505');
    expect(fieldOfApiError(e)).toBe('slug');
    expect(apiErrorText(e, 'slug')).toBe('Another post already has this address. Choose another.');
  });

  it('a slug the server refuses is the slug field, with the slug rule', () => {
    const e = err('new row for relation "blog_posts" violates check constraint "blog_posts_slug_format"', '23514', '"Bad" cannot be an article address.');
    expect(fieldOfApiError(e)).toBe('slug');
    expect(apiErrorText(e, 'slug')).toMatch(/^Use lower-case letters and numbers/);
  });

  it('a column named in the error is its field; the body’s two columns are the body', () => {
    expect(fieldOfApiError(err('value too long for column "seo_description" (at most 1000 characters)', '22001'))).toBe('seo_description');
    expect(fieldOfApiError(err('column "title" must not be blank', '23514'))).toBe('title');
    expect(fieldOfApiError(err('value too long for column "content" (at most 500000 characters)', '22001'))).toBe('body');
    expect(fieldOfApiError(err('invalid input', null, 'in column "content_markdown"'))).toBe('body');
    expect(fieldOfApiError(err('invalid input syntax for type timestamp with time zone in column "date_published"'))).toBe('scheduleAt');
  });

  it('tag errors are the tags field', () => {
    expect(fieldOfApiError(err('too many tags (at most 50)', '22001'))).toBe('tags');
    expect(fieldOfApiError(err('invalid tag "x": tags are 1 to 100 characters', '22023'))).toBe('tags');
  });

  it('an error about no field (or a column the form lacks) belongs to the whole post, in the API’s words and hint', () => {
    const e = err('permission denied for table blog_posts', '42501', 'not shown', 'Sign in again.');
    expect(fieldOfApiError(e)).toBeNull();
    expect(fieldOfApiError(err('column "id" can only be updated to DEFAULT'))).toBeNull();
    expect(apiErrorText(e, null)).toBe('permission denied for table blog_posts Sign in again.');
  });
});
