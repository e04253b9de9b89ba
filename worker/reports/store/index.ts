/**
 * The report's figures, grouped and counted by D1 (GROUP BY), the queries sent side by side;
 * every value is a bound parameter. Weeks are Ocala's: range.ts works out each week's UTC bounds and they arrive here as
 * one JSON parameter, read back as a table with json_each, so a week holding a daylight-saving
 * change or a lead late on a Sunday night in Ocala lands in the right week, and a two-year range
 * (105 weeks) needs no more than D1's 100 bound values. Spam (status 'spam') is never counted.
 */
import { sql } from 'drizzle-orm';
import type { LeadKind } from '../../../shared/leads/lead';
import { FUNNEL_STAGES, TOP_LIMIT } from '../../../shared/leads/report';
import type { Db } from '../../env';
import type { ReportRange } from '../range';
import { readSales, type SalesRows } from './sales';
import { sourceSteps } from './sources';

export type { SalesRows };

/** The range's weeks as a table (week, start, until) from one JSON parameter. */
const weeksTable = (range: ReportRange) =>
  sql`weeks AS (
    SELECT json_extract(value, '$.week') AS week, json_extract(value, '$.start') AS start, json_extract(value, '$.end') AS until
    FROM json_each(${JSON.stringify(range.weeks)})
  )`;

/** The range's leads (not spam); beside the weeks' join too, so D1 reads only the range through the created_at index. */
const inRange = (range: ReportRange) => sql`l.created_at >= ${range.start} AND l.created_at < ${range.end} AND l.status <> 'spam'`;

/** Each of the range's leads by its week, for the source steps (sources.ts). */
const weeklySources = (range: ReportRange) => sql`
  ${weeksTable(range)},
  attributed AS (
    SELECT w.week AS k, l.utm_source, l.referrer
    FROM weeks w JOIN leads l ON l.created_at >= w.start AND l.created_at < w.until
    WHERE ${inRange(range)}
  ),
  ${sourceSteps}`;

/** A path without its query or fragment. */
const pathOnly = (column: ReturnType<typeof sql.raw>) =>
  sql`CASE WHEN instr(replace(${column}, '#', '?'), '?') > 0 THEN substr(${column}, 1, instr(replace(${column}, '#', '?'), '?') - 1) ELSE ${column} END`;

/** A stage's place in the pipeline: reaching a later stage counts as having passed the earlier ones (raw SQL from the constant stage list, no input). */
const stageRank = sql.raw(`CASE stage ${FUNNEL_STAGES.map((s, i) => `WHEN '${s}' THEN ${i + 1}`).join(' ')} ELSE 0 END`);

export interface FunnelRow {
  total: number;
  contacted: number;
  walkthrough_booked: number;
  proposal_sent: number;
  won: number;
  lost: number;
}

export interface ReportRows {
  byKind: { week: string; kind: LeadKind; count: number }[];
  bySource: { week: string; source: string; count: number }[];
  landingPages: { name: string; count: number }[];
  postsRead: { name: string; count: number }[];
  funnel: FunnelRow;
  /** Answered leads' arrival and first response, for the business-minute arithmetic in TS. */
  responses: { created_at: string; first_response_at: string }[];
  unanswered: number;
  walkthroughsByPost: { post: string | null; count: number }[];
  sales: SalesRows;
}

export async function readReport(db: Db, range: ReportRange): Promise<ReportRows> {
  const landing = pathOnly(sql.raw('l.landing_page'));
  const [byKind, bySource, landingPages, postsRead, funnel, responses, unanswered, walkthroughsByPost, sales] = await Promise.all([
    db.all<{ week: string; kind: LeadKind; count: number }>(sql`
      WITH ${weeksTable(range)}
      SELECT w.week, l.kind, COUNT(*) AS count
      FROM weeks w JOIN leads l ON l.created_at >= w.start AND l.created_at < w.until
      WHERE ${inRange(range)}
      GROUP BY w.week, l.kind ORDER BY w.week, l.kind`),
    db.all<{ week: string; source: string; count: number }>(sql`
      WITH ${weeklySources(range)}
      SELECT k AS week, source, COUNT(*) AS count FROM sourced GROUP BY k, source ORDER BY k, count DESC, source`),
    // Aliased `path`, not `name`: GROUP BY would take `name` for the leads column of that name.
    db.all<{ path: string; count: number }>(sql`
      SELECT ${landing} AS path, COUNT(*) AS count FROM leads l WHERE ${inRange(range)}
      GROUP BY path ORDER BY count DESC, path LIMIT ${TOP_LIMIT}`),
    db.all<{ path: string; count: number }>(sql`
      SELECT l.read_post AS path, COUNT(*) AS count FROM leads l WHERE ${inRange(range)} AND l.read_post <> ''
      GROUP BY path ORDER BY count DESC, path LIMIT ${TOP_LIMIT}`),
    // Each lead's furthest stage: its current status or any stage it was ever moved to (lead_events).
    db.all<FunnelRow>(sql`
      WITH ranged AS (SELECT l.id, l.status FROM leads l WHERE ${inRange(range)}),
      stages AS (
        SELECT id AS lead_id, status AS stage FROM ranged
        UNION ALL
        SELECT e.lead_id, e.status FROM lead_events e JOIN ranged r ON r.id = e.lead_id WHERE e.type = 'stage'
      ),
      reached AS (SELECT lead_id, MAX(${stageRank}) AS rank, MAX(stage = 'lost') AS lost FROM stages GROUP BY lead_id)
      SELECT COUNT(*) AS total,
        COALESCE(SUM(rank >= 1), 0) AS contacted,
        COALESCE(SUM(rank >= 2), 0) AS walkthrough_booked,
        COALESCE(SUM(rank >= 3), 0) AS proposal_sent,
        COALESCE(SUM(rank >= 4), 0) AS won,
        COALESCE(SUM(lost), 0) AS lost
      FROM reached`),
    db.all<{ created_at: string; first_response_at: string }>(sql`
      SELECT l.created_at, l.first_response_at FROM leads l WHERE ${inRange(range)} AND l.first_response_at IS NOT NULL`),
    db.all<{ n: number }>(sql`SELECT COUNT(*) AS n FROM leads l WHERE ${inRange(range)} AND l.first_response_at IS NULL`),
    // Walkthroughs booked in the range (a lead booked again counts once), by the post read before the lead.
    db.all<{ post: string | null; count: number }>(sql`
      SELECT NULLIF(l.read_post, '') AS post, COUNT(DISTINCT e.lead_id) AS count
      FROM lead_events e JOIN leads l ON l.id = e.lead_id
      WHERE e.type = 'stage' AND e.status = 'walkthrough_booked'
        AND e.created_at >= ${range.start} AND e.created_at < ${range.end} AND l.status <> 'spam'
      GROUP BY post ORDER BY count DESC, post IS NULL, post`),
    readSales(db, range),
  ]);
  return {
    byKind,
    bySource,
    landingPages: landingPages.map(({ path, count }) => ({ name: path, count })),
    postsRead: postsRead.map(({ path, count }) => ({ name: path, count })),
    funnel: funnel[0] ?? { total: 0, contacted: 0, walkthrough_booked: 0, proposal_sent: 0, won: 0, lost: 0 },
    responses,
    unanswered: unanswered[0]?.n ?? 0,
    walkthroughsByPost,
    sales,
  };
}
