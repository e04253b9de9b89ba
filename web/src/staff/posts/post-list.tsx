/**
 * The posts as rows: a table on wide screens, a stack of cards on phones (the same data and
 * actions; only one of the two is displayed at a time, so each control exists once for
 * assistive technology).
 */
import { postState, type PostState } from '../../../../shared/posts/post-status';
import { Link } from '../ui/link';
import { formatDate, formatDateTime } from '../lib/format';
import { type Column, DataTable } from '../ui/data-table';
import { StatusBadge } from '../ui/status-badge';
import { SentBackNote } from '../review/review-note';
import type { ReviewStep } from '../review/review-api';
import type { PostListRow } from './posts-api';

function PublishedWhen({ post, state }: { post: PostListRow; state: PostState }) {
  if (state === 'draft' || state === 'review') return <span className="text-muted">Not published</span>;
  if (state === 'scheduled') return <time dateTime={post.date_published}>{formatDateTime(post.date_published)}</time>;
  return <time dateTime={post.date_published}>{formatDate(post.date_published)}</time>;
}

interface Row {
  post: PostListRow;
  state: PostState;
}

export function PostList({
  posts,
  menu,
  sentBack = () => null,
}: {
  posts: PostListRow[];
  menu: (post: PostListRow) => React.ReactNode;
  /** An editor's note on the post, for its author, when it was sent back from review. */
  sentBack?: (post: PostListRow) => Pick<ReviewStep, 'note' | 'by_name' | 'at'> | null;
}) {
  const now = new Date();
  const rows: Row[] = posts.map((post) => ({ post, state: postState(post, now) }));
  const columns: Column<Row>[] = [
    {
      header: 'Title',
      className: 'pr-3 pl-6',
      cellClassName: 'max-w-0 lg:w-[52%]',
      cell: ({ post }) => (
        <>
          <Link to={`/posts/${post.id}`} className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
          <p className="truncate text-sm text-muted">
            {post.category} · /{post.slug}
          </p>
          <Note step={sentBack(post)} />
        </>
      ),
    },
    { header: 'Status', className: 'px-3', cellClassName: 'whitespace-nowrap', cell: ({ state }) => <StatusBadge state={state} /> },
    {
      header: 'Published',
      className: 'px-3',
      cellClassName: 'text-sm whitespace-nowrap text-body',
      cell: ({ post, state }) => <PublishedWhen post={post} state={state} />,
    },
    {
      header: 'Updated',
      className: 'px-3',
      cellClassName: 'text-sm whitespace-nowrap text-body',
      cell: ({ post }) => <time dateTime={post.updated_at}>{formatDate(post.updated_at)}</time>,
    },
    { header: 'Actions', actions: true, className: 'pr-4 pl-3', cell: ({ post }) => menu(post) },
  ];
  return (
    <>
      <DataTable caption="Posts, newest first" rows={rows} rowKey={({ post }) => post.id} columns={columns} className="hidden md:block" />

      <ul className="space-y-3 md:hidden">
        {rows.map(({ post, state }) => (
          <li key={post.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <StatusBadge state={state} />
                <Link to={`/posts/${post.id}`} className="mt-2 block font-semibold break-words text-ink hover:text-brand-700 hover:underline">
                  {post.title}
                </Link>
              </div>
              <div className="-mt-1 -mr-1 shrink-0">{menu(post)}</div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2">
                <dt className="sr-only">Category</dt>
                <dd className="text-body">{post.category}</dd>
              </div>
              {sentBack(post) && (
                <div className="col-span-2">
                  <dt className="sr-only">Review note</dt>
                  <dd>
                    <Note step={sentBack(post)} />
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-muted">{state === 'scheduled' ? 'Goes live' : 'Published'}</dt>
                <dd className="text-body">
                  <PublishedWhen post={post} state={state} />
                </dd>
              </div>
              <div>
                <dt className="text-muted">Updated</dt>
                <dd className="text-body">
                  <time dateTime={post.updated_at}>{formatDate(post.updated_at)}</time>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function Note({ step }: { step: Pick<ReviewStep, 'note' | 'by_name' | 'at'> | null }) {
  return step ? (
    <div className="mt-2 whitespace-normal">
      <SentBackNote step={step} />
    </div>
  ) : null;
}
