/**
 * The live preview: the article's head (category, title, excerpt, featured image) as the article
 * page sets it, and the body through the public pipeline and the public body component
 * (features/blog/components/article-body.tsx). Links in the preview do not navigate away.
 */
import { Eye } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { ArticleBody } from '../../features/blog/components/article-body';
import { FeaturedImage } from '../../features/blog/components/featured-image';
import type { BodyFormat } from './editor-state';
import { articleBodyHtml, markdownToHtml } from './markdown';

export interface PreviewContent {
  title: string;
  excerpt: string;
  category: string;
  featuredImage: string | null;
  format: BodyFormat;
  /** The Markdown or HTML as typed. */
  body: string;
}

export function ArticlePreview({ content }: { content: PreviewContent }) {
  // Typing stays quick on long articles: the preview catches up between keystrokes.
  const deferred = useDeferredValue(content);
  const bodyHtml = useMemo(
    () => articleBodyHtml(deferred.format === 'markdown' ? markdownToHtml(deferred.body) : deferred.body),
    [deferred.format, deferred.body],
  );
  return (
    <section
      aria-labelledby="preview-heading"
      // Beside the editor on wide screens it scrolls on its own (and so takes keyboard focus to scroll).
      tabIndex={0}
      className="rounded-card bg-white shadow-card ring-1 ring-line/70 xl:max-h-[calc(100dvh-7.5rem)] xl:overflow-y-auto"
    >
      <div className="flex items-center justify-between gap-3 rounded-t-card border-b border-line bg-white px-5 py-3 xl:sticky xl:top-0 xl:z-10">
        <h2 id="preview-heading" className="flex items-center gap-2 text-sm font-bold tracking-wider text-muted uppercase">
          <Eye aria-hidden="true" className="size-4" /> Preview
        </h2>
        <span className="text-xs text-muted">As visitors will see it</span>
      </div>
      <div
        className="px-5 py-6 sm:px-8 sm:py-8"
        onClickCapture={(e) => {
          // The preview is for reading: a click on one of its links stays here.
          if ((e.target as Element).closest('a')) e.preventDefault();
        }}
      >
        <p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">{deferred.category}</p>
        <p className="mt-3 text-[1.75rem] leading-[1.12] font-extrabold tracking-tight text-brand-950 sm:text-[2rem]">
          {deferred.title || <span className="text-muted/70">Untitled post</span>}
        </p>
        {deferred.excerpt && <p className="mt-4 text-lg text-body">{deferred.excerpt}</p>}
        <div className="mt-6 overflow-hidden rounded-card ring-1 ring-line/60">
          <FeaturedImage src={deferred.featuredImage} alt={deferred.title ? `Illustration for “${deferred.title}”` : ''} eager />
        </div>
        <div className="mt-8">
          {bodyHtml ? <ArticleBody html={bodyHtml} /> : <p className="text-muted">The body is empty. Start writing and it appears here.</p>}
        </div>
      </div>
    </section>
  );
}
