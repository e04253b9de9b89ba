/**
 * List | Board: the two views of the leads, side by side above each (the list at /staff/leads,
 * the board at /staff/leads/board). Links, the current one marked for screen readers too.
 */
import { List, SquareKanban } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { cn } from '../../lib/cn';

const VIEWS = [
  { key: 'list', to: '/leads', label: 'List', icon: List },
  { key: 'board', to: '/leads/board', label: 'Board', icon: SquareKanban },
] as const;

export function LeadsViews({ current }: { current: (typeof VIEWS)[number]['key'] }) {
  return (
    <nav aria-label="Leads view">
      <ul className="inline-flex gap-1 rounded-full bg-white p-1 shadow-card ring-1 ring-line/70">
        {VIEWS.map(({ key, to, label, icon: Icon }) => (
          <li key={key}>
            <RouterLink
              to={to}
              aria-current={key === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold',
                key === current ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
