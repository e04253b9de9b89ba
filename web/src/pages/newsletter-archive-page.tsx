/**
 * The newsletter's public archive, both its pages in one module (one file in the route table):
 * /newsletter lists every issue that went out, newest first, each leading to its web version
 * /newsletter/<id>: its subject and date, the introduction as the email has it and the articles it
 * presents (those still public) as cards. Issues staff keep for subscribers are not listed, and
 * their address, like an unknown or unsent issue's, is the site's 404. The data comes from the
 * edge (worker/newsletter/archive/); after a client-side navigation the page asks the edge for it.
 */
import { useEffect, useRef } from 'react';
import { issueCrumbs, issuePath, NEWSLETTER_ARCHIVE_PATH, type NewsletterArchiveData, type NewsletterIssueData } from '../../../shared/newsletter/archive';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { island } from '../app/island';
import { usePageData } from '../app/page-data';
import { icon } from '../components/icon';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { Link } from '../components/ui/link';
import { Container } from '../components/ui/section';
import { IssueIntro } from '../features/newsletter/issue-intro';
import { setDocumentMeta } from '../lib/head';

const ArrowRight = icon('arrow-right');
const Mail = icon('mail');

// Only a client-side navigation fetches: the edge embeds the data in the first page.
const fetchPage = <T,>(path: string, signal: AbortSignal) => import('../app/edge-page-data').then((m) => m.fetchEdgePageData<T>(path, signal));

/** /newsletter (a static route: `route`) or one issue (`id`). */
export default function NewsletterArchivePages(props: { route: RouteEntry } | { id: number }) {
  return 'id' in props ? <NewsletterIssuePage id={props.id} /> : <NewsletterArchivePage route={props.route} />;
}

// The cards are links that work as the edge drew them: their code (and the blog's) loads only once
// the visitor reaches for one.
const IssuePosts = island('issue-posts', () => import('../features/newsletter/issue-posts').then((m) => m.IssuePosts), { when: 'intent' });

// The sign-up card works as an HTML form until the visitor reaches for it (the archive is short, so
// the card is often in the first screen, where its code would otherwise load with the page).
const NewsletterSignup = island('newsletter-signup-archive', () => import('../features/blog/components/newsletter-signup').then((m) => m.NewsletterSignup), {
  when: 'intent',
});

/** A loading placeholder bar (the blog's skeleton would bring the blog's shared file with it). */
const Bar = ({ className }: { className: string }) => <div className={`animate-pulse-soft rounded ${className}`} />;

