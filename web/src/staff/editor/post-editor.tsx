/**
 * The post editor: the fields of a post, its body with a live preview, and the save bar. This
 * module holds the form's values and lays out its parts; saving and autosave are in
 * use-post-save.ts, the fields in their own modules.
 */
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlogPost } from '../../../../shared/posts/post';
import { postState } from '../../../../shared/posts/post-status';
import { Link } from '../ui/link';
import { PageHeader } from '../layout/page-header';
import { ArticlePreview } from './article-preview';
import { BodyEditor } from './body-editor';
import { DetailsFields } from './details-fields';
import { cardClass, EditorSection } from './editor-section';
import { postText } from '../history/field-diff';
import { ConflictNotice } from './conflict-notice';
import { contentColumns, type EditorValues, type FieldName, newPostValues, sameContent, slugify, valuesFromPost } from './editor-state';
import { ErrorSummary } from './error-summary';
import { FeaturedImageField } from './featured-image-field';
import { FIELD_IDS } from './field-ids';
import { RescueNotice } from './rescue-notice';
import { SaveBar } from './save-bar';
import { SeoFields } from './seo-fields';
import { useSlugCheck } from './slug-field';
import { StatusField } from './status-field';
import { TitleFields } from './title-fields';
import { usePostSave } from './use-post-save';
import { useRescueCopy } from './use-rescue-copy';
import { LeaveDialog, useUnsavedChanges } from './use-unsaved-changes';
import { PostReviewNote } from '../review/review-note';

export function PostEditor({ post, etag, onCreated }: { post: BlogPost | null; etag: string | null; onCreated: (post: BlogPost) => void }) {
  const [values, setValues] = useState<EditorValues>(() => (post ? valuesFromPost(post) : newPostValues()));
  const [stored, setStored] = useState<BlogPost | null>(post);
  // A new post's slug follows its title until edited; so does a draft's that still matches it.
  const [slugTouched, setSlugTouched] = useState(() => post !== null && (postState(post) !== 'draft' || post.slug !== slugify(post.title)));
  const slugCheck = useSlugCheck(values.slug, stored?.id ?? null, stored?.slug ?? null);

  const allowPath = useRef<string | null>(null);
  const { save, saveState, dirty, autosave, errors, setErrors, topError, summaryRef, conflict, reloadTheirs, keepMine } = usePostSave({
    values,
    stored,
    slugCheck,
    onStored: setStored,
    onCreated,
    allowPath,
    etag,
    onReload: setValues,
  });
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
    [slugTouched, setErrors],
  );

  /** A slug typed by hand stops following the title. */
  const changeSlug = (slug: string) => {
    setSlugTouched(true);
    change({ slug });
  };

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

      <SaveBar values={values} stored={stored} saveState={saveState} dirty={dirty} autosave={autosave} onSave={() => void save('button')} />

      {/* A draft sent back from review: the editor's note, first thing on the post. */}
      {stored && postState(stored) === 'draft' && <PostReviewNote postId={stored.id} />}

      {offerRescue && rescue.found && (
        <RescueNotice
          copy={rescue.found}
          onRestore={() => {
            const kept = rescue.found?.values;
            if (kept) setValues((v) => ({ ...kept, publish: v.publish, scheduleAt: v.scheduleAt }));
            rescue.settle();
          }}
          onDiscard={rescue.settle}
        />
      )}

      {conflict && (
        <ConflictNotice
          conflict={conflict}
          mine={postText({ ...contentColumns(values), status: stored?.status ?? 'draft' })}
          busy={saveState.kind === 'saving'}
          onReloadTheirs={reloadTheirs}
          onKeepMine={keepMine}
        />
      )}

      {stored && (
        <p className="text-sm">
          <Link to={`/posts/${stored.id}/history`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            History of this post
          </Link>
        </p>
      )}

      <ErrorSummary ref={summaryRef} errors={errors} topError={topError} />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 xl:items-start">
        <div className="min-w-0 space-y-6">
          <div className={`space-y-5 ${cardClass}`}>
            <TitleFields values={values} errors={errors} stored={stored} slugCheck={slugCheck} onChange={change} onSlugChange={changeSlug} />
          </div>
          <div className={cardClass}>
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
        <EditorSection name="publishing" title="Publishing" anchorId={FIELD_IDS.scheduleAt}>
          <StatusField values={values} stored={stored} error={errors.scheduleAt} onChange={change} />
        </EditorSection>

        <EditorSection name="details" title="Details" stack>
          <DetailsFields values={values} errors={errors} onChange={change} />
        </EditorSection>

        <EditorSection name="image" title="Image" anchorId={FIELD_IDS.featured_image}>
          <FeaturedImageField value={values.featured_image} onChange={(url) => change({ featured_image: url })} />
        </EditorSection>

        <EditorSection name="seo" title="Search appearance">
          <SeoFields
            seoTitle={values.seo_title}
            seoDescription={values.seo_description}
            title={values.title}
            excerpt={values.excerpt}
            slug={values.slug}
            onChange={change}
            errors={errors}
          />
        </EditorSection>
      </div>

      <LeaveDialog blocker={blocker} what="this post" />
    </div>
  );
}
