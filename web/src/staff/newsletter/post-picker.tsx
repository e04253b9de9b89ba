/**
 * The posts an issue presents: the picked ones in their order (move up, move down, remove), and
 * the published posts to pick from, narrowed by a search over their titles and excerpts. At most
 * ISSUE_MAX_POSTS; after a move or a removal, focus stays on the list where the person was.
 */
import { ArrowDown, ArrowUp, ImageOff, Plus, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ISSUE_MAX_POSTS } from '../../../../shared/newsletter/newsletter-issue';
import { cn } from '../../lib/cn';
import { formatDate, plural } from '../lib/format';
import type { Loaded } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { inputClass, labelClass } from '../ui/field';
import { ErrorState, LoadingRows } from '../ui/states';
import type { PickablePost } from './issues-api';

/** How many matching posts are listed at once; the search narrows the rest. */
const SHOWN = 8;

function Thumb({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 rounded-lg bg-surface object-cover ring-1 ring-line/70" />
  ) : (
    <span aria-hidden="true" className="flex h-12 w-16 shrink-0 items-center justify-center rounded-lg bg-surface text-muted ring-1 ring-line/70">
      <ImageOff className="size-5" />
    </span>
  );
}

export function matches(post: PickablePost, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${post.title} ${post.excerpt}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** A round 36 px button holding only an icon (its name is in an sr-only span). */
const iconButtonClass = (tone: 'brand' | 'danger' = 'brand') =>
  cn(
    'inline-flex size-9 items-center justify-center rounded-full transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-40',
    tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-brand-800 hover:bg-brand-50',
  );

type Move = { id: number; action: 'up' | 'down' } | { id: number; action: 'remove'; index: number };

export function PostPicker({
  id,
  value,
  onChange,
  posts,
  readOnly,
  error,
}: {
  /** The picked list's id (the error summary links here). */
  id: string;
  value: number[];
  onChange: (ids: number[]) => void;
  posts: Loaded<PickablePost[]>;
  readOnly: boolean;
  error?: string | null;
}) {
  const [q, setQ] = useState('');
  const searchId = useId();
  const hintId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const moved = useRef<Move | null>(null);
  const known = new Map((posts.data ?? []).map((p) => [p.id, p]));
  const full = value.length >= ISSUE_MAX_POSTS;

  // After a move the same button keeps focus (or its neighbour, at an end); after a removal, the next post's.
  useEffect(() => {
    const m = moved.current;
    if (!m) return;
    moved.current = null;
    const list = listRef.current;
    const button = (post: number | undefined, action: string) =>
      post === undefined ? null : list?.querySelector<HTMLButtonElement>(`[data-post="${post}"][data-action="${action}"]`);
    let target: HTMLButtonElement | null | undefined;
    if (m.action === 'remove') {
      target = button(value[Math.min(m.index, value.length - 1)], 'remove');
    } else {
      const own = button(m.id, m.action);
      target = own && !own.disabled ? own : button(m.id, m.action === 'up' ? 'down' : 'up');
    }
    (target ?? searchRef.current)?.focus();
  });

  const move = (post: number, by: -1 | 1) => {
    const at = value.indexOf(post);
    const to = at + by;
    if (at < 0 || to < 0 || to >= value.length) return;
    const next = [...value];
    [next[at], next[to]] = [next[to]!, next[at]!];
    moved.current = { id: post, action: by < 0 ? 'up' : 'down' };
    onChange(next);
  };
  const remove = (post: number) => {
    moved.current = { id: post, action: 'remove', index: value.indexOf(post) };
    onChange(value.filter((p) => p !== post));
  };

  const matching = (posts.data ?? []).filter((p) => matches(p, q));

  return (
    <div className="space-y-5">
      <div>
        <p className={labelClass} id={`${id}-label`}>
          Posts in this issue
        </p>
        <p id={hintId} className="mt-1 text-sm text-muted">
          Up to {ISSUE_MAX_POSTS} published posts, shown in this order under the introduction.
        </p>
        {error && (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div id={id} tabIndex={-1} className="mt-3 focus:outline-none">
          {value.length === 0 ? (
            <p className={cn('rounded-tile border border-dashed px-4 py-5 text-center text-sm text-muted', error ? 'border-red-600' : 'border-line')}>
              No posts picked yet{readOnly ? '.' : ': add them from the list below.'}
            </p>
          ) : (
            <ol ref={listRef} aria-labelledby={`${id}-label`} aria-describedby={[error && errorId, hintId].filter(Boolean).join(' ')} className="space-y-2">
              {value.map((postId, i) => {
                const post = known.get(postId);
                const title = post?.title ?? `Post ${postId}`;
                return (
                  <li key={postId} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-tile bg-surface/60 p-2.5 ring-1 ring-line/70">
                    <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
                      <span aria-hidden="true" className="w-5 shrink-0 text-center text-sm font-bold text-muted tabular-nums">
                        {i + 1}
                      </span>
                      <Thumb src={post?.featured_image ?? null} />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold break-words text-ink">{title}</p>
                        <p className="text-sm text-muted">
                          {post ? (
                            <time dateTime={post.date_published}>{formatDate(post.date_published)}</time>
                          ) : posts.data ? (
                            'Not published now: it is left out of the email.'
                          ) : (
                            '…'
                          )}
                        </p>
                      </div>
                    </div>
                    {!readOnly && (
                      <div className="ml-auto flex shrink-0 gap-1">
                        <button
                          type="button"
                          data-post={postId}
                          data-action="up"
                          className={iconButtonClass()}
                          disabled={i === 0}
                          onClick={() => move(postId, -1)}
                        >
                          <ArrowUp aria-hidden="true" className="size-4" />
                          <span className="sr-only">Move “{title}” up</span>
                        </button>
                        <button
                          type="button"
                          data-post={postId}
                          data-action="down"
                          className={iconButtonClass()}
                          disabled={i === value.length - 1}
                          onClick={() => move(postId, 1)}
                        >
                          <ArrowDown aria-hidden="true" className="size-4" />
                          <span className="sr-only">Move “{title}” down</span>
                        </button>
                        <button type="button" data-post={postId} data-action="remove" className={iconButtonClass('danger')} onClick={() => remove(postId)}>
                          <X aria-hidden="true" className="size-4" />
                          <span className="sr-only">Remove “{title}”</span>
                        </button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </div>

      {!readOnly && (
        <div className="border-t border-line pt-5">
          <label htmlFor={searchId} className={labelClass}>
            Find published posts
          </label>
          <div className="relative mt-1.5">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted" />
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Words from the title or excerpt"
              maxLength={200}
              className={`${inputClass} h-11 pl-10`}
            />
          </div>
          {full && <p className="mt-2 text-sm font-medium text-amber-800">{ISSUE_MAX_POSTS} posts picked: remove one to add another.</p>}
          <div className="mt-3">
            {posts.error ? (
              <ErrorState message={`The published posts could not be loaded. ${posts.error}`} onRetry={posts.reload} />
            ) : !posts.data ? (
              <LoadingRows label="Loading published posts…" rows={3} />
            ) : matching.length === 0 ? (
              <p role="status" className="text-sm text-muted">
                {posts.data.length === 0 ? 'There are no published posts yet.' : 'No published post matches these words.'}
              </p>
            ) : (
              <>
                <p role="status" className="mb-2 text-sm text-muted">
                  {matching.length > SHOWN
                    ? `The ${SHOWN} newest of ${plural(matching.length, 'post')}; search to narrow them.`
                    : plural(matching.length, 'published post')}
                </p>
                <ul aria-label="Published posts" className="divide-y divide-line/70">
                  {matching.slice(0, SHOWN).map((post) => {
                    const picked = value.includes(post.id);
                    return (
                      <li key={post.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3">
                        <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
                          <Thumb src={post.featured_image} />
                          <div className="min-w-0 flex-1">
                            <p className="font-semibold break-words text-ink">{post.title}</p>
                            <p className="line-clamp-2 text-sm text-body">{post.excerpt}</p>
                            <p className="text-sm text-muted">
                              <time dateTime={post.date_published}>{formatDate(post.date_published)}</time>
                            </p>
                          </div>
                        </div>
                        <button
                          type="button"
                          className={smallButtonClass(picked ? 'quiet' : 'ghost', 'ml-auto shrink-0')}
                          disabled={!picked && full}
                          onClick={() => (picked ? onChange(value.filter((p) => p !== post.id)) : onChange([...value, post.id]))}
                        >
                          {picked ? <X aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
                          {picked ? 'Remove' : 'Add'}
                          <span className="sr-only"> “{post.title}”</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
