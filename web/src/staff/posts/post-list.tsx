/**
 * The posts as rows: a table on wide screens, a stack of cards on phones (the same data and
 * actions; only one of the two is displayed at a time, so each control exists once for
 * assistive technology).
 */
import { postState, type PostState } from '../../../../shared/post-status';
import { Link } from '../../components/ui/link';
import { formatDate, formatDateTime } from '../lib/format';
import { StatusBadge } from '../ui/status-badge';
import type { PostListRow } from './posts-api';

function PublishedWhen({ post, state }: { post: PostListRow; state: PostState }) {
  if (state === 'draft') return <span className="text-muted">Not published</span>;
  if (state === 'scheduled') return <time dateTime={post.date_published}>{formatDateTime(post.date_published)}</time>;
  return <time dateTime={post.date_published}>{formatDate(post.date_published)}</time>;
}

export function PostList({ posts, menu }: { posts: PostListRow[]; menu: (post: PostListRow) => React.ReactNode }) {
  const now = new Date();
  return (
    <>
      <div className="hidden rounded-card bg-white shadow-card ring-1 ring-line/70 md:block">
        <table className="w-full text-left text-[0.9375rem]">
          <caption className="sr-only">Posts, newest first</caption>
          <thead>
            <tr className="border-b border-line text-xs font-bold tracking-wider text-muted uppercase">
              <th scope="col" className="py-3.5 pr-3 pl-6 font-bold">
                Title
              </th>
              <th scope="col" className="px-3 py-3.5 font-bold">
                Status
              </th>
              <th scope="col" className="px-3 py-3.5 font-bold">
                Published
              </th>
              <th scope="col" className="px-3 py-3.5 font-bold">
                Updated
              </th>
              <th scope="col" className="w-px py-3.5 pr-4 pl-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => {
              const state = postState(post, now);
              return (
                <tr key={post.id} className="border-b border-line/70 last:border-0 hover:bg-brand-50/40">
                  <td className="max-w-0 py-3.5 pr-3 pl-6 lg:w-[52%]">
                    <Link to={`/posts/${post.id}`} className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline">
                      {post.title}
                    </Link>
                    <p className="truncate text-sm text-muted">
                      {post.category} · /{post.slug}
                    </p>
                  </td>
                  <td className="px-3 py-3.5 whitespace-nowrap">
                    <StatusBadge state={state} />
                  </td>
                  <td className="px-3 py-3.5 text-sm whitespace-nowrap text-body">
                    <PublishedWhen post={post} state={state} />
                  </td>
                  <td className="px-3 py-3.5 text-sm whitespace-nowrap text-body">
                    <time dateTime={post.updated_at}>{formatDate(post.updated_at)}</time>
                  </td>
                  <td className="py-2 pr-4 pl-3 text-right">{menu(post)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {posts.map((post) => {
          const state = postState(post, now);
          return (
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
          );
        })}
      </ul>
    </>
  );
}
