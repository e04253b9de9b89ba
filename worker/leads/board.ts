/**
 * GET /leads/board: the sales board (shared/leads/board.ts), at /staff/api/leads/board behind the
 * staff gate and at /api/leads/board with the staff key. Mounted before the leads' own routes
 * (worker/intake/staff-routes.ts), whose /leads/:id would otherwise take "board" for a lead's id.
 * Cards move through the leads' stage change (PATCH /leads/:id), never here.
 */
import { Hono } from 'hono';
import { BOARD_CLOSED_DAYS, BOARD_COLUMN_LIMIT, type BoardColumn, type LeadBoard } from '../../shared/leads/board';
import { PIPELINE_STAGES } from '../../shared/leads/lead';
import { companyDaysAgo } from '../../shared/time/company-time';
import type { AppEnv } from '../env';
import { onlyMethods } from '../http/errors';
import { noStore } from '../http/no-store';
import { requireStaff, STAFF_KEY_HINT } from '../staff/door';
import { needs } from '../staff/permissions';
import { readBoard } from './store/board';

export const leadsBoardApi = new Hono<AppEnv>()
  .get('/leads/board', needs('leads', 'read the sales board'), noStore, requireStaff('the sales board', STAFF_KEY_HINT), async (c) => {
    const since = companyDaysAgo(BOARD_CLOSED_DAYS).toISOString();
    const { cards, totals } = await readBoard(c.var.db, since, BOARD_COLUMN_LIMIT);
    const columns: BoardColumn[] = PIPELINE_STAGES.map((stage) => {
      const total = totals.find((t) => t.status === stage);
      return { stage, count: total?.count ?? 0, value_cents: total?.value_cents ?? 0, cards: cards.filter((card) => card.status === stage) };
    });
    return c.json({ closed_since: since, columns } satisfies LeadBoard);
  })
  .all('/leads/board', noStore, onlyMethods('GET'));
