/**
 * /newsletter: every issue of the newsletter that went out, newest first, each leading to its web
 * version (/newsletter/<id>); issues staff keep for subscribers are not listed. The list comes
 * from the edge (worker/newsletter/archive/), and the sign-up card follows it.
 */
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { issuePath, NEWSLETTER_ARCHIVE_PATH, type NewsletterArchiveData } from '../../../shared/newsletter/archive';
import { formatLongDate } from '../../../shared/posts/blog-logic';
import { fetchEdgePageData } from '../app/edge-page-data';
import { usePageData } from '../app/page-data';
import { icon } from '../components/icon';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { Link } from '../components/ui/link';
import { Container } from '../components/ui/section';
import { SkeletonBar } from '../components/ui/skeleton';
import { NewsletterSignup } from '../features/blog/islands';

const ArrowRight = icon('arrow-right');
const Mail = icon('mail');

export default function NewsletterArchivePage({ route }: { route: RouteEntry }) {
  const state = usePageData<NewsletterArchiveData | null>('newsletter-archive', (signal) => fetchEdgePageData(NEWSLETTER_ARCHIVE_PATH, signal));
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
              <time dateTime={issue.sent_on}>{formatLongDate(issue.sent_on)}</time>
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
          <SkeletonBar className="h-4 w-32" tone="bg-brand-100" />
          <SkeletonBar className="mt-3 h-7 w-3/4" tone="bg-brand-100" />
          <SkeletonBar className="mt-4 h-4 w-full" tone="bg-brand-50" />
        </div>
      ))}
    </div>
  );
}
