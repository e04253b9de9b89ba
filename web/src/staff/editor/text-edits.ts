/**
 * The Markdown toolbar's edits as pure functions of the text and its selection, and one way to
 * apply them to the textarea that keeps the browser's own undo (Ctrl+Z) working.
 */

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

/** Replace `from`..`to` with `text`, then select `select` (offsets in the new value). */
export interface TextEdit {
  from: number;
  to: number;
  text: string;
  select: [number, number];
}

/** `**bold**`, `_italic_`: wraps the selection (or a placeholder, selected); unwraps an already wrapped one. */
export function wrapSelection({ value, start, end }: TextSelection, marker: string, placeholder: string): TextEdit {
  const selected = value.slice(start, end);
  const before = value.slice(start - marker.length, start);
  const after = value.slice(end, end + marker.length);
  if (selected && before === marker && after === marker) {
    return { from: start - marker.length, to: end + marker.length, text: selected, select: [start - marker.length, end - marker.length] };
  }
  const inner = selected || placeholder;
  return { from: start, to: end, text: `${marker}${inner}${marker}`, select: [start + marker.length, start + marker.length + inner.length] };
}

function lineBounds(value: string, start: number, end: number): [number, number] {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const nl = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  return [from, nl === -1 ? value.length : nl];
}

/**
 * A prefix on every selected line: `## ` (heading), `- ` (list), `1. ` (numbered list).
 * Lines that all have it lose it (a second press undoes the first). A heading replaces any
 * heading marks the line had.
 */
export function prefixLines({ value, start, end }: TextSelection, kind: 'heading' | 'bullet' | 'numbered', placeholder: string): TextEdit {
  const [from, to] = lineBounds(value, start, end);
  const lines = value.slice(from, to).split('\n');
  const pattern = kind === 'heading' ? /^#{1,6}\s+/ : kind === 'bullet' ? /^[-*+]\s+/ : /^\d+[.)]\s+/;
  const prefix = (i: number) => (kind === 'heading' ? '## ' : kind === 'bullet' ? '- ' : `${i + 1}. `);
  const all = lines.every((l) => pattern.test(l));
  let text: string;
  if (all) text = lines.map((l) => l.replace(pattern, '')).join('\n');
  else if (lines.length === 1 && lines[0] === '') text = `${prefix(0)}${placeholder}`;
  else
    text = lines.map((l, i) => (l.trim() === '' && lines.length > 1 ? l : `${prefix(i)}${l.replace(kind === 'heading' ? /^#{1,6}\s+/ : /^/, '')}`)).join('\n');
  if (lines.length === 1 && lines[0] === '' && !all) {
    const p = prefix(0).length;
    return { from, to, text, select: [from + p, from + p + placeholder.length] };
  }
  return { from, to, text, select: [from + text.length, from + text.length] };
}

/** `[text](https://)`, with the address selected to type over (or the text, when nothing was selected). */
export function insertLink({ value, start, end }: TextSelection): TextEdit {
  const selected = value.slice(start, end);
  const looksLikeUrl = /^(https?:\/\/|\/)\S*$/.test(selected);
  if (looksLikeUrl) {
    const text = `[link text](${selected})`;
    return { from: start, to: end, text, select: [start + 1, start + 10] };
  }
  const label = selected || 'link text';
  const text = `[${label}](https://)`;
  const urlAt = start + label.length + 3;
  return selected
    ? { from: start, to: end, text, select: [urlAt, urlAt + 'https://'.length] }
    : { from: start, to: end, text, select: [start + 1, start + 1 + label.length] };
}

/** A block of its own (an image, a table), with a blank line before and after it; `select` is relative to `block`. */
export function insertBlock({ value, start, end }: TextSelection, block: string, select: [number, number] = [block.length, block.length]): TextEdit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const text = `${lead}${block}${trail}`;
  return { from: start, to: end, text, select: [start + lead.length + select[0], start + lead.length + select[1]] };
}

export const TABLE_TEMPLATE = '| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |';

/** Applies an edit to a textarea as typing would (so Undo takes it back), then sets the selection. */
export function applyEdit(textarea: HTMLTextAreaElement, edit: TextEdit): void {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  // execCommand is the one way to change a textarea that the browser's undo history records.
  const done = edit.text !== '' && document.execCommand('insertText', false, edit.text);
  if (!done) {
    textarea.setRangeText(edit.text, edit.from, edit.to, 'end');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }
  textarea.setSelectionRange(edit.select[0], edit.select[1]);
}

export function selectionOf(textarea: HTMLTextAreaElement): TextSelection {
  return { value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd };
}
