/**
 * The Pricing screen's task library: for each type of facility, the tasks a new proposal's scope
 * starts from (area, task, how often), and for a task timed per unit its unit and minutes (a
 * restroom fixture, a pane of glass), which add labour once a proposal counts the units. Checked
 * with the Worker's own schema before it is saved (shared/pricing/tasks.ts), each problem beside
 * its field; edits to one type stay while another is open, until saved.
 */
import { ListChecks, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { FACILITY_TYPES } from '../../../../shared/intake/lead-options';
import { type LibraryTask, MAX_TASKS, TASK_FREQUENCIES, TaskLibraryBody, taskKey } from '../../../../shared/pricing/tasks';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { ErrorState, FormProblem, LoadingRows } from '../ui/states';
import { getTaskLibrary, saveTaskLibrary, type TaskLibrary as Library } from './pricing-api';
import { cardClass, SampleBadge } from './pricing-ui';

/** A task as typed: minutes as text. */
interface TypedTask {
  key: number;
  area: string;
  task: string;
  frequency: string;
  unit: string;
  minutes: string;
}

type Column = 'area' | 'task' | 'frequency' | 'unit' | 'minutes';

const labelOf = (type: string) => FACILITY_TYPES.find((t) => t.value === type)?.label ?? type;

let nextKey = 1;
const typedOf = (tasks: readonly LibraryTask[]): TypedTask[] =>
  tasks.map((t) => ({
    key: nextKey++,
    area: t.area,
    task: t.task,
    frequency: t.frequency,
    unit: t.unit,
    minutes: t.minutes_per_unit === null ? '' : String(t.minutes_per_unit),
  }));

const bodyOf = (rows: readonly TypedTask[]) =>
  rows.map((r) => ({
    area: r.area,
    task: r.task,
    frequency: r.frequency,
    unit: r.unit,
    minutes_per_unit: r.minutes.trim() === '' ? null : Number(r.minutes.replace(/[,\s]/g, '')),
  }));

const FIELD_OF: Record<string, Column> = { area: 'area', task: 'task', frequency: 'frequency', unit: 'unit', minutes_per_unit: 'minutes' };

/** What is wrong, by row key and column; a problem of the list as a whole under '' (none). */
function problemsOf(rows: readonly TypedTask[]): { fields: Map<string, string>; list: string | null } {
  const fields = new Map<string, string>();
  let list: string | null = null;
  const parsed = v.safeParse(TaskLibraryBody, { tasks: bodyOf(rows) });
  if (parsed.success) return { fields, list };
  for (const issue of parsed.issues) {
    const path = (issue.path ?? []).map((p) => p.key);
    const row = typeof path[1] === 'number' ? rows[path[1]] : undefined;
    const column = FIELD_OF[String(path[2])];
    if (row && column) fields.set(`${row.key}-${column}`, issue.message);
    else list ??= issue.message;
  }
  // Name the rows listed twice, where the schema only says the list has some.
  const seen = new Map<string, number>();
  for (const r of rows) {
    const key = taskKey(r);
    if (seen.has(key) && r.task.trim()) fields.set(`${r.key}-task`, 'Listed twice in this area.');
    seen.set(key, r.key);
  }
  return { fields, list };
}

export function TaskLibrary() {
  const id = useId();
  // Offices first: the type most proposals are for.
  const [type, setType] = useState(FACILITY_TYPES.some((t) => t.value === 'business-offices') ? 'business-offices' : FACILITY_TYPES[0]!.value);
  /** Unsaved edits per type, kept while another type is open. */
  const drafts = useRef(new Map<string, TypedTask[]>());
  const library = useLoad(`pricing-tasks:${type}`, (signal) => getTaskLibrary(type, signal));
  const current = library.data?.facility_type === type ? library.data : undefined;
  /** Types saved since the library was loaded: no longer samples, whatever that load said. */
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const sample = current?.is_sample && !saved.has(type);

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-950">
          Scope tasks
        </h2>
        {sample && <SampleBadge>Sample tasks</SampleBadge>}
      </div>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        What a new proposal lists for each type of building, area by area; staff change it per proposal. A task timed per unit adds its minutes to each visit
        once the proposal counts the units (spread over the visits when it is done weekly or monthly); the others are in the square-foot rate.
      </p>
      <Field id={`${id}-type`} label="Type of facility" className="mt-4 max-w-sm">
        {(props) => (
          <select {...props} value={type} onChange={(e) => setType(e.target.value)} className={inputClass}>
            {FACILITY_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="mt-5">
        {library.error ? (
          <ErrorState message={`The tasks could not be loaded. ${library.error}`} onRetry={library.reload} />
        ) : !current ? (
          <LoadingRows label="Loading the tasks…" rows={4} />
        ) : (
          <LibraryForm key={type} library={current} drafts={drafts.current} onSaved={() => setSaved((s) => new Set([...s, type]))} />
        )}
      </div>
    </section>
  );
}

function LibraryForm({ library, drafts, onSaved }: { library: Library; drafts: Map<string, TypedTask[]>; onSaved: () => void }) {
  const formId = useId().replace(/:/g, '');
  const notify = useNotify();
  const type = library.facility_type;
  const [rows, setRowsState] = useState<TypedTask[]>(() => drafts.get(type) ?? typedOf(library.tasks));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const fieldId = (key: number, column: Column) => `${formId}-${key}-${column}`;
  const setRows = (next: TypedTask[]) => {
    setRowsState(next);
    drafts.set(type, next);
  };
  const edit = (key: number, column: Column, value: string) => setRows(rows.map((r) => (r.key === key ? { ...r, [column]: value } : r)));

  const add = () => {
    const last = rows.at(-1);
    const row: TypedTask = { key: nextKey++, area: last?.area ?? '', task: '', frequency: 'each visit', unit: '', minutes: '' };
    setRows([...rows, row]);
    focusNext.current = fieldId(row.key, 'task');
  };

  const remove = (index: number) => {
    const gone = rows[index]!;
    const rest = rows.filter((_, i) => i !== index);
    setRows(rest);
    setProblems((p) => new Map([...p].filter(([k]) => !k.startsWith(`${gone.key}-`))));
    const next = rest[Math.min(index, rest.length - 1)];
    focusNext.current = next ? `${formId}-${next.key}-remove` : `${formId}-add`;
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setProblem(null);
    const found = problemsOf(rows);
    setProblems(found.fields);
    if (found.fields.size || found.list) {
      setProblem(found.fields.size ? 'Fix the marked tasks; nothing was saved.' : `${found.list} Nothing was saved.`);
      const first = rows
        .flatMap((r) => (['area', 'task', 'frequency', 'unit', 'minutes'] as const).map((c) => [r.key, c] as const))
        .find(([k, c]) => found.fields.has(`${k}-${c}`));
      if (first) document.getElementById(fieldId(first[0], first[1]))?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveTaskLibrary(type, v.parse(TaskLibraryBody, { tasks: bodyOf(rows) }).tasks);
      drafts.delete(type);
      setRowsState(typedOf(saved.tasks));
      onSaved();
      notify(`Tasks for ${labelOf(type)} saved.`);
    } catch (err) {
      setProblem(`Nothing was changed. ${describeError(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const full = rows.length >= MAX_TASKS;
  // A phone: area and remove, the task, then how often, unit and minutes; wider: one row a task under the headings.
  const grid = 'grid grid-cols-[minmax(0,1fr)_5rem_4rem] gap-x-3 gap-y-2 lg:grid-cols-[9rem_minmax(0,1fr)_8rem_6.5rem_5.5rem_auto] lg:items-start';

  return (
    <form onSubmit={submit} noValidate aria-label={`Tasks for ${labelOf(type)}`}>
      {rows.length === 0 ? (
        <div className="flex items-center gap-3 rounded-tile bg-surface px-4 py-3 text-body">
          <ListChecks aria-hidden="true" className="size-5 shrink-0 text-muted" />
          <p>No tasks for {labelOf(type)} yet. A library keeps at least one.</p>
        </div>
      ) : (
        <>
          <div aria-hidden="true" className={cn(grid, 'hidden px-0.5 pb-1 text-xs font-semibold text-muted lg:grid')}>
            <span>Area</span>
            <span>Task</span>
            <span>How often</span>
            <span>Unit, if timed</span>
            <span>Minutes a unit</span>
            <span className="w-9" />
          </div>
          <ol className="space-y-3 lg:space-y-2">
            {rows.map((row, index) => {
              const n = index + 1;
              const cell = (column: Column, label: string, control: (props: CellProps) => React.ReactNode, className?: string, more = '') => {
                const cid = fieldId(row.key, column);
                const error = problems.get(`${row.key}-${column}`);
                return (
                  <div className={className}>
                    <label htmlFor={cid} className="mb-1 block text-xs font-semibold text-muted lg:sr-only">
                      {label}
                      <span className="sr-only">
                        {more} of task {n}
                      </span>
                    </label>
                    {control({ id: cid, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${cid}-error` : undefined })}
                    {error && (
                      <p id={`${cid}-error`} className="mt-1 text-xs font-medium text-red-700">
                        {error}
                      </p>
                    )}
                  </div>
                );
              };
              const text =
                (column: Exclude<Column, 'frequency' | 'task'>, max: number, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
                (props: CellProps) => (
                  <input
                    {...props}
                    {...extra}
                    type="text"
                    autoComplete="off"
                    maxLength={max}
                    value={row[column]}
                    onChange={(e) => edit(row.key, column, e.target.value)}
                    className={cn(inputClass, 'py-2')}
                  />
                );
              // Grows with its words, so the whole task reads without scrolling sideways.
              const taskText = (props: CellProps) => (
                <textarea
                  {...props}
                  rows={1}
                  maxLength={160}
                  value={row.task}
                  onChange={(e) => edit(row.key, 'task', e.target.value.replace(/\n/g, ' '))}
                  className={cn(inputClass, 'field-sizing-content resize-none py-2')}
                />
              );
              return (
                <li key={row.key} className={cn(grid, 'rounded-tile p-3 ring-1 ring-line lg:p-0 lg:ring-0')}>
                  {cell('area', 'Area', text('area', 60), 'col-span-2 row-start-1 lg:col-span-1')}
                  {cell('task', 'Task', taskText, 'col-span-3 lg:col-span-1')}
                  {cell('frequency', 'How often', (props) => (
                    <select {...props} value={row.frequency} onChange={(e) => edit(row.key, 'frequency', e.target.value)} className={cn(inputClass, 'py-2')}>
                      {TASK_FREQUENCIES.map((f) => (
                        <option key={f} value={f}>
                          {f}
                        </option>
                      ))}
                    </select>
                  ))}
                  {cell('unit', 'Unit', text('unit', 24), undefined, ', if timed')}
                  {cell('minutes', 'Minutes', text('minutes', 3, { inputMode: 'numeric' }), undefined, ' a unit')}
                  <div className="col-start-3 row-start-1 flex items-end justify-end lg:col-start-auto lg:row-start-auto lg:items-start">
                    <button
                      id={`${formId}-${row.key}-remove`}
                      type="button"
                      onClick={() => remove(index)}
                      className={smallButtonClass('danger', 'px-2.5 lg:mt-0.5')}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only">Remove task {n}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button id={`${formId}-add`} type="button" onClick={add} disabled={full} className={smallButtonClass('ghost')}>
          <Plus aria-hidden="true" className="size-4" />
          Add a task
        </button>
        <span className="text-sm text-muted">
          {rows.length} of {MAX_TASKS} tasks
        </span>
      </div>
      <FormProblem problem={problem} className="mt-4" />
      <Button type="submit" disabled={busy} className="mt-4">
        <Save aria-hidden="true" className="size-4.5" />
        {busy ? 'Saving…' : `Save the ${labelOf(type)} tasks`}
      </Button>
    </form>
  );
}

interface CellProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}
