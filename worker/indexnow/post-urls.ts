/**
 * Which of a post's URLs a write changes for search engines: the new URL when the post becomes
 * public, the old and the new when a public post changes slug, the old when it stops being public
 * (unpublished, scheduled again, deleted). An edit that leaves a public post at its URL is not
 * announced: IndexNow is for URLs that appear, move or go.
 */
import { articleHref } from '../../shared/posts/blog-logic';
import { isPublic } from '../../shared/posts/post-status';
import type { BlogPost } from '../../shared/posts/post';

type PostRow = Pick<BlogPost, 'slug' | 'status' | 'date_published'>;

export function changedPostPaths(before: PostRow | null, after: PostRow | null, now: Date): string[] {
  const was = before !== null && isPublic(before, now);
  const is = after !== null && isPublic(after, now);
  const paths: string[] = [];
  if (was && (!is || after!.slug !== before!.slug)) paths.push(articleHref(before!.slug));
  if (is && (!was || after!.slug !== before!.slug)) paths.push(articleHref(after!.slug));
  return paths;
}
