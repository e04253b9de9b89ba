/**
 * The proposal PDF (worker/proposals/pdf.ts), read back with PDF.js as a reader would: the brand's
 * typeface embedded, who it is for, every site with its price and its tasks by area, the monthly
 * total and start date, the terms; a long scope breaks across pages cleanly; only the offered
 * price shows; the same proposal gives the same bytes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type ProposalDocument, proposalPdf } from '../../worker/proposals/pdf';
import { DEFAULT_TERMS } from '../../shared/pricing/proposal-terms';

const FONTS = path.resolve(import.meta.dirname, '../../web/public/fonts/pdf');
const fonts = { regular: readFileSync(path.join(FONTS, 'plus-jakarta-sans-400.ttf')), bold: readFileSync(path.join(FONTS, 'plus-jakarta-sans-700.ttf')) };

const DOC: ProposalDocument = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  version: 1,
  created_at: '2026-11-29T15:00:00.000Z',
  start_date: '2027-01-04',
  visits_per_week: 5,
  sites: [
    {
      name: 'Main office',
      address: '2150 SW College Rd, Suite 4, Ocala, FL 34471',
      facility_type: 'business-offices',
      square_feet: 10_000,
      tasks: [
        { area: 'Offices', task: 'Empty trash and recycling, replace liners', frequency: 'each visit' },
        { area: 'Restrooms', task: 'Clean and disinfect toilets, urinals and sinks', frequency: 'each visit', units: 12, unit: 'fixture' },
        { area: 'Offices', task: 'High dusting: vents, door frames, tops of cabinets', frequency: 'monthly' },
        { area: 'Floors', task: 'Machine scrub hard floors', frequency: 'monthly' },
      ],
    },
    { name: 'Clinic annex', address: '1 NE 1st Ave, Ocala, FL 34470', facility_type: 'medical-facilities', square_feet: 3_000 },
  ],
  lines: [
    { site: 'Main office', facility_type: 'business-offices', square_feet: 10_000, hours_per_visit: 2.86, visits_per_week: 5, monthly_cents: 187_000 },
    { site: 'Clinic annex', facility_type: 'medical-facilities', square_feet: 3_000, hours_per_visit: 1.5, visits_per_week: 5, monthly_cents: 98_200 },
  ],
  monthly_price_cents: 285_200,
  client: { name: 'Maria Alvarez', company: 'Alvarez Dental' },
  terms: DEFAULT_TERMS,
};

/** A piece of text where PDF.js found it: its page, and its baseline's height from the bottom. */
interface Placed {
  str: string;
  page: number;
  y: number;
}

/** The text of every page, the page count and the title, as PDF.js reads them. */
async function read(bytes: Uint8Array): Promise<{ text: string; pages: number; title: unknown; placed: Placed[] }> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  const placed: Placed[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += `${content.items.map((i) => ('str' in i ? i.str : '')).join(' ')}\n`;
    for (const i of content.items) if ('str' in i && i.str.trim()) placed.push({ str: i.str, page: n, y: i.transform[5] as number });
  }
  const meta = await pdf.getMetadata();
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages, title: (meta.info as { Title?: string }).Title, placed };
}

