/**
 * The filter by town and by shift. Without JavaScript it is a plain GET form whose button loads
 * the list filtered by the edge (?town=…&shift=…); once hydrated, a choice filters at once and the
 * address follows, so the filtered list can be shared and Back works.
 */
import { useEffect, useState } from 'react';
import type { Locale, Shift } from '../../../../shared/careers/careers';
import { careersMessages } from '../../../../content/careers/catalogue';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';

export interface OpeningsFilterValue {
  town: string;
  shift: string;
}

const selectClass =
  'mt-1.5 block min-h-12 w-full rounded-xl border border-line bg-white px-3.5 text-base text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

export function OpeningsFilter({
  locale,
  action,
  towns,
  shifts,
  value,
  onChange,
}: {
  locale: Locale;
  action: string;
  towns: readonly string[];
  shifts: readonly Shift[];
  value: OpeningsFilterValue;
  onChange: (next: OpeningsFilterValue) => void;
}) {
  const m = careersMessages(locale);
  // The button is for visitors without JavaScript; with it, a choice applies itself.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const filtered = value.town !== '' || value.shift !== '';
  return (
    <form
      method="get"
      action={action}
      aria-label={m.filterLegend}
      className="rounded-card bg-surface p-4 ring-1 ring-line sm:p-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className="block text-sm font-semibold text-ink">
          {m.filterTown}
          <select name="town" value={value.town} onChange={(e) => onChange({ ...value, town: e.target.value })} className={selectClass}>
            <option value="">{m.filterAnyTown}</option>
            {towns.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-ink">
          {m.filterShift}
          <select name="shift" value={value.shift} onChange={(e) => onChange({ ...value, shift: e.target.value })} className={selectClass}>
            <option value="">{m.filterAnyShift}</option>
            {shifts.map((s) => (
              <option key={s} value={s}>
                {m.shifts[s]}
              </option>
            ))}
          </select>
        </label>
        {/* Takes no room once the choices apply themselves and nothing is filtered. */}
        <div className="flex items-center gap-4 empty:hidden sm:min-h-12">
          {!enhanced && (
            <Button type="submit" variant="secondary" className="min-h-12 w-full sm:w-auto">
              {m.filterApply}
            </Button>
          )}
          {filtered && (
            <Link
              to={action}
              className="text-[0.9375rem] font-semibold text-brand-700 underline underline-offset-4"
              onClick={(e) => {
                e.preventDefault();
                onChange({ town: '', shift: '' });
              }}
            >
              {m.filterClear}
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}
