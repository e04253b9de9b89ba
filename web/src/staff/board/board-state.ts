/**
 * What the board works out on its own: a card moved between columns (its count and monthly value
 * with it, so an optimistic move and its rollback are the same step), which moves need more than
 * a stage, and a card's words (its name, value, age).
 */
import type { PipelineStage } from '../../../../shared/leads/lead';
import { dollars } from '../../../../shared/pricing/estimate-words';
import { plural } from '../lib/format';
import type { BoardCard, LeadBoard } from './board-api';

/**
 * Stages a card cannot reach with a stage alone (worker/leads/pipeline.ts): the walkthrough needs
 * its date, time and who attends; Lost needs why. The board sends staff to the lead's page for them.
 */
export const ASKS_MORE: Partial<Record<PipelineStage, string>> = {
  walkthrough_booked: 'the walkthrough’s date and time, and who attends',
  lost: 'why it was lost',
};

/** Stages that call off a walkthrough still to come, emailing the prospect (worker/leads/pipeline.ts CANCELS_WALKTHROUGH). */
const CANCELS_WALKTHROUGH: ReadonlySet<PipelineStage> = new Set(['new', 'contacted', 'lost']);

/** What moving a card to a stage takes: nothing more, the lead's page, or saying a walkthrough is called off. */
export type MovePlan = { kind: 'move' } | { kind: 'asks'; needs: string } | { kind: 'cancels'; at: string } | { kind: 'none' };

export function planMove(card: BoardCard, to: PipelineStage, now = Date.now()): MovePlan {
  if (card.status === to) return { kind: 'none' };
  const needs = ASKS_MORE[to];
  if (needs) return { kind: 'asks', needs };
  if (card.walkthrough_at && new Date(card.walkthrough_at).getTime() > now && CANCELS_WALKTHROUGH.has(to)) return { kind: 'cancels', at: card.walkthrough_at };
  return { kind: 'move' };
}

export function findCard(board: LeadBoard, id: string): BoardCard | undefined {
  for (const column of board.columns) {
    const card = column.cards.find((c) => c.id === id);
    if (card) return card;
  }
  return undefined;
}

/** Where a card sits in its column (0 at the top), so a move that is refused puts it back there. */
export function placeOf(board: LeadBoard, id: string): number {
  for (const column of board.columns) {
    const at = column.cards.findIndex((c) => c.id === id);
    if (at !== -1) return at;
  }
  return 0;
}

/**
 * The board with the card moved to `to` at place `at` (the top by default), both columns' counts
 * and monthly values following it; `changes` updates the card as it goes.
 */
export function moveCard(
  board: LeadBoard,
  id: string,
  to: PipelineStage,
  { at = 0, changes = {} }: { at?: number; changes?: Partial<BoardCard> } = {},
): LeadBoard {
  const card = findCard(board, id);
  if (!card) return board;
  const moved = { ...card, ...changes, status: to };
  const value = (c: BoardCard) => c.monthly_value_cents ?? 0;
  const insert = (cards: BoardCard[]) => [...cards.slice(0, at), moved, ...cards.slice(at)];
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage === card.status && column.stage === to) return { ...column, cards: column.cards.map((c) => (c.id === id ? moved : c)) };
      if (column.stage === card.status)
        return { ...column, count: column.count - 1, value_cents: column.value_cents - value(card), cards: column.cards.filter((c) => c.id !== id) };
      if (column.stage === to) return { ...column, count: column.count + 1, value_cents: column.value_cents + value(moved), cards: insert(column.cards) };
      return column;
    }),
  };
}

/** A card's heading: the company, else the person, else how to reach them. */
export const cardName = (card: Pick<BoardCard, 'company' | 'name'>) => card.company || card.name || 'No name given';

/** '$1,200 a month'; whole dollars. */
export const monthlyText = (cents: number) => `${dollars(cents)} a month`;

const DAY_MS = 86_400_000;

/** How long since the lead arrived, in whole days: 'Today', '1 day', '12 days'. */
export function ageText(createdAt: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / DAY_MS));
  return days === 0 ? 'Today' : plural(days, 'day');
}
