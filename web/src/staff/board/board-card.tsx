/**
 * One lead on the board: its name linking to the lead's page, monthly value, owner and age, and a
 * Move button for the keyboard (and for anyone who would rather not drag): it shows the other
 * stages as buttons, focus on the first; Escape closes it and returns focus to Move. The card
 * itself can be dragged to another column.
 */
import { ChevronDown, CircleDollarSign, Clock, UserRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PIPELINE_STAGES, type PipelineStage } from '../../../../shared/leads/lead';
import { cn } from '../../lib/cn';
import { STATUS_LABELS } from '../leads/lead-labels';
import { menuItemClass } from '../ui/action-menu';
import { smallButtonClass } from '../ui/buttons';
import type { BoardCard as Card } from './board-api';
import { ASKS_MORE, ageText, cardName, monthlyText } from './board-state';

/** The drag's data type: a lead's id, told apart from the link's own URL a browser drags along. */
export const DRAG_TYPE = 'application/x-oakbright-lead';

export function BoardCard({
  card,
  saving,
  dragging,
  onMove,
  onDrag,
}: {
  card: Card;
  saving: boolean;
  dragging: boolean;
  onMove: (to: PipelineStage) => void;
  onDrag: (id: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const moveRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = cardName(card);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) moveRef.current?.focus();
  };

  return (
    <li
      data-card={card.id}
      draggable={!saving}
      aria-busy={saving || undefined}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, card.id);
        e.dataTransfer.effectAllowed = 'move';
        onDrag(card.id);
      }}
      onDragEnd={() => onDrag(null)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close(true);
        }
      }}
      className={cn(
        'rounded-tile bg-white p-3.5 shadow-card ring-1 ring-line/70 xl:p-2.5',
        saving ? 'opacity-70' : 'cursor-grab active:cursor-grabbing',
        dragging && 'opacity-50 ring-2 ring-brand-300',
      )}
    >
      <RouterLink
        to={`/leads/${card.id}`}
        className="block leading-snug font-semibold break-words text-ink hover:text-brand-700 hover:underline xl:text-[0.9375rem]"
      >
        {name}
      </RouterLink>
      {card.company && card.name && <p className="truncate text-sm text-muted">{card.name}</p>}
      <dl className="mt-2 space-y-1 text-sm text-body xl:text-[0.8125rem]">
        <Fact label="Monthly value" icon={<CircleDollarSign aria-hidden="true" />}>
          {card.monthly_value_cents === null ? <span className="text-muted">No value yet</span> : monthlyText(card.monthly_value_cents)}
        </Fact>
        <Fact label="Owner" icon={<UserRound aria-hidden="true" />}>
          {card.owner_name || <span className="text-muted">{card.owner_id ? 'Former staff' : 'No owner'}</span>}
        </Fact>
        <Fact label="Age" icon={<Clock aria-hidden="true" />}>
          <time dateTime={card.created_at}>{ageText(card.created_at)}</time>
        </Fact>
      </dl>

      <div className="mt-3 flex items-center gap-2">
        <button
          ref={moveRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          // Not disabled while saving: the button keeps focus when the card lands in its new column.
          aria-disabled={saving || undefined}
          onClick={() => {
            if (saving) return;
            setOpen((v) => !v);
            if (!open) requestAnimationFrame(() => document.getElementById(panelId)?.querySelector('button')?.focus());
          }}
          className={smallButtonClass('ghost', 'aria-expanded:bg-brand-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
        >
          Move<span className="sr-only"> {name}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
        {saving && <span className="text-sm text-muted">Saving…</span>}
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="mt-2 rounded-tile bg-surface p-1.5"
        onBlur={(e) => {
          if (open && e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget) && e.relatedTarget !== moveRef.current) setOpen(false);
        }}
      >
        {open && (
          <ul aria-label={`Move ${name} to`}>
            {PIPELINE_STAGES.filter((s) => s !== card.status).map((stage) => (
              <li key={stage}>
                <button
                  type="button"
                  className={menuItemClass}
                  onClick={() => {
                    close(false);
                    onMove(stage);
                  }}
                >
                  {STATUS_LABELS[stage]}
                  {ASKS_MORE[stage] ? '…' : ''}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function Fact({ label, icon, children }: { label: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-start gap-1.5 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted">
        {icon}
        <span className="min-w-0 break-words">{children}</span>
      </dd>
    </div>
  );
}
