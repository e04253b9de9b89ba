/**
 * The post editor: the fields of a post, its body with a live preview, and saving.
 *
 * Saving: a draft (or a post not yet created) saves by itself about two seconds after typing
 * stops, as a draft, whatever status is chosen; the button saves with the chosen status
 * (publish, schedule, back to draft). A public or scheduled post saves only on the button, so
 * a half-finished edit never goes live. Saves run one after another. Nothing typed is lost on an
 * error: it is shown next to its field (or at the top) and the form keeps every value.
 */
import { ArrowLeft, CircleAlert, ExternalLink, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { articleHref } from '../../../../shared/blog-logic';
import { BLOG_FILTER_CATEGORIES, type BlogPost } from '../../../../shared/post';
import { isPublic, postState } from '../../../../shared/post-status';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { cn } from '../../lib/cn';
import { PageHeader } from '../layout/page-header';
import { formatDateTime, formatTime } from '../lib/format';
import { describeError, StaffApiError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { insertPost, updatePost, usedCategories } from '../posts/posts-api';
import { smallButtonClass } from '../ui/buttons';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { StatusBadge } from '../ui/status-badge';
import { ArticlePreview } from './article-preview';
import { BodyEditor } from './body-editor';
import {
  apiErrorText,
  contentColumns,
  type EditorValues,
  type FieldErrors,
  type FieldName,
  fieldOfApiError,
  newPostValues,
  slugify,
  statusColumns,
  validate,
  valuesFromPost,
} from './editor-state';
import { FeaturedImageField } from './featured-image-field';
import { SeoFields } from './seo-fields';
import { SlugField, useSlugCheck } from './slug-field';
import { StatusField } from './status-field';
import { useRescueCopy } from './use-rescue-copy';
import { LeaveDialog, useUnsavedChanges } from './use-unsaved-changes';

const AUTOSAVE_MS = 2000;

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** `retry`: a failure of the connection or the server, not of the post (autosave tries again). */
  | { kind: 'error'; message: string; retry: boolean }
  /** An autosave waiting for something only the person can fix (a title, a free slug). */
  | { kind: 'waiting'; message: string };

const CONTENT_KEYS = [
  'title',
  'slug',
  'excerpt',
  'category',
  'tags',
  'author',
  'featured_image',
  'seo_title',
  'seo_description',
  'format',
  'markdown',
  'html',
] as const satisfies readonly (keyof EditorValues)[];

const sameContent = (a: EditorValues, b: EditorValues) => CONTENT_KEYS.every((k) => a[k] === b[k]);
const sameStatus = (a: EditorValues, b: EditorValues) => a.publish === b.publish && (a.publish !== 'schedule' || a.scheduleAt === b.scheduleAt);

/** Ids of the fields an error summary links to. */
const FIELD_IDS: Record<FieldName, string> = {
  title: 'post-title',
  slug: 'post-slug',
  excerpt: 'post-excerpt',
  category: 'post-category',
  tags: 'post-tags',
  author: 'post-author',
  featured_image: 'post-featured-image',
  seo_title: 'post-seo-title',
  seo_description: 'post-seo-description',
  body: 'post-body',
  scheduleAt: 'post-schedule',
};

function primaryLabel(values: EditorValues, stored: BlogPost | null): string {
  const state = stored ? postState(stored) : 'draft';
  if (values.publish === 'draft') return state === 'draft' ? 'Save draft' : 'Move to drafts';
  if (values.publish === 'now') return state === 'published' ? 'Update' : 'Publish';
  return state === 'scheduled' ? 'Update schedule' : 'Schedule';
}

function SaveStatus({ state, dirty, autosave }: { state: SaveState; dirty: boolean; autosave: boolean }) {
  let content: React.ReactNode = null;
  if (state.kind === 'saving') {
    content = (
      <>
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> Saving…
      </>
    );
  } else if (state.kind === 'error') {
    content = (
      <span className="inline-flex items-center gap-1.5 font-medium text-red-700">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" /> Not saved: {state.message}
      </span>
    );
  } else if (state.kind === 'waiting' && dirty) {
    content = <span className="text-amber-800">Not saved yet: {state.message}</span>;
  } else if (dirty) {
    content = autosave ? 'Unsaved changes' : 'Unsaved changes: press the button to save';
  } else if (state.kind === 'saved') {
    content = `Saved ${formatTime(state.at)}`;
  } else {
    content = autosave ? 'Drafts save as you type' : 'No changes';
  }
  return (
    <p role="status" className="flex min-h-6 items-center gap-1.5 text-sm text-muted">
      {content}
    </p>
  );
}

export function PostEditor({ post, onCreated }: { post: BlogPost | null; onCreated: (post: BlogPost) => void }) {
  const notify = useNotify();
  const [values, setValues] = useState<EditorValues>(() => (post ? valuesFromPost(post) : newPostValues()));
  const [stored, setStored] = useState<BlogPost | null>(post);
  const [saved, setSaved] = useState<EditorValues>(values);
  // A new post's slug follows its title until edited; so does a draft's that still matches it.
  const [slugTouched, setSlugTouched] = useState(() => post !== null && (postState(post) !== 'draft' || post.slug !== slugify(post.title)));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [otherCategory, setOtherCategory] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const categories = useLoad('categories', (signal) => usedCategories(signal));
  const slugCheck = useSlugCheck(values.slug, stored?.id ?? null, stored?.slug ?? null);

  const contentDirty = !sameContent(values, saved);
  const dirty = contentDirty || !sameStatus(values, saved);
  const autosave = stored === null || stored.status === 'draft';
  const live = stored !== null && isPublic(stored);

  // The latest of everything, for saves that run after the render that scheduled them.
  const latest = useRef({ values, stored, slugCheck });
  latest.current = { values, stored, slugCheck };
  const chain = useRef<Promise<void>>(Promise.resolve());
  const allowPath = useRef<string | null>(null);
  const blocker = useUnsavedChanges(dirty, allowPath);
  const rescue = useRescueCopy(stored ? String(stored.id) : 'new', values, dirty);
  const offerRescue = rescue.found !== null && !sameContent(rescue.found.values, values);
  // A kept copy that matches what is on screen has nothing to offer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the editor opens
  useEffect(() => {
    if (rescue.found && !offerRescue) rescue.settle();
  }, []);

  const change = useCallback(
    (patch: Partial<EditorValues>) => {
      setValues((v) => {
        const next = { ...v, ...patch };
        if ('title' in patch && !slugTouched) next.slug = slugify(next.title);
        return next;
      });
      setErrors((e) => {
        const keys = Object.keys(patch).map((k) => (k === 'markdown' || k === 'html' ? 'body' : k));
        if (!keys.some((k) => k in e)) return e;
        const next = { ...e };
        for (const k of keys) delete next[k as FieldName];
        if ('title' in patch && !slugTouched) delete next.slug;
        return next;
      });
    },
    [slugTouched],
  );

  const save = useCallback(
    (mode: 'auto' | 'button') => {
      const run = async () => {
        const { values: v, stored: s, slugCheck: check } = latest.current;
        const problems = validate(v, check === 'taken');
        if (mode === 'auto') {
          // An autosave writes content only and needs what any stored post needs.
          const blocking = problems.title
            ? 'add a title'
            : problems.slug
              ? 'the slug needs fixing'
              : problems.category
                ? 'choose a category'
                : problems.author
                  ? 'name the author'
                  : null;
          if (blocking) {
            setSaveState({ kind: 'waiting', message: blocking });
            return;
          }
        } else {
          setErrors(problems);
          if (Object.keys(problems).length > 0) {
            setTopError(null);
            setSaveState({ kind: 'idle' });
            requestAnimationFrame(() => summaryRef.current?.focus());
            return;
          }
        }
        setSaveState({ kind: 'saving' });
        try {
          const columns = contentColumns(v);
          let row: BlogPost;
          if (mode === 'auto') row = s ? await updatePost(s.id, columns) : await insertPost({ ...columns, status: 'draft' });
          else {
            const status = statusColumns(v, s);
            row = s ? await updatePost(s.id, { ...columns, ...status }) : await insertPost({ ...columns, ...status });
          }
          setStored(row);
          setSaved(mode === 'auto' ? (prev) => ({ ...v, publish: prev.publish, scheduleAt: prev.scheduleAt }) : v);
          setSaveState({ kind: 'saved', at: new Date() });
          if (mode === 'button') {
            setErrors({});
            setTopError(null);
            const state = postState(row);
            notify(
              state === 'published'
                ? s && isPublic(s)
                  ? 'Changes are live.'
                  : 'Published: the post is live.'
                : state === 'scheduled'
                  ? `Scheduled for ${formatDateTime(row.date_published)}.`
                  : 'Draft saved.',
            );
          }
          if (!s) {
            allowPath.current = `/posts/${row.id}`;
            onCreated(row);
          }
        } catch (err) {
          const message = describeError(err);
          if (err instanceof StaffApiError && err.status >= 400 && err.status < 500 && err.status !== 401) {
            const field = fieldOfApiError(err);
            const text = apiErrorText(err, field);
            if (field) setErrors((e) => ({ ...e, [field]: text }));
            else if (mode === 'button') setTopError(text);
            setSaveState({
              kind: 'error',
              message: field ? `see ${field === 'body' ? 'the body' : `the ${field.replace('_', ' ')} field`}` : text,
              retry: false,
            });
            if (mode === 'button') requestAnimationFrame(() => summaryRef.current?.focus());
          } else {
            setSaveState({ kind: 'error', message, retry: !(err instanceof StaffApiError && err.status === 401) });
            if (mode === 'button') setTopError(message);
          }
        }
      };
      chain.current = chain.current.then(run, run);
      return chain.current;
    },
    [notify, onCreated],
  );

  // Autosave: a draft's content, once typing has paused (every change of `values` restarts the wait).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` is the trigger, read through `latest`
  useEffect(() => {
    if (!autosave || !contentDirty) return;
    const timer = window.setTimeout(() => void save('auto'), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [values, autosave, contentDirty, save]);

  // A draft whose autosave failed for want of a connection tries again every 15 seconds.
  useEffect(() => {
    if (!autosave || !contentDirty || saveState.kind !== 'error' || !saveState.retry) return;
    const timer = window.setTimeout(() => void save('auto'), 15_000);
    return () => window.clearTimeout(timer);
  }, [autosave, contentDirty, saveState, save]);

  const knownCategories = [...new Set([...BLOG_FILTER_CATEGORIES, ...(categories.data ?? [])])];
  const categoryIsOther = otherCategory || (values.category !== '' && !knownCategories.includes(values.category));
  const errorList = Object.entries(errors) as [FieldName, string][];
  const body = values.format === 'markdown' ? values.markdown : values.html;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={
          <Link to="/posts" className="inline-flex items-center gap-1.5 hover:text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> All posts
          </Link>
        }
        title={stored ? 'Edit post' : 'New post'}
        documentTitle={stored ? `Edit: ${values.title || stored.title}` : 'New post'}
      />

      <div className="sticky top-16 z-20 -mx-5 border-y border-line bg-white/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8 lg:top-0 lg:mx-0 lg:rounded-card lg:border lg:px-5 lg:shadow-card">
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
            <StatusBadge state={stored ? postState(stored) : 'draft'} />
            <SaveStatus state={saveState} dirty={dirty} autosave={autosave} />
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {live && stored && (
              <a href={articleHref(stored.slug)} target="_blank" rel="noopener" className={smallButtonClass('quiet', 'min-h-11')}>
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">View on site</span>
              </a>
            )}
            <Button onClick={() => void save('button')} disabled={saveState.kind === 'saving'}>
              {primaryLabel(values, stored)}
            </Button>
          </div>
        </div>
      </div>

      {offerRescue && rescue.found && (
        <div role="status" className="flex flex-col gap-3 rounded-card bg-brand-50 p-5 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink">
            <strong className="font-semibold">Unsaved changes from {formatTime(new Date(rescue.found.at))}</strong> were kept in this tab (your session ended,
            or the page was closed before they were saved).
          </p>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                const kept = rescue.found?.values;
                if (kept) setValues((v) => ({ ...kept, publish: v.publish, scheduleAt: v.scheduleAt }));
                rescue.settle();
              }}
            >
              Restore changes
            </Button>
            <Button variant="ghost" onClick={rescue.settle}>
              Discard
            </Button>
          </div>
        </div>
      )}

      {(errorList.length > 0 || topError) && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-card bg-red-50 p-5 text-red-900 ring-1 ring-red-200 focus:outline-none">
          <h2 className="flex items-center gap-2 text-base font-bold text-red-900">
            <CircleAlert aria-hidden="true" className="size-5" />{' '}
            {topError && errorList.length === 0 ? 'The post was not saved' : 'Please fix these before saving'}
          </h2>
          {topError && <p className="mt-2">{topError}</p>}
          {errorList.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {errorList.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${FIELD_IDS[field]}`} className="font-medium underline underline-offset-2">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm">Everything you typed is still here.</p>
        </div>
      )}

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 xl:items-start">
        <div className="min-w-0 space-y-6">
          <div className="space-y-5 rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
            <Field id={FIELD_IDS.title} label="Title" error={errors.title}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  value={values.title}
                  maxLength={300}
                  onChange={(e) => change({ title: e.target.value })}
                  placeholder="What the article is about"
                  className={cn(inputClass, 'text-lg font-semibold')}
                />
              )}
            </Field>
            <SlugField
              id={FIELD_IDS.slug}
              value={values.slug}
              onChange={(slug) => {
                setSlugTouched(true);
                change({ slug });
              }}
              check={slugCheck}
              stored={stored}
              error={errors.slug}
            />
            <Field
              id={FIELD_IDS.excerpt}
              label="Excerpt"
              hint="One or two sentences under the title and on the post's card."
              counter={{ count: values.excerpt.length, limit: 200 }}
              error={errors.excerpt}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={3}
                  maxLength={2000}
                  value={values.excerpt}
                  onChange={(e) => change({ excerpt: e.target.value })}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
            <BodyEditor
              id={FIELD_IDS.body}
              format={values.format}
              value={body}
              onChange={(text) => change(values.format === 'markdown' ? { markdown: text } : { html: text })}
              error={errors.body}
            />
          </div>
        </div>
        <div className="min-w-0 xl:sticky xl:top-24">
          <ArticlePreview
            content={{
              title: values.title,
              excerpt: values.excerpt,
              category: values.category,
              featuredImage: values.featured_image,
              format: values.format,
              body,
            }}
          />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="publishing-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
          <h2 id="publishing-heading" className="mb-4 text-lg font-bold">
            Publishing
          </h2>
          <div id={FIELD_IDS.scheduleAt} tabIndex={-1} className="focus:outline-none">
            <StatusField values={values} stored={stored} error={errors.scheduleAt} onChange={change} />
          </div>
        </section>

        <section aria-labelledby="details-heading" className="space-y-5 rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
          <h2 id="details-heading" className="text-lg font-bold">
            Details
          </h2>
          <Field id={FIELD_IDS.category} label="Category" error={categoryIsOther ? undefined : errors.category}>
            {(props) => (
              <select
                {...props}
                value={categoryIsOther ? '__other' : values.category}
                onChange={(e) => {
                  if (e.target.value === '__other') {
                    setOtherCategory(true);
                    change({ category: '' });
                  } else {
                    setOtherCategory(false);
                    change({ category: e.target.value });
                  }
                }}
                className={inputClass}
              >
                {knownCategories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
                <option value="__other">Other…</option>
              </select>
            )}
          </Field>
          {categoryIsOther && (
            <Field label="New category" hint="Posts in the same category are listed together on the blog." error={errors.category}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  maxLength={100}
                  value={values.category}
                  onChange={(e) => change({ category: e.target.value })}
                  className={inputClass}
                />
              )}
            </Field>
          )}
          <Field id={FIELD_IDS.tags} label="Tags" hint="Separate tags with commas, e.g. floor care, restaurants." error={errors.tags}>
            {(props) => <input {...props} type="text" value={values.tags} onChange={(e) => change({ tags: e.target.value })} className={inputClass} />}
          </Field>
          <Field id={FIELD_IDS.author} label="Author" error={errors.author}>
            {(props) => (
              <input {...props} type="text" maxLength={200} value={values.author} onChange={(e) => change({ author: e.target.value })} className={inputClass} />
            )}
          </Field>
        </section>

        <section aria-labelledby="image-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
          <h2 id="image-heading" className="mb-4 text-lg font-bold">
            Image
          </h2>
          <div id={FIELD_IDS.featured_image} tabIndex={-1} className="focus:outline-none">
            <FeaturedImageField value={values.featured_image} onChange={(url) => change({ featured_image: url })} />
          </div>
        </section>

        <section aria-labelledby="seo-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
          <h2 id="seo-heading" className="mb-4 text-lg font-bold">
            Search appearance
          </h2>
          <SeoFields
            seoTitle={values.seo_title}
            seoDescription={values.seo_description}
            title={values.title}
            excerpt={values.excerpt}
            slug={values.slug}
            onChange={change}
            errors={errors}
          />
        </section>
      </div>

      <LeaveDialog blocker={blocker} />
    </div>
  );
}
