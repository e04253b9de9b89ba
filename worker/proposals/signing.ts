/**
 * /proposal?token=… (public, works without JavaScript; the token is link-token.ts's, purpose
 * `proposal`): the client's link in the proposal's email and text.
 * - GET shows the proposal (scope, then terms, then the signature form) and marks it viewed the
 *   first time; it signs nothing (mail scanners open links).
 * - POST `do=sign` (name, title, consent=yes, document_sha256 of the PDF the page showed) signs;
 *   `do=decline` (lost_category, note) declines; `do=changes` (note) asks for changes. Each
 *   answers 303 back to the link, which says what was done. A refusal (a field missing, the
 *   consent unticked, already signed, expired or replaced) answers the page again with what was
 *   typed and why, and records nothing.
 * - GET /proposal/document.pdf?token=… the PDF as shown when sent (signed: with its signature page).
 * A missing or forged token answers 400. noindex, no-store, no referrer.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { LOST_CATEGORY_VALUES, LOST_REASON_MAX_LENGTH, NOTE_MAX_LENGTH } from '../../shared/leads/lead-pipeline';
import type { ProposalAnswer, ProposalField, ProposalView } from '../../shared/page-data';
import { PROPOSAL_PATH, SIGN_CONSENT_TEXT, type SignatureEvidence } from '../../shared/pricing/proposal-states';
import { recordAuditAs } from '../audit/record';
import type { AppEnv } from '../env';
import { clientIp } from '../http/client-ip';
import { readForm } from '../http/read-body';
import { hashIp } from '../intake/ip-hash';
import { getLead } from '../leads/store/index';
import { renderAnswerPage } from '../pages/render-page';
import { verifyLinkToken } from '../walkthroughs/link-token';
import { keptDocument } from './documents';
import { askForChanges, declineProposal, markViewed, proposalPath, shownDocument, signProposal, unsignable } from './lifecycle';
import { pdfFonts, pdfResponse } from './render';
import { getProposal, type ProposalRow } from './store';

const MAX_FORM_BYTES = 8192;
const DOCUMENT_PATH = `${PROPOSAL_PATH}/document.pdf`;

type Status = 200 | 400 | 409 | 503;

function page(c: Context<AppEnv>, view: ProposalView, status: Status): Promise<Response> {
  const headers: Record<string, string> = { 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };
  if (status === 503) headers['retry-after'] = '30';
  return renderAnswerPage(c, { path: PROPOSAL_PATH + new URL(c.req.url).search, extra: { data: { proposal: view } }, status, headers });
}

const linkOf = (token: string) => `${PROPOSAL_PATH}?token=${encodeURIComponent(token)}`;

/** The proposal as its page shows it, or what became of it. */
async function viewOf(
  c: Context<AppEnv>,
  p: ProposalRow,
  token: string,
  extra: {
    answer?: ProposalAnswer | null;
    values?: Partial<Record<ProposalField, string>>;
    errors?: Partial<Record<ProposalField, string>>;
    notice?: string | null;
    justNow?: boolean;
  } = {},
): Promise<ProposalView> {
  const notice = extra.notice ?? null;
  const pdf_url = `${DOCUMENT_PATH}?token=${encodeURIComponent(token)}`;
  if (p.state === 'signed') {
    const e = p.evidence as unknown as SignatureEvidence;
    return {
      kind: 'signed',
      justNow: extra.justNow ?? false,
      signer_name: e.signer_name,
      signed_at: e.signed_at,
      monthly_price_cents: p.monthly_price_cents,
      pdf_url,
      notice,
    };
  }
  if (p.state === 'declined') return { kind: 'declined', justNow: extra.justNow ?? false, notice };
  if (p.state === 'superseded') {
    const next = p.superseded_by ? await getProposal(c.var.db, p.superseded_by) : null;
    // The newer version's own link, once it is sent; until then the client is told it is coming.
    const next_url = next?.sent_at ? await proposalPath(c.env, next.id) : null;
    return { kind: 'superseded', version: next?.version ?? p.version + 1, next_url, notice };
  }
  if (unsignable(p, new Date())) return { kind: 'expired', notice };
  const lead = await getLead(c.var.db, p.lead_id);
  return {
    kind: 'open',
    action: linkOf(token),
    pdf_url,
    version: p.version,
    client: [lead?.company, lead?.name].filter(Boolean).join(', '),
    sites: p.sites,
    lines: p.lines,
    monthly_price_cents: p.monthly_price_cents,
    visits_per_week: p.visits_per_week,
    start_date: p.start_date,
    terms: p.terms,
    expires_at: p.expires_at,
    document_sha256: p.document_sha256,
    consent_text: SIGN_CONSENT_TEXT,
    changes_asked: p.state === 'changes_requested',
    answer: extra.answer ?? null,
    values: extra.values ?? {},
    errors: extra.errors ?? {},
    justAsked: extra.justNow ?? false,
    notice,
  };
}

