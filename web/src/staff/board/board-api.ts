/**
 * The sales board as the staff API answers it (GET /staff/api/leads/board, worker/leads/board.ts).
 * A card moves through the leads' own stage change (PATCH /staff/api/leads/:id, leads-api.ts), so
 * a move from the board is the same move, audit entry and emails as one from the lead's page.
 */
import type { BoardCard, BoardColumn, LeadBoard } from '../../../../shared/leads/board';
import { staffJson } from '../lib/http';

export type { BoardCard, BoardColumn, LeadBoard };
export { changeLeadStage } from '../leads/leads-api';

export function getBoard(signal?: AbortSignal): Promise<LeadBoard> {
  return staffJson('/leads/board', { signal });
}
