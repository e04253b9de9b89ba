/**
 * The rate table for owners (`settings`), behind the staff gate (and /api with the staff key):
 *   GET /pricing                           {rates: [...], factors: [...]}, each row with is_sample
 *   PUT /pricing/rates/:facility_type      {sqft_per_hour, labour_cents_per_hour, supplies_bp, margin_bp,
 *                                          monthly_minimum_cents, walkthrough_required}: the row as
 *                                          stored; 400 naming each field that is wrong, nothing changed
 *   PUT /pricing/factors/:visits_per_week  {factor_bp}: 5,000 to 20,000
 *   /pricing/tasks, /pricing/terms, /pricing/quote: the task library, the terms template and the
 *                                          builder's quote (scope-routes.ts)
 * Every change is audited, with the values before and after.
 */
import { Hono } from 'hono';
import { FACILITY_TYPES } from '../../shared/intake/lead-form';
import { factorOk, type PricingRate, rateErrors, VISITS_PER_WEEK } from '../../shared/pricing/estimate';
import { timelineName } from '../../shared/staff/staff-roles';
import { recordAudit } from '../audit/record';
import type { AppEnv } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { requireStaff } from '../staff/door';
import { jsonObject, limitBody } from '../staff/json-body';
import { needs } from '../staff/permissions';
import { pricingScopeApi } from './scope-routes';
import { listRates, rateFor, saveRate, saveVisitFactor, visitFactor } from './store';

const FIELDS = ['sqft_per_hour', 'labour_cents_per_hour', 'supplies_bp', 'margin_bp', 'monthly_minimum_cents', 'walkthrough_required'] as const;

export const pricingStaffApi = new Hono<AppEnv>()
  .use('/pricing', requireStaff('pricing'))
  .use('/pricing/*', requireStaff('pricing'))
  // The task library, the terms template and the builder's quote (scope-routes.ts), behind the same check.
  .route('/pricing', pricingScopeApi)
  .get('/pricing', needs('settings', 'read the rate table'), async (c) => c.json(await listRates(c.var.db)))
  .put('/pricing/rates/:facility_type', needs('settings', 'change the rate table'), limitBody, async (c) => {
    const type = c.req.param('facility_type');
    if (!FACILITY_TYPES.some((t) => t.value === type))
      throw new ApiError(404, 'PGRST116', 'No such facility type', null, 'Facility types are the quote form’s.');
    const body = await jsonObject(c, `{${FIELDS.map((f) => `"${f}"`).join(', ')}}`);
    const rate = Object.fromEntries(FIELDS.map((f) => [f, body[f]])) as Omit<PricingRate, 'facility_type'>;
    const errors = rateErrors(rate);
    if (Object.keys(errors).length) throw new ApiError(400, '22023', Object.values(errors).join(' '), JSON.stringify(errors), 'Nothing was changed.');
    const before = await rateFor(c.var.db, type);
    const saved = await saveRate(c.var.db, { ...rate, facility_type: type }, timelineName(c.var.actor));
    await recordAudit(c, {
      action: 'pricing.rate',
      subjectType: 'pricing',
      subjectId: type,
      summary: `Changed the rates for ${FACILITY_TYPES.find((t) => t.value === type)?.label ?? type}`,
      detail: { before: before && Object.fromEntries(FIELDS.map((f) => [f, before[f]])), after: rate },
    });
    return c.json(saved);
  })
  .put('/pricing/factors/:visits', needs('settings', 'change the rate table'), limitBody, async (c) => {
    const visits = Number(c.req.param('visits'));
    if (!(VISITS_PER_WEEK as readonly number[]).includes(visits)) throw new ApiError(404, 'PGRST116', 'Visits a week go from 1 to 7');
    const body = await jsonObject(c, '{"factor_bp"}');
    if (!factorOk(body.factor_bp))
      throw new ApiError(400, '22023', 'The factor is a whole number of basis points from 5,000 to 20,000 (0.5 to 2).', null, 'Nothing was changed.');
    const before = await visitFactor(c.var.db, visits);
    await saveVisitFactor(c.var.db, visits, body.factor_bp);
    await recordAudit(c, {
      action: 'pricing.factor',
      subjectType: 'pricing',
      subjectId: `visits-${visits}`,
      summary: `Changed the factor for ${visits} visit${visits === 1 ? '' : 's'} a week`,
      detail: { before, after: body.factor_bp },
    });
    return c.json({ visits_per_week: visits, factor_bp: body.factor_bp, is_sample: false });
  })
  .all('/pricing', onlyMethods('GET'))
  .all('/pricing/rates/:facility_type', onlyMethods('PUT'))
  .all('/pricing/factors/:visits', onlyMethods('PUT'));
