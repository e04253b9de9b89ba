/**
 * How the post shows in search results: its own title and description (the post's title and
 * excerpt when left empty, as the page's head does, shared/meta.ts), with length counters and
 * a preview in the shape of a Google result.
 */
import { SITE } from '../../../../content/site';
import { POST_TEXT_RULES } from '../../../../shared/posts/post-rules';
import { ARTICLE_PREFIX } from '../../../../shared/routes';
import { Field, inputClass } from '../ui/field';
import { FIELD_IDS } from './field-ids';

const { seo_title: TITLE_RULE, seo_description: DESCRIPTION_RULE } = POST_TEXT_RULES;

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
        id={FIELD_IDS.seo_title}
        label="SEO title"
        counter={{ count: seoTitle.length, limit: TITLE_RULE.shown }}
        hint={`Leave empty to use the post title. About ${TITLE_RULE.shown} characters show; “ | ${SITE.name}” is added.`}
        error={errors.seo_title}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={TITLE_RULE.maxLength}
            value={seoTitle}
            placeholder={title}
            onChange={(e) => onChange({ seo_title: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={FIELD_IDS.seo_description}
        label="SEO description"
        counter={{ count: seoDescription.length, limit: DESCRIPTION_RULE.shown }}
        hint={`Leave empty to use the excerpt. About ${DESCRIPTION_RULE.shown} characters show.`}
        error={errors.seo_description}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={DESCRIPTION_RULE.maxLength}
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
