/**
 * GET /api/walkthrough-times[?zip=34471]: the walkthrough times prospects can book now, by Ocala
 * day (shared/booking/availability.ts PublicOpenTimes). A ZIP code nobody serves answers
 * `served: false` and no times (the page offers a call); one that is not five digits is a 400.
 * Never cached: a time taken a moment ago must not be offered again.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, errorResponse, onlyMethods } from '../http/errors';
import { currentOpenTimes, publicTimes } from './open-times';

export const walkthroughTimesApi = new Hono<AppEnv>()
  .get('/walkthrough-times', async (c) => {
    const zip = c.req.query('zip')?.trim();
    if (zip !== undefined && zip !== '' && !/^\d{5}$/.test(zip)) {
      return errorResponse(new ApiError(400, '22023', 'zip must be a five-digit ZIP code', null, 'For example ?zip=34471.', { 'cache-control': 'no-store' }));
    }
    const { served, times } = await currentOpenTimes(c.var.db, zip ? { zip } : {});
    return c.json(publicTimes(zip || null, served, times), 200, { 'cache-control': 'no-store' });
  })
  .all('/walkthrough-times', onlyMethods('GET'));
