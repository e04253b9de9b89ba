/**
 * The instant estimate from the rate table (shared/pricing/estimate.ts, worker/pricing/): GET
 * /api/estimate answers a monthly range from the facility type's production rate, the visits a
 * week and their factor, supplies and margin, never under the type's minimum; a type priced at a
 * walkthrough answers no number; bad answers get a 400 naming each; owners change the table on
 * /staff/api/pricing (audited, no longer a sample), and the estimate follows.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePricingSql } from '../../seed/pricing';
import worker from '../../worker/index';
import { withEnv } from './leads-helpers';
import { personSession, staffRequest } from './staff-helpers';

beforeAll(async () => {
  await env.DB.batch(['DELETE FROM pricing_rates', 'DELETE FROM pricing_visit_factors', ...samplePricingSql().split('\n')].map((q) => env.DB.prepare(q)));
});

const get = async (query: string) => {
  const res = await worker.request(`/api/estimate?${query}`, {}, withEnv());
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cache: res.headers.get('cache-control') };
};

describe('GET /api/estimate', () => {
  it('prices an office from the rate table: 10,000 sq ft five nights a week is $1,590 to $2,150 a month', async () => {
    // 10,000 / 3,500 sq ft an hour × 5 visits × 52/12 weeks × $24 × 0.95 (five visits) × 1.06 (supplies) ÷ 0.80 (margin) = $1,870.14.
    const { status, body, cache } = await get('facility_type=business-offices&square_feet=10000&visits_per_week=5');
    expect(status).toBe(200);
    expect(body).toEqual({ walkthrough_required: false, low_cents: 159_000, high_cents: 215_000, period: 'month', hours_per_visit: 2.9 });
    expect(cache).toBe('no-store');
  });

  it('never answers under the monthly minimum, and a visit costs more when there are fewer of them', async () => {
    expect((await get('facility_type=business-offices&square_feet=1000&visits_per_week=1')).body).toMatchObject({ low_cents: 45_000, high_cents: 45_000 });
    const once = (await get('facility_type=retail-stores&square_feet=60000&visits_per_week=1')).body.high_cents as number;
    const five = (await get('facility_type=retail-stores&square_feet=60000&visits_per_week=5')).body.high_cents as number;
    expect(once).toBeGreaterThan(five / 5);
    expect(five).toBeLessThan(once * 5);
  });

  it('offers a walkthrough instead of a number where the table says so', async () => {
    for (const type of ['medical-facilities', 'industrial-manufacturing', 'other']) {
      expect((await get(`facility_type=${type}&square_feet=20000&visits_per_week=3`)).body).toEqual({
        walkthrough_required: true,
        low_cents: null,
        high_cents: null,
        period: 'month',
        hours_per_visit: null,
      });
    }
  });

  it('reads sizes as people write them, and refuses what it cannot price with a message for each answer', async () => {
    expect((await get('facility_type=business-offices&square_feet=12,000&visits_per_week=2')).status).toBe(200);
    const bad = await get('facility_type=disinfecting-services&square_feet=12&visits_per_week=9');
    expect(bad.status).toBe(400);
    expect(Object.keys(JSON.parse(String(bad.body.details)))).toEqual(['facility_type', 'square_feet', 'visits_per_week']);
    expect((await get('facility_type=business-offices')).status).toBe(400);
    expect((await worker.request('/api/estimate', { method: 'POST' }, withEnv())).status).toBe(405);
  });
});

describe('the rate table for owners', () => {
  const rate = {
    sqft_per_hour: 2_600,
    labour_cents_per_hour: 2_800,
    supplies_bp: 700,
    margin_bp: 2_500,
    monthly_minimum_cents: 60_000,
    walkthrough_required: false,
  };
  const put = (cookie: string, path: string, body: unknown) =>
    staffRequest(`/staff/api/pricing/${path}`, cookie, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('lists the samples, and an owner’s change is audited, no longer a sample, and priced at once', async () => {
    const owner = await personSession('owner', { name: 'Olga Owner' });
    const list = (await (await staffRequest('/staff/api/pricing', owner.cookie)).json()) as {
      rates: { facility_type: string; is_sample: boolean }[];
      factors: unknown[];
    };
    expect(list.rates).toHaveLength(14);
    expect(list.rates.every((r) => r.is_sample)).toBe(true);
    expect(list.factors).toHaveLength(7);

    const before = (await get('facility_type=fitness-centers&square_feet=8000&visits_per_week=3')).body;
    const saved = await put(owner.cookie, 'rates/fitness-centers', rate);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ ...rate, facility_type: 'fitness-centers', is_sample: false, updated_by: 'Olga Owner' });
    const after = (await get('facility_type=fitness-centers&square_feet=8000&visits_per_week=3')).body;
    expect(after.low_cents).not.toBe(before.low_cents);
    const audit = await env.DB.prepare("SELECT summary, detail FROM audit_log WHERE action = 'pricing.rate' AND subject_id = 'fitness-centers'").first<{
      summary: string;
      detail: string;
    }>();
    expect(audit?.summary).toBe('Changed the rates for Fitness Centers');
    expect(JSON.parse(audit!.detail)).toMatchObject({ before: { sqft_per_hour: 2_500 }, after: { sqft_per_hour: 2_600 } });

    expect((await put(owner.cookie, 'factors/1', { factor_bp: 12_000 })).status).toBe(200);
    expect((await put(owner.cookie, 'factors/8', { factor_bp: 12_000 })).status).toBe(404);
    expect((await put(owner.cookie, 'factors/2', { factor_bp: 40_000 })).status).toBe(400);
  });

  it('refuses bad values naming each, an unknown type, and anyone but an owner; nothing changes', async () => {
    const owner = await personSession('owner');
    const editor = await personSession('editor');
    const bad = await put(owner.cookie, 'rates/restaurants', { ...rate, sqft_per_hour: 0, margin_bp: 9_000, walkthrough_required: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(JSON.parse(((await bad.json()) as { details: string }).details)).sort()).toEqual(['margin_bp', 'sqft_per_hour', 'walkthrough_required']);
    expect((await put(owner.cookie, 'rates/spaceships', rate)).status).toBe(404);
    expect((await put(editor.cookie, 'rates/restaurants', rate)).status).toBe(403);
    const row = await env.DB.prepare("SELECT sqft_per_hour, is_sample FROM pricing_rates WHERE facility_type = 'restaurants'").first<{
      sqft_per_hour: number;
      is_sample: number;
    }>();
    expect(row).toEqual({ sqft_per_hour: 1_800, is_sample: 1 });
  });
});
