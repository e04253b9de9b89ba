/**
 * A proposal as a PDF, drawn in the Worker with pdf-lib and the brand's typeface embedded (Plus
 * Jakarta Sans 400 and 700, subset; the TTFs are static assets under /fonts/pdf/, OFL): the
 * company's band, who it is for, the scope site by site (size, visits, labour hours a visit,
 * monthly price offered, then its tasks area by area with how often), the monthly total and start
 * date, then the terms. Only the price offered is shown, never what the rate table gave. The same proposal always gives
 * the same bytes (its dates are the proposal's, not the clock's), so a hash of what a signer was
 * shown can be checked against the file served later.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { SITE } from '../../content/site';
import { FACILITY_TYPES } from '../../shared/intake/lead-options';
import { dollars } from '../../shared/pricing/estimate-words';
import type { ProposalLine, ProposalSite, ProposalTask } from '../../shared/pricing/proposal-states';
import { tasksByArea, unitsText } from '../../shared/pricing/tasks';
import { calendarDay, companyDate } from '../../shared/time/company-time';

export interface ProposalDocument {
  id: string;
  version: number;
  created_at: string;
  start_date: string;
  visits_per_week: number;
  sites: ProposalSite[];
  lines: ProposalLine[];
  monthly_price_cents: number;
  client: { name: string; company: string };
  terms: readonly string[];
}

export interface PdfFonts {
  regular: ArrayBuffer | Uint8Array;
  bold: ArrayBuffer | Uint8Array;
}

const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.33, 0.38, 0.45);
const BRAND = rgb(0.04, 0.23, 0.29);
const ACCENT = rgb(0.11, 0.48, 0.3);
const LINE = rgb(0.86, 0.89, 0.92);
const PAGE = { width: 612, height: 792, margin: 54 };

const typeLabel = (value: string) => FACILITY_TYPES.find((t) => t.value === value)?.label ?? value;

/** Words broken into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export async function proposalPdf(doc: ProposalDocument, fonts: PdfFonts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([pdf.embedFont(fonts.regular, { subset: true }), pdf.embedFont(fonts.bold, { subset: true })]);
  const written = new Date(doc.created_at);
  pdf.setTitle(`Cleaning proposal for ${doc.client.company || doc.client.name}`);
  pdf.setAuthor(SITE.name);
  pdf.setCreator(SITE.name);
  pdf.setProducer(SITE.name);
  pdf.setCreationDate(written);
  pdf.setModificationDate(written);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height;
  const x = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const text = (s: string, at: number, size: number, font = regular, color = INK, left = x) => page.drawText(s, { x: left, y: at, size, font, color });
  /** Room for `h` more points, or a new page (answers whether it took one). */
  const room = (h: number): boolean => {
    if (y - h >= PAGE.margin + 24) return false;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    return true;
  };

  // The band: who we are and what this is.
  page.drawRectangle({ x: 0, y: PAGE.height - 96, width: PAGE.width, height: 96, color: BRAND });
  text(SITE.name, PAGE.height - 46, 18, bold, rgb(1, 1, 1));
  text(`${SITE.phone}  ·  ${SITE.email}  ·  Ocala, FL`, PAGE.height - 68, 9.5, regular, rgb(0.85, 0.92, 0.9));
  y = PAGE.height - 140;
  text('Cleaning proposal', y, 24, bold);
  y -= 26;
  text(`Prepared for ${[doc.client.name, doc.client.company].filter(Boolean).join(', ')}`, y, 11);
  y -= 16;
  text(`Written ${companyDate(written)} · version ${doc.version} · ${doc.id.slice(0, 8)}`, y, 9.5, regular, MUTED);

  // The scope, site by site.
  y -= 36;
  text('Scope', y, 14, bold, BRAND);
  y -= 10;
  /**
   * A site's tasks under its line, area by area, each with how often on the right. An area's name
   * never ends a page without its first task, a task's lines stay together, and a page that starts
   * within a site's tasks names the site again.
   */
  const scope = (siteName: string, tasks: readonly ProposalTask[]) => {
    const taskWidth = width - 14 - 78;
    const linesOf = (t: ProposalTask) =>
      wrap(t.units ? `${t.task} (${t.unit ? unitsText(t.units, t.unit) : `× ${t.units}`})` : t.task, regular, 8.5, taskWidth);
    const continued = () => {
      y -= 2;
      text(`${siteName}, continued`, y, 8.5, bold, MUTED);
      y -= 2;
    };
    for (const [area, list] of tasksByArea(tasks)) {
      if (room(16 + linesOf(list[0]!).length * 10.5)) continued();
      y -= 13;
      text(area, y, 8.5, bold, BRAND, x + 8);
      for (const t of list) {
        const lines = linesOf(t);
        if (room(lines.length * 10.5 + 2)) continued();
        for (const [i, l] of lines.entries()) {
          y -= 10.5;
          text(l, y, 8.5, regular, INK, x + 14);
          if (i === 0) text(t.frequency, y, 8, regular, MUTED, x + width - regular.widthOfTextAtSize(t.frequency, 8));
        }
      }
    }
  };

  const cols = [x, x + 210, x + 330, x + 400, width + x];
  const header = (at: number) => {
    for (const [i, label] of ['Site', 'Type', 'Size', 'Hours a visit', 'Monthly'].entries()) {
      const right = i >= 2;
      const s = label;
      const w = bold.widthOfTextAtSize(s, 8.5);
      text(s, at, 8.5, bold, MUTED, right ? (i === 4 ? cols[4]! - w : cols[i]!) : cols[i]!);
    }
  };
  y -= 14;
  header(y);
  y -= 8;
  page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.75, color: LINE });
  for (const [i, l] of doc.lines.entries()) {
    const site = doc.sites[i];
    const address = wrap(site?.address ?? '', regular, 8.5, 200);
    room(26 + address.length * 11);
    y -= 16;
    text(l.site, y, 10.5, bold);
    text(typeLabel(l.facility_type), y, 9.5, regular, INK, cols[1]);
    text(`${l.square_feet.toLocaleString('en-US')} sq ft`, y, 9.5, regular, INK, cols[2]);
    text(`${l.hours_per_visit}`, y, 9.5, regular, INK, cols[3]);
    const price = dollars(l.monthly_cents);
    text(price, y, 10.5, bold, INK, cols[4]! - bold.widthOfTextAtSize(price, 10.5));
    for (const a of address) {
      y -= 11;
      text(a, y, 8.5, regular, MUTED);
    }
    scope(l.site, site?.tasks ?? []);
    y -= 8;
    page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.5, color: LINE });
  }

  // The price.
  room(90);
  y -= 30;
  const visits = `${doc.visits_per_week} visit${doc.visits_per_week === 1 ? '' : 's'} a week, starting ${calendarDay(doc.start_date)}`;
  text(visits, y, 10, regular, MUTED);
  const total = `${dollars(doc.monthly_price_cents)} a month`;
  text(total, y - 4, 20, bold, ACCENT, x + width - bold.widthOfTextAtSize(total, 20));
  y -= 22;
  text(
    'Monthly price for all sites, supplies included',
    y,
    8.5,
    regular,
    MUTED,
    x + width - regular.widthOfTextAtSize('Monthly price for all sites, supplies included', 8.5),
  );

  // The terms.
  y -= 40;
  // The heading never sits alone at the foot of a page: room for it and the first term.
  room(40 + wrap(doc.terms[0] ?? '', regular, 9.5, width - 14).length * 13);
  text('Terms', y, 14, bold, BRAND);
  y -= 6;
  for (const term of doc.terms) {
    const lines = wrap(term, regular, 9.5, width - 14);
    if (room(lines.length * 13 + 8)) {
      y -= 2;
      text('Terms, continued', y, 8.5, bold, MUTED);
      y -= 2;
    }
    y -= 8;
    for (const [i, l] of lines.entries()) {
      y -= 13;
      if (i === 0) text('•', y, 9.5, bold, ACCENT);
      text(l, y, 9.5, regular, INK, x + 14);
    }
  }
  for (const p of pdf.getPages()) {
    const footer = `${SITE.name} · ${SITE.phone} · ${SITE.email}`;
    p.drawText(footer, { x, y: 30, size: 8, font: regular, color: MUTED });
  }
  return pdf.save({ useObjectStreams: false });
}
