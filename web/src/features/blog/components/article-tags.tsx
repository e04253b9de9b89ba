/** The post's tags, shown only when it has some. */
import { icon } from '../../../components/icon';

const Tag = icon('tag');

export function ArticleTags({ tags }: { tags: readonly string[] }) {
  const list = tags.filter((t) => t.trim() !== '');
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="article-tags" className="mt-12 border-t border-line pt-8">
      <h2 id="article-tags" className="flex items-center gap-2 text-base font-bold">
        <Tag aria-hidden="true" className="size-4 text-accent-600" /> Tags
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {list.map((tag) => (
          <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-body ring-1 ring-line ring-inset">
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}
