/**
 * One article in a grid: image, category, date, author, title, three-line
 * excerpt and 'Read More'. The title link stretches over the whole card, so
 * the card is one target with one accessible name.
 */
import { icon } from '../../../components/icon';
import { Link } from '../../../components/ui/link';
import { articleHref, formatLongDate } from '../../../../../shared/posts/blog-logic';
import type { PostCard as PostCardData } from '../../../../../shared/posts/post';
import { FeaturedImage } from './featured-image';

const ArrowRight = icon('arrow-right');

const META_ITEM = "before:inline-block before:w-5 before:text-center before:content-['·']";

export function PostCard({
  post,
  headingLevel: Heading = 'h3',
  eager = false,
  priority = false,
}: {
  post: PostCardData;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line/70 transition duration-200 hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0">
      <div className="relative overflow-hidden">
        <FeaturedImage
          src={post.featured_image}
          eager={eager}
          priority={priority}
          className="transition duration-300 group-hover:scale-[1.02] motion-reduce:group-hover:scale-100"
        />
        <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-bold tracking-wide text-brand-800 shadow-sm">
          {post.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        {/* Each item brings its own '·'; the one starting a line falls into the clipped margin, so a wrap never leaves a dangling dot. */}
        <p className="overflow-hidden text-sm text-muted">
          <span className="-ml-5 flex flex-wrap">
            <time dateTime={post.date_published} className={META_ITEM}>
              {formatLongDate(post.date_published)}
            </time>
            <span className={META_ITEM}>{post.author}</span>
          </span>
        </p>
        <Heading className="mt-2 text-xl leading-snug font-bold tracking-tight text-ink">
          <Link
            to={articleHref(post.slug)}
            className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] group-hover:text-brand-800 focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-[0.9375rem] leading-relaxed text-muted">{post.excerpt}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-5 text-[0.9375rem] font-semibold text-brand-700">
          Read More <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
