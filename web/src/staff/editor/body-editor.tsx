/**
 * The article body: Markdown with the formatting toolbar, or, for a post written as HTML before
 * the Markdown editor, the HTML itself. Image uploads say what they are doing beside the toolbar.
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { labelClass } from '../ui/field';
import { BodyToolbar, shortcutEdit, type UploadStatus } from './body-toolbar';
import type { BodyFormat } from './editor-state';

export function BodyEditor({
  id,
  format,
  value,
  onChange,
  error,
}: {
  id: string;
  format: BodyFormat;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [upload, setUpload] = useState<UploadStatus>({ kind: 'idle' });
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const uploadId = `${id}-upload`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {format === 'markdown' ? 'Body (Markdown)' : 'Body (HTML)'}
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {format === 'markdown'
          ? 'Write in Markdown: ## for a heading, **bold**, _italic_, - for a list. The preview shows the article as visitors will see it.'
          : 'This post was written as HTML, before the Markdown editor: edit the HTML directly. The preview shows it as visitors will see it.'}
      </p>
      <div
        className={cn(
          'mt-2 overflow-hidden rounded-tile border bg-white shadow-xs has-[textarea:focus-visible]:border-brand-600 has-[textarea:focus-visible]:outline-3 has-[textarea:focus-visible]:outline-offset-2 has-[textarea:focus-visible]:outline-accent-500',
          error ? 'border-red-600' : 'border-line hover:border-brand-200',
        )}
      >
        <BodyToolbar textareaRef={textareaRef} format={format} onUploadStatus={setUpload} controlsId={id} />
        <textarea
          ref={textareaRef}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (format === 'markdown') shortcutEdit(e);
          }}
          spellCheck={format === 'markdown'}
          aria-describedby={[error && errorId, upload.kind !== 'idle' && uploadId, hintId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          rows={22}
          className={cn(
            'block min-h-80 w-full resize-y border-0 xl:min-h-[calc(100dvh-22rem)] px-4 py-3 text-[0.9375rem] leading-relaxed text-ink focus:outline-none focus-visible:outline-none',
            format === 'html' && 'font-mono text-sm',
          )}
        />
      </div>
      <div id={uploadId} role="status" className="min-h-0">
        {upload.kind === 'uploading' && (
          <p className="mt-2 flex items-center gap-2 text-sm text-muted">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> Uploading {upload.name}…
          </p>
        )}
        {upload.kind === 'done' && (
          <p className="mt-2 text-sm text-accent-800">Uploaded {upload.name}. Check its description (the text in the square brackets).</p>
        )}
      </div>
      {upload.kind === 'error' && (
        <p role="alert" className="mt-2 flex gap-2 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {upload.message}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
