/**
 * All | Mine | Due today above the leads list (?view=mine, ?view=due): every lead, the leads the
 * signed-in person owns, and theirs whose next step is due today or earlier, the day's work. Links
 * that keep the other filters, the current one marked for screen readers too.
 */
import { Link as RouterLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { withFilters } from '../lib/list-page';
import type { LeadView } from './leads-api';

const VIEWS: { view: LeadView | ''; label: string }[] = [
  { view: '', label: 'All' },
  { view: 'mine', label: 'Mine' },
  { view: 'due', label: 'Due today' },
];

export function OwnerViews({ current, params }: { current: LeadView | ''; params: URLSearchParams }) {
  return (
    <nav aria-label="Whose leads">
      <ul className="inline-flex gap-1 rounded-full bg-white p-1 shadow-card ring-1 ring-line/70">
        {VIEWS.map(({ view, label }) => {
          const search = withFilters(params, { view }).toString();
          return (
            <li key={label}>
              <RouterLink
                to={`/leads${search ? `?${search}` : ''}`}
                aria-current={view === current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-full px-4 text-sm font-semibold',
                  view === current ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50',
                )}
              >
                {label}
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
