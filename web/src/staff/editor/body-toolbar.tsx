/**
 * The formatting toolbar over the body: heading, bold, italic, link, lists, table and image
 * upload (which inserts the uploaded image where the cursor is). One Tab stop; the arrow keys move
 * between its buttons (the ARIA toolbar pattern). In the HTML view only the image upload applies.
 */
import { Bold, Heading2, ImagePlus, Italic, Link2, List, ListOrdered, Table } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import type { BodyFormat } from './editor-state';
import { imageTag } from './markdown';
import { altFromFileName, IMAGE_ACCEPT, onFilePicked, uploadErrorText, uploadImage } from './media-api';
import { applyEdit, insertBlock, insertLink, prefixLines, selectionOf, TABLE_TEMPLATE, type TextEdit, type TextSelection, wrapSelection } from './text-edits';

type Tool = { name: string; icon: typeof Bold; shortcut?: string; edit: (sel: TextSelection) => TextEdit };

const TOOLS: Tool[] = [
  { name: 'Heading', icon: Heading2, edit: (s) => prefixLines(s, 'heading', 'Heading') },
  { name: 'Bold', icon: Bold, shortcut: 'b', edit: (s) => wrapSelection(s, '**', 'bold text') },
  { name: 'Italic', icon: Italic, shortcut: 'i', edit: (s) => wrapSelection(s, '_', 'italic text') },
  { name: 'Link', icon: Link2, shortcut: 'k', edit: insertLink },
  { name: 'Bulleted list', icon: List, edit: (s) => prefixLines(s, 'bullet', 'List item') },
  { name: 'Numbered list', icon: ListOrdered, edit: (s) => prefixLines(s, 'numbered', 'List item') },
  { name: 'Table', icon: Table, edit: (s) => insertBlock(s, TABLE_TEMPLATE, [2, 10]) },
];

const toolClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg sm:size-10 text-brand-900 hover:bg-brand-100 focus-visible:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Ctrl/Cmd+B, I, K inside the textarea: the matching tool. */
export function shortcutEdit(e: React.KeyboardEvent<HTMLTextAreaElement>): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return false;
  const tool = TOOLS.find((t) => t.shortcut === e.key.toLowerCase());
  if (!tool) return false;
  e.preventDefault();
  applyEdit(e.currentTarget, tool.edit(selectionOf(e.currentTarget)));
  return true;
}

export type UploadStatus = { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'done'; name: string } | { kind: 'error'; message: string };

export function BodyToolbar({
  textareaRef,
  format,
  onUploadStatus,
  controlsId,
}: {
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
  format: BodyFormat;
  onUploadStatus: (status: UploadStatus) => void;
  controlsId: string;
}) {
  const [active, setActive] = useState(0);
  const [uploading, setUploading] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const tools = format === 'markdown' ? TOOLS : [];
  const imageIndex = tools.length;

  const run = (tool: Tool, index: number) => {
    setActive(index);
    const textarea = textareaRef.current;
    if (textarea) applyEdit(textarea, tool.edit(selectionOf(textarea)));
  };

  const upload = async (file: File) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    // Where the image goes: the cursor as it was when the picker opened.
    const at = selectionOf(textarea);
    setUploading(true);
    onUploadStatus({ kind: 'uploading', name: file.name });
    try {
      const image = await uploadImage(file);
      const alt = altFromFileName(file.name);
      const block = format === 'markdown' ? `![${alt}](${image.url})` : imageTag(image.url, alt);
      const altStart = format === 'markdown' ? 2 : block.indexOf('alt="') + 5;
      applyEdit(textarea, insertBlock({ ...at, value: textarea.value }, block, [altStart, altStart + alt.length]));
      onUploadStatus({ kind: 'done', name: file.name });
    } catch (err) {
      onUploadStatus({ kind: 'error', message: uploadErrorText(err) });
    } finally {
      setUploading(false);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const items = Array.from(barRef.current?.querySelectorAll<HTMLElement>('[data-tool]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (current === -1) return;
    let next = current;
    if (e.key === 'ArrowRight') next = (current + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (current - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    else return;
    e.preventDefault();
    setActive(next);
    items[next]?.focus();
  };

  return (
    <div
      ref={barRef}
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controlsId}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-line bg-surface/60 px-2 py-1.5"
    >
      {tools.map((tool, i) => (
        <button
          key={tool.name}
          type="button"
          data-tool
          tabIndex={active === i ? 0 : -1}
          title={tool.shortcut ? `${tool.name} (Ctrl+${tool.shortcut.toUpperCase()})` : tool.name}
          aria-keyshortcuts={tool.shortcut ? `Control+${tool.shortcut.toUpperCase()}` : undefined}
          onFocus={() => setActive(i)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run(tool, i)}
          className={cn(toolClass, (i === 3 || i === 6) && 'sm:ml-2')}
        >
          <tool.icon aria-hidden="true" className="size-5" />
          <span className="sr-only">{tool.name}</span>
        </button>
      ))}
      <label
        title="Insert image (upload)"
        className={cn(
          toolClass,
          'relative cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500',
          tools.length > 0 && 'sm:ml-2',
          format === 'html' && 'w-auto gap-2 px-3 text-sm font-semibold',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        {format === 'html' && <span aria-hidden="true">Insert image</span>}
        <input
          type="file"
          data-tool
          tabIndex={active === imageIndex ? 0 : -1}
          accept={IMAGE_ACCEPT}
          aria-label="Insert image"
          disabled={uploading}
          onFocus={() => setActive(imageIndex)}
          onChange={onFilePicked((file) => void upload(file))}
          className="sr-only"
        />
      </label>
    </div>
  );
}