/** The proposal a genuine link is for, or null. */
async function linked(c: Context<AppEnv>): Promise<{ p: ProposalRow; token: string } | null> {
  const token = c.req.query('token') ?? '';
  const id = await verifyLinkToken(c.env, 'proposal', token);
  const p = id ? await getProposal(c.var.db, id) : null;
  return p?.sent_at ? { p, token } : null;
}

const text = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));

const SignForm = v.object({
  name: v.pipe(text(120, 'Type your full legal name (up to 120 characters).'), v.minLength(2, 'Type your full legal name (up to 120 characters).')),
  title: text(120, 'Type your title, such as Owner or Office Manager (up to 120 characters).'),
  consent: v.literal('yes', 'Tick the box to agree to sign electronically.'),
  document_sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});

const DeclineForm = v.pipe(
  v.object({
    lost_category: v.picklist(LOST_CATEGORY_VALUES, 'Choose the reason closest to yours.'),
    note: v.pipe(v.string(), v.trim(), v.maxLength(LOST_REASON_MAX_LENGTH, `Keep the note under ${LOST_REASON_MAX_LENGTH} characters.`)),
  }),
  v.forward(
    v.check((f) => f.lost_category !== 'other' || f.note.length > 0, 'Tell us the reason in a few words.'),
    ['note'],
  ),
);

const ChangesForm = v.object({ note: text(NOTE_MAX_LENGTH, `Tell us what to change (up to ${NOTE_MAX_LENGTH} characters).`) });

/** A form's fields by name, '' for one not sent (an unticked box sends nothing): each is then refused with its own words. */
const fieldsOf = (form: URLSearchParams, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, form.get(n) ?? '']));

/** Field errors from a refused form, the first message per field. */
function errorsOf(issues: readonly v.BaseIssue<unknown>[]): Partial<Record<ProposalField, string>> {
  const errors: Partial<Record<ProposalField, string>> = {};
  for (const issue of issues) {
    const key = (v.getDotPath(issue) ?? 'name') as ProposalField;
    errors[key] ??= issue.message;
  }
  return errors;
}

