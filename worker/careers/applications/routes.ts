/** Applications: the public quick apply (POST /api/applications) and staff reads with the staff key. */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const applicationsApi = new Hono<AppEnv>();
