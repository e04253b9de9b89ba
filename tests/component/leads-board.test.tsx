/**
 * /staff/leads/board: loading, an empty pipeline and a failed load; a column per stage with each
 * card's name (linking to the lead), monthly value, owner and age; a card moved with the keyboard
 * alone (Move, then a stage) sends the lead's stage change and shows at once in its new column,
 * focus following it; a refused move puts the card back where it was and says why; a stage that
 * needs more sends staff to the lead's page; a walkthrough is called off only once confirmed;
 * dragging a card onto a column moves it too. And List | Board between the two views.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardCard, LeadBoard } from '../../shared/leads/board';
import { DRAG_TYPE } from '../../web/src/staff/board/board-card';
import { leadDetail, NO_OPEN_TIMES } from './leads-fixtures';
import { json, later, renderStaff, requestsTo } from './staff-app';

const BOARD = '/staff/api/leads/board';
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

const card = (id: string, overrides: Partial<BoardCard> = {}): BoardCard => ({
  id,
  name: `Person ${id}`,
  company: `Company ${id}`,
  status: 'new',
  created_at: ago(3),
  monthly_value_cents: null,
  owner_id: '',
  owner_name: '',
  walkthrough_at: null,
  ...overrides,
});

function boardOf(cards: BoardCard[]): LeadBoard {
  const stages = ['new', 'contacted', 'walkthrough_booked', 'proposal_sent', 'won', 'lost'] as const;
  return {
    closed_since: ago(30),
    columns: stages.map((stage) => {
      const mine = cards.filter((c) => c.status === stage);
      return { stage, count: mine.length, value_cents: mine.reduce((n, c) => n + (c.monthly_value_cents ?? 0), 0), cards: mine };
    }),
  };
}

const CARDS = [
  card('acme', { company: 'Acme Dental', name: 'Dana Reyes', monthly_value_cents: 120_000, owner_id: 'p1', owner_name: 'Eli Park' }),
  card('birch', { company: '', name: 'Sam Birch', created_at: ago(0) }),
  card('cedar', { company: 'Cedar Clinic', status: 'contacted', monthly_value_cents: 250_050, created_at: ago(12) }),
  card('dune', {
    company: 'Dune Offices',
    status: 'walkthrough_booked',
    walkthrough_at: new Date(Date.now() + 5 * DAY).toISOString(),
    monthly_value_cents: 80_000,
  }),
  card('elm', { company: 'Elm School', status: 'won', monthly_value_cents: 300_000, owner_id: 'gone' }),
];

const column = (name: string) => screen.getByRole('region', { name });
const cardIn = (region: HTMLElement, name: string) => within(region).getByRole('link', { name }).closest('li')!;
const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('link')
    .map((a) => a.textContent);
const bodies = (requests: ReturnType<typeof renderStaff>['requests'], path: string) =>
  requestsTo(requests, path, 'PATCH').map((r) => JSON.parse(r.body ?? 'null'));

describe('the board', () => {
  it('says it is loading, then draws a column per stage with its count and value, and each card', async () => {
    const reply = later();
    renderStaff('/leads/board', { [`GET ${BOARD}`]: () => reply.promise });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeTruthy();
    expect((await screen.findByText('Loading board…')).getAttribute('role')).toBe('status');
    reply.resolve(json(boardOf(CARDS)));

    const newColumn = await screen.findByRole('region', { name: 'New' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'New',
      'Contacted',
      'Walkthrough booked',
      'Proposal sent',
      'Won',
      'Lost',
    ]);
    expect(screen.getByText('4 open leads, worth $4,501 a month. Drag a card to another stage, or use its Move button.')).toBeTruthy();
    expect(newColumn.textContent).toContain('2 leads$1,200 a month');
    expect(column('Contacted').textContent).toContain('1 lead$2,501 a month');
    expect(column('Won').textContent).toContain('Decided in the last 30 days');
    expect(within(column('Proposal sent')).getByText('No leads')).toBeTruthy();

    // The company, else the person; value, owner and age in words; the name links to the lead.
    const acme = cardIn(newColumn, 'Acme Dental');
    expect(within(acme).getByRole('link', { name: 'Acme Dental' }).getAttribute('href')).toBe('/staff/leads/acme');
    expect(acme.textContent).toContain('Dana Reyes');
    expect([...acme.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Monthly value', 'Owner', 'Age']);
    expect([...acme.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['$1,200 a month', 'Eli Park', '3 days']);
    expect([...cardIn(newColumn, 'Sam Birch').querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['No value yet', 'No owner', 'Today']);
    expect(cardIn(column('Won'), 'Elm School').textContent).toContain('Former staff');
    expect(within(acme).getByRole('button', { name: 'Move Acme Dental' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('with no lead in the pipeline, says so', async () => {
    renderStaff('/leads/board', { [`GET ${BOARD}`]: () => json(boardOf([])) });
    expect(await screen.findByRole('heading', { name: 'No leads in the pipeline' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'New' })).toBeNull();
  });

  it('when loading fails, says why, and loads again on Try again', async () => {
    let calls = 0;
    const { user } = renderStaff('/leads/board', {
      [`GET ${BOARD}`]: () =>
        ++calls === 1 ? json({ code: 'PGRST503', message: 'Storage is unavailable', details: null, hint: null }, 503) : json(boardOf(CARDS)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The board could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'New' })).toBeTruthy();
  });

  it('moves a card with the keyboard alone: shown in its new column at once, the stage change sent, focus following it', async () => {
    const reply = later();
    const { requests, user } = renderStaff('/leads/board', {
      [`GET ${BOARD}`]: () => json(boardOf(CARDS)),
      'PATCH /staff/api/leads/acme': () => reply.promise,
    });
    const move = within(cardIn(await screen.findByRole('region', { name: 'New' }), 'Acme Dental')).getByRole('button', { name: 'Move Acme Dental' });
    move.focus();
    await user.keyboard('{Enter}');
    expect(move.getAttribute('aria-expanded')).toBe('true');
    const choices = screen.getByRole('list', { name: 'Move Acme Dental to' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Contacted', 'Walkthrough booked…', 'Proposal sent', 'Won', 'Lost…']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Contacted'));
    await user.keyboard('{Tab}{Tab}{Enter}');

    // Optimistic: in Proposal sent before the API answers, saving, counts and values moved with it.
    const proposals = column('Proposal sent');
    expect(names(proposals)).toEqual(['Acme Dental']);
    expect(names(column('New'))).toEqual(['Sam Birch']);
    expect(proposals.textContent).toContain('1 lead$1,200 a month');
    expect(column('New').textContent).toContain('1 lead');
    expect(cardIn(proposals, 'Acme Dental').textContent).toContain('Saving…');
    expect(bodies(requests, '/staff/api/leads/acme')).toEqual([{ status: 'proposal_sent' }]);
    await waitFor(() => expect(document.activeElement).toBe(within(cardIn(proposals, 'Acme Dental')).getByRole('button', { name: 'Move Acme Dental' })));

    reply.resolve(json(leadDetail({ id: 'acme', status: 'proposal_sent' })));
    expect(await screen.findByText('Moved Acme Dental to Proposal sent.')).toBeTruthy();
    expect(cardIn(column('Proposal sent'), 'Acme Dental').textContent).not.toContain('Saving…');
  });

  it('puts a refused card back where it was and says why above the board', async () => {
    const { requests, user } = renderStaff('/leads/board', {
      [`GET ${BOARD}`]: () => json(boardOf(CARDS)),
      'PATCH /staff/api/leads/acme': () =>
        json(
          { code: 'PGRST409', message: 'This lead changed while you were editing it', details: null, hint: 'Reload the lead and make the change again.' },
          409,
        ),
    });
    const newColumn = await screen.findByRole('region', { name: 'New' });
    expect(names(newColumn)).toEqual(['Acme Dental', 'Sam Birch']);
    await user.click(within(cardIn(newColumn, 'Acme Dental')).getByRole('button', { name: 'Move Acme Dental' }));
    await user.click(screen.getByRole('button', { name: 'Won' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Acme Dental could not be moved to Won, and is back in New. This lead changed while you were editing it Reload the lead and make the change again.',
    );
    expect(bodies(requests, '/staff/api/leads/acme')).toEqual([{ status: 'won' }]);
    // Back at its own place, the totals as before.
    expect(names(column('New'))).toEqual(['Acme Dental', 'Sam Birch']);
    expect(names(column('Won'))).toEqual(['Elm School']);
    expect(column('New').textContent).toContain('2 leads$1,200 a month');
    expect(column('Won').textContent).toContain('1 lead$3,000 a month');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends staff to the lead’s page for a stage that needs more, and sends nothing', async () => {
    const { requests, user, router } = renderStaff('/leads/board', {
      ...NO_OPEN_TIMES,
      [`GET ${BOARD}`]: () => json(boardOf(CARDS)),
      'GET /staff/api/leads/cedar': () => json(leadDetail({ id: 'cedar', status: 'contacted', company: 'Cedar Clinic' })),
    });
    const cedar = cardIn(await screen.findByRole('region', { name: 'Contacted' }), 'Cedar Clinic');
    await user.click(within(cedar).getByRole('button', { name: 'Move Cedar Clinic' }));
    await user.click(screen.getByRole('button', { name: 'Lost…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Cedar Clinic to Lost' });
    expect(dialog.textContent).toContain('Lost needs why it was lost. The lead’s page asks for it.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the board' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names(column('Contacted'))).toEqual(['Cedar Clinic']);

    await user.click(within(cedar).getByRole('button', { name: 'Move Cedar Clinic' }));
    await user.click(screen.getByRole('button', { name: 'Walkthrough booked…' }));
    const booking = screen.getByRole('dialog', { name: 'Move Cedar Clinic to Walkthrough booked' });
    expect(booking.textContent).toContain('needs the walkthrough’s date and time, and who attends. The lead’s page asks for them and sends the invitation.');
    await user.click(within(booking).getByRole('button', { name: 'Open the lead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/leads/cedar'));
    expect(requestsTo(requests, '/staff/api/leads/cedar', 'PATCH')).toEqual([]);
  });

  it('asks before a move that calls off a walkthrough still to come, and moves once confirmed', async () => {
    const { requests, user } = renderStaff('/leads/board', {
      [`GET ${BOARD}`]: () => json(boardOf(CARDS)),
      'PATCH /staff/api/leads/dune': () => json(leadDetail({ id: 'dune', status: 'contacted', walkthrough_at: null })),
    });
    const dune = cardIn(await screen.findByRole('region', { name: 'Walkthrough booked' }), 'Dune Offices');
    await user.click(within(dune).getByRole('button', { name: 'Move Dune Offices' }));
    await user.click(screen.getByRole('button', { name: 'Contacted' }));
    const dialog = screen.getByRole('dialog', { name: 'Call off Dune Offices’s walkthrough?' });
    expect(dialog.textContent).toMatch(/calls off the walkthrough on \w{3} \d+, \d{4}, .+ ET, and the prospect is emailed that it is cancelled\./);
    expect(requestsTo(requests, '/staff/api/leads/dune', 'PATCH')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Move to Contacted' }));
    expect(await screen.findByText('Moved Dune Offices to Contacted.')).toBeTruthy();
    expect(bodies(requests, '/staff/api/leads/dune')).toEqual([{ status: 'contacted' }]);
    expect(names(column('Contacted'))).toEqual(['Dune Offices', 'Cedar Clinic']);
  });

  it('moves a card dragged onto another column', async () => {
    const { requests } = renderStaff('/leads/board', {
      [`GET ${BOARD}`]: () => json(boardOf(CARDS)),
      'PATCH /staff/api/leads/birch': () => json(leadDetail({ id: 'birch', status: 'contacted' })),
    });
    const birch = cardIn(await screen.findByRole('region', { name: 'New' }), 'Sam Birch');
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(birch, { dataTransfer });
    expect(data.get(DRAG_TYPE)).toBe('birch');
    const target = column('Contacted');
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    fireEvent.dragEnd(birch, { dataTransfer });
    expect(await screen.findByText('Moved Sam Birch to Contacted.')).toBeTruthy();
    expect(bodies(requests, '/staff/api/leads/birch')).toEqual([{ status: 'contacted' }]);
    expect(names(column('Contacted'))).toEqual(['Sam Birch', 'Cedar Clinic']);
  });
});

describe('List | Board', () => {
  it('links the two views, the current one marked', async () => {
    const { user } = renderStaff('/leads/board', {
      [`GET ${BOARD}`]: () => json(boardOf(CARDS)),
      'GET /staff/api/leads': () => json({ leads: [], total: 0, limit: 50, offset: 0 }),
    });
    const views = await screen.findByRole('navigation', { name: 'Leads view' });
    expect(within(views).getByRole('link', { name: 'Board' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(views).getByRole('link', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeTruthy();
    const list = screen.getByRole('navigation', { name: 'Leads view' });
    expect(within(list).getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');
    expect(within(list).getByRole('link', { name: 'Board' }).getAttribute('href')).toBe('/staff/leads/board');
  });
});
