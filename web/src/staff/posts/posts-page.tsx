/**
 * /staff/posts: every post, newest first, with a title search, status and category filters and
 * pages of 20. The filters live in the address (?q=&status=&category=&page=), so a filtered list
 * can be bookmarked and Back returns to it.
 */
import { FileText, Plus, Search, X } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../ui/link';
import { PageHeader } from '../layout/page-header';
import { plural } from '../lib/format';
import { pageHref, pageOf, withFilters } from '../lib/list-page';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { FilterSelect } from '../ui/filter-fields';
import { Pagination } from '../ui/pagination';
import { SearchBox, useSearchText } from '../ui/search-box';
import { EmptyState, ListStates } from '../ui/states';
import { usePostActions } from './post-actions';
import { PostList } from './post-list';
import { knownCategories, listPosts, POSTS_PAGE_SIZE, STATE_FILTERS, type StateFilter, usedCategories } from './posts-api';

const STATE_LABELS: Record<StateFilter, string> = { all: 'All statuses', draft: 'Drafts', review: 'In review', scheduled: 'Scheduled', published: 'Published' };
const STATUS_OPTIONS = STATE_FILTERS.map((s) => ({ value: s, label: STATE_LABELS[s] }));

function readQuery(params: URLSearchParams) {
  const state = params.get('status') as StateFilter | null;
  return {
    q: params.get('q') ?? '',
    state: state && STATE_FILTERS.includes(state) ? state : 'all',
    category: params.get('category') ?? '',
    page: pageOf(params),
  };
}

export function PostsPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const posts = useLoad(JSON.stringify(query), (signal) => listPosts(query, signal));
  const categories = useLoad('categories', (signal) => usedCategories(signal));
  const { menu, dialogs, sentBack } = usePostActions(posts.reload);

  const [search, setSearch] = useSearchText(query.q, (q) => update({ q }));

  /** Changes filters, keeping the others; a search replaces the history entry as it is typed. */
  function update(change: Partial<Record<'q' | 'status' | 'category', string>>) {
    const next = withFilters(params, change.status === 'all' ? { ...change, status: '' } : change);
    setParams(next, { replace: 'q' in change });
  }

  const hrefFor = (page: number) => pageHref('/posts', params, page);

  const categoryOptions = knownCategories([...(categories.data ?? []), ...(query.category ? [query.category] : [])]);
  const filtered = query.q !== '' || query.state !== 'all' || query.category !== '';
  const data = posts.data;

  // A page past the end (total -1: the page starts after the last post), no match, or no posts at all.
  const emptyState =
    data?.total === -1 || query.page > 1 ? (
      <EmptyState title="Nothing on this page" icon={<FileText aria-hidden="true" />}>
        <Link to={hrefFor(1)} className="font-semibold text-brand-700 underline underline-offset-4">
          Go to the first page
        </Link>
      </EmptyState>
    ) : filtered ? (
      <EmptyState title="No posts match" icon={<Search aria-hidden="true" />}>
        <p>Try another word, or clear the filters to see every post.</p>
      </EmptyState>
    ) : (
      <EmptyState title="No posts yet" icon={<FileText aria-hidden="true" />}>
        <p>Write the first article for the Insights blog.</p>
        <Link to="/posts/new" className={buttonClass('primary', 'md', 'mt-6')}>
          <Plus aria-hidden="true" className="size-5" /> Write the first post
        </Link>
      </EmptyState>
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Posts"
        description={
          data && data.total >= 0 ? (filtered ? `${plural(data.total, 'post')} match` : plural(data.total, 'post')) : 'Articles on the Insights blog'
        }
        actions={
          <Link to="/posts/new" className={buttonClass()}>
            <Plus aria-hidden="true" className="size-5" /> New post
          </Link>
        }
      />

      <search className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
          <div className="col-span-2 lg:col-span-1">
            <SearchBox id="post-search" label="Search by title" value={search} onChange={setSearch} placeholder="e.g. floor care" maxLength={40} />
          </div>
          <FilterSelect id="post-status" label="Status" value={query.state} options={STATUS_OPTIONS} onChange={(status) => update({ status })} />
          <FilterSelect
            id="post-category"
            label="Category"
            value={query.category}
            options={[{ value: '', label: 'All categories' }, ...categoryOptions.map((c) => ({ value: c, label: c }))]}
            onChange={(category) => update({ category })}
          />
          <div className="col-span-2 empty:hidden lg:col-span-1">
            {filtered && (
              <button
                type="button"
                className={smallButtonClass('quiet', 'min-h-11')}
                onClick={() => {
                  setSearch('');
                  setParams(new URLSearchParams());
                }}
              >
                <X aria-hidden="true" className="size-4" /> Clear filters
              </button>
            )}
          </div>
        </div>
      </search>

      <ListStates list={posts} noun="posts" isEmpty={(d) => d.rows.length === 0} empty={emptyState}>
        {(d) => (
          <>
            <PostList posts={d.rows} menu={menu} sentBack={sentBack} />
            <Pagination page={query.page} pageSize={POSTS_PAGE_SIZE} total={d.total} hrefFor={hrefFor} noun="posts" />
          </>
        )}
      </ListStates>
      {dialogs}
    </div>
  );
}
