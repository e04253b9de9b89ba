/**
 * What changed between two versions of a post, field by field (title, slug, excerpt, body…), each
 * as a readable diff: words for short fields, lines then words for the body (shared/posts/text-diff.ts).
 * Shown by the editor's conflict notice and the history screen.
 */
import { diffText, diffWords, type DiffPart, hasChanges } from '../../../../shared/posts/text-diff';

/** The fields of a post a person reads, as text. */
export interface PostText {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  category: string;
  tags: string;
  author: string;
  featured_image: string;
  seo_title: string;
  seo_description: string;
  status: string;
}

const LABELS: Record<keyof PostText, string> = {
  title: 'Title',
  slug: 'Address (slug)',
  excerpt: 'Excerpt',
  body: 'Body',
  category: 'Category',
  tags: 'Tags',
  author: 'Author',
  featured_image: 'Featured image',
  seo_title: 'Search title',
  seo_description: 'Search description',
  status: 'Status',
};

/** Any stored post or revision -> its text fields (the body as written: Markdown when there is some). */
export function postText(p: {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  content_markdown: string | null;
  category: string;
  tags: readonly string[];
  author: string;
  featured_image: string | null;
  seo_title: string | null;
  seo_description: string | null;
  status: string;
}): PostText {
  return {
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    body: p.content_markdown ?? p.content,
    category: p.category,
    tags: p.tags.join(', '),
    author: p.author,
    featured_image: p.featured_image ?? '',
    seo_title: p.seo_title ?? '',
    seo_description: p.seo_description ?? '',
    status: p.status,
  };
}

export interface FieldChange {
  field: keyof PostText;
  label: string;
  parts: DiffPart[];
}

/** The fields that differ, in the form's order. */
export function changedFields(before: PostText, after: PostText): FieldChange[] {
  return (Object.keys(LABELS) as (keyof PostText)[]).flatMap((field) => {
    if (before[field] === after[field]) return [];
    const parts = field === 'body' ? diffText(before[field], after[field]) : diffWords(before[field], after[field]);
    return hasChanges(parts) ? [{ field, label: LABELS[field], parts }] : [];
  });
}

/** One diff: removed text struck through on red, added text underlined on green, each named for screen readers. */
export function DiffText({ parts, block = false }: { parts: readonly DiffPart[]; block?: boolean }) {
  const Tag = block ? 'pre' : 'p';
  return (
    <Tag className={`${block ? 'max-h-96 overflow-auto font-mono text-sm' : ''} whitespace-pre-wrap break-words text-ink`}>
      {parts.map((p, i) =>
        p.op === 'same' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move
          <span key={i}>{p.text}</span>
        ) : p.op === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move
          <del key={i} className="rounded-sm bg-red-100 text-red-900 decoration-red-700">
            <span className="sr-only">[removed: </span>
            {p.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move
          <ins key={i} className="rounded-sm bg-green-100 text-green-900 decoration-green-700">
            <span className="sr-only">[added: </span>
            {p.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </Tag>
  );
}

/** Every changed field with its diff; `empty` when nothing differs. */
export function FieldDiffs({ changes, empty = 'No differences.' }: { changes: readonly FieldChange[]; empty?: string }) {
  if (changes.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <dl className="space-y-4">
      {changes.map((c) => (
        <div key={c.field} className="min-w-0">
          <dt className="text-sm font-semibold text-ink">{c.label}</dt>
          <dd className="mt-1 rounded-md bg-white p-3 ring-1 ring-line">
            <DiffText parts={c.parts} block={c.field === 'body'} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
