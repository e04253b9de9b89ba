/**
 * A site's scope in the proposal form: the tasks copied from its type's library, grouped by area as
 * the PDF lists them (the area's name typed once, over its tasks), each task with how often and a
 * count where the library times it per unit. Staff edit, add and remove tasks and areas for this
 * proposal. A change of type replaces tasks nobody touched, and offers to replace edited ones. The
 * list folds away, but opens itself when a task has a problem.
 */
import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FACILITY_TYPES } from '../../../../shared/intake/lead-options';
import { type LibraryTask, MAX_TASKS, TASK_FREQUENCIES } from '../../../../shared/pricing/tasks';
import { cn } from '../../lib/cn';
import { plural } from '../lib/format';
import { smallButtonClass } from '../ui/buttons';
import { inputClass } from '../ui/field';
import type { TypedSite } from './proposal-values';
import { areaRuns, emptyTask, TASK_FIELDS, type TaskField, type TypedTask, taskFieldId, tasksFromLibrary, unitOf, unitsWord } from './scope-values';

const labelOf = (type: string) => FACILITY_TYPES.find((t) => t.value === type)?.label ?? type;
const compact = cn(inputClass, 'py-1.5 text-sm');

export interface SiteScopeProps {
  formId: string;
  site: TypedSite;
  library: readonly LibraryTask[] | undefined;
  libraryError: string | undefined;
  onRetry: () => void;
  error: (id: string) => string | null;
  /** New tasks for the site; `fromLibrary` when they are a library's, untouched. */
  onTasks: (tasks: TypedTask[], fromLibrary?: boolean) => void;
  /** Moves focus to a control once the list has changed. */
  focus: (id: string) => void;
}

