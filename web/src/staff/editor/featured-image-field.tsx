/**
 * The post's featured image (shown at the top of the article and on its card): upload one,
 * see it as the article will, or remove it (the article then shows the branded placeholder).
 */
import { CircleAlert, ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FeaturedImage } from '../../features/blog/components/featured-image';
import { cn } from '../../lib/cn';
import { smallButtonClass } from '../ui/buttons';
import { labelClass } from '../ui/field';
import { IMAGE_ACCEPT, onFilePicked, uploadErrorText, uploadImage } from './media-api';

export function FeaturedImageField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      onChange((await uploadImage(file)).url);
    } catch (err) {
      setError(uploadErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <p id={`${id}-label`} className={labelClass}>
        Featured image
      </p>
      <div className="mt-2 overflow-hidden rounded-tile ring-1 ring-line">
        <FeaturedImage src={value} alt={value ? 'Current featured image' : ''} eager />
      </div>
      {value && <p className="mt-1.5 truncate text-xs text-muted">{value}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <label
          className={cn(
            smallButtonClass('ghost'),
            'relative cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500',
            busy && 'opacity-60',
          )}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <ImageUp aria-hidden="true" className="size-4" />
          )}
          <span aria-hidden="true">{busy ? 'Uploading…' : value ? 'Replace image' : 'Upload image'}</span>
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label="Upload featured image"
            aria-describedby={`${id}-hint`}
            disabled={busy}
            onChange={onFilePicked((file) => void upload(file))}
            className="sr-only"
          />
        </label>
        {value && (
          <button type="button" className={smallButtonClass('danger')} onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" className="size-4" /> Remove<span className="sr-only"> featured image</span>
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
        Shown at 16:9 (1200 × 675 or larger works best). JPEG, PNG, WebP or AVIF, up to 5 MB.
      </p>
      {error && (
        <p role="alert" className="mt-2 flex gap-2 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