describe('the proposal PDF', () => {
  it('says who it is for, every site with its price, the total, the start and the terms', async () => {
    const bytes = await proposalPdf(DOC, fonts);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text, pages, title } = await read(bytes);
    expect(pages).toBe(1);
    expect(title).toBe('Cleaning proposal for Alvarez Dental');
    for (const expected of [
      'Oakbright Facility Services',
      'Cleaning proposal',
      'Prepared for Maria Alvarez, Alvarez Dental',
      'Main office',
      'Business Offices',
      '10,000 sq ft',
      '$1,870',
      'Clinic annex',
      '$982',
      '$2,852 a month',
      '5 visits a week, starting Jan 4, 2027',
      'Month to month',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists each site’s tasks area by area under its line, with how often and the units counted', async () => {
    const { text, placed } = await read(await proposalPdf(DOC, fonts));
    // Areas in the order they first appear, each with its tasks; the count in the library's words.
    expect(text).toContain(
      'Offices Empty trash and recycling, replace liners each visit High dusting: vents, door frames, tops of cabinets monthly Restrooms Clean and disinfect toilets, urinals and sinks (12 fixtures) each visit Floors Machine scrub hard floors monthly',
    );
    const y = (s: string) => placed.find((p) => p.str === s)!.y;
    // Under the site's line and before the next site's.
    expect(y('Main office')).toBeGreaterThan(y('Offices'));
    expect(y('Machine scrub hard floors')).toBeGreaterThan(y('Clinic annex'));
    // The PDF offers one price: never the table's when staff adjusted it.
    const adjusted = await read(
      await proposalPdf(
        { ...DOC, lines: [{ ...DOC.lines[0]!, monthly_cents: 175_000, computed_cents: 187_000 }, DOC.lines[1]!], monthly_price_cents: 273_200 },
        fonts,
      ),
    );
    expect(adjusted.text).toContain('$1,750');
    expect(adjusted.text).toContain('$2,732 a month');
    expect(adjusted.text).not.toContain('$1,870');
  });

  it('breaks a long scope across pages cleanly: nothing under the footer’s band, the site named again, the same bytes each time', async () => {
    const tasks = Array.from({ length: 60 }, (_, i) => ({
      area: `Area ${Math.floor(i / 6) + 1}`,
      task: `Task ${i + 1}: ${'wipe, dust and disinfect every reachable surface of the room and its fixtures '.repeat(i % 3 === 0 ? 2 : 1).trim()}`,
      frequency: i % 2 ? 'weekly' : 'each visit',
    }));
    const long = {
      ...DOC,
      sites: [
        { ...DOC.sites[0]!, tasks },
        { ...DOC.sites[1]!, tasks },
      ],
    };
    const [a, b] = await Promise.all([proposalPdf(long, fonts), proposalPdf(long, fonts)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const { pages, text, placed } = await read(a);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain('Main office, continued');
    expect(text).toContain('Clinic annex, continued');
    expect(placed.filter((p) => p.str === 'Task 60: wipe, dust and disinfect every reachable surface of the room and its fixtures')).toHaveLength(2);
    // Only the footer sits in the bottom margin; everything else stays above it.
    expect(placed.filter((p) => p.y < 70).every((p) => p.y === 30 && p.str.startsWith('Oakbright Facility Services'))).toBe(true);
    // An area's name never ends a page: the next piece of text on its page is one of its tasks.
    for (const [i, p] of placed.entries()) {
      if (!/^Area \d+$/.test(p.str)) continue;
      expect(placed[i + 1]?.page, p.str).toBe(p.page);
      expect(placed[i + 1]?.str, p.str).toMatch(/^Task \d+/);
    }
  });

  it('embeds the brand typeface, and the same proposal gives the same bytes', async () => {
    const [a, b] = await Promise.all([proposalPdf(DOC, fonts), proposalPdf(DOC, fonts)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const raw = Buffer.from(a).toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/PlusJakartaSans/);
    expect(a.length).toBeLessThan(120_000);
  });

  it('runs onto a second page when the sites do not fit on one', async () => {
    const many = Array.from({ length: 24 }, (_, i) => ({ ...DOC.sites[0]!, name: `Site ${i + 1}` }));
    const bytes = await proposalPdf({ ...DOC, sites: many, lines: many.map((s) => ({ ...DOC.lines[0]!, site: s.name })) }, fonts);
    const { pages, text } = await read(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Site 24');
  });

  it('carries long terms onto the next page under “Terms, continued”', async () => {
    const terms = Array.from({ length: 14 }, (_, i) => `Term ${i + 1}: ${'the service is done as agreed, in writing, '.repeat(6).trim()}`);
    const bytes = await proposalPdf({ ...DOC, terms }, fonts);
    const { pages, text } = await read(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Terms, continued');
    expect(text.indexOf('Term 14:')).toBeGreaterThan(text.indexOf('Terms, continued'));
  });
});
