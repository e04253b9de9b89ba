/**
 * The proposal PDF (worker/proposals/pdf.ts), read back with PDF.js as a reader would: the brand's
 * typeface embedded, who it is for, every site with its price, the monthly total and start date,
 * the terms; the same proposal gives the same bytes.
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
    { name: 'Main office', address: '2150 SW College Rd, Suite 4, Ocala, FL 34471', facility_type: 'business-offices', square_feet: 10_000 },
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

/** The text of every page, the page count and the title, as PDF.js reads them. */
async function read(bytes: Uint8Array): Promise<{ text: string; pages: number; title: unknown }> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += `${content.items.map((i) => ('str' in i ? i.str : '')).join(' ')}\n`;
  }
  const meta = await pdf.getMetadata();
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages, title: (meta.info as { Title?: string }).Title };
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
});
