/**
 * /newsletter/<id>: a sent issue's web version, for anyone: its subject and date, the
 * introduction as the email has it, the articles it presents (those still public) as cards, and
 * the way back to every issue. An unknown, unsent or subscribers-only issue is the site's 404.
 */
import { useEffect, useRef } from 'react';
import { issuePath, NEWSLETTER_ARCHIVE_PATH, type NewsletterIssueData } from '../../../shared/newsletter/archive';
import { formatLongDate } from '../../../shared/posts/blog-logic';
import { breadcrumbFor } from '../../../shared/routes';
import { fetchEdgePageData } from '../app/edge-page-data';
import { island } from '../app/island';
import { usePageData } from '../app/page-data';
import { icon } from '../components/icon';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { Link } from '../components/ui/link';
import { Container } from '../components/ui/section';
import { SkeletonBar } from '../components/ui/skeleton';
import { PostCard } from '../features/blog/components/post-card';
import { NewsletterSignup } from '../features/blog/islands';
import { IssueIntro } from '../features/newsletter/issue-intro';
import { setDocumentMeta } from '../lib/head';

const ArrowRight = icon('arrow-right');

// An issue that is not public: the 404 page's code loads only then.
const NotFoundPage = island('newsletter-issue-not-found', () => import('./not-found-page').then((m) => m.default));

type Issue = NonNullable<NewsletterIssueData['issue']>;

export default function NewsletterIssuePage({ id }: { id: number }) {
  const path = issuePath(id);
  const state = usePageData<NewsletterIssueData | null>(`newsletter-issue:${id}`, (signal) => fetchEdgePageData(path, signal));
  // The edge already wrote this page's head; a browser-side render sets it itself.
  const renderedAtEdge = useRef(state.status === 'ready' && state.fromEdge);
  const issue = state.status === 'ready' ? (state.data?.issue ?? null) : null;

  useEffect(() => {
    if (renderedAtEdge.current || state.status !== 'ready') return;
    void setDocumentMeta(issue ? { kind: 'newsletter-issue', issue } : { kind: 'not-found' });
  }, [issue, state.status]);

  if (state.status === 'loading') return <IssueSkeleton />;
  if (!issue) return <NotFoundPage />;
  return <IssueView issue={issue} />;
}

function IssueView({ issue }: { issue: Issue }) {
  const crumbs = breadcrumbFor({ path: issuePath(issue.id), page: 'newsletter-issue', indexable: true, name: issue.subject }) ?? [];
  return (
    <>
      <section className="border-b border-brand-100 bg-brand-50">
        <Container className="py-10 sm:py-14">
          <Breadcrumb items={crumbs} />
          <p className="mt-8 text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">
            Newsletter · <time dateTime={issue.sent_on}>{formatLongDate(issue.sent_on)}</time>
          </p>
          <h1 className="mt-3 max-w-3xl text-display font-extrabold text-brand-950 sm:text-display-lg">{issue.subject}</h1>
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        <div className="max-w-2xl">
          <IssueIntro blocks={issue.intro} />
        </div>
        {issue.posts.length > 0 && (
          <section aria-labelledby="issue-articles-title" className={issue.intro.length > 0 ? 'mt-12 sm:mt-14' : ''}>
            <h2 id="issue-articles-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              In this issue
            </h2>
            <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
              {issue.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="mt-12">
          <Link to={NEWSLETTER_ARCHIVE_PATH} className="inline-flex items-center gap-1.5 font-bold text-brand-700 hover:text-brand-900">
            <ArrowRight aria-hidden="true" className="size-4 rotate-180" /> All issues
          </Link>
        </p>
      </Container>

      <Container className="pb-16 sm:pb-24">
        <NewsletterSignup tone="light" title="Get the next issue by email" archiveLink={false} />
      </Container>
    </>
  );
}

function IssueSkeleton() {
  return (
    <div aria-busy="true">
      <section className="border-b border-brand-100 bg-brand-50">
        <Container className="py-10 sm:py-14">
          <SkeletonBar className="h-4 w-48" tone="bg-brand-100" />
          <SkeletonBar className="mt-10 h-4 w-40" tone="bg-brand-100" />
          <SkeletonBar className="mt-4 h-12 w-3/4" tone="bg-brand-100" />
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <SkeletonBar className="h-4 w-full max-w-2xl" tone="bg-brand-50" />
        <SkeletonBar className="mt-3 h-4 w-5/6 max-w-2xl" tone="bg-brand-50" />
      </Container>
    </div>
  );
}
