/**
 * A site's scope in the proposal form: its tasks as typed, copied from the task library of the
 * site's type (shared/pricing/tasks.ts) and edited per proposal, and how they become the body's
 * `tasks`. Whether a task is counted in units is the library's to say, matched by area and task
 * the way the Worker matches them, so a count is asked for exactly where it will be priced.
 */
import { type LibraryTask, MAX_UNITS, unitTaskOf } from '../../../../shared/pricing/tasks';

export interface TypedTask {
  /** Stable for the task's life in the form: React's key and its controls' ids. */
  key: number;
  area: string;
  task: string;
  frequency: string;
  /** The count, as typed; read only for a task the library times per unit. */
  units: string;
}

export type TaskField = 'area' | 'task' | 'frequency' | 'units';
export const TASK_FIELDS: readonly TaskField[] = ['area', 'task', 'frequency', 'units'];

let nextKey = 1;

export const emptyTask = (over: Partial<Omit<TypedTask, 'key'>> = {}): TypedTask => ({
  key: nextKey++,
  area: '',
  task: '',
  frequency: 'each visit',
  units: '',
  ...over,
});

/** A type's library as a site's tasks, uncounted. */
export const tasksFromLibrary = (library: readonly LibraryTask[]): TypedTask[] =>
  library.map((t) => emptyTask({ area: t.area, task: t.task, frequency: t.frequency }));

export const taskFieldId = (formId: string, siteKey: number, taskKey: number, field: TaskField) => `${formId}-site-${siteKey}-task-${taskKey}-${field}`;

/** What the task's units are called ('fixture'), when its library times it per unit. */
export const unitOf = (library: readonly LibraryTask[] | undefined, t: Pick<TypedTask, 'area' | 'task'>): string | null =>
  library ? (unitTaskOf(library, { area: t.area.trim(), task: t.task.trim() })?.unit ?? null) : null;

const wholeNumber = (s: string) => {
  const digits = s.replace(/[,\s]/g, '');
  return /^\d{1,6}$/.test(digits) ? Number(digits) : Number.NaN;
};

/**
 * The task as the API takes it: a count (and its unit's name, for the PDF) only where the library
 * times it and staff counted; left blank, the task is listed and adds no time, as the Worker takes it.
 */
export function taskBody(t: TypedTask, library: readonly LibraryTask[] | undefined): Record<string, unknown> {
  const unit = unitOf(library, t);
  const counted = unit && t.units.trim() !== '';
  return { area: t.area.trim(), task: t.task.trim(), frequency: t.frequency, ...(counted ? { units: wholeNumber(t.units), unit } : {}) };
}

/** "fixtures", "panes": the word for a count. */
export const unitsWord = (unit: string) => (/s$/.test(unit) ? unit : `${unit}s`);

/** A problem with a task's field, in words for staff. */
export function taskProblem(field: string, t: TypedTask, unit: string | null): string {
  switch (field) {
    case 'area':
      return t.area.trim() ? 'Keep the area to 60 characters.' : 'Name the area.';
    case 'task':
      return t.task.trim() ? 'Keep the task to 160 characters.' : 'Say what is done.';
    case 'frequency':
      return 'Choose how often.';
    default:
      return `Count the ${unitsWord(unit ?? 'unit')} as a whole number from 1 to ${MAX_UNITS.toLocaleString('en-US')}, or leave it blank.`;
  }
}

/** Tasks side by side in the same area: one group on screen, under one area name. */
export interface AreaRun {
  area: string;
  tasks: { task: TypedTask; index: number }[];
}

export function areaRuns(tasks: readonly TypedTask[]): AreaRun[] {
  const runs: AreaRun[] = [];
  for (const [index, task] of tasks.entries()) {
    const last = runs.at(-1);
    if (last && last.area === task.area) last.tasks.push({ task, index });
    else runs.push({ area: task.area, tasks: [{ task, index }] });
  }
  return runs;
}

/** The task whose area field stands for the whole group `index` is in (the group's area is typed once, at its first task). */
export function areaOwner(tasks: readonly TypedTask[], index: number): TypedTask | undefined {
  let i = index;
  while (i > 0 && tasks[i - 1]!.area === tasks[index]!.area) i--;
  return tasks[i];
}
