/**
 * The sales figures' rows (shared/leads/sales-report.ts says which leads count), grouped by D1;
 * every value a bound parameter, the months arriving as one JSON parameter as the weeks do. Only
 * the medians are left to TypeScript (sales.ts), from each won lead's two instants.
 */
import { sql } from 'drizzle-orm';
import { OPEN_STAGES, type OpenStage } from '../../../shared/leads/board';
import type { LostCategory } from '../../../shared/leads/lead-pipeline';
import type { Db } from '../../env';
import type { ReportRange } from '../range';
import { sourceSteps } from './sources';

const openStages = sql.join(
  OPEN_STAGES.map((s) => sql`${s}`),
  sql`, `,
);

/** The pipeline: the range's leads still open. */
const openInRange = (range: ReportRange) => sql`l.created_at >= ${range.start} AND l.created_at < ${range.end} AND l.status IN (${openStages})`;

/**
 * The range's decisions: leads won (by won_at) or lost in it. No column keeps when a lead was lost:
 * its last move to Lost on the timeline says, else its last change.
 */
const decidedIn = (range: ReportRange) => sql`
  decided AS (
    SELECT l.id, l.status AS outcome, l.created_at, l.won_at, l.monthly_value_cents, l.lost_category, l.utm_source, l.referrer,
      CASE l.status WHEN 'won' THEN l.won_at
        ELSE COALESCE((SELECT MAX(e.created_at) FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'stage' AND e.status = 'lost'), l.updated_at)
      END AS decided_at
    FROM leads l WHERE l.status IN ('won', 'lost')
  ),
  decided_in AS (SELECT * FROM decided WHERE decided_at >= ${range.start} AND decided_at < ${range.end})`;

const monthsTable = (range: ReportRange) =>
  sql`months AS (
    SELECT json_extract(value, '$.month') AS month, json_extract(value, '$.start') AS start, json_extract(value, '$.end') AS until
    FROM json_each(${JSON.stringify(range.months)})
  )`;

export interface SalesRows {
  pipeline: { stage: OpenStage; count: number; valued: number; value_cents: number }[];
  wonByMonth: { month: string; count: number; value_cents: number }[];
  lostReasons: { category: LostCategory | ''; count: number }[];
  /** Each lead won in the range with its source, for the days it took (sales.ts). */
  wins: { source: string; created_at: string; won_at: string }[];
  bySource: { source: string; open: number; pipeline_cents: number; won: number; won_cents: number; lost: number }[];
}

export async function readSales(db: Db, range: ReportRange): Promise<SalesRows> {
  const [pipeline, wonByMonth, lostReasons, wins, bySource] = await Promise.all([
    db.all<SalesRows['pipeline'][number]>(sql`
      SELECT l.status AS stage, COUNT(*) AS count, COUNT(l.monthly_value_cents) AS valued, COALESCE(SUM(l.monthly_value_cents), 0) AS value_cents
      FROM leads l WHERE ${openInRange(range)}
      GROUP BY l.status`),
    db.all<SalesRows['wonByMonth'][number]>(sql`
      WITH ${monthsTable(range)}, ${decidedIn(range)}
      SELECT m.month, COUNT(d.id) AS count, COALESCE(SUM(d.monthly_value_cents), 0) AS value_cents
      FROM months m LEFT JOIN decided_in d ON d.outcome = 'won' AND d.decided_at >= m.start AND d.decided_at < m.until
      GROUP BY m.month ORDER BY m.month`),
    db.all<SalesRows['lostReasons'][number]>(sql`
      WITH ${decidedIn(range)}
      SELECT lost_category AS category, COUNT(*) AS count FROM decided_in WHERE outcome = 'lost'
      GROUP BY lost_category ORDER BY count DESC, category`),
    db.all<SalesRows['wins'][number]>(sql`
      WITH ${decidedIn(range)},
      attributed AS (SELECT id AS k, utm_source, referrer FROM decided_in WHERE outcome = 'won'),
      ${sourceSteps}
      SELECT s.source, d.created_at, d.won_at FROM decided_in d JOIN sourced s ON s.k = d.id`),
    // The pipeline's leads and the range's decisions are apart (open, or won or lost), so each lead counts once.
    db.all<SalesRows['bySource'][number]>(sql`
      WITH ${decidedIn(range)},
      scope AS (
        SELECT l.id, l.status, l.monthly_value_cents, l.utm_source, l.referrer FROM leads l WHERE ${openInRange(range)}
        UNION ALL
        SELECT id, outcome, monthly_value_cents, utm_source, referrer FROM decided_in
      ),
      attributed AS (SELECT id AS k, utm_source, referrer FROM scope),
      ${sourceSteps}
      SELECT s.source,
        SUM(c.status NOT IN ('won', 'lost')) AS open,
        COALESCE(SUM(CASE WHEN c.status NOT IN ('won', 'lost') THEN c.monthly_value_cents END), 0) AS pipeline_cents,
        SUM(c.status = 'won') AS won,
        COALESCE(SUM(CASE WHEN c.status = 'won' THEN c.monthly_value_cents END), 0) AS won_cents,
        SUM(c.status = 'lost') AS lost
      FROM scope c JOIN sourced s ON s.k = c.id
      GROUP BY s.source ORDER BY won_cents DESC, pipeline_cents DESC, s.source`),
  ]);
  return { pipeline, wonByMonth, lostReasons, wins, bySource };
}
