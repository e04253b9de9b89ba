/** Applications for staff (/staff/api/applications). */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const applicationsStaffApi = new Hono<AppEnv>();
