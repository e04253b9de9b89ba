/**
 * The CSV writer (worker/http/csv.ts) neutralises a text cell a spreadsheet would run as a
 * formula: one starting with = + - @, a tab or a carriage return, and their full-width forms
 * (＝ ＋ － ＠), which spreadsheets in East Asian locales read as the same operators.
 */
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../worker/http/csv';

const cell = (value: unknown) => toCsv(['v'], [{ v: value }]).split('\r\n')[1];

describe('formula cells', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '＝HYPERLINK("http://evil.example")', '＋cmd', '－2＋3', '＠SUM(1)'])('%j opens as text', (text) => {
    const written = cell(text)!;
    const unquoted = written.startsWith('"') ? written.slice(1, -1).replace(/""/g, '"') : written;
    expect(unquoted).toBe(`'${text}`);
  });

  it('leaves other text and numbers as they are', () => {
    expect(cell('Ocala')).toBe('Ocala');
    expect(cell('a=b')).toBe('a=b');
    expect(cell('ｘ＝1')).toBe('ｘ＝1');
    expect(cell(-5)).toBe('-5');
  });
});
