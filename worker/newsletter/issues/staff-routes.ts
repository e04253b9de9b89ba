/** Newsletter issues for staff (/staff/api/newsletter/issues). */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const newsletterIssuesApi = new Hono<AppEnv>();
