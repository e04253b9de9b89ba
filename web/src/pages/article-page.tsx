/**
 * /insights/{slug}: one article. The edge renders it with the post (already
 * sanitized) and its related posts; a client-side navigation fetches the post,
 * shows a skeleton, then loads related posts separately. A slug the post no longer has leads
 * to its current address (the Worker's redirect, features/blog/api.ts `formerSlugTarget`), as it
 * does for a visitor arriving from outside. A missing post is 'Post Not Found'; a post that
 * cannot be read just now says so, with a retry.
 */
import { icon } from '../components/icon';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../app/router';
import { articleBreadcrumb, articleHref, formatLongDate } from '../../../shared/posts/blog-logic';
import type { DisplayItems } from '../../../shared/posts/display-items';
import type { ArticleData, ArticlePost } from '../../../shared/page-data';
import type { PostCard } from '../../../shared/posts/post';
import { usePageData } from '../app/page-data';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { ButtonLink } from '../components/ui/button';
import { Container } from '../components/ui/section';
import { SkeletonBar } from '../components/ui/skeleton';
import { setDocumentMeta } from '../lib/head';
import { notify } from '../lib/toast';
import { isOutage } from '../features/blog/api-core';
import { rememberPostRead } from '../features/leads/attribution';
import { ArticleBody } from '../features/blog/components/article-body';
import { ArticleTags } from '../features/blog/components/article-tags';
import { AuthorBlock } from '../features/blog/components/author-block';
import { FeaturedImage } from '../features/blog/components/featured-image';
import { IndicatorChips } from '../features/blog/components/indicator-chips';
import { BlogCta, BlogUnavailable, InsightsOverview, NewsletterSignup, RelatedPosts, ShareMenu } from '../features/blog/islands';

const CalendarDays = icon('calendar-days');
const Clock = icon('clock');

/**
 * A browser-side load: the API client is imported when a fetch starts, so an article rendered at
 * the edge (which fetches nothing before a visitor acts) does not load it up front.
 */
async function loadArticle(slug: string, signal: AbortSignal) {
  // Awaited apart, not chained on the import: a failed fetch must not pass for a failed chunk load.
  const api = await import('../features/blog/api');
  return api.fetchArticle(slug, signal);
}

/** Edge data carries related posts; a browser fetch leaves them to load separately (null). */
type ArticleView = Omit<ArticleData, 'related'> & { related: PostCard[] | null; movedTo?: string | null };

