/**
 * ListStates on its own: which state wins when several hold at once (a contradiction in the
 * filters over a failure, a failure over a loaded list), and that a reload keeps the last list.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Loaded } from '../../web/src/staff/lib/use-load';
import { ListStates } from '../../web/src/staff/ui/states';

function loaded(over: Partial<Loaded<string[]>>): Loaded<string[]> {
  return { data: undefined, loading: false, error: null, reload: () => {}, setData: () => {}, ...over };
}

function renderList(list: Loaded<string[]>, invalid: string | null = null) {
  return render(
    <ListStates list={list} noun="widgets" invalid={invalid} isEmpty={(d) => d.length === 0} empty={<h2>No widgets</h2>}>
      {(items) => (
        <ul aria-label="Widgets">
          {items.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );
}

describe('ListStates', () => {
  it('first load: a status line and no list', () => {
    const { container } = renderList(loaded({ loading: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading widgets…');
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
  });

  it('a failure names the list and the reason, and Try again calls reload', async () => {
    let reloads = 0;
    renderList(loaded({ error: 'Could not reach the server.', data: ['old'], reload: () => reloads++ }));
    expect(screen.getByRole('alert').textContent).toContain('The widgets could not be loaded. Could not reach the server.');
    // The failure replaces a list loaded before it.
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloads).toBe(1);
  });

  it('a reason the list cannot be asked for wins over a failure, without Try again', () => {
    renderList(loaded({ error: 'Bad request.' }), 'The dates are the wrong way round.');
    expect(screen.getByRole('alert').textContent).toBe('The dates are the wrong way round.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('an empty list shows the empty state instead', () => {
    renderList(loaded({ data: [] }));
    expect(screen.getByRole('heading', { name: 'No widgets' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a reload keeps the last list on screen, with the region busy', () => {
    const { container } = renderList(loaded({ data: ['a', 'b'], loading: true }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
  });

  it('a loaded list is shown, not busy', () => {
    const { container } = renderList(loaded({ data: ['a'] }));
    expect(screen.getByRole('list', { name: 'Widgets' })).toBeTruthy();
    expect(container.firstElementChild?.hasAttribute('aria-busy')).toBe(false);
  });
});
