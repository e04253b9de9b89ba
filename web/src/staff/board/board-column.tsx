/**
 * One stage of the board: its heading with how many leads it holds and what they are worth a
 * month, its cards, and a drop target for a card dragged from another column (outlined while one
 * is over it). A column holding more than it carries links to the list filtered by its stage.
 */
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PipelineStage } from '../../../../shared/leads/lead';
import { cn } from '../../lib/cn';
import { plural } from '../lib/format';
import { STATUS_LABELS } from '../leads/lead-labels';
import type { BoardColumn as Column } from './board-api';
import { BoardCard, DRAG_TYPE } from './board-card';
import { monthlyText } from './board-state';

export function BoardColumn({
  column,
  closedDays,
  saving,
  dragging,
  over,
  onMove,
  onDrag,
  onOver,
}: {
  column: Column;
  closedDays: number;
  saving: ReadonlySet<string>;
  dragging: string | null;
  /** A card is being dragged over this column. */
  over: boolean;
  onMove: (id: string, to: PipelineStage, via: 'keys' | 'drag') => void;
  onDrag: (id: string | null) => void;
  onOver: (stage: PipelineStage | null) => void;
}) {
  const headingId = useId();
  const { stage, cards, count } = column;
  const closed = stage === 'won' || stage === 'lost';
  const accepts = (e: React.DragEvent) => e.dataTransfer.types.includes(DRAG_TYPE);
  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(e) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        if (!over) onOver(stage);
      }}
      onDragLeave={(e) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) onOver(null);
      }}
      onDrop={(e) => {
        if (!accepts(e)) return;
        e.preventDefault();
        onOver(null);
        const id = e.dataTransfer.getData(DRAG_TYPE) || dragging;
        if (id) onMove(id, stage, 'drag');
      }}
      className={cn(
        'flex min-w-0 flex-col rounded-card bg-brand-50/60 p-3 ring-1 ring-line/70 transition-shadow md:w-60 md:shrink-0 xl:w-auto xl:p-2',
        over && 'ring-2 ring-brand-500',
      )}
    >
      <header className="px-1 pb-3 xl:pt-1">
        <h2 id={headingId} className="font-bold text-ink">
          {STATUS_LABELS[stage]}
        </h2>
        <p className="text-sm text-muted">{plural(count, 'lead')}</p>
        {column.value_cents > 0 && <p className="text-sm font-semibold text-body">{monthlyText(column.value_cents)}</p>}
        {closed && <p className="text-xs text-muted">Decided in the last {closedDays} days</p>}
      </header>
      {cards.length === 0 ? (
        <p className="rounded-tile border-2 border-dashed border-line px-3 py-6 text-center text-sm text-muted">No leads</p>
      ) : (
        <ul className="space-y-3">
          {cards.map((card) => (
            <BoardCard
              key={card.id}
              card={card}
              saving={saving.has(card.id)}
              dragging={dragging === card.id}
              onMove={(to) => onMove(card.id, to, 'keys')}
              onDrag={onDrag}
            />
          ))}
        </ul>
      )}
      {count > cards.length && (
        <p className="mt-3 px-1 text-sm text-muted">
          The newest {cards.length} of {count}.{' '}
          <RouterLink to={`/leads?status=${stage}`} className="font-semibold text-brand-800 underline hover:text-brand-700">
            All in the list
          </RouterLink>
        </p>
      )}
    </section>
  );
}
