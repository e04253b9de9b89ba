/**
 * Drawing and answering a proposal's PDFs: the brand's typeface read from the site's own static
 * files, the proposal drawn for its lead (the PDF library started only when a PDF is asked for),
 * and a PDF answered with its SHA-256, for staff (routes.ts) and the client's link (signing.ts).
 */
import type { Context } from 'hono';
import { DEFAULT_TERMS } from '../../shared/pricing/proposal-terms';
import type { AppEnv, Db } from '../env';
import { ApiError } from '../http/errors';
import { getLead } from '../leads/store/index';
import { sha256Hex } from './documents';
import type { PdfFonts } from './pdf';
import type { ProposalRow } from './store';

/** A PDF with its SHA-256 in X-Document-SHA256. */
export async function pdfResponse(c: Context<AppEnv>, bytes: Uint8Array, filename: string): Promise<Response> {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${filename}"`,
    'x-document-sha256': await sha256Hex(bytes),
    'cache-control': 'no-store',
  });
}

/** The brand's typeface for PDFs, read from the site's own static files. */
export async function pdfFonts(env: Env): Promise<PdfFonts> {
  const font = async (weight: 400 | 700) => {
    const res = await env.ASSETS.fetch(new Request(`https://assets.local/fonts/pdf/plus-jakarta-sans-${weight}.ttf`));
    if (!res.ok) throw new ApiError(503, 'PGRST503', 'The PDF typeface is missing', null, 'Run npm run build: it copies web/public/fonts/pdf.');
    return res.arrayBuffer();
  };
  const [regular, bold] = await Promise.all([font(400), font(700)]);
  return { regular, bold };
}

/** A proposal's PDF, for its lead. The PDF library (about half the Worker's bytes) is started only here, not on every request's cold start. */
export async function renderProposal(env: Env, db: Db, proposal: ProposalRow): Promise<Uint8Array> {
  const { proposalPdf } = await import('./pdf');
  const lead = await getLead(db, proposal.lead_id);
  return proposalPdf(
    { ...proposal, client: { name: lead?.name ?? '', company: lead?.company ?? '' }, terms: proposal.terms.length ? proposal.terms : DEFAULT_TERMS },
    await pdfFonts(env),
  );
}