export function SiteScope({ formId, site, library, libraryError, onRetry, error, onTasks, focus }: SiteScopeProps) {
  const [folded, setFolded] = useState(false);
  const id = (task: TypedTask, field: TaskField) => taskFieldId(formId, site.key, task.key, field);
  const listId = `${formId}-site-${site.key}-tasks`;
  const addAreaId = `${formId}-site-${site.key}-add-area`;
  const { tasks } = site;
  const troubled = tasks.some((t) => TASK_FIELDS.some((f) => error(id(t, f))));
  const open = !folded || troubled;
  const otherList = site.tasksEdited && library && site.facility_type && site.tasksFrom !== site.facility_type;
  const full = tasks.length >= MAX_TASKS;

  const edit = (key: number, field: TaskField, value: string) => onTasks(tasks.map((t) => (t.key === key ? { ...t, [field]: value } : t)));

  /** Renames a group: every task of it. */
  const rename = (indexes: number[], area: string) => onTasks(tasks.map((t, i) => (indexes.includes(i) ? { ...t, area } : t)));

  /** A new task at the end of a group, or a new group at the end. */
  const add = (after: number, area: string) => {
    const task = emptyTask({ area });
    onTasks([...tasks.slice(0, after + 1), task, ...tasks.slice(after + 1)]);
    setFolded(false);
    focus(id(task, area ? 'task' : 'area'));
  };

  const remove = (index: number) => {
    const rest = tasks.filter((_, i) => i !== index);
    onTasks(rest);
    const next = rest[Math.min(index, rest.length - 1)];
    focus(next ? `${id(next, 'task')}-remove` : addAreaId);
  };

  const described = (task: TypedTask, f: TaskField) => ({
    'aria-invalid': error(id(task, f)) ? (true as const) : undefined,
    'aria-describedby': error(id(task, f)) ? `${id(task, f)}-error` : undefined,
  });
  const problem = (task: TypedTask, f: TaskField) => {
    const message = error(id(task, f));
    return (
      message && (
        <p id={`${id(task, f)}-error`} className="col-span-full text-xs font-medium text-red-700">
          {message}
        </p>
      )
    );
  };

  return (
    <div className="mt-5 border-t border-line pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-bold text-ink">
          Scope <span className="font-normal text-muted">· {plural(tasks.length, 'task')}</span>
        </h4>
        {tasks.length > 0 && (
          <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setFolded(open)} className={smallButtonClass('quiet')}>
            <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
            {open ? 'Fold the tasks' : 'Show the tasks'}
          </button>
        )}
      </div>
      {libraryError && (
        <p className="mt-2 text-sm text-red-800">
          The {labelOf(site.facility_type)} tasks could not be loaded. {libraryError}{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
            Try again
          </button>
        </p>
      )}
      {!site.facility_type && tasks.length === 0 && <p className="mt-1 text-sm text-muted">Choose the type of facility to start from its tasks.</p>}
      {site.facility_type && !library && !libraryError && tasks.length === 0 && (
        <p className="mt-1 text-sm text-muted" role="status">
          Loading the {labelOf(site.facility_type)} tasks…
        </p>
      )}
      {otherList && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-tile bg-surface px-3 py-2 text-sm text-body">
          <span>{site.tasksFrom ? `These tasks started from the ${labelOf(site.tasksFrom)} list.` : 'These tasks were written by hand.'}</span>
          <button type="button" onClick={() => onTasks(tasksFromLibrary(library), true)} className="font-semibold text-brand-700 underline underline-offset-2">
            Use the {labelOf(site.facility_type)} tasks instead
          </button>
        </div>
      )}
      {open && tasks.length > 0 && (
        <ol id={listId} className="mt-3 space-y-3">
          {areaRuns(tasks).map((run, g) => {
            const first = run.tasks[0]!;
            const last = run.tasks.at(-1)!;
            return (
              <li key={first.task.key} className="rounded-tile ring-1 ring-line">
                <div className="flex flex-wrap items-center gap-2 rounded-t-tile border-b border-line/70 bg-surface px-2 py-1.5">
                  <label htmlFor={id(first.task, 'area')} className="sr-only">
                    Area {g + 1}
                  </label>
                  <div className="min-w-0 flex-1 @md:max-w-64">
                    <input
                      id={id(first.task, 'area')}
                      {...described(first.task, 'area')}
                      type="text"
                      autoComplete="off"
                      maxLength={60}
                      placeholder="Area, e.g. Restrooms"
                      value={run.area}
                      onChange={(e) =>
                        rename(
                          run.tasks.map((t) => t.index),
                          e.target.value,
                        )
                      }
                      className={cn(compact, 'font-semibold')}
                    />
                  </div>
                  <button type="button" onClick={() => add(last.index, run.area)} disabled={full} className={smallButtonClass('quiet', 'ml-auto')}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add a task<span className="sr-only"> to {run.area || `area ${g + 1}`}</span>
                  </button>
                  {problem(first.task, 'area')}
                </div>
                <ol className="divide-y divide-line/70">
                  {run.tasks.map(({ task, index }) => {
                    const n = index + 1;
                    const unit = unitOf(library, task);
                    return (
                      <li key={task.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 p-2 @md:grid-cols-[minmax(0,1fr)_7.5rem_auto]">
                        <div className="col-span-2 @md:col-span-1">
                          <label htmlFor={id(task, 'task')} className="sr-only">
                            Task {n}
                          </label>
                          {/* Grows with its words, so the whole task reads without scrolling. */}
                          <textarea
                            id={id(task, 'task')}
                            {...described(task, 'task')}
                            rows={1}
                            maxLength={160}
                            placeholder="What is done"
                            value={task.task}
                            onChange={(e) => edit(task.key, 'task', e.target.value.replace(/\n/g, ' '))}
                            className={cn(compact, 'field-sizing-content resize-none')}
                          />
                        </div>
                        <div>
                          <label htmlFor={id(task, 'frequency')} className="sr-only">
                            How often, task {n}
                          </label>
                          <select
                            id={id(task, 'frequency')}
                            {...described(task, 'frequency')}
                            value={task.frequency}
                            onChange={(e) => edit(task.key, 'frequency', e.target.value)}
                            className={compact}
                          >
                            {TASK_FREQUENCIES.map((f) => (
                              <option key={f} value={f}>
                                {f}
                              </option>
                            ))}
                          </select>
                        </div>
                        <button id={`${id(task, 'task')}-remove`} type="button" onClick={() => remove(index)} className={smallButtonClass('danger', 'px-2.5')}>
                          <Trash2 aria-hidden="true" className="size-4" />
                          <span className="sr-only">Remove task {n}</span>
                        </button>
                        {unit && (
                          <div className="col-span-full flex flex-wrap items-center gap-x-2 gap-y-1">
                            <div className="w-20">
                              <input
                                id={id(task, 'units')}
                                {...described(task, 'units')}
                                type="text"
                                inputMode="numeric"
                                autoComplete="off"
                                maxLength={6}
                                value={task.units}
                                onChange={(e) => edit(task.key, 'units', e.target.value)}
                                className={cn(compact, 'text-right')}
                              />
                            </div>
                            <label htmlFor={id(task, 'units')} className="text-sm text-body">
                              {unitsWord(unit)}
                              <span className="sr-only"> for task {n}</span>
                            </label>
                            <span className="text-xs text-muted">timed per {unit}; blank adds no time</span>
                          </div>
                        )}
                        {problem(task, 'task')}
                        {problem(task, 'frequency')}
                        {problem(task, 'units')}
                      </li>
                    );
                  })}
                </ol>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button id={addAreaId} type="button" onClick={() => add(tasks.length - 1, '')} disabled={full} className={smallButtonClass('ghost')}>
          <Plus aria-hidden="true" className="size-4" />
          Add an area
        </button>
        {full && <span className="text-sm text-muted">A site has at most {MAX_TASKS} tasks.</span>}
      </div>
    </div>
  );
}
