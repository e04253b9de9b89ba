/**
 * The article body. The only place the blog uses dangerouslySetInnerHTML, and
 * only with ArticlePost.bodyHtml: processArticleContent's output (toArticlePost),
 * which always ends in the allow-list sanitizer. Site-relative links in the body
 * navigate without a reload.
 */
import { useNavigate } from '../../../app/router';
import type { ArticlePost } from '../../../../../shared/page-data';

export function ArticleBody({ html }: { html: ArticlePost['bodyHtml'] }) {
  const navigate = useNavigate();

  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || !/^\/(?!\/)/.test(href)) return;
    e.preventDefault();
    navigate(href);
  };

  return (
    // Delegates clicks on links, which handle keys themselves. The HTML is the sanitizer's output (shared/posts/article-content.ts).
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized article body
    <div className="prose-article" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
