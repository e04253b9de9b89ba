/**
 * web/src/staff/editor/markdown.ts: the Markdown the editor writes becomes the stored HTML, and
 * the preview runs the public article pipeline on it. Uploaded images carry their size; a code
 * block with a blank line stays one block through the pipeline's paragraph split; whatever is
 * typed, the preview is sanitized.
 */
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../../shared/sanitize/html-escape';
import { articleBodyHtml, imageTag, markdownToHtml } from '../../../web/src/staff/editor/markdown';

const MEDIA = '/media/0123456789abcdef-1200x630.webp';

/** The value of `name` on the first tag of `html`, as a browser reads it. */
function attr(html: string, name: string): string | undefined {
  const raw = new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1];
  return raw === undefined ? undefined : decodeEntities(raw);
}

describe('markdownToHtml', () => {
  it('writes GitHub-flavoured Markdown as HTML', () => {
    const html = markdownToHtml('## Steps\n\nSweep **first**, then _mop_.\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<strong>first</strong>');
    expect(html).toContain('<em>mop</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain('<table>');
  });

  it('gives an uploaded image its width and height from its address', () => {
    const html = markdownToHtml(`![A clean lobby](${MEDIA} "Lobby")`);
    expect(html).toContain(`<img src="${MEDIA}" alt="A clean lobby" width="1200" height="630" title="Lobby">`);
  });

  it('escapes the alt text and title so they stay attribute values, and reads as typed', () => {
    const html = markdownToHtml(`![Tom's "best" <floor> & more](${MEDIA} "say \\"hi\\"")`);
    const img = /<img [^>]*>/.exec(html)![0];
    expect(attr(img, 'alt')).toBe('Tom\'s "best" <floor> & more');
    expect(attr(img, 'title')).toBe('say "hi"');
    expect(attr(img, 'width')).toBe('1200');
  });

  it('writes the alt text of formatted words as plain text', () => {
    expect(attr(markdownToHtml(`![**Shiny** floors](${MEDIA})`), 'alt')).toBe('Shiny floors');
  });

  it('leaves an image from elsewhere without a size', () => {
    const html = markdownToHtml('![x](https://example.com/a.png)');
    expect(html).toContain('src="https://example.com/a.png"');
    expect(html).not.toContain('width=');
  });

  it('keeps a code block with a blank line in it whole through the article pipeline', () => {
    const md = 'Before.\n\n```\nline one\n\nline two\n```\n\nAfter.';
    const stored = markdownToHtml(md);
    expect(stored).not.toMatch(/<pre[\s\S]*\n[ \t]*\n[\s\S]*<\/pre>/);

    const shown = articleBodyHtml(stored);
    const blocks = shown.match(/<pre\b[\s\S]*?<\/pre>/g) ?? [];
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toContain('line one');
    expect(blocks[0]).toContain('line two');
    expect(blocks[0]).not.toContain('<p>');
    expect(shown).toContain('<p>After.</p>');
  });
});

describe('articleBodyHtml', () => {
  it('sanitizes what the body holds: no scripts, handlers or javascript: links', () => {
    const shown = articleBodyHtml(markdownToHtml('Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))'));
    expect(shown).not.toMatch(/<script/i);
    expect(shown).not.toMatch(/onerror/i);
    expect(shown).not.toMatch(/javascript:/i);
    expect(shown).toContain('click');
  });

  it('is empty for an empty body', () => {
    expect(articleBodyHtml(markdownToHtml(''))).toBe('');
  });
});

describe('imageTag', () => {
  it('an uploaded image gets its size; the alt text cannot end its quotes', () => {
    const tag = imageTag('/media/0123456789abcdef-64x48.png', 'Logo "mark" <b>');
    expect(tag.startsWith('<img ') && tag.endsWith('>')).toBe(true);
    expect(attr(tag, 'alt')).toBe('Logo "mark" <b>');
    expect([attr(tag, 'width'), attr(tag, 'height')]).toEqual(['64', '48']);
    expect(tag.match(/"/g)).toHaveLength(8);
  });

  it('any other image has no size', () => {
    const tag = imageTag('https://example.com/a.png', 'x');
    expect(attr(tag, 'src')).toBe('https://example.com/a.png');
    expect(tag).not.toContain('width=');
  });
});
