/**
 * Proposals priced from the rate table (shared/pricing/proposal.ts, worker/proposals/): a lead's
 * proposal with several sites, each line its labour hours a visit and its monthly price (never
 * under the type's minimum, whole dollars), the total the offered price; bad bodies, an unknown
 * lead and a type without rates refused with nothing stored; staff only; a lead's list; audited.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePricingSql } from '../../seed/pricing';
import worker from '../../worker/index';
import { STAFF_KEY, withEnv } from './leads-helpers';
import { storedLead } from './delivery-helpers';

beforeAll(async () => {
  await env.DB.batch(['DELETE FROM pricing_rates', 'DELETE FROM pricing_visit_factors', ...samplePricingSql().split('\n')].map((q) => env.DB.prepare(q)));
});

const call = (path: string, init: RequestInit = {}, key: string | null = STAFF_KEY) =>
  worker.request(
    path,
    { ...init, headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...init.headers } },
    withEnv(),
  );

const body = (leadId: string, overrides: Record<string, unknown> = {}) => ({
  lead_id: leadId,
  sites: [
    { name: 'Main office', address: '2150 SW College Rd, Suite 4, Ocala, FL 34471', facility_type: 'business-offices', square_feet: 10_000 },
    { name: 'Clinic annex', address: '1 NE 1st Ave, Ocala, FL 34470', facility_type: 'medical-facilities', square_feet: 3_000 },
    { name: 'Kiosk', address: '3100 SW College Rd, Ocala, FL 34474', facility_type: 'retail-stores', square_feet: 600 },
  ],
  visits_per_week: 5,
  start_date: '2027-01-04',
  ...overrides,
});

const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM proposals').first<{ n: number }>())!.n;

describe('POST /api/proposals', () => {
  it('prices each site from the rate table and offers their total', async () => {
    const leadId = await storedLead();
    const res = await call('/api/proposals', { method: 'POST', body: JSON.stringify(body(leadId)) });
    expect(res.status).toBe(201);
    const p = (await res.json()) as Record<string, unknown> & { lines: Record<string, unknown>[] };
    // Office: 10,000 / 3,500 × 5 × 52/12 × $24 × 0.95 × 1.06 ÷ 0.80 = $1,870.14 → $1,870.
    // Clinic: 3,000 / 2,000 × 5 × 52/12 × $24 × 0.95 × 1.06 ÷ 0.80 = $981.82 → $982 (priced from its row after the walkthrough).
    // Kiosk: $112.20 a month, under the $450 minimum.
    expect(p.lines).toEqual([
      {
        site: 'Main office',
        facility_type: 'business-offices',
        square_feet: 10_000,
        hours_per_visit: 2.86,
        visits_per_week: 5,
        monthly_cents: 187_000,
        computed_cents: 187_000,
      },
      {
        site: 'Clinic annex',
        facility_type: 'medical-facilities',
        square_feet: 3_000,
        hours_per_visit: 1.5,
        visits_per_week: 5,
        monthly_cents: 98_200,
        computed_cents: 98_200,
      },
      {
        site: 'Kiosk',
        facility_type: 'retail-stores',
        square_feet: 600,
        hours_per_visit: 0.17,
        visits_per_week: 5,
        monthly_cents: 45_000,
        computed_cents: 45_000,
      },
    ]);
    expect(p).toMatchObject({
      lead_id: leadId,
      state: 'draft',
      version: 1,
      computed_price_cents: 330_200,
      monthly_price_cents: 330_200,
      start_date: '2027-01-04',
    });
    expect(await (await call(`/api/proposals/${p.id}`)).json()).toEqual(p);
    const list = (await (await call(`/api/proposals?lead_id=${leadId}`)).json()) as { id: string }[];
    expect(list.map((x) => x.id)).toEqual([p.id]);
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'proposal.create' AND subject_id = ?")
      .bind(p.id)
      .first<{ summary: string }>();
    expect(audit?.summary).toBe('Wrote a proposal of $3,302 a month for 3 sites');
  });

  it('refuses a bad body, an unknown lead, a type without rates and anyone without the staff key, storing nothing', async () => {
    const leadId = await storedLead();
    const before = await count();
    for (const bad of [
      body(leadId, { sites: [] }),
      body(leadId, { visits_per_week: 8 }),
      body(leadId, { start_date: '2027-02-30' }),
      body(leadId, { sites: [{ name: 'X', address: 'Y', facility_type: 'spaceport', square_feet: 1000 }] }),
      body(leadId, { sites: [{ name: 'X', address: 'Y', facility_type: 'restaurants', square_feet: 10 }] }),
      { ...body(leadId), price: 1 },
    ]) {
      expect((await call('/api/proposals', { method: 'POST', body: JSON.stringify(bad) })).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('/api/proposals', { method: 'POST', body: JSON.stringify(body('no-such-lead')) })).status).toBe(404);
    await env.DB.prepare("DELETE FROM pricing_rates WHERE facility_type = 'retail-stores'").run();
    const noRates = await call('/api/proposals', { method: 'POST', body: JSON.stringify(body(leadId)) });
    expect(noRates.status).toBe(409);
    expect(((await noRates.json()) as { message: string }).message).toBe('Retail Stores has no rates yet');
    expect((await call('/api/proposals', { method: 'POST', body: JSON.stringify(body(leadId)) }, null)).status).toBe(401);
    expect((await call('/api/proposals/nope')).status).toBe(404);
    expect((await call('/api/proposals')).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/proposals/:id/pdf', () => {
  it('answers the proposal as a PDF with its SHA-256, the same bytes each time', async () => {
    const leadId = await storedLead();
    // Two sites whose types still have rates (the test above removed one).
    const two = body(leadId, { sites: body(leadId).sites.slice(0, 2) });
    const created = (await (await call('/api/proposals', { method: 'POST', body: JSON.stringify(two) })).json()) as { id: string };
    const fetchPdf = async () => {
      const res = await call(`/api/proposals/${created.id}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="proposal-${created.id.slice(0, 8)}-v1.pdf"`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
      return { bytes, digest, header: res.headers.get('x-document-sha256') };
    };
    const first = await fetchPdf();
    expect(new TextDecoder().decode(first.bytes.slice(0, 5))).toBe('%PDF-');
    expect(first.header).toBe(first.digest);
    expect((await fetchPdf()).digest).toBe(first.digest);
    expect((await call(`/api/proposals/${created.id}/pdf`, {}, null)).status).toBe(401);
    expect((await call('/api/proposals/nope/pdf')).status).toBe(404);
  });
});