export default function ArticlePage({ slug }: { slug: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = usePageData<ArticleView>(`${slug}|${attempt}`, (signal) => loadArticle(slug, signal));
  // The edge already wrote this page's head; a browser-side render sets it itself.
  const renderedAtEdge = useRef(state.status === 'ready' && state.fromEdge);
  const post = state.status === 'ready' ? state.data.post : null;
  const movedTo = state.status === 'ready' && !post ? state.data.movedTo : null;
  // The database or the network failed: not the post's fault, so never 'Post Not Found'.
  const unavailable = (state.status === 'ready' && state.data.unavailable === true) || (state.status === 'error' && isOutage(state.error));
  const notFound = !unavailable && !movedTo && (state.status === 'error' || (state.status === 'ready' && !post));
  const navigate = useNavigate();

  useEffect(() => {
    // Replace, not push: Back never returns to the old address only to be sent on again.
    if (movedTo) navigate(movedTo + window.location.hash, { replace: true });
  }, [movedTo, navigate]);

  useEffect(() => {
    if (state.status === 'error') console.error('Error fetching blog post:', state.error);
    if (!notFound && !unavailable) return;
    notify.error('Failed to load blog post');
    if (!renderedAtEdge.current) {
      void setDocumentMeta(unavailable ? { kind: 'blog-unavailable', path: articleHref(slug) } : { kind: 'post-not-found' });
    }
  }, [state, notFound, unavailable, slug]);

  useEffect(() => {
    if (post) rememberPostRead(articleHref(post.slug));
  }, [post]);

  useEffect(() => {
    if (!post || renderedAtEdge.current) return;
    void setDocumentMeta({ kind: 'article', post });
  }, [post]);

  const retry = () => {
    // What loads next is the browser's own: it sets the head itself.
    renderedAtEdge.current = false;
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading' || movedTo) return <ArticleSkeleton />;
  if (unavailable) return <ArticleUnavailable onRetry={retry} />;
  if (state.status === 'error' || !state.data.post) return <PostNotFound />;
  return <Article post={state.data.post} display={state.data.display} related={state.data.related} />;
}

function Article({ post, display, related }: { post: ArticlePost; display: DisplayItems | null; related: PostCard[] | null }) {
  const date = formatLongDate(post.date_published);
  return (
    <>
      <article>
        <header className="bg-brand-50 pb-36 sm:pb-52 lg:pb-64">
          <Container className="pt-8 sm:pt-10">
            <Breadcrumb items={articleBreadcrumb(post)} />
            <div className="mt-8 max-w-4xl">
              <p className="text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">{post.category}</p>
              <h1 className="mt-3 text-[2rem] leading-[1.12] font-extrabold tracking-tight text-brand-950 sm:text-display lg:text-5xl">{post.title}</h1>
              {post.excerpt && <p className="mt-5 max-w-3xl text-lg text-body sm:text-xl">{post.excerpt}</p>}
            </div>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-x-8 gap-y-5">
              <div className="flex flex-wrap items-center gap-x-8 gap-y-4">
                <AuthorBlock author={post.author} />
                <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-[0.9375rem] text-muted">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
                    <time dateTime={post.date_published}>{date}</time>
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="size-4 text-brand-700" />
                    {post.readTime}
                  </span>
                </p>
              </div>
              <ShareMenu title={post.title} path={articleHref(post.slug)} />
            </div>
          </Container>
        </header>

        <Container>
          <div className="-mt-28 overflow-hidden rounded-card shadow-lift ring-1 ring-line/60 sm:-mt-44 lg:-mt-56">
            <FeaturedImage src={post.featured_image} alt={`Illustration for “${post.title}”`} priority />
          </div>

          <div className="mt-10 grid grid-cols-1 gap-10 lg:mt-12 lg:grid-cols-12 lg:gap-x-12 lg:gap-y-8">
            <div className="lg:col-span-8 lg:row-start-1">{display && <IndicatorChips chips={display.chips} />}</div>
            <div className="min-w-0 lg:col-span-4 lg:col-start-9 lg:row-span-2 lg:row-start-1">
              {display && <InsightsOverview items={display} className="lg:sticky lg:top-24" />}
            </div>
            <div className="min-w-0 lg:col-span-8 lg:row-start-2">
              <ArticleBody html={post.bodyHtml} />
              <ArticleTags tags={post.tags} />
              <BlogCta
                className="mt-12"
                headingId="article-cta-title"
                title="Ready to Transform Your Facility?"
                lead="Get a free, no-obligation walkthrough. We look at every area of your building and send a customized cleaning plan with clear pricing."
              />
            </div>
          </div>
        </Container>
      </article>

      <section className="mt-16 bg-surface py-14 sm:mt-24 sm:py-20">
        <Container>
          <RelatedPosts key={post.id} post={post} initial={related} />
        </Container>
      </section>

      <Container className="py-14 sm:py-20">
        <NewsletterSignup tone="light" title="Get the next article in your inbox" />
      </Container>
    </>
  );
}

function PostNotFound() {
  return (
    <section className="bg-surface pt-8 pb-24 sm:pt-10 sm:pb-32">
      <Container>
        <Breadcrumb items={[{ label: 'Insights', href: '/insights' }, { label: 'Post Not Found' }]} />
      </Container>
      <Container className="mt-16 text-center sm:mt-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">Post Not Found</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">The blog post you're looking for doesn't exist.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/insights" size="lg">
            Browse all Insights
          </ButtonLink>
          <ButtonLink href="/schedule" variant="ghost" size="lg">
            Schedule Free Walkthrough
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

/** The post cannot be read just now (the edge answers 503 with this). */
function ArticleUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="bg-surface pt-8 pb-24 sm:pt-10 sm:pb-32">
      <Container>
        <Breadcrumb items={[{ label: 'Insights', href: '/insights' }, { label: 'Briefly unavailable' }]} />
      </Container>
      <Container className="mt-16 sm:mt-24">
        <BlogUnavailable
          heading="h1"
          lead="This article cannot be loaded just now. Nothing is wrong with the link: please try again in a minute."
          onRetry={onRetry}
        >
          <ButtonLink href="/schedule" variant="ghost" size="lg">
            Schedule Free Walkthrough
          </ButtonLink>
        </BlogUnavailable>
      </Container>
    </section>
  );
}

function ArticleSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading article…
      </p>
      <div aria-hidden="true" className="bg-brand-50 pb-36 sm:pb-52 lg:pb-64">
        <Container className="pt-8 sm:pt-10">
          <SkeletonBar className="h-4 w-64" tone="bg-brand-100" />
          <SkeletonBar className="mt-10 h-4 w-32" tone="bg-accent-100" />
          <SkeletonBar className="mt-4 h-10 w-full max-w-3xl" shape="rounded-lg" tone="bg-brand-100" />
          <SkeletonBar className="mt-3 h-10 w-2/3 max-w-2xl" shape="rounded-lg" tone="bg-brand-100" />
          <SkeletonBar className="mt-6 h-5 w-full max-w-2xl" tone="bg-brand-100/70" />
          <div className="mt-8 flex items-center gap-3">
            <SkeletonBar className="size-12" shape="rounded-full" tone="bg-brand-100" />
            <SkeletonBar className="h-4 w-48" tone="bg-brand-100" />
          </div>
        </Container>
      </div>
      <Container>
        <div aria-hidden="true" className="-mt-28 aspect-[16/9] w-full animate-pulse-soft rounded-card bg-brand-100 sm:-mt-44 lg:-mt-56" />
        <div aria-hidden="true" className="mt-10 space-y-4 pb-24 lg:w-2/3">
          {[100, 95, 98, 80, 92, 60].map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <div key={i} className="h-4 animate-pulse-soft rounded bg-line" style={{ width: `${w}%` }} />
          ))}
        </div>
      </Container>
    </div>
  );
}
