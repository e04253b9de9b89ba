/**
 * Sending an issue: a test copy to one address (written to the outbox like every email), sending
 * to every confirmed subscriber after a confirmation that says how many, scheduling it for a time
 * on the company's clock, and taking a scheduled issue back to draft. Each first saves what the
 * form holds (`ensureSaved`), so what goes out is what is on screen.
 */
import { CalendarClock, CalendarX, FlaskConical, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Link } from '../ui/link';
import { companyTimeLabel, formatDateTime, fromLocalInput, plural, toLocalInput } from '../lib/format';
import { describeError } from '../lib/http';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { countConfirmedSubscribers, type NewsletterIssue, sendIssue, sendTest, unscheduleIssue } from './issues-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const sectionClass = 'rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6';

export function TestSend({ issue, ensureSaved }: { issue: NewsletterIssue; ensureSaved: () => Promise<boolean> }) {
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingId = useId();

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const address = to.trim();
    setSentTo(null);
    if (!EMAIL.test(address)) {
      setError('Enter the email address to send the test to, like name@example.com.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if (!(await ensureSaved())) return;
      await sendTest(issue.id, address);
      setSentTo(address);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <FlaskConical aria-hidden="true" className="size-5 text-brand-700" /> Send a test
      </h2>
      <form noValidate onSubmit={(e) => void send(e)} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label="Send a test to"
          hint="One copy to this address, as a subscriber would get it; no subscriber gets anything."
          error={error}
          className="min-w-0 flex-1"
        >
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              placeholder="you@oakbright.com"
              className={inputClass}
            />
          )}
        </Field>
        <Button type="submit" variant="ghost" disabled={busy} className="sm:mt-6.5">
          {busy ? 'Sending…' : 'Send test'}
        </Button>
      </form>
      <p role="status" className="mt-3 text-sm empty:hidden">
        {sentTo && (
          <>
            Test sent to <strong className="break-words">{sentTo}</strong>, see it in the{' '}
            <Link to="/outbox" className="font-semibold text-brand-700 underline underline-offset-2">
              Outbox
            </Link>
            .
          </>
        )}
      </p>
    </section>
  );
}

export function SendPanel({
  issue,
  ensureSaved,
  onIssue,
}: {
  issue: NewsletterIssue;
  ensureSaved: () => Promise<boolean>;
  onIssue: (issue: NewsletterIssue) => void;
}) {
  const notify = useNotify();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [count, setCount] = useState<number | 'failed'>('failed');
  const [counting, setCounting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [sendAt, setSendAt] = useState(() => toLocalInput(issue.send_at));
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);

  const openConfirm = async () => {
    setCounting(true);
    try {
      if (!(await ensureSaved())) return;
      setDialogError(null);
      setCount(await countConfirmedSubscribers().catch(() => 'failed' as const));
      setConfirming(true);
    } finally {
      setCounting(false);
    }
  };

  const sendNow = async () => {
    setBusy(true);
    setDialogError(null);
    try {
      const answer = await sendIssue(issue.id);
      setConfirming(false);
      onIssue(answer);
      notify('Sending has started.');
    } catch (err) {
      setDialogError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  const schedule = async (e: React.FormEvent) => {
    e.preventDefault();
    const at = fromLocalInput(sendAt);
    if (!at) {
      setScheduleError('Pick the day and time to send it.');
      return;
    }
    if (Date.parse(at) <= Date.now()) {
      setScheduleError('Pick a time in the future, or send it now.');
      return;
    }
    setScheduleError(null);
    setScheduling(true);
    try {
      if (!(await ensureSaved())) return;
      const answer = await sendIssue(issue.id, at);
      onIssue(answer);
      notify(`Scheduled for ${formatDateTime(answer.send_at ?? at)}.`);
    } catch (err) {
      setScheduleError(describeError(err));
    } finally {
      setScheduling(false);
    }
  };

  const unschedule = async () => {
    setScheduling(true);
    setScheduleError(null);
    try {
      onIssue(await unscheduleIssue(issue.id));
      notify('Back to draft: it will not be sent until you send or schedule it again.');
    } catch (err) {
      setScheduleError(describeError(err));
    } finally {
      setScheduling(false);
    }
  };

  const counted = typeof count === 'number';

  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Send aria-hidden="true" className="size-5 text-brand-700" /> Send
      </h2>

      {issue.state === 'scheduled' ? (
        <div className="mt-4 space-y-4">
          <p className="flex items-start gap-2 text-ink">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              Scheduled for{' '}
              <strong>
                <time dateTime={issue.send_at ?? undefined}>{formatDateTime(issue.send_at)}</time>
              </strong>
              . It goes to the addresses confirmed by then. You can still edit it until then.
            </span>
          </p>
          {scheduleError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {scheduleError}
            </p>
          )}
          <Button variant="ghost" onClick={() => void unschedule()} disabled={scheduling}>
            <CalendarX aria-hidden="true" className="size-5" /> {scheduling ? 'Unscheduling…' : 'Unschedule'}
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-6">
          <div>
            <p className="text-sm text-muted">Every confirmed subscriber gets their own copy with an unsubscribe link.</p>
            <Button className="mt-3" onClick={() => void openConfirm()} disabled={busy || counting}>
              <Send aria-hidden="true" className="size-5" /> {counting ? 'Counting subscribers…' : 'Send to all confirmed subscribers'}
            </Button>
          </div>
          <form noValidate onSubmit={(e) => void schedule(e)} className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-start">
            <Field label="Or send it later, at" hint={`Day and time in ${companyTimeLabel()}.`} error={scheduleError} className="min-w-0 flex-1">
              {(props) => (
                <input
                  {...props}
                  type="datetime-local"
                  value={sendAt}
                  min={toLocalInput(new Date())}
                  onChange={(e) => setSendAt(e.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <Button type="submit" variant="ghost" disabled={scheduling} className="sm:mt-6.5">
              <CalendarClock aria-hidden="true" className="size-5" /> {scheduling ? 'Scheduling…' : 'Schedule'}
            </Button>
          </form>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        title={counted ? `Send to ${plural(count, 'confirmed subscriber')}?` : 'Send to all confirmed subscribers?'}
        confirmLabel={busy ? 'Sending…' : counted ? `Send to ${plural(count, 'subscriber')}` : 'Send now'}
        tone="neutral"
        busy={busy}
        error={dialogError}
        onConfirm={() => void sendNow()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {count === 'failed'
            ? 'The subscribers could not be counted just now; it goes to every confirmed subscriber.'
            : `“${issue.subject}” goes to ${plural(count, 'confirmed subscriber')} now.`}{' '}
          Once it starts, it cannot be stopped or changed.
        </p>
      </ConfirmDialog>
    </section>
  );
}
