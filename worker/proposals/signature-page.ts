/**
 * The signature page added to a signed proposal: the pages the client was shown, unchanged, and
 * after them who signed (name, title, address), when (company time), the monthly price, and the
 * SHA-256 of the document they were shown, with the consent they gave.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { SITE } from '../../content/site';
import { dollars } from '../../shared/pricing/estimate-words';
import type { SignatureEvidence } from '../../shared/pricing/proposal-states';
import { companyDateTime, companyZoneShort } from '../../shared/time/company-time';
import type { PdfFonts } from './pdf';

const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.33, 0.38, 0.45);
const BRAND = rgb(0.04, 0.23, 0.29);
const LINE = rgb(0.86, 0.89, 0.92);

export async function withSignaturePage(shown: Uint8Array, evidence: SignatureEvidence, fonts: PdfFonts): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(shown, { updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([pdf.embedFont(fonts.regular, { subset: true }), pdf.embedFont(fonts.bold, { subset: true })]);
  const signedAt = new Date(evidence.signed_at);
  pdf.setModificationDate(signedAt);
  const page = pdf.addPage([612, 792]);
  const x = 54;
  let y = 792 - 54;
  const text = (s: string, size: number, font = regular, color = INK, left = x) => page.drawText(s, { x: left, y, size, font, color });

  page.drawRectangle({ x: 0, y: 792 - 8, width: 612, height: 8, color: BRAND });
  y -= 30;
  text('Signature', 24, bold);
  y -= 22;
  text(`Proposal ${evidence.proposal_id.slice(0, 8)}, version ${evidence.version}, accepted electronically.`, 10.5, regular, MUTED);
  y -= 40;
  const rows: [string, string][] = [
    ['Signed by', evidence.signer_name],
    ['Title', evidence.signer_title],
    ['Email', evidence.signer_email || 'Not given'],
    ['Signed on', `${companyDateTime(signedAt)}, Ocala time (${companyZoneShort()})`],
    ['Monthly price', `${dollars(evidence.monthly_price_cents)} a month`],
  ];
  for (const [label, value] of rows) {
    text(label, 9.5, bold, MUTED);
    text(value, 12, regular, INK, x + 120);
    y -= 24;
  }
  // The typed name as the signature line.
  y -= 30;
  text(evidence.signer_name, 22, bold, BRAND);
  y -= 8;
  page.drawLine({ start: { x, y }, end: { x: x + 300, y }, thickness: 0.75, color: LINE });
  y -= 14;
  text('Signature (typed name)', 8.5, regular, MUTED);

  y -= 40;
  text('Document shown and signed (SHA-256 of the PDF as sent, before this page)', 9.5, bold, MUTED);
  y -= 16;
  text(evidence.document_sha256, 8.5, regular, INK);
  y -= 30;
  text('Consent given', 9.5, bold, MUTED);
  const words = evidence.consent_text.split(' ');
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (regular.widthOfTextAtSize(next, 9.5) > 500) {
      y -= 14;
      text(line, 9.5);
      line = word;
    } else line = next;
  }
  if (line) {
    y -= 14;
    text(line, 9.5);
  }
  page.drawText(`${SITE.name} · ${SITE.phone} · ${SITE.email}`, { x, y: 30, size: 8, font: regular, color: MUTED });
  return pdf.save({ useObjectStreams: false });
}