export const proposalLinkApp = new Hono<AppEnv>()
  .get(PROPOSAL_PATH, async (c) => {
    try {
      const found = await linked(c);
      if (!found) return page(c, { kind: 'invalid' }, 400);
      const done = c.req.query('done');
      const p = done ? found.p : await markViewed(c.var.db, found.p);
      return page(c, await viewOf(c, p, found.token, { justNow: done === 'signed' || done === 'declined' || done === 'asked' }), 200);
    } catch (err) {
      console.error('proposal link failed', err instanceof Error ? err.message : err);
      return page(c, { kind: 'unavailable' }, 503);
    }
  })
  .post(PROPOSAL_PATH, async (c) => {
    try {
      const found = await linked(c);
      if (!found) return page(c, { kind: 'invalid' }, 400);
      const { p, token } = found;
      const back = (done: string) => c.redirect(`${linkOf(token)}&done=${done}`, 303);
      const form = await readForm(c.req.raw, MAX_FORM_BYTES);
      const answer = form.get('do');
      const values = Object.fromEntries(['name', 'title', 'consent', 'lost_category', 'note'].map((k) => [k, (form.get(k) ?? '').slice(0, 2000)]));
      const refuse = async (status: Status, extra: { errors?: Partial<Record<ProposalField, string>>; notice?: string }) =>
        page(
          c,
          await viewOf(c, (await getProposal(c.var.db, p.id)) ?? p, token, {
            answer: answer === 'sign' || answer === 'decline' || answer === 'changes' ? answer : null,
            values,
            ...extra,
          }),
          status,
        );
      if (answer === 'sign') {
        const parsed = v.safeParse(SignForm, fieldsOf(form, ['name', 'title', 'consent', 'document_sha256']));
        if (!parsed.success) return refuse(400, { errors: errorsOf(parsed.issues) });
        const result = await signProposal(
          c.env,
          c.var.db,
          p,
          {
            name: parsed.output.name,
            title: parsed.output.title,
            document_sha256: parsed.output.document_sha256,
            ip_hash: await hashIp(c.env, clientIp(c.req.raw.headers)),
            user_agent: (c.req.header('user-agent') ?? '').slice(0, 400),
            consent_text: SIGN_CONSENT_TEXT,
          },
          async (shown, evidence) => {
            const { withSignaturePage } = await import('./signature-page');
            return withSignaturePage(shown, evidence, await pdfFonts(c.env));
          },
          (evidence) =>
            recordAuditAs(
              c.var.db,
              null,
              {
                action: 'proposal.sign',
                subjectType: 'proposal',
                subjectId: p.id,
                summary: `Proposal version ${p.version} signed electronically`,
                detail: { ...evidence },
              },
              '',
              `${evidence.signer_name}, ${evidence.signer_title} (client)`,
            ),
        );
        if ('refused' in result) return refuse(409, { notice: result.refused });
        return back('signed');
      }
      if (answer === 'decline') {
        const parsed = v.safeParse(DeclineForm, fieldsOf(form, ['lost_category', 'note']));
        if (!parsed.success) return refuse(400, { errors: errorsOf(parsed.issues) });
        const refused = await declineProposal(c.env, c.var.db, p, parsed.output.lost_category, parsed.output.note);
        return refused ? refuse(409, { notice: refused }) : back('declined');
      }
      if (answer === 'changes') {
        const parsed = v.safeParse(ChangesForm, fieldsOf(form, ['note']));
        if (!parsed.success) return refuse(400, { errors: errorsOf(parsed.issues) });
        const refused = await askForChanges(c.env, c.var.db, p, parsed.output.note);
        return refused ? refuse(409, { notice: refused }) : back('asked');
      }
      return refuse(400, { notice: 'Choose to sign, ask for changes or decline.' });
    } catch (err) {
      console.error('proposal answer failed', err instanceof Error ? err.message : err);
      return page(c, { kind: 'unavailable' }, 503);
    }
  })
  .get(DOCUMENT_PATH, async (c) => {
    const found = await linked(c);
    if (!found) return c.text('This link does not work.', 400, { 'cache-control': 'no-store' });
    const bytes = found.p.state === 'signed' ? await keptDocument(c.env, found.p.id, 'signed') : await shownDocument(c.env, found.p);
    if (!bytes) return c.text('This document is briefly unavailable.', 503, { 'cache-control': 'no-store' });
    const res = await pdfResponse(c, bytes, `oakbright-proposal-v${found.p.version}${found.p.state === 'signed' ? '-signed' : ''}.pdf`);
    res.headers.set('x-robots-tag', 'noindex, nofollow');
    return res;
  });
