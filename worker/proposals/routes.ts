/**
 * Proposals for staff and automation (the staff key at /api, the staff gate at /staff/api; never
 * cached; the `leads` permission):
 *   POST /proposals      {lead_id, sites: [{name, address, facility_type, square_feet}], visits_per_week,
 *                        start_date}: a draft priced from the rate table (shared/pricing/proposal.ts);
 *                        201 {id, lead_id, state, version, visits_per_week, start_date, sites, lines,
 *                        computed_price_cents, monthly_price_cents, created_at}. 400 naming what is
 *                        wrong, 404 for an unknown lead, 409 when a site's type has no rates yet.
 *   GET  /proposals/:id  the same
 *   GET  /proposals?lead_id=  a lead's proposals, newest first
 *   GET  /proposals/:id/pdf   the proposal as its client reads it (pdf.ts), with its SHA-256 in
 *                        X-Document-SHA256; the same bytes every time for the same proposal
 *   POST /proposals with "replaces": <id>  a new version of that proposal (version + 1); the old one
 *                        is superseded and its link leads here. A signed proposal never changes (409).
 *   POST /proposals/:id/send  a draft sent: its PDF kept as shown (documents.ts), its SHA-256 on it,
 *                        30 days to sign, the link by email and text (lifecycle.ts); 409 for any other state
 *   GET  /proposals/:id/signed.pdf  the signed copy, with its signature page
 * After signing, GET /proposals/:id carries `evidence` (shared/pricing/proposal-states.ts SignatureEvidence).
 * The client's side is signing.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { PROPOSAL_STATES, ProposalBody } from '../../shared/pricing/proposal';
import { timelineName } from '../../shared/staff/staff-roles';
import { recordAudit } from '../audit/record';
import type { AppEnv } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { noStore } from '../http/no-store';
import { jsonBody } from '../intake/staff-record';
import { getLead } from '../leads/store/index';
import { requireStaff, STAFF_KEY_HINT } from '../staff/door';
import { needs } from '../staff/permissions';
import { priceProposal } from './price';
import { currentTerms } from './terms';
import { keptDocument } from './documents';
import { pdfResponse, renderProposal } from './render';
import { sendProposal, shownDocument } from './lifecycle';
import { getProposal, insertProposal, moveProposal, proposalsOfLead } from './store';

const staffOnly = requireStaff('table proposals', STAFF_KEY_HINT);
const notFound = () => new ApiError(404, 'PGRST116', 'No proposal with this id', null, 'Ids come from POST /api/proposals.');

export const proposalsApi = new Hono<AppEnv>()
  .post('/proposals', needs('leads', 'write proposals'), noStore, staffOnly, async (c) => {
    const body = await jsonBody(c);
    // `replaces`: the version this one changes (a new version of a sent proposal); the rest is the proposal itself.
    const { replaces, ...fields } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    if (replaces !== undefined && (typeof replaces !== 'string' || !replaces || replaces.length > 64)) {
      throw new ApiError(400, '22023', 'replaces: the id of the proposal this one changes.', null, null);
    }
    const parsed = v.safeParse(ProposalBody, fields);
    if (!parsed.success) {
      const messages = [...new Set(parsed.issues.map((i) => i.message))];
      throw new ApiError(
        400,
        '22023',
        messages.join(' '),
        null,
        'Send {"lead_id", "sites": [{"name", "address", "facility_type", "square_feet"}], "visits_per_week", "start_date"}.',
      );
    }
    const input = parsed.output;
    const db = c.var.db;
    if (!(await getLead(db, input.lead_id))) throw new ApiError(404, 'PGRST116', 'No lead with this id', null, 'Ids come from GET /api/leads.');
    const previous = replaces ? await getProposal(db, replaces as string) : null;
    if (replaces && (!previous || previous.lead_id !== input.lead_id))
      throw new ApiError(404, 'PGRST116', 'replaces names no proposal of this lead', null, null);
    if (previous?.state === 'signed')
      throw new ApiError(409, 'PGRST409', 'A signed proposal never changes', null, 'Write a new proposal (without "replaces") for new work.');
    if (previous?.superseded_by)
      throw new ApiError(409, 'PGRST409', 'That version was already replaced', null, `Change the newest version, ${previous.superseded_by}.`);
    const priced = await priceProposal(db, input);
    const total = priced.monthly_price_cents;
    const id = crypto.randomUUID();
    // The old version steps aside first: if another change replaced it meanwhile, nothing is written.
    if (
      previous &&
      !(await moveProposal(
        db,
        previous.id,
        PROPOSAL_STATES.filter((st) => st !== 'signed' && st !== 'superseded'),
        { state: 'superseded', superseded_by: id },
      ))
    ) {
      throw new ApiError(409, 'PGRST409', 'That version was signed or replaced meanwhile', null, 'Reload the lead.');
    }
    const saved = await insertProposal(db, {
      id,
      lead_id: input.lead_id,
      version: previous ? previous.version + 1 : 1,
      visits_per_week: input.visits_per_week,
      start_date: input.start_date,
      sites: input.sites,
      ...priced,
      terms: await currentTerms(db),
      created_by: timelineName(c.var.actor),
    });
    await recordAudit(c, {
      action: 'proposal.create',
      subjectType: 'proposal',
      subjectId: saved.id,
      summary: `Wrote a proposal of $${(total / 100).toLocaleString('en-US')} a month for ${input.sites.length} site${input.sites.length === 1 ? '' : 's'}`,
      detail: { lead_id: input.lead_id, monthly_price_cents: total, version: saved.version, replaces: previous?.id ?? null },
    });
    return c.json(saved, 201);
  })
  .post('/proposals/:id/send', needs('leads', 'send proposals'), noStore, staffOnly, async (c) => {
    const proposal = await getProposal(c.var.db, c.req.param('id').slice(0, 64));
    if (!proposal) throw notFound();
    const sent = await sendProposal(c.env, c.var.db, proposal, (p) => renderProposal(c.env, c.var.db, p));
    await recordAudit(c, {
      action: 'proposal.send',
      subjectType: 'proposal',
      subjectId: sent.id,
      summary: `Sent proposal version ${sent.version} to sign`,
      detail: { lead_id: sent.lead_id, document_sha256: sent.document_sha256, expires_at: sent.expires_at },
    });
    return c.json(sent);
  })
  .get('/proposals', needs('leads', 'read proposals'), noStore, staffOnly, async (c) => {
    const leadId = c.req.query('lead_id') ?? '';
    if (!leadId || leadId.length > 64) throw new ApiError(400, '22023', 'Give lead_id', null, 'GET /api/proposals?lead_id=<a lead id>');
    return c.json(await proposalsOfLead(c.var.db, leadId));
  })
  .get('/proposals/:id', needs('leads', 'read proposals'), noStore, staffOnly, async (c) => {
    const proposal = await getProposal(c.var.db, c.req.param('id').slice(0, 64));
    if (!proposal) throw notFound();
    return c.json(proposal);
  })
  .get('/proposals/:id/pdf', needs('leads', 'read proposals'), noStore, staffOnly, async (c) => {
    const proposal = await getProposal(c.var.db, c.req.param('id').slice(0, 64));
    if (!proposal) throw notFound();
    // A sent proposal answers the exact file its client was shown; a draft is drawn as it stands.
    const bytes = (await shownDocument(c.env, proposal)) ?? (await renderProposal(c.env, c.var.db, proposal));
    return pdfResponse(c, bytes, `proposal-${proposal.id.slice(0, 8)}-v${proposal.version}.pdf`);
  })
  .get('/proposals/:id/signed.pdf', needs('leads', 'read proposals'), noStore, staffOnly, async (c) => {
    const proposal = await getProposal(c.var.db, c.req.param('id').slice(0, 64));
    const bytes = proposal?.state === 'signed' ? await keptDocument(c.env, proposal.id, 'signed') : null;
    if (!bytes) throw new ApiError(404, 'PGRST116', 'No signed copy of this proposal', null, 'A proposal has one once its client signs.');
    return pdfResponse(c, bytes, `proposal-${proposal!.id.slice(0, 8)}-v${proposal!.version}-signed.pdf`);
  })
  .all('/proposals', onlyMethods('GET, POST'))
  .all('/proposals/:id', onlyMethods('GET'))
  .all('/proposals/:id/pdf', onlyMethods('GET'))
  .all('/proposals/:id/signed.pdf', onlyMethods('GET'))
  .all('/proposals/:id/send', onlyMethods('POST'));
