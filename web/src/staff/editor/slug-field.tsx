/**
 * The post's address, /insights/<slug>: follows the title until edited, is checked against the
 * other posts as it changes, and warns when the post is live that a new address leaves a
 * permanent redirect (301) from the old one.
 */
import { Check, CircleAlert, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { BlogPost } from '../../../../shared/posts/post';
import { isPublic } from '../../../../shared/posts/post-status';
import { ARTICLE_PREFIX, isArticleSlug } from '../../../../shared/routes';
import { useDebounced } from '../lib/use-debounced';
import { slugTaken } from '../posts/posts-api';
import { Field, inputClass } from '../ui/field';
import { SLUG_TAKEN } from './editor-state';

export type SlugCheck = 'idle' | 'checking' | 'free' | 'taken' | 'unknown';

/** Only a valid slug other than the post's own can clash with another post's. */
function needsCheck(slug: string, storedSlug: string | null): boolean {
  return slug !== '' && isArticleSlug(slug) && slug !== storedSlug;
}

/** Whether another post has the slug, asked of the API once typing settles. */
export function useSlugCheck(slug: string, postId: number | null, storedSlug: string | null): SlugCheck {
  const settled = useDebounced(slug.trim(), 400);
  const [check, setCheck] = useState<{ slug: string; result: SlugCheck }>({ slug: '', result: 'idle' });
  useEffect(() => {
    if (!needsCheck(settled, storedSlug)) {
      setCheck({ slug: settled, result: 'idle' });
      return;
    }
    const controller = new AbortController();
    setCheck({ slug: settled, result: 'checking' });
    slugTaken(settled, postId, controller.signal).then(
      (taken) => setCheck({ slug: settled, result: taken ? 'taken' : 'free' }),
      () => {
        if (!controller.signal.aborted) setCheck({ slug: settled, result: 'unknown' });
      },
    );
    return () => controller.abort();
  }, [settled, postId, storedSlug]);
  // Until the check for the current text has answered, it is still being checked.
  if (slug.trim() !== check.slug) return needsCheck(slug.trim(), storedSlug) ? 'checking' : 'idle';
  return check.result;
}

export function SlugField({
  id,
  value,
  onChange,
  check,
  stored,
  error,
}: {
  id: string;
  value: string;
  onChange: (slug: string) => void;
  check: SlugCheck;
  stored: BlogPost | null;
  error?: string;
}) {
  const moving = stored !== null && isPublic(stored) && value.trim() !== stored.slug && value.trim() !== '';
  const shownError = error ?? (check === 'taken' ? SLUG_TAKEN : undefined);
  return (
    <Field
      id={id}
      label="Slug"
      error={shownError}
      hint={
        <span className="flex flex-col gap-1.5">
          <span>
            The address: {ARTICLE_PREFIX}
            <strong className="font-semibold break-all text-ink">{value.trim() || '…'}</strong>
            {check === 'checking' && (
              <span className="ml-2 inline-flex items-center gap-1 text-muted">
                <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" /> checking…
              </span>
            )}
            {check === 'free' && !shownError && (
              <span className="ml-2 inline-flex items-center gap-1 text-accent-800">
                <Check aria-hidden="true" className="size-3.5" /> available
              </span>
            )}
            {check === 'unknown' && (
              <span className="ml-2 inline-flex items-center gap-1 text-muted">
                <CircleAlert aria-hidden="true" className="size-3.5" /> could not check just now
              </span>
            )}
          </span>
          {moving && stored && (
            <span className="flex gap-2 rounded-tile bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200 ring-inset">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                This post is live. Saving the new address adds a permanent redirect (301) from {ARTICLE_PREFIX}
                {stored.slug}, so old links keep working.
              </span>
            </span>
          )}
        </span>
      }
    >
      {(props) => (
        <input
          {...props}
          type="text"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={inputClass}
        />
      )}
    </Field>
  );
}
