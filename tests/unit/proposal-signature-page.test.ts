/**
 * The signed proposal (worker/proposals/signature-page.ts), read back with PDF.js: every page the
 * client was shown, unchanged, then one signature page with who signed, their title, when (Ocala
 * time), the monthly price and the SHA-256 of the document they were shown.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS } from '../../shared/pricing/proposal-terms';
import { SIGN_CONSENT_TEXT, type SignatureEvidence } from '../../shared/pricing/proposal-states';
import { proposalPdf } from '../../worker/proposals/pdf';
import { withSignaturePage } from '../../worker/proposals/signature-page';

const FONTS = path.resolve(import.meta.dirname, '../../web/public/fonts/pdf');
const fonts = { regular: readFileSync(path.join(FONTS, 'plus-jakarta-sans-400.ttf')), bold: readFileSync(path.join(FONTS, 'plus-jakarta-sans-700.ttf')) };

async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

describe('the signed proposal', () => {
  it('keeps the pages shown and adds the signature page', async () => {
    const shown = await proposalPdf(
      {
        id: '6f1c2a9e-0000-4000-8000-000000000002',
        version: 2,
        created_at: '2026-11-29T15:00:00.000Z',
        start_date: '2027-01-04',
        visits_per_week: 3,
        sites: [{ name: 'Main office', address: '2150 SW College Rd, Ocala, FL 34471', facility_type: 'business-offices', square_feet: 8_000 }],
        lines: [
          { site: 'Main office', facility_type: 'business-offices', square_feet: 8_000, hours_per_visit: 2.29, visits_per_week: 3, monthly_cents: 96_500 },
        ],
        monthly_price_cents: 96_500,
        client: { name: 'Dana Reyes', company: 'Reyes Dental' },
        terms: DEFAULT_TERMS,
      },
      fonts,
    );
    const sha = 'ab'.repeat(32);
    const evidence: SignatureEvidence = {
      proposal_id: '6f1c2a9e-0000-4000-8000-000000000002',
      version: 2,
      document_sha256: sha,
      document_url: 'https://example.com/api/proposals/6f1c2a9e-0000-4000-8000-000000000002/pdf',
      // 21:05 UTC is 4:05 PM in Ocala in winter.
      signed_at: '2026-12-01T21:05:00.000Z',
      signer_name: 'Dana Reyes',
      signer_title: 'Practice Manager',
      signer_email: 'dana@reyesdental.com',
      ip_hash: '0f'.repeat(16),
      user_agent: 'Test',
      consent_text: SIGN_CONSENT_TEXT,
      monthly_price_cents: 96_500,
    };
    const signed = await withSignaturePage(shown, evidence, fonts);
    const before = await pagesOf(shown);
    const after = await pagesOf(signed);
    expect(after.length).toBe(before.length + 1);
    expect(after.slice(0, before.length)).toEqual(before);
    const last = after.at(-1)!;
    for (const expected of [
      'Signature',
      'Dana Reyes',
      'Practice Manager',
      'dana@reyesdental.com',
      '$965 a month',
      sha,
      '4:05',
      'version 2',
      'sign this proposal electronically',
    ]) {
      expect(last).toContain(expected);
    }
    expect(before.join(' ')).toContain('$965');
  });
});
