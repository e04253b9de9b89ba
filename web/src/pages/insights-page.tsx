/**
 * /insights: the blog list. Category and page live in the URL (docs/decisions.md D7);
 * the edge renders the first view, later views fetch and show skeletons. When the posts
 * cannot be read just now, the list says so, with a retry (the edge answers 503 with it).
 */
import { icon } from '../components/icon';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../app/router';
import { Link } from '../components/ui/link';
import { insightsHref, pageCount } from '../../../shared/posts/blog-logic';
import { parseInsightsQuery, type InsightsData } from '../../../shared/page-data';
import { POSTS_PER_PAGE } from '../../../shared/posts/post';
import { usePageData } from '../app/page-data';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/section';
import { setDocumentMeta } from '../lib/head';
import { notify } from '../lib/toast';
import { isOutage } from '../features/blog/api-core';
import { CategoryFilter, matchFilterCategory } from '../features/blog/components/category-filter';
import { PostCard } from '../features/blog/components/post-card';
import { BlogCta, BlogUnavailable, NewsletterSignup, Pagination } from '../features/blog/islands';

/**
 * The API client is imported when a fetch starts: the page the edge rendered fetches nothing up
 * front. The import stands alone, so a failed request is not taken for a file that failed to load
 * (the bundler's handler for those reloads the page).
 */
const loadApi = () => import('../features/blog/api');

// Shown only while a browser-side navigation loads the posts: its code loads then.
const PostCardSkeletonGrid = lazy(() => import('../features/blog/components/post-card-skeleton').then((m) => ({ default: m.PostCardSkeletonGrid })));

const RefreshCw = icon('refresh-cw');

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8';
const LIST_HEADING_ID = 'insights-list-title';
const INSIGHTS_PATH = '/insights';

export default function InsightsPage() {
  const [searchParams] = useSearchParams();
  const { category, page } = parseInsightsQuery(searchParams);
  const [attempt, setAttempt] = useState(0);
  const state = usePageData<InsightsData>(`${category ?? ''}|${page}|${attempt}`, (signal) =>
    loadApi().then((api) => api.fetchInsights({ category, page }, signal)),
  );

  // The database or the network failed: the list says the blog is briefly unavailable.
  const unavailable = (state.status === 'ready' && state.data.unavailable === true) || (state.status === 'error' && isOutage(state.error));
  // The edge already wrote this state's head; a browser-side failure sets it, and a recovery undoes it.
  const headShowsOutage = useRef(state.status === 'ready' && state.fromEdge && unavailable);

  useEffect(() => {
    if (state.status === 'error') console.error('Error fetching blog posts:', state.error);
    if (state.status === 'error' || unavailable) notify.error('Failed to load blog posts');
    if (unavailable && !headShowsOutage.current) {
      headShowsOutage.current = true;
      void setDocumentMeta({ kind: 'blog-unavailable', path: INSIGHTS_PATH });
    } else if (state.status === 'ready' && !unavailable && headShowsOutage.current) {
      headShowsOutage.current = false;
      void setDocumentMeta({ kind: 'page', path: INSIGHTS_PATH });
    }
  }, [state, unavailable]);

  // A new page of results starts at the top of the list, not at the pagination links.
  const lastPage = useRef(page);
  useEffect(() => {
    if (lastPage.current === page) return;
    lastPage.current = page;
    document.getElementById(LIST_HEADING_ID)?.scrollIntoView({ block: 'start' });
  }, [page]);

  const filterLabel = matchFilterCategory(category) ?? category;
  const retry = () => setAttempt((n) => n + 1);

  return (
    <>
      <section className="border-b border-brand-100 bg-brand-50">
        <Container className="py-10 sm:py-14">
          <Breadcrumb items={[{ label: 'Insights' }]} />
          <p className="mt-8 text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">The Oakbright blog</p>
          <h1 className="mt-3 max-w-3xl text-display font-extrabold text-brand-950 sm:text-display-lg">Insights for Marion County facility managers</h1>
          <p className="mt-5 max-w-2xl text-lg text-body">
            Industry trends, compliance reminders and practical tips from the crews who clean Ocala’s offices, clinics, schools and storefronts.
          </p>
          <div className="mt-8">
            <CategoryFilter active={category} />
          </div>
        </Container>
      </section>

      <section aria-labelledby={LIST_HEADING_ID} aria-busy={state.status === 'loading'} className="bg-white">
        <Container className="py-12 sm:py-16">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id={LIST_HEADING_ID} className="scroll-mt-28 text-2xl font-extrabold tracking-tight sm:text-3xl">
              {filterLabel ? `${filterLabel} articles` : 'Latest articles'}
            </h2>
            {state.status === 'ready' && state.data.total > 0 && (
              <p className="text-[0.9375rem] text-muted">
                {state.data.total} {state.data.total === 1 ? 'article' : 'articles'}
              </p>
            )}
          </div>

          <div className="mt-8">
            {state.status === 'loading' && (
              <Suspense fallback={null}>
                <PostCardSkeletonGrid count={6} className={GRID} />
              </Suspense>
            )}
            {unavailable ? (
              <BlogUnavailable
                lead="The articles cannot be loaded just now. Please try again in a minute."
                onRetry={retry}
                className="rounded-card bg-surface px-6 py-14 ring-1 ring-line"
              />
            ) : (
              <>
                {state.status === 'error' && <LoadError onRetry={retry} />}
                {state.status === 'ready' && <Results data={state.data} filterLabel={filterLabel} />}
              </>
            )}
          </div>
        </Container>
      </section>

      <Container className="space-y-10 pb-16 sm:space-y-12 sm:pb-24">
        <BlogCta
          showQuote
          title="Put these insights to work in your building"
          lead="Book a free, no-obligation walkthrough. We assess your facility room by room and send a customized cleaning proposal."
        />
        <NewsletterSignup tone="light" />
      </Container>
    </>
  );
}

function Results({ data, filterLabel }: { data: InsightsData; filterLabel: string | null }) {
  const pages = pageCount(data.total, POSTS_PER_PAGE);
  if (data.posts.length === 0) {
    const beyondLastPage = data.total > 0;
    return (
      <div className="rounded-card bg-surface px-6 py-14 text-center ring-1 ring-line">
        <h3 className="text-xl font-bold">No posts found</h3>
        <p className="mx-auto mt-2 max-w-md text-muted">
          {beyondLastPage
            ? `There is no page ${data.page}; the list has ${pages} ${pages === 1 ? 'page' : 'pages'}.`
            : filterLabel
              ? `No posts found in the "${filterLabel}" category.`
              : 'No blog posts available at the moment.'}
        </p>
        {(filterLabel || beyondLastPage) && (
          <Link
            to={insightsHref({ category: beyondLastPage ? data.category : null })}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
          >
            {beyondLastPage ? 'Go to the first page' : 'View all articles'}
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className={GRID}>
        {data.posts.map((post, i) => (
          <li key={post.id}>
            <PostCard post={post} eager={data.page === 1 && i < 3} priority={data.page === 1 && i === 0} />
          </li>
        ))}
      </ul>
      <Pagination page={data.page} pages={pages} category={data.category} />
    </>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="rounded-card bg-surface px-6 py-14 text-center ring-1 ring-line">
      <h3 className="text-xl font-bold">Articles could not be loaded</h3>
      <p className="mx-auto mt-2 max-w-md text-muted">Check your connection and try again.</p>
      <Button variant="ghost" className="mt-6" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" /> Try again
      </Button>
    </div>
  );
}
