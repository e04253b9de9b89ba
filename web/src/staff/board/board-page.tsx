/**
 * /staff/leads/board: the sales pipeline as a board, a column per stage (spam aside; Won and Lost
 * for the last 30 days), each lead a card linking to its page. A card moves by dragging it to a
 * column or, with the keyboard alone, with its Move button. The move shows at once and is sent as
 * the lead page's own stage change; refused, the card goes back where it was and the reason shows
 * above the board. A stage that needs more than a stage (a walkthrough's time, why a lead was
 * lost) sends staff to the lead's page, and a move that calls off a walkthrough asks first.
 */
import { SquareKanban, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BOARD_CLOSED_DAYS, OPEN_STAGES } from '../../../../shared/leads/board';
import type { PipelineStage } from '../../../../shared/leads/lead';
import { PageHeader } from '../layout/page-header';
import { formatDateTime, plural } from '../lib/format';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { STATUS_LABELS } from '../leads/lead-labels';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useNotify } from '../ui/notices';
import { EmptyState, ListStates } from '../ui/states';
import { type BoardCard, changeLeadStage, getBoard, type LeadBoard } from './board-api';
import { BoardColumn } from './board-column';
import { cardName, findCard, type MovePlan, monthlyText, moveCard, placeOf, planMove } from './board-state';
import { LeadsViews } from './leads-views';

type Via = 'keys' | 'drag';
/** A move waiting on staff: to the lead's page, or to confirm a walkthrough called off. */
type Pending = { card: BoardCard; to: PipelineStage; via: Via; plan: Exclude<MovePlan, { kind: 'move' } | { kind: 'none' }> };

export function BoardPage() {
  const board = useLoad('board', (signal) => getBoard(signal));
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<PipelineStage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [focusCard, setFocusCard] = useState<string | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();

  // A card moved from the keyboard is drawn again in its new column: its Move button takes focus there.
  useEffect(() => {
    if (!focusCard) return;
    const card = Array.from(document.querySelectorAll<HTMLElement>('[data-card]')).find((el) => el.dataset.card === focusCard);
    card?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
    setFocusCard(null);
  }, [focusCard]);

  const saved = (id: string, busy: boolean) =>
    setSaving((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const commit = async (card: BoardCard, to: PipelineStage, via: Via) => {
    const from = card.status;
    const at = board.data ? placeOf(board.data, card.id) : 0;
    const name = cardName(card);
    setProblem(null);
    board.setData((b) => b && moveCard(b, card.id, to));
    saved(card.id, true);
    if (via === 'keys') setFocusCard(card.id);
    try {
      const lead = await changeLeadStage(card.id, { status: to });
      // The walkthrough as the change left it: moving back to New or Contacted calls it off.
      board.setData((b) => b && moveCard(b, card.id, to, { changes: { walkthrough_at: lead.walkthrough_at } }));
      notify(`Moved ${name} to ${STATUS_LABELS[to]}.`);
    } catch (err) {
      board.setData((b) => b && moveCard(b, card.id, from, { at }));
      setProblem(`${name} could not be moved to ${STATUS_LABELS[to]}, and is back in ${STATUS_LABELS[from]}. ${describeError(err)}`);
      if (via === 'keys') setFocusCard(card.id);
    } finally {
      saved(card.id, false);
    }
  };

  const move = (id: string, to: PipelineStage, via: Via) => {
    const card = board.data && findCard(board.data, id);
    if (!card || saving.has(id)) return;
    const plan = planMove(card, to);
    if (plan.kind === 'none') return;
    if (plan.kind === 'move') void commit(card, to, via);
    else setPending({ card, to, via, plan });
  };

  const data = board.data;
  const open = data?.columns.filter((c) => (OPEN_STAGES as readonly string[]).includes(c.stage));
  const openCount = open?.reduce((n, c) => n + c.count, 0) ?? 0;
  const openValue = open?.reduce((n, c) => n + c.value_cents, 0) ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Leads"
        documentTitle="Leads board"
        description={
          data
            ? `${plural(openCount, 'open lead')}${openValue > 0 ? `, worth ${monthlyText(openValue)}` : ''}. Drag a card to another stage, or use its Move button.`
            : 'The sales pipeline, stage by stage'
        }
      />
      <LeadsViews current="board" />

      {problem && (
        <div role="alert" className="flex items-start gap-3 rounded-tile bg-red-50 py-3 pr-2 pl-4 text-[0.9375rem] text-red-900 ring-1 ring-red-200 ring-inset">
          <p className="flex-1">{problem}</p>
          <button
            type="button"
            onClick={() => setProblem(null)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-red-100"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      )}

      <ListStates
        list={board}
        noun="board"
        isEmpty={(d) => d.columns.every((c) => c.count === 0)}
        empty={
          <EmptyState title="No leads in the pipeline" icon={<SquareKanban aria-hidden="true" />}>
            <p>Requests sent from the website’s forms arrive in New.</p>
          </EmptyState>
        }
      >
        {(d: LeadBoard) => (
          // Stacked on a phone; side by side from a tablet, scrolling sideways until all six fit (xl). Relative: the
          // cards' screen-reader-only text is positioned, and must scroll with the board rather than widen the page.
          <div className="relative -mx-1 grid gap-4 px-1 pb-2 md:flex md:items-start md:gap-3 md:overflow-x-auto xl:grid xl:grid-cols-6 xl:overflow-visible">
            {d.columns.map((column) => (
              <BoardColumn
                key={column.stage}
                column={column}
                closedDays={BOARD_CLOSED_DAYS}
                saving={saving}
                dragging={dragging}
                over={over === column.stage}
                onMove={move}
                onDrag={setDragging}
                onOver={setOver}
              />
            ))}
          </div>
        )}
      </ListStates>

      {pending && (
        <PendingMove
          pending={pending}
          onOpenLead={() => navigate(`/leads/${pending.card.id}`)}
          onConfirm={() => {
            setPending(null);
            void commit(pending.card, pending.to, pending.via);
          }}
          onCancel={() => {
            setPending(null);
            if (pending.via === 'keys') setFocusCard(pending.card.id);
          }}
        />
      )}
    </div>
  );
}

/** The move that needs staff: the lead's page for a stage that asks more, or a walkthrough called off. */
function PendingMove({ pending, onOpenLead, onConfirm, onCancel }: { pending: Pending; onOpenLead: () => void; onConfirm: () => void; onCancel: () => void }) {
  const { card, to, plan } = pending;
  const name = cardName(card);
  const stage = STATUS_LABELS[to];
  if (plan.kind === 'asks')
    return (
      <ConfirmDialog
        open
        title={`Move ${name} to ${stage}`}
        confirmLabel="Open the lead"
        cancelLabel="Stay on the board"
        tone="neutral"
        onConfirm={onOpenLead}
        onCancel={onCancel}
      >
        <p>
          {stage} needs {plan.needs}. The lead’s page asks for {to === 'lost' ? 'it' : 'them'}
          {to === 'walkthrough_booked' ? ' and sends the invitation' : ''}.
        </p>
      </ConfirmDialog>
    );
  return (
    <ConfirmDialog open title={`Call off ${name}’s walkthrough?`} confirmLabel={`Move to ${stage}`} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        Moving the lead to {stage} calls off the walkthrough on {formatDateTime(plan.at)}, and the prospect is emailed that it is cancelled.
      </p>
    </ConfirmDialog>
  );
}
