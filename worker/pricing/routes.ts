/**
 * The instant estimate, public and without any contact details:
 *   GET /api/estimate?facility_type=&square_feet=&visits_per_week=
 *     200 {low_cents, high_cents, period: "month", walkthrough_required, hours_per_visit} from the rate
 *     table (shared/pricing/estimate.ts); a type priced only after a walkthrough (or with no row)
 *     answers walkthrough_required true and no numbers; 400 {message, details: {field: message}}
 *     for a missing or bad answer (details: the message of each field, as JSON). Never cached, so a
 *     change to the table prices at once.
 */
import { Hono } from 'hono';
import { estimate, readEstimateQuery } from '../../shared/pricing/estimate';
import type { AppEnv, Db } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { rateFor, visitFactor } from './store';

export const ESTIMATE_PATH = '/estimate';

/** The estimate for answers already checked. */
export async function estimateFor(db: Db, input: { facility_type: string; square_feet: number; visits_per_week: number }) {
  const [rate, factor] = await Promise.all([rateFor(db, input.facility_type), visitFactor(db, input.visits_per_week)]);
  return estimate(rate, input.square_feet, input.visits_per_week, factor);
}

export const estimateApi = new Hono<AppEnv>()
  .get(ESTIMATE_PATH, async (c) => {
    const read = readEstimateQuery(c.req.query());
    if (!read.ok)
      throw new ApiError(
        400,
        '22023',
        Object.values(read.errors).join(' '),
        JSON.stringify(read.errors),
        'Send facility_type, square_feet and visits_per_week.',
      );
    return c.json(await estimateFor(c.var.db, read.input));
  })
  .all(ESTIMATE_PATH, onlyMethods('GET'));
