/**
 * Related Articles: up to three posts (same category first, then newest) with
 * 'View All Articles'. Uses the edge's list when it has one, else fetches;
 * three skeletons while loading; a failure is only logged. The API client is imported when the
 * fetch starts: an article rendered at the edge never needs it.
 */
import { icon } from '../../../components/icon';
import { useEffect, useState } from 'react';
import { Link } from '../../../components/ui/link';
import type { BlogPost, PostCard as PostCardData } from '../../../../../shared/posts/post';
import { PostCard } from './post-card';
import { PostCardSkeletonGrid } from './post-card-skeleton';

const ArrowRight = icon('arrow-right');

/** The API client is imported when the fetch starts, awaited apart: a failed fetch is not a failed chunk load. */
async function fetchRelated(post: Pick<BlogPost, 'id' | 'category'>, signal: AbortSignal): Promise<PostCardData[]> {
  const api = await import('../api');
  return api.fetchRelated(post, signal);
}

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function RelatedPosts({ post, initial }: { post: Pick<BlogPost, 'id' | 'slug' | 'category'>; initial: PostCardData[] | null }) {
  const [posts, setPosts] = useState<PostCardData[] | null>(initial);

  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    fetchRelated(post, controller.signal).then(
      (related) => !controller.signal.aborted && setPosts(related),
      (err) => {
        if (controller.signal.aborted) return;
        console.error('Error fetching related posts:', err);
        setPosts([]);
      },
    );
    return () => controller.abort();
  }, [post, initial]);

  if (posts && posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="related-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Related Articles
        </h2>
        <Link to="/insights" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900">
          View All Articles <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {posts ? (
        <ul className={`mt-8 ${GRID}`}>
          {posts.map((p) => (
            <li key={p.id}>
              <PostCard post={p} />
            </li>
          ))}
        </ul>
      ) : (
        <PostCardSkeletonGrid count={3} className={`mt-8 ${GRID}`} label="Loading related articles…" />
      )}
    </section>
  );
}
