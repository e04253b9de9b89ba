/** The staff reports (/staff/api/reports). */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const reportsApi = new Hono<AppEnv>();
