/**
 * web/src/staff/editor/text-edits.ts: the Markdown toolbar's edits as pure functions. Each edit is
 * applied here as the textarea would apply it, and checked by the text that results and what
 * ends up selected (what the next keystroke types over).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertBlock, insertLink, prefixLines, TABLE_TEMPLATE, type TextEdit, wrapSelection } from '../../../web/src/staff/editor/text-edits';

/** `value` with `«` `»` around the selection (one `|` for a cursor), e.g. 'make «bold» now'. */
function sel(marked: string) {
  const cursor = marked.indexOf('|');
  if (cursor !== -1) return { value: marked.replace('|', ''), start: cursor, end: cursor };
  const start = marked.indexOf('«');
  const end = marked.indexOf('»') - 1;
  return { value: marked.replace('«', '').replace('»', ''), start, end };
}

/** The text after the edit, with the new selection marked the same way. */
function apply({ value }: { value: string }, edit: TextEdit): string {
  const next = value.slice(0, edit.from) + edit.text + value.slice(edit.to);
  const [a, b] = edit.select;
  return a === b ? `${next.slice(0, a)}|${next.slice(a)}` : `${next.slice(0, a)}«${next.slice(a, b)}»${next.slice(b)}`;
}

const edit = (marked: string, make: (s: ReturnType<typeof sel>) => TextEdit) => {
  const s = sel(marked);
  return apply(s, make(s));
};

describe('wrapSelection', () => {
  it('wraps the selection and keeps the words selected', () => {
    expect(edit('make «bold» now', (s) => wrapSelection(s, '**', 'bold text'))).toBe('make **«bold»** now');
    expect(edit('an «aside»', (s) => wrapSelection(s, '_', 'italic text'))).toBe('an _«aside»_');
  });

  it('with nothing selected, inserts a placeholder, selected to type over', () => {
    expect(edit('a|b', (s) => wrapSelection(s, '**', 'bold text'))).toBe('a**«bold text»**b');
  });

  it('a second press on the wrapped words unwraps them', () => {
    expect(edit('make **«bold»** now', (s) => wrapSelection(s, '**', 'bold text'))).toBe('make «bold» now');
  });

  it('wrapping then pressing again gives back the text as it was', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.string(), fc.constantFrom('**', '_'), (before, selected, after, marker) => {
        const value = before + selected + after;
        const first = wrapSelection({ value, start: before.length, end: before.length + selected.length }, marker, 'x');
        const once = value.slice(0, first.from) + first.text + value.slice(first.to);
        const second = wrapSelection({ value: once, start: first.select[0], end: first.select[1] }, marker, 'x');
        expect(once.slice(0, second.from) + second.text + once.slice(second.to)).toBe(value);
      }),
    );
  });
});

describe('prefixLines', () => {
  it('makes the line with the cursor a heading, cursor at its end', () => {
    expect(edit('Intro\nSec|ond line\nThird', (s) => prefixLines(s, 'heading', 'Heading'))).toBe('Intro\n## Second line|\nThird');
  });

  it('a second press removes the heading (of any level); lines that are not all headings become level 2', () => {
    expect(edit('## Ti|tle', (s) => prefixLines(s, 'heading', 'Heading'))).toBe('Title|');
    expect(edit('### O|ld', (s) => prefixLines(s, 'heading', 'Heading'))).toBe('Old|');
    expect(edit('«### a\nb»', (s) => prefixLines(s, 'heading', 'Heading'))).toBe('## a\n## b|');
  });

  it('bullets every selected line, not the line after a selection that ends at a line break', () => {
    expect(edit('«a\nb»\nc', (s) => prefixLines(s, 'bullet', 'List item'))).toBe('- a\n- b|\nc');
    expect(edit('«a\n»b', (s) => prefixLines(s, 'bullet', 'List item'))).toBe('- a|\nb');
  });

  it('numbers the lines, leaves blank lines between them alone, and a second press removes the numbers', () => {
    expect(edit('«a\nb\nc»', (s) => prefixLines(s, 'numbered', 'Item'))).toBe('1. a\n2. b\n3. c|');
    expect(edit('«a\n\nb»', (s) => prefixLines(s, 'bullet', 'Item'))).toBe('- a\n\n- b|');
    expect(edit('«1. a\n2. b»', (s) => prefixLines(s, 'numbered', 'Item'))).toBe('a\nb|');
    expect(edit('«- a\n* b»', (s) => prefixLines(s, 'bullet', 'Item'))).toBe('a\nb|');
  });

  it('on an empty line, inserts the prefix and a placeholder, selected', () => {
    expect(edit('Para\n\n|', (s) => prefixLines(s, 'bullet', 'List item'))).toBe('Para\n\n- «List item»');
    expect(edit('|', (s) => prefixLines(s, 'heading', 'Heading'))).toBe('## «Heading»');
  });
});

describe('insertLink', () => {
  it('turns selected words into the link text, with the address selected', () => {
    expect(edit('see «Oakbright» now', insertLink)).toBe('see [Oakbright](«https://») now');
  });

  it('turns a selected address into the address, with the link text selected', () => {
    expect(edit('«https://oakbright.com/a»', insertLink)).toBe('[«link text»](https://oakbright.com/a)');
    expect(edit('go «/insights» now', insertLink)).toBe('go [«link text»](/insights) now');
    // Words with spaces are not an address.
    expect(edit('«https://a b»', insertLink)).toBe('[https://a b](«https://»)');
  });

  it('with nothing selected, inserts a link with its text selected', () => {
    expect(edit('ab|', insertLink)).toBe('ab[«link text»](https://)');
  });
});

describe('insertBlock', () => {
  it('puts the block on its own, a blank line before and after, cursor after it', () => {
    expect(edit('abc|def', (s) => insertBlock(s, 'IMG'))).toBe('abc\n\nIMG|\n\ndef');
    expect(edit('|', (s) => insertBlock(s, 'IMG'))).toBe('IMG|\n');
    expect(edit('abc\n|', (s) => insertBlock(s, 'IMG'))).toBe('abc\n\nIMG|\n');
    expect(edit('abc\n\n|def', (s) => insertBlock(s, 'IMG'))).toBe('abc\n\nIMG|\n\ndef');
    expect(edit('abc «XYZ» def', (s) => insertBlock(s, 'IMG'))).toBe('abc \n\nIMG|\n\n def');
  });

  it('selects the part of the block given, e.g. the table’s first heading', () => {
    expect(edit('|', (s) => insertBlock(s, TABLE_TEMPLATE, [2, 10]))).toBe(`| «Column 1»${TABLE_TEMPLATE.slice(10)}\n`);
  });

  it('wherever it goes, the block has a blank line (or the start) before it and a blank line (or the end) after it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const value = before + after;
        const e = insertBlock({ value, start: before.length, end: before.length }, 'BLOCK');
        const next = value.slice(0, e.from) + e.text + value.slice(e.to);
        const at = next.indexOf('BLOCK', before.length);
        expect(next.startsWith(before) && next.endsWith(after)).toBe(true);
        expect(next.slice(before.length, at)).toMatch(/^\n*$/);
        const head = next.slice(0, at);
        const tail = next.slice(at + 'BLOCK'.length);
        expect(head === '' || head.endsWith('\n\n')).toBe(true);
        expect(tail === '\n' || tail.startsWith('\n\n')).toBe(true);
      }),
    );
  });
});
