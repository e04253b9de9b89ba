/**
 * A site's scope in the proposal form: the tasks copied from its type's library, one compact row
 * each (area, task, how often, and a count where the library times the task per unit), which staff
 * edit, add and remove for this proposal. A change of type replaces tasks nobody touched, and
 * offers to replace edited ones. The list folds away, but opens itself when a task has a problem.
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
import { emptyTask, TASK_FIELDS, type TaskField, type TypedTask, taskFieldId, tasksFromLibrary, unitOf, unitsWord } from './scope-values';

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
  const addId = `${formId}-site-${site.key}-add-task`;
  const { tasks } = site;
  const troubled = tasks.some((t) => TASK_FIELDS.some((f) => error(id(t, f))));
  const open = !folded || troubled;
  const otherList = site.tasksEdited && library && site.facility_type && site.tasksFrom !== site.facility_type;

  const edit = (key: number, field: Exclude<TaskField, 'units'> | 'units', value: string) =>
    onTasks(tasks.map((t) => (t.key === key ? { ...t, [field]: value } : t)));

  const add = () => {
    const task = emptyTask({ area: tasks.at(-1)?.area ?? '' });
    onTasks([...tasks, task]);
    setFolded(false);
    focus(id(task, 'task'));
  };

  const remove = (index: number) => {
    const rest = tasks.filter((_, i) => i !== index);
    onTasks(rest);
    const next = rest[Math.min(index, rest.length - 1)];
    focus(next ? `${id(next, 'task')}-remove` : addId);
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
        <ol id={listId} className="mt-3 divide-y divide-line/70 rounded-tile ring-1 ring-line">
          {tasks.map((task, index) => {
            const n = index + 1;
            const unit = unitOf(library, task);
            const errors = TASK_FIELDS.map((f) => [f, error(id(task, f))] as const).filter(([, e]) => e);
            const described = (f: TaskField) => ({
              'aria-invalid': error(id(task, f)) ? (true as const) : undefined,
              'aria-describedby': error(id(task, f)) ? `${id(task, f)}-error` : undefined,
            });
            return (
              <li key={task.key} className="flex flex-wrap items-center gap-2 p-2">
                <label htmlFor={id(task, 'area')} className="sr-only">
                  Area of task {n}
                </label>
                <input
                  id={id(task, 'area')}
                  {...described('area')}
                  type="text"
                  autoComplete="off"
                  maxLength={60}
                  placeholder="Area"
                  value={task.area}
                  onChange={(e) => edit(task.key, 'area', e.target.value)}
                  className={cn(compact, 'w-full @md:w-36')}
                />
                <label htmlFor={id(task, 'task')} className="sr-only">
                  Task {n}
                </label>
                <input
                  id={id(task, 'task')}
                  {...described('task')}
                  type="text"
                  autoComplete="off"
                  maxLength={160}
                  placeholder="Task"
                  value={task.task}
                  onChange={(e) => edit(task.key, 'task', e.target.value)}
                  className={cn(compact, 'w-full @md:w-auto @md:min-w-48 @md:flex-1')}
                />
                <div className="flex grow flex-wrap items-center justify-end gap-2 @md:grow-0">
                  <label htmlFor={id(task, 'frequency')} className="sr-only">
                    How often, task {n}
                  </label>
                  <select
                    id={id(task, 'frequency')}
                    {...described('frequency')}
                    value={task.frequency}
                    onChange={(e) => edit(task.key, 'frequency', e.target.value)}
                    className={cn(compact, 'w-32')}
                  >
                    {TASK_FREQUENCIES.map((f) => (
                      <option key={f} value={f}>
                        {f}
                      </option>
                    ))}
                  </select>
                  {unit && (
                    <span className="flex items-center gap-1.5">
                      <input
                        id={id(task, 'units')}
                        {...described('units')}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={6}
                        value={task.units}
                        onChange={(e) => edit(task.key, 'units', e.target.value)}
                        className={cn(compact, 'w-16 text-right')}
                      />
                      <label htmlFor={id(task, 'units')} className="text-sm text-muted">
                        {unitsWord(unit)}
                        <span className="sr-only"> for task {n}</span>
                      </label>
                    </span>
                  )}
                  <button id={`${id(task, 'task')}-remove`} type="button" onClick={() => remove(index)} className={smallButtonClass('danger', 'min-h-8 px-2')}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">Remove task {n}</span>
                  </button>
                </div>
                {errors.map(([f, message]) => (
                  <p key={f} id={`${id(task, f)}-error`} className="basis-full text-xs font-medium text-red-700">
                    {message}
                  </p>
                ))}
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button id={addId} type="button" onClick={add} disabled={tasks.length >= MAX_TASKS} className={smallButtonClass('ghost')}>
          <Plus aria-hidden="true" className="size-4" />
          Add a task
        </button>
        {tasks.length >= MAX_TASKS && <span className="text-sm text-muted">A site has at most {MAX_TASKS} tasks.</span>}
      </div>
    </div>
  );
}
