/**
 * Markdown -> the article HTML stored in `content`, and that HTML -> what the article page shows.
 * The preview runs the public article's own pipeline (processArticleContent, then the article
 * body component), so staff see exactly what visitors will.
 *
 * Two adjustments make marked's HTML fit that pipeline:
 * - An uploaded image (/media/<hash>-<w>x<h>.<ext>) is written with its width and height, so the
 *   article reserves its space while it loads (no layout shift).
 * - processArticleContent splits the stored HTML into paragraphs at blank lines; a blank line
 *   inside a code block is written as a character reference instead, so the block stays whole.
 */
import { Marked, type Tokens } from 'marked';
import { processArticleContent } from '../../../../shared/posts/article-content';
import { escapeAttrText } from '../../../../shared/sanitize/html-escape';
import { mediaSize } from '../../../../shared/posts/media';

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    image(token: Tokens.Image) {
      const size = mediaSize(token.href);
      if (!size) return false;
      const alt = token.tokens.length ? this.parser.parseInline(token.tokens, this.parser.textRenderer) : token.text;
      const title = token.title ? ` title="${escapeAttrText(token.title)}"` : '';
      return `<img src="${escapeAttrText(token.href)}" alt="${escapeAttrText(alt)}" width="${size.width}" height="${size.height}"${title}>`;
    },
  },
});

/** Blank lines inside <pre> as `&#10;` (the same newline), so no paragraph split lands in a code block. */
function keepCodeBlocksWhole(html: string): string {
  return html.replace(/<pre\b[\s\S]*?<\/pre>/gi, (block) => block.replace(/\n(?=[ \t]*\n)/g, '&#10;'));
}

/** The HTML stored as a post's `content` for its Markdown source. */
export function markdownToHtml(markdown: string): string {
  return keepCodeBlocksWhole(marked.parse(markdown) as string);
}

/** What the article page shows for stored HTML: the public pipeline, sanitizer included. */
export function articleBodyHtml(content: string): string {
  return processArticleContent(content);
}

/** An <img> for the HTML editor, with the size an uploaded image's URL carries. */
export function imageTag(url: string, alt: string): string {
  const size = mediaSize(url);
  return `<img src="${escapeAttrText(url)}" alt="${escapeAttrText(alt)}"${size ? ` width="${size.width}" height="${size.height}"` : ''}>`;
}
