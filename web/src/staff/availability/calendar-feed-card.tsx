/**
 * The signed-in person's private calendar feed, on the Availability screen: an address Google
 * Calendar or Outlook subscribes to, listing the walkthroughs they attend. The address is shown
 * once, when it is made; making a new one stops the old one, and it can be turned off.
 */
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { CalendarFeedView } from '../../../../shared/booking/calendar-feed';
import { formatDateTime } from '../lib/format';
import { describeError, staffJson } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';

const cardClass = 'rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6';

export function CalendarFeedCard() {
  const feed = useLoad('calendar-feed', (signal) => staffJson<CalendarFeedView>('/calendar-feed', { signal }));
  const [made, setMade] = useState<CalendarFeedView | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const current = made ?? feed.data;

  const make = async () => {
    setBusy(true);
    try {
      setMade(await staffJson<CalendarFeedView>('/calendar-feed', { method: 'POST' }));
    } catch (err) {
      notify(`The calendar address was not made. ${describeError(err)}`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="calendar-feed-title" className={cardClass}>
      <h2 id="calendar-feed-title" className="text-lg font-bold text-brand-950">
        Your walkthroughs in your calendar
      </h2>
      <p className="mt-1 text-[0.9375rem] text-muted">
        A private address for Google Calendar or Outlook (“Subscribe from URL”): every walkthrough you attend appears there and stays up to date.
      </p>
      {current?.url ? (
        <div className="mt-4">
          <label htmlFor="calendar-feed-url" className="text-sm font-semibold">
            Your calendar address: copy it now, it is shown only this once
          </label>
          <div className="mt-1.5 flex flex-wrap gap-2">
            <input
              id="calendar-feed-url"
              readOnly
              value={current.url}
              className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className={smallButtonClass('ghost', 'min-h-11')}
              onClick={() => void navigator.clipboard?.writeText(current.url!).then(() => notify('Calendar address copied'))}
            >
              <Copy aria-hidden="true" className="size-4" /> Copy
            </button>
          </div>
        </div>
      ) : current?.made_at ? (
        <p className="mt-4 text-[0.9375rem]">
          Your calendar address was made {formatDateTime(current.made_at)}. Lost it? Make a new one: the old one stops working.
        </p>
      ) : null}
      {feed.error && <p className="mt-4 text-sm font-medium text-red-700">{feed.error}</p>}
      <button type="button" className={`${smallButtonClass('ghost', 'min-h-11')} mt-4`} disabled={busy || (!feed.data && !feed.error)} onClick={make}>
        {current?.made_at ? <RefreshCw aria-hidden="true" className="size-4" /> : <CalendarPlus aria-hidden="true" className="size-4" />}
        {current?.made_at ? 'Make a new address' : 'Make my calendar address'}
      </button>
    </section>
  );
}
