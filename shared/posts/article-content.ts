/**
 * Article bodies as the page shows them (docs/decisions.md P5). Its own module so pages that
 * list posts do not ship the sanitizer; only the article body needs it.
 */
import { readTimeLabel } from './blog-logic';
import type { ArticlePost } from '../page-data';
import type { BlogPost } from './post';
import { sanitizeArticleHtml } from '../sanitize/sanitize';

/** Block-level tags that already are a paragraph of their own. */
const BLOCK_START =
  /^<\/?(p|h[1-6]|ul|ol|li|dl|dt|dd|blockquote|pre|table|thead|tbody|tfoot|tr|th|td|figure|figcaption|hr|div|section|article|aside|header|footer|img|br)\b/i;

/** `<span class="keyword-…">text</span>` -> `text`: highlight spans become plain text (docs/decisions.md P5). */
const KEYWORD_SPAN = /<span\b[^>]*?\bclass\s*=\s*(["']?)\s*keyword-[^>]*>([\s\S]*?)<\/span\s*>/gi;

/**
 * Turns a stored article body into the markup the page shows: blank-line gaps
 * become paragraphs, keyword-highlight spans become plain text, and the result
 * always goes through the allow-list sanitizer. The only input the page may
 * give to `dangerouslySetInnerHTML`.
 */
export function processArticleContent(content: string): string {
  if (typeof content !== 'string' || content.trim() === '') return '';
  const unwrapped = content.replace(/\r\n?/g, '\n').replace(KEYWORD_SPAN, (_m, _q, inner: string) => inner);
  const blocks = unwrapped
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (BLOCK_START.test(block) ? block : `<p>${block}</p>`));
  return sanitizeArticleHtml(blocks.join('\n'));
}

/** The post as its article page renders it (the stored body replaced by the processed one). */
export function toArticlePost({ content, ...post }: BlogPost): ArticlePost {
  return { ...post, bodyHtml: processArticleContent(content), readTime: readTimeLabel(content) };
}
