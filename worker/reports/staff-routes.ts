/**
 * The staff report on leads (/staff/api/reports), behind the staff door:
 *   GET /reports?from=&to=      the figures as JSON (shared/leads/report.ts); Ocala days, both included,
 *                               by default the last 12 full weeks and this one (range.ts)
 *   GET /reports.csv?from=&to=  the same figures as one tidy CSV table (csv.ts)
 * A bad day, from after to, or a range over two years is a 400 with the API's error shape.
 */
import { needs } from '../staff/permissions';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { csvDownloadHeaders } from '../http/csv';
import { requireStaff } from '../staff/door';
import { reportCsv } from './csv';
import { buildReport } from './figures';
import { parseReportRange } from './range';
import { readReport } from './store/index';

const staffOnly = requireStaff('the reports');

async function report(c: { req: { url: string }; var: { db: AppEnv['Variables']['db'] } }) {
  const range = parseReportRange(new URL(c.req.url).searchParams);
  return buildReport(range, await readReport(c.var.db, range));
}

export const reportsApi = new Hono<AppEnv>()
  .get('/reports', needs('reports', 'read reports'), staffOnly, async (c) => c.json(await report(c)))
  .get('/reports.csv', needs('reports', 'download reports'), staffOnly, async (c) => {
    const figures = await report(c);
    return c.body(reportCsv(figures), 200, csvDownloadHeaders(`lead-report-${figures.from}-to-${figures.to}`));
  });
