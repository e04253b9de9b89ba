/**
 * The sales board's reads (shared/leads/board.ts): every open lead, and the leads won or lost since
 * a given instant, with their owner's name (staff_people); the cards each column carries, newest
 * first, and each column's count and monthly value over all its leads. Every value is a bound
 * parameter; spam is never read.
 */
import { sql } from 'drizzle-orm';
import type { BoardCard } from '../../../shared/leads/board';
import type { PipelineStage } from '../../../shared/leads/lead';
import type { Db } from '../../env';

/**
 * When a lead was lost: its last move to Lost on the timeline, else when the lead last changed (no
 * column keeps it). When one was won: won_at (set by the move to Won and by a signed proposal).
 */
const lostAt = sql`COALESCE((SELECT MAX(e.created_at) FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'stage' AND e.status = 'lost'), l.updated_at)`;

/** The board's leads with the instant that orders them: arrival for open ones, the decision for Won and Lost. */
const onBoard = (since: string) => sql`
  placed AS (
    SELECT l.id, l.name, l.company, l.status, l.created_at, l.monthly_value_cents, l.owner_id, l.walkthrough_at,
      CASE l.status WHEN 'won' THEN COALESCE(l.won_at, l.updated_at) WHEN 'lost' THEN ${lostAt} ELSE l.created_at END AS placed_at
    FROM leads l
    WHERE l.status <> 'spam'
  ),
  board AS (SELECT * FROM placed WHERE status NOT IN ('won', 'lost') OR placed_at >= ${since})`;

export interface BoardTotals {
  status: PipelineStage;
  count: number;
  value_cents: number;
}

/** The cards (at most `limit` a column) and each column's totals; Won and Lost only from `since` (ISO 8601). */
export async function readBoard(db: Db, since: string, limit: number): Promise<{ cards: BoardCard[]; totals: BoardTotals[] }> {
  const [cards, totals] = await Promise.all([
    db.all<BoardCard>(sql`
      WITH ${onBoard(since)},
      ranked AS (SELECT b.*, ROW_NUMBER() OVER (PARTITION BY b.status ORDER BY b.placed_at DESC, b.id DESC) AS n FROM board b)
      SELECT r.id, r.name, r.company, r.status, r.created_at, r.monthly_value_cents, r.owner_id, COALESCE(p.name, '') AS owner_name, r.walkthrough_at
      FROM ranked r LEFT JOIN staff_people p ON p.id = r.owner_id
      WHERE r.n <= ${limit}
      ORDER BY r.status, r.n`),
    db.all<BoardTotals>(sql`
      WITH ${onBoard(since)}
      SELECT status, COUNT(*) AS count, COALESCE(SUM(monthly_value_cents), 0) AS value_cents FROM board GROUP BY status`),
  ]);
  return { cards, totals };
}
