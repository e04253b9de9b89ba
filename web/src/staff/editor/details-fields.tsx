/**
 * The post's details: its category (one of those in use, or a new one typed under "Other…"),
 * tags and author.
 */
import { useState } from 'react';
import { POST_TEXT_RULES } from '../../../../shared/posts/post-rules';
import { useLoad } from '../lib/use-load';
import { knownCategories, usedCategories } from '../posts/posts-api';
import { Field, inputClass } from '../ui/field';
import type { EditorValues, FieldErrors } from './editor-state';
import { FIELD_IDS } from './field-ids';

const OTHER = '__other';

export function DetailsFields({
  values,
  errors,
  onChange,
}: {
  values: Pick<EditorValues, 'category' | 'tags' | 'author'>;
  errors: FieldErrors;
  onChange: (change: Partial<Pick<EditorValues, 'category' | 'tags' | 'author'>>) => void;
}) {
  const used = useLoad('categories', (signal) => usedCategories(signal));
  const [otherCategory, setOtherCategory] = useState(false);
  const categories = knownCategories(used.data);
  const categoryIsOther = otherCategory || (values.category !== '' && !categories.includes(values.category));
  return (
    <>
      <Field id={FIELD_IDS.category} label="Category" error={categoryIsOther ? undefined : errors.category}>
        {(props) => (
          <select
            {...props}
            value={categoryIsOther ? OTHER : values.category}
            onChange={(e) => {
              if (e.target.value === OTHER) {
                setOtherCategory(true);
                onChange({ category: '' });
              } else {
                setOtherCategory(false);
                onChange({ category: e.target.value });
              }
            }}
            className={inputClass}
          >
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
            <option value={OTHER}>Other…</option>
          </select>
        )}
      </Field>
      {categoryIsOther && (
        <Field label="New category" hint="Posts in the same category are listed together on the blog." error={errors.category}>
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={POST_TEXT_RULES.category.maxLength}
              value={values.category}
              onChange={(e) => onChange({ category: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
      )}
      <Field id={FIELD_IDS.tags} label="Tags" hint="Separate tags with commas, e.g. floor care, restaurants." error={errors.tags}>
        {(props) => <input {...props} type="text" value={values.tags} onChange={(e) => onChange({ tags: e.target.value })} className={inputClass} />}
      </Field>
      <Field id={FIELD_IDS.author} label="Author" error={errors.author}>
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={POST_TEXT_RULES.author.maxLength}
            value={values.author}
            onChange={(e) => onChange({ author: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}
