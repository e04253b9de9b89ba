/**
 * The scope of a proposal, task by task, and the task library it is written from (shared/schema.ts
 * `pricing_tasks`, one list per facility type, kept by owners on the Pricing screen). Most tasks
 * are in the square-foot production rate; a task the library times per unit (a restroom fixture,
 * a pane of interior glass) adds its minutes to each visit once the proposal counts the units,
 * spread over the visits when it is done less often than every visit. The same rules run in the
 * Worker and on the staff screens.
 */
import * as v from 'valibot';
import type { ProposalTask } from './proposal-states.ts';

export const TASK_FREQUENCIES = ['each visit', 'weekly', 'monthly', 'quarterly'] as const;
export type TaskFrequency = (typeof TASK_FREQUENCIES)[number];

/** Tasks in a type's library, and in one site's scope (a library is copied whole into a site). */
export const MAX_TASKS = 60;
export const MAX_AREA = 60;
export const MAX_TASK = 160;
export const MAX_UNIT = 24;
export const MAX_UNITS = 10_000;
export const MAX_MINUTES_PER_UNIT = 240;

/** One task of a type's library as staff keep it. */
export interface LibraryTask {
  area: string;
  task: string;
  frequency: string;
  /** What one unit is ('fixture', 'pane'); '' when the task is in the square-foot rate. */
  unit: string;
  /** Minutes a unit, with `unit`; null otherwise. */
  minutes_per_unit: number | null;
}

const line = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));
const whole = (min: number, max: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const TASK_MESSAGES = {
  area: `Each task names its area, at most ${MAX_AREA} characters.`,
  task: `Each task says what is done, at most ${MAX_TASK} characters.`,
  frequency: 'Each task is done each visit, weekly, monthly or quarterly.',
  units: `Count the units as a whole number from 1 to ${MAX_UNITS.toLocaleString('en-US')}.`,
  unit: `Name the unit in at most ${MAX_UNIT} characters, with its minutes.`,
  minutes_per_unit: `Minutes a unit: a whole number from 1 to ${MAX_MINUTES_PER_UNIT}, with the unit it times.`,
} as const;

/** Area and task as one key: the way a proposal's task finds its library row, whatever its spacing or case. */
export const taskKey = (t: { area: string; task: string }): string =>
  `${t.area}\n${t.task}`
    .replace(/[ \t]+/g, ' ')
    .trim()
    .toLowerCase();

/** A task of a proposal's scope as the API takes it. */
export const ProposalTaskBody = v.strictObject({
  area: line(MAX_AREA, TASK_MESSAGES.area),
  task: line(MAX_TASK, TASK_MESSAGES.task),
  frequency: v.picklist(TASK_FREQUENCIES, TASK_MESSAGES.frequency),
  units: v.optional(whole(1, MAX_UNITS, TASK_MESSAGES.units)),
  unit: v.optional(v.pipe(v.string(TASK_MESSAGES.unit), v.trim(), v.maxLength(MAX_UNIT, TASK_MESSAGES.unit))),
});

const LibraryTaskBody = v.pipe(
  v.strictObject({
    area: line(MAX_AREA, TASK_MESSAGES.area),
    task: line(MAX_TASK, TASK_MESSAGES.task),
    frequency: v.picklist(TASK_FREQUENCIES, TASK_MESSAGES.frequency),
    unit: v.optional(v.pipe(v.string(TASK_MESSAGES.unit), v.trim(), v.maxLength(MAX_UNIT, TASK_MESSAGES.unit)), ''),
    minutes_per_unit: v.optional(v.nullable(whole(1, MAX_MINUTES_PER_UNIT, TASK_MESSAGES.minutes_per_unit)), null),
  }),
  // A unit without its minutes (or minutes of no unit) would price nothing and mislead.
  v.forward(
    v.check((t) => (t.unit === '') === (t.minutes_per_unit === null), TASK_MESSAGES.minutes_per_unit),
    ['minutes_per_unit'],
  ),
);

/**
 * PUT /staff/api/pricing/tasks: a type's whole library, in order. At least one task: a type left
 * without any would take the samples again on the next `npm start`, which loads them where a type has none.
 */
export const TaskLibraryBody = v.strictObject({
  tasks: v.pipe(
    v.array(LibraryTaskBody, 'tasks: a list of {area, task, frequency, unit, minutes_per_unit}.'),
    v.minLength(1, 'Keep at least one task.'),
    v.maxLength(MAX_TASKS, `A library has at most ${MAX_TASKS} tasks.`),
    // Two rows with the same area and task would leave a proposal's task two times to choose from.
    v.check((tasks) => new Set(tasks.map(taskKey)).size === tasks.length, 'Each task appears once in its area.'),
  ),
});
export type TaskLibraryInput = v.InferOutput<typeof TaskLibraryBody>;

/** The library row that times a proposal's task per unit, if there is one. */
export function unitTaskOf(library: readonly LibraryTask[], task: Pick<ProposalTask, 'area' | 'task'>): (LibraryTask & { minutes_per_unit: number }) | null {
  const key = taskKey(task);
  const row = library.find((t) => t.unit !== '' && t.minutes_per_unit !== null && taskKey(t) === key);
  return row ? (row as LibraryTask & { minutes_per_unit: number }) : null;
}

/** How many times a week a task comes round at this many visits. */
export function timesAWeek(frequency: string, visitsPerWeek: number): number {
  switch (frequency) {
    case 'each visit':
      return visitsPerWeek;
    case 'weekly':
      return 1;
    case 'monthly':
      return 12 / 52;
    default:
      return 4 / 52;
  }
}

/** Minutes the counted per-unit tasks add to an average visit (units × minutes a unit, spread over the visits between times). */
export function taskMinutesPerVisit(tasks: readonly ProposalTask[], library: readonly LibraryTask[], visitsPerWeek: number): number {
  let minutes = 0;
  for (const t of tasks) {
    const row = t.units ? unitTaskOf(library, t) : null;
    if (row && t.units) minutes += (t.units * row.minutes_per_unit * timesAWeek(t.frequency, visitsPerWeek)) / visitsPerWeek;
  }
  return minutes;
}

/** The tasks that count units the library does not time per unit (refused: the count would price nothing). */
export const uncountableTasks = (tasks: readonly ProposalTask[], library: readonly LibraryTask[]): ProposalTask[] =>
  tasks.filter((t) => t.units !== undefined && !unitTaskOf(library, t));

/** "3 fixtures", "1 pane". */
export const unitsText = (n: number, unit: string): string => `${n.toLocaleString('en-US')} ${unit}${n === 1 || /s$/.test(unit) ? '' : 's'}`;

/** A scope's tasks area by area, each area where it first appears: how the PDF and the screens list them. */
export function tasksByArea<T extends Pick<ProposalTask, 'area'>>(tasks: readonly T[]): [area: string, tasks: T[]][] {
  const areas = new Map<string, T[]>();
  for (const t of tasks) {
    const list = areas.get(t.area);
    if (list) list.push(t);
    else areas.set(t.area, [t]);
  }
  return [...areas];
}
