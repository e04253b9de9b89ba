/**
 * The sales board (GET /staff/api/leads/board, worker/leads/board.ts; drawn by web/src/staff/board/):
 * a column per pipeline stage with its leads as cards, how many it holds and what they are worth a
 * month. Every open lead is on it; Won and Lost hold only what was decided in the last
 * BOARD_CLOSED_DAYS days, so the columns that only grow stay short. Spam is never on it.
 */
import type { PipelineStage } from './lead';

/** Won and Lost show the leads decided in this many days (Ocala midnights, today's included). */
export const BOARD_CLOSED_DAYS = 30;
/** The most cards one column carries; its count and value still cover every lead in it. */
export const BOARD_COLUMN_LIMIT = 100;
/** Stages whose leads are still to be decided: what a pipeline is worth. */
export const OPEN_STAGES = ['new', 'contacted', 'walkthrough_booked', 'proposal_sent'] as const satisfies readonly PipelineStage[];
export type OpenStage = (typeof OPEN_STAGES)[number];

export interface BoardCard {
  id: string;
  name: string;
  company: string;
  status: PipelineStage;
  created_at: string;
  /** What the client would pay a month, in cents; null while nobody has set it. */
  monthly_value_cents: number | null;
  /** The sale's owner (staff_people.id) and their name; both '' while nobody owns it. */
  owner_id: string;
  owner_name: string;
  /** The booked walkthrough (ISO 8601): a move back to New or Contacted calls it off. */
  walkthrough_at: string | null;
}

export interface BoardColumn {
  stage: PipelineStage;
  /** Every lead in the column, beyond the cards carried too. */
  count: number;
  /** The sum of their monthly values, in cents (leads without one add nothing). */
  value_cents: number;
  /** Newest first (Won and Lost: most recently decided first), at most BOARD_COLUMN_LIMIT. */
  cards: BoardCard[];
}

export interface LeadBoard {
  /** The instant Won and Lost start from (ISO 8601). */
  closed_since: string;
  /** PIPELINE_STAGES order. */
  columns: BoardColumn[];
}
