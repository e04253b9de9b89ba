/** Job openings for staff (/staff/api/openings). */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const openingsStaffApi = new Hono<AppEnv>();
