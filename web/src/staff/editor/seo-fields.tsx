/**
 * How the post shows in search results: its own title and description (the post's title and
 * excerpt when left empty, as the page's head does, shared/meta.ts), with length counters and
 * a preview in the shape of a Google result.
 */
import { SITE } from '../../../../content/site';
import { ARTICLE_PREFIX } from '../../../../shared/routes';
import { Field, inputClass } from '../ui/field';
import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT } from './editor-state';

/** Cut at a word near `max` characters, with an ellipsis, as results pages do. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')} …`;
}

export function SearchPreview({ title, description, slug }: { title: string; description: string; slug: string }) {
  const host = location.host;
  const path = `${ARTICLE_PREFIX}${slug || 'your-post'}`.split('/').filter(Boolean);
  return (
    <figure className="rounded-tile bg-white p-4 ring-1 ring-line">
      <figcaption className="mb-3 text-xs font-bold tracking-wider text-muted uppercase">Search result preview</figcaption>
      <div className="font-[Arial,sans-serif]">
        <div className="flex items-center gap-2.5">
          <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-brand-50 ring-1 ring-line">
            <img src="/favicon.svg" alt="" width={16} height={16} className="size-4" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block truncate text-sm text-[#202124]">{SITE.name}</span>
            <span className="block truncate text-xs text-[#4d5156]">
              https://{host} › {path.join(' › ')}
            </span>
          </span>
        </div>
        <p className="mt-1.5 text-xl leading-snug text-[#1a0dab]">{clip(`${title || 'Untitled post'} | ${SITE.name}`, 60)}</p>
        <p className="mt-1 text-sm leading-normal text-[#4d5156]">
          {description ? clip(description, 160) : 'Add an excerpt or a search description: search engines show it here.'}
        </p>
      </div>
    </figure>
  );
}

export function SeoFields({
  seoTitle,
  seoDescription,
  title,
  excerpt,
  slug,
  onChange,
  errors,
}: {
  seoTitle: string;
  seoDescription: string;
  title: string;
  excerpt: string;
  slug: string;
  onChange: (change: { seo_title?: string; seo_description?: string }) => void;
  errors: { seo_title?: string; seo_description?: string };
}) {
  return (
    <div className="space-y-5">
      <Field
        id="post-seo-title"
        label="SEO title"
        counter={{ count: seoTitle.length, limit: SEO_TITLE_LIMIT }}
        hint={`Leave empty to use the post title. About ${SEO_TITLE_LIMIT} characters show; “ | ${SITE.name}” is added.`}
        error={errors.seo_title}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={300}
            value={seoTitle}
            placeholder={title}
            onChange={(e) => onChange({ seo_title: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id="post-seo-description"
        label="SEO description"
        counter={{ count: seoDescription.length, limit: SEO_DESCRIPTION_LIMIT }}
        hint={`Leave empty to use the excerpt. About ${SEO_DESCRIPTION_LIMIT} characters show.`}
        error={errors.seo_description}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={1000}
            value={seoDescription}
            placeholder={excerpt}
            onChange={(e) => onChange({ seo_description: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <SearchPreview title={seoTitle.trim() || title.trim()} description={seoDescription.trim() || excerpt.trim()} slug={slug} />
    </div>
  );
}
