/** The articles an issue presents, as the cards the Insights list shows (an island on the issue's page). */
import type { PostCard as PostCardData } from '../../../../shared/posts/post';
import { PostCard } from '../blog/components/post-card';

export function IssuePosts({ posts }: { posts: readonly PostCardData[] }) {
  return (
    <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
