/**
 * The top of the form: the post's title, its address (slug) and its excerpt, the fields that say
 * what the post is. The slug follows the title until it is edited (the editor keeps that rule).
 */
import type { BlogPost } from '../../../../shared/posts/post';
import { POST_TEXT_RULES } from '../../../../shared/posts/post-rules';
import { cn } from '../../lib/cn';
import { Field, inputClass } from '../ui/field';
import type { EditorValues, FieldErrors } from './editor-state';
import { FIELD_IDS } from './field-ids';
import { type SlugCheck, SlugField } from './slug-field';

export function TitleFields({
  values,
  errors,
  stored,
  slugCheck,
  onChange,
  onSlugChange,
}: {
  values: Pick<EditorValues, 'title' | 'slug' | 'excerpt'>;
  errors: FieldErrors;
  stored: BlogPost | null;
  slugCheck: SlugCheck;
  onChange: (change: Partial<Pick<EditorValues, 'title' | 'excerpt'>>) => void;
  /** A slug typed by hand (from then on it no longer follows the title). */
  onSlugChange: (slug: string) => void;
}) {
  return (
    <>
      <Field id={FIELD_IDS.title} label="Title" error={errors.title}>
        {(props) => (
          <input
            {...props}
            type="text"
            value={values.title}
            maxLength={POST_TEXT_RULES.title.maxLength}
            onChange={(e) => onChange({ title: e.target.value })}
            placeholder="What the article is about"
            className={cn(inputClass, 'text-lg font-semibold')}
          />
        )}
      </Field>
      <SlugField id={FIELD_IDS.slug} value={values.slug} onChange={onSlugChange} check={slugCheck} stored={stored} error={errors.slug} />
      <Field
        id={FIELD_IDS.excerpt}
        label="Excerpt"
        hint="One or two sentences under the title and on the post's card."
        counter={{ count: values.excerpt.length, limit: POST_TEXT_RULES.excerpt.shown }}
        error={errors.excerpt}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={POST_TEXT_RULES.excerpt.maxLength}
            value={values.excerpt}
            onChange={(e) => onChange({ excerpt: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}
