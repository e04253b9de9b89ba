/**
 * /staff/people (owners): everyone with a staff account, owners first, with their role, where
 * they stand (active, invited and not registered yet, or disabled), their last sign-in and how
 * many passkeys they have; the invitation form above the list; and per person (not oneself) a
 * role change, a new invitation, disabling or enabling, and removing their passkeys; under the
 * list, who prospects hear from (follow-up-form.tsx) and who is on call for new leads
 * (on-call-form.tsx).
 */
import { UsersRound } from 'lucide-react';
import { ROLE_LABELS } from '../../../../shared/staff/staff-roles';
import { Badge } from '../../components/ui/badge';
import { Link } from '../ui/link';
import { PageHeader } from '../layout/page-header';
import { formatDateTime, plural } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { usePerson } from '../session/session-context';
import { type Column, DataTable } from '../ui/data-table';
import { EmptyState, ListStates } from '../ui/states';
import { FollowUpForm } from './follow-up-form';
import { InviteForm } from './invite-form';
import { OnCallForm } from './on-call-form';
import { listPeople, type PersonStatus, personStatus, type StaffPersonRow } from './people-api';
import { usePersonActions } from './person-actions';

const STATUS_LOOK: Record<PersonStatus, { label: string; tone: 'accent' | 'neutral' | 'brand'; dot: string }> = {
  active: { label: 'Active', tone: 'accent', dot: 'bg-accent-600' },
  invited: { label: 'Invited, not registered', tone: 'brand', dot: 'bg-amber-500' },
  disabled: { label: 'Disabled', tone: 'neutral', dot: 'bg-red-600' },
};

function PersonStatusBadge({ person }: { person: StaffPersonRow }) {
  const look = STATUS_LOOK[personStatus(person)];
  return (
    <Badge tone={look.tone} className="whitespace-nowrap">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${look.dot}`} />
      {look.label}
    </Badge>
  );
}

/** Under an invited person's status: until when their invitation works, or that it no longer does. */
function InvitationLine({ person }: { person: StaffPersonRow }) {
  if (personStatus(person) !== 'invited') return null;
  return (
    <span className="mt-1 block text-xs text-muted">
      {person.invitationExpiresAt ? (
        <>
          Link works until <time dateTime={person.invitationExpiresAt}>{formatDateTime(person.invitationExpiresAt)}</time>
        </>
      ) : (
        'No invitation open: send a new one'
      )}
    </span>
  );
}

function LastSignIn({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatDateTime(at)}</time> : <span className="text-muted">Never</span>;
}

function You() {
  return <span className="ml-1.5 rounded-full bg-brand-100 px-2 py-0.5 align-middle text-xs font-semibold text-brand-800">You</span>;
}

export function PeoplePage() {
  const me = usePerson();
  const people = useLoad('people', (signal) => listPeople(signal));
  const { menu, dialogs } = usePersonActions((changed) => {
    if (changed) people.setData((list) => list?.map((p) => (p.id === changed.id ? changed : p)));
    else people.reload();
  });
  const rows = people.data ?? [];
  const actions = (p: StaffPersonRow) =>
    p.id === me?.id ? (
      <Link
        to="/account"
        className="inline-flex min-h-10 items-center px-2 text-sm font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4"
      >
        Your account
      </Link>
    ) : (
      menu(p)
    );

  const columns: Column<StaffPersonRow>[] = [
    {
      header: 'Person',
      className: 'pr-3 pl-6',
      cellClassName: 'max-w-0',
      cell: (p) => (
        <>
          <p className="truncate font-semibold text-ink">
            {p.name}
            {p.id === me?.id && <You />}
          </p>
          <p className="truncate text-sm text-muted">{p.email}</p>
        </>
      ),
    },
    { header: 'Role', className: 'w-px whitespace-nowrap px-3', cellClassName: 'text-sm text-body', cell: (p) => ROLE_LABELS[p.role] },
    {
      header: 'Status',
      className: 'w-px whitespace-nowrap px-3',
      cell: (p) => (
        <>
          <PersonStatusBadge person={p} />
          <InvitationLine person={p} />
        </>
      ),
    },
    { header: 'Last sign-in', className: 'w-px whitespace-nowrap px-3', cellClassName: 'text-sm text-body', cell: (p) => <LastSignIn at={p.lastSignInAt} /> },
    {
      header: 'Passkeys',
      className: 'w-px whitespace-nowrap px-3 text-right',
      cellClassName: 'text-sm tabular-nums text-body',
      cell: (p) => p.passkeys.toLocaleString('en-US'),
    },
    { header: 'Actions', actions: true, className: 'pr-4 pl-1', cell: actions },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="People"
        description={people.data ? `${plural(rows.length, 'person', 'people')} with a staff account. Times are Ocala’s.` : 'Who can sign in to the back office'}
      />

      <InviteForm onInvited={people.reload} />

      <ListStates
        list={people}
        noun="people"
        isEmpty={(d) => d.length === 0}
        empty={
          <EmptyState title="Nobody has an account yet" icon={<UsersRound aria-hidden="true" />}>
            <p>Invite the first person above: they get an email to set up a passkey.</p>
          </EmptyState>
        }
      >
        {(d) => (
          <>
            <DataTable caption="Staff people, owners first" rows={d} rowKey={(p) => p.id} columns={columns} className="hidden md:block" />
            <ul className="space-y-3 md:hidden" aria-label="Staff people, owners first">
              {d.map((p) => (
                <li key={p.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-ink">
                        {p.name}
                        {p.id === me?.id && <You />}
                      </p>
                      <p className="text-sm break-all text-muted">{p.email}</p>
                    </div>
                    <div className="-mt-1 -mr-2 shrink-0">{actions(p)}</div>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-body">
                    <PersonStatusBadge person={p} />
                    <span>{ROLE_LABELS[p.role]}</span>
                    <span>{plural(p.passkeys, 'passkey')}</span>
                  </div>
                  <InvitationLine person={p} />
                  <p className="mt-1 text-sm text-muted">
                    Last sign-in: <LastSignIn at={p.lastSignInAt} />
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>
      {people.data && <FollowUpForm people={people.data} />}
      {people.data && <OnCallForm people={people.data} />}
      {dialogs}
    </div>
  );
}