/** 'March 2, 2026' for a company day (YYYY-MM-DD): the day as written, whatever the browser's zone. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

// An issue that is not public: the 404 page's code loads only then.
const NotFoundPage = island('newsletter-issue-not-found', () => import('./not-found-page').then((m) => m.default));

function NewsletterArchivePage({ route }: { route: RouteEntry }) {
  const state = usePageData<NewsletterArchiveData | null>('newsletter-archive', (signal) => fetchPage(NEWSLETTER_ARCHIVE_PATH, signal));
  return (
    <>
      <section className="border-b border-brand-100 bg-brand-50">
        <Container className="py-10 sm:py-14">
          <Breadcrumb items={breadcrumbFor(route) ?? []} />
          <p className="mt-8 text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Oakbright Insights newsletter</p>
          <h1 className="mt-3 max-w-3xl text-display font-extrabold text-brand-950 sm:text-display-lg">Past issues</h1>
          <p className="mt-5 max-w-2xl text-lg text-body">
            Every issue we have sent: what we are seeing in Marion County buildings, and the articles worth your time. Subscribe below to get the next one by
            email.
          </p>
        </Container>
      </section>

      <section aria-labelledby="issues-title" aria-busy={state.status === 'loading'} className="bg-white">
        <Container className="py-12 sm:py-16">
          <h2 id="issues-title" className="sr-only">
            Issues
          </h2>
          {state.status === 'loading' && <ArchiveSkeleton />}
          {state.status === 'error' && (
            <p className="rounded-card bg-surface px-6 py-10 text-center text-body ring-1 ring-line">
              The issues cannot be loaded just now. Please try again in a minute.
            </p>
          )}
          {state.status === 'ready' && <IssueList data={state.data} />}
        </Container>
      </section>

      <Container className="pb-16 sm:pb-24">
        <NewsletterSignup tone="light" title="Get the next issue by email" archiveLink={false} />
      </Container>
    </>
  );
}

function IssueList({ data }: { data: NewsletterArchiveData | null }) {
  const issues = data?.issues ?? [];
  if (issues.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-card bg-surface px-6 py-12 text-center ring-1 ring-line">
        <Mail aria-hidden="true" className="mx-auto size-8 text-brand-700" />
        <p className="mt-4 text-lg font-bold text-ink">No issues yet</p>
        <p className="mt-2 text-body">The first issue is on its way. Subscribe below and it comes straight to your inbox.</p>
      </div>
    );
  }
  return (
    <ol className="mx-auto grid max-w-3xl gap-5">
      {issues.map((issue) => (
        <li key={issue.id}>
          <article className="group relative rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 transition duration-200 hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:p-7">
            <p className="text-sm font-semibold text-muted">
              <time dateTime={issue.sent_on}>{longDay(issue.sent_on)}</time>
            </p>
            <h3 className="mt-2 text-xl font-extrabold tracking-tight text-ink sm:text-2xl">
              <Link
                to={issuePath(issue.id)}
                className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] group-hover:text-brand-800 focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
              >
                {issue.subject}
              </Link>
            </h3>
            {issue.preview && <p className="mt-3 line-clamp-3 text-body">{issue.preview}</p>}
            <p aria-hidden="true" className="mt-4 inline-flex items-center gap-1.5 text-[0.9375rem] font-bold text-brand-700">
              Read this issue <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}

function ArchiveSkeleton() {
  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-card p-6 ring-1 ring-line/70">
          <Bar className="h-4 w-32 bg-brand-100" />
          <Bar className="mt-3 h-7 w-3/4 bg-brand-100" />
          <Bar className="mt-4 h-4 w-full bg-brand-50" />
        </div>
      ))}
    </div>
  );
}

type Issue = NonNullable<NewsletterIssueData['issue']>;

function NewsletterIssuePage({ id }: { id: number }) {
  const path = issuePath(id);
  const state = usePageData<NewsletterIssueData | null>(`newsletter-issue:${id}`, (signal) => fetchPage(path, signal));
  // The edge already wrote this page's head; a browser-side render sets it itself.
  const renderedAtEdge = useRef(state.status === 'ready' && state.fromEdge);
  const issue = state.status === 'ready' ? (state.data?.issue ?? null) : null;

  useEffect(() => {
    if (renderedAtEdge.current || state.status !== 'ready') return;
    void setDocumentMeta(issue ? { kind: 'newsletter-issue', issue } : { kind: 'not-found' });
  }, [issue, state.status]);

  if (state.status !== 'loading' && !issue) return <NotFoundPage />;
  // The same blocks in the loading state as after it: the page's later blocks are rendered once
  // after a navigation (lib/render-blocks.ts), so none may appear only when the data comes.
  return (
    <>
      {issue ? <IssueView issue={issue} /> : <IssueSkeleton />}
      <Container className="pb-16 sm:pb-24">
        <NewsletterSignup tone="light" title="Get the next issue by email" archiveLink={false} />
      </Container>
    </>
  );
}

function IssueView({ issue }: { issue: Issue }) {
  return (
    <>
      <section className="border-b border-brand-100 bg-brand-50">
        <Container className="py-10 sm:py-14">
          <Breadcrumb items={issueCrumbs(issue.subject)} />
          <p className="mt-8 text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">
            Newsletter · <time dateTime={issue.sent_on}>{longDay(issue.sent_on)}</time>
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
            <IssuePosts posts={issue.posts} />
          </section>
        )}
        <p className="mt-12">
          <Link to={NEWSLETTER_ARCHIVE_PATH} className="inline-flex items-center gap-1.5 font-bold text-brand-700 hover:text-brand-900">
            <ArrowRight aria-hidden="true" className="size-4 rotate-180" /> All issues
          </Link>
        </p>
      </Container>
    </>
  );
}

function IssueSkeleton() {
  return (
    <>
      <section aria-busy="true" className="border-b border-brand-100 bg-brand-50">
        <Container className="py-10 sm:py-14">
          <Bar className="h-4 w-48 bg-brand-100" />
          <Bar className="mt-10 h-4 w-40 bg-brand-100" />
          <Bar className="mt-4 h-12 w-3/4 bg-brand-100" />
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <Bar className="h-4 w-full max-w-2xl bg-brand-50" />
        <Bar className="mt-3 h-4 w-5/6 max-w-2xl bg-brand-50" />
      </Container>
    </>
  );
}
