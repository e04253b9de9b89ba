/**
 * /staff/newsletter: every issue, newest first, with where it stands (its state, when it goes or
 * went, and its figures), and "New issue", which creates a draft and opens it. While an issue is
 * being sent the list asks again every few seconds, so its figures move.
 */
import { Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Link } from '../ui/link';
import { PageHeader } from '../layout/page-header';
import { companyTimeLabel, formatDate, plural } from '../lib/format';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { type Column, DataTable } from '../ui/data-table';
import { useNotify } from '../ui/notices';
import { EmptyState, ListStates } from '../ui/states';
import { figuresOf, hasFigures, IssueStateBadge, IssueWhen, usePolling } from './issue-state';
import { createIssue, listIssues, type NewsletterIssue } from './issues-api';

/** A new issue's subject until staff write their own: the month it is written in. */
export function newIssueSubject(now = new Date()): string {
  const month = formatDate(now).replace(/ \d+,/, '');
  return `Oakbright news, ${month}`;
}

const issueHref = (issue: NewsletterIssue) => `/newsletter/${issue.id}`;

function Figure({ value, muted }: { value: number; muted: boolean }) {
  return muted ? <span className="text-muted">—</span> : value.toLocaleString('en-US');
}

export function IssuesPage() {
  const list = useLoad('issues', listIssues);
  const navigate = useNavigate();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const issues = list.data ?? [];

  usePolling(
    issues.some((i) => i.state === 'sending'),
    async (signal) => list.setData(await listIssues(signal)),
  );

  const create = async () => {
    setCreating(true);
    try {
      const issue = await createIssue({ subject: newIssueSubject(), intro: '', post_ids: [] });
      navigate(issueHref(issue));
    } catch (err) {
      notify(`The issue was not created. ${describeError(err)}`, 'error');
      setCreating(false);
    }
  };

  const figure = (key: 'recipients' | 'sent' | 'failed' | 'left', header: string): Column<NewsletterIssue> => ({
    header,
    className: 'w-px whitespace-nowrap hidden px-3 text-right lg:table-cell',
    cellClassName: 'text-sm tabular-nums text-body',
    cell: (i) => <Figure value={figuresOf(i)[key]} muted={!hasFigures(i)} />,
  });

  const columns: Column<NewsletterIssue>[] = [
    {
      header: 'Subject',
      className: 'pr-3 pl-6',
      cellClassName: 'max-w-0',
      cell: (i) => (
        <Link to={issueHref(i)} className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline">
          {i.subject || 'Untitled issue'}
        </Link>
      ),
    },
    {
      header: 'State',
      className: 'w-px whitespace-nowrap px-3',
      cell: (i) => (
        <>
          <IssueStateBadge state={i.state} />
          {i.subscribers_only && <span className="mt-1 block text-xs text-muted">Subscribers only</span>}
        </>
      ),
    },
    {
      header: 'When',
      className: 'w-px whitespace-nowrap px-3',
      cellClassName: 'text-sm whitespace-nowrap text-body',
      cell: (i) => <IssueWhen issue={i} />,
    },
    figure('recipients', 'Recipients'),
    figure('sent', 'Sent'),
    figure('failed', 'Failed'),
    { ...figure('left', 'Left'), className: 'w-px whitespace-nowrap hidden pr-6 pl-3 text-right lg:table-cell' },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Newsletter"
        description={
          list.data
            ? `${plural(issues.length, 'issue')}, newest first. Times are ${companyTimeLabel()}.`
            : 'Issues of the newsletter, written and sent from here'
        }
        actions={
          <Button onClick={() => void create()} disabled={creating}>
            <Plus aria-hidden="true" className="size-5" /> {creating ? 'Creating…' : 'New issue'}
          </Button>
        }
      />

      <ListStates
        list={list}
        noun="issues"
        isEmpty={() => issues.length === 0}
        empty={
          <EmptyState title="No issues yet" icon={<Newspaper aria-hidden="true" />}>
            <p>No issues yet. Press “New issue” to write the first one: a few words and the posts you want subscribers to read.</p>
          </EmptyState>
        }
      >
        {() => (
          <>
            <DataTable caption="Newsletter issues, newest first" rows={issues} rowKey={(i) => i.id} columns={columns} className="hidden md:block" />
            <ul className="space-y-3 md:hidden" aria-label="Newsletter issues, newest first">
              {issues.map((i) => (
                <li key={i.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <Link to={issueHref(i)} className="block font-semibold break-words text-ink hover:text-brand-700 hover:underline">
                        {i.subject || 'Untitled issue'}
                      </Link>
                      <p className="text-sm text-muted">
                        <IssueWhen issue={i} />
                        {i.subscribers_only && ' · Subscribers only'}
                      </p>
                    </div>
                    <IssueStateBadge state={i.state} />
                  </div>
                  {hasFigures(i) && (
                    <p className="mt-2 text-sm text-body tabular-nums">
                      {plural(i.recipients, 'recipient')} · {i.progress.sent.toLocaleString('en-US')} sent · {i.progress.failed.toLocaleString('en-US')} failed
                      · {i.progress.left.toLocaleString('en-US')} left
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>
    </div>
  );
}
