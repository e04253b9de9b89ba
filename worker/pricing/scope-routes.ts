/**
 * What a proposal is written from besides the rates, under /staff/api/pricing (mounted by
 * staff-routes.ts, behind the same staff check):
 *   GET  /pricing/tasks/:facility_type  {facility_type, is_sample, tasks: [{id, area, task, frequency,
 *                                       unit, minutes_per_unit, is_sample}]}: the type's task library
 *                                       (anyone who writes proposals: the builder copies it)
 *   PUT  /pricing/tasks/:facility_type  {tasks: [{area, task, frequency, unit?, minutes_per_unit?}]}:
 *                                       the whole library in order (owners); 400 naming what is wrong
 *   GET  /pricing/terms                 {terms, is_default, updated_at, updated_by}: the terms template
 *   PUT  /pricing/terms                 {terms: ["…"]}: 1 to 20 paragraphs of 1 to 600 characters (owners)
 *   POST /pricing/quote                 a proposal's body (shared/pricing/proposal.ts) priced, stored
 *                                       nowhere: the builder's computed and adjusted prices as staff type
 * A refusal changes nothing; every change is audited with the values before and after.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { FACILITY_TYPES } from '../../shared/intake/lead-form';
import { ProposalBody } from '../../shared/pricing/proposal';
import { DEFAULT_TERMS } from '../../shared/pricing/proposal-terms';
import type { LibraryTask } from '../../shared/pricing/tasks';
import { TaskLibraryBody } from '../../shared/pricing/tasks';
import { TermsBody } from '../../shared/pricing/terms-body';
import { timelineName } from '../../shared/staff/staff-roles';
import { recordAudit } from '../audit/record';
import type { AppEnv } from '../env';
import { ApiError, errorResponse, onlyMethods } from '../http/errors';
import { jsonBody } from '../intake/staff-record';
import { priceProposal } from '../proposals/price';
import { storedTerms } from '../proposals/terms';
import { needs } from '../staff/permissions';
import { saveTasks, saveTermsSetting, type TaskRow, tasksOf, termsSetting } from './store';

/** A full library (60 tasks) or a proposal of 20 sites with their tasks is larger than the usual staff body. */
const limit = (kb: number) => bodyLimit({ maxSize: kb * 1024, onError: () => errorResponse(new ApiError(413, 'PGRST413', 'Request body too large')) });

const labelOf = (type: string) => FACILITY_TYPES.find((t) => t.value === type)?.label ?? type;

/** The body through a schema, or 400 with every distinct message and "Nothing was changed." */
async function parsed<T extends v.GenericSchema>(c: Parameters<typeof jsonBody>[0], schema: T, expected: string): Promise<v.InferOutput<T>> {
  const result = v.safeParse(schema, await jsonBody(c));
  if (result.success) return result.output;
  const messages = [...new Set(result.issues.map((i) => i.message))];
  throw new ApiError(400, '22023', messages.join(' '), JSON.stringify(result.issues.map((i) => ({ path: v.getDotPath(i), message: i.message }))), expected);
}

function knownType(type: string): string {
  if (!FACILITY_TYPES.some((t) => t.value === type)) throw new ApiError(404, 'PGRST116', 'No such facility type', null, 'Facility types are the quote form’s.');
  return type;
}

const libraryOf = (rows: readonly TaskRow[]): LibraryTask[] =>
  rows.map(({ area, task, frequency, unit, minutes_per_unit }) => ({ area, task, frequency, unit, minutes_per_unit }));

const tasksAnswer = (type: string, rows: TaskRow[]) => ({ facility_type: type, is_sample: rows.some((r) => r.is_sample), tasks: rows });

export const pricingScopeApi = new Hono<AppEnv>()
  .get('/tasks/:facility_type', needs('leads', 'read the task library'), async (c) => {
    const type = knownType(c.req.param('facility_type'));
    return c.json(tasksAnswer(type, await tasksOf(c.var.db, type)));
  })
  .put('/tasks/:facility_type', needs('settings', 'change the task library'), limit(64), async (c) => {
    const type = knownType(c.req.param('facility_type'));
    const body = await parsed(c, TaskLibraryBody, 'Send {"tasks": [{"area", "task", "frequency", "unit", "minutes_per_unit"}]}. Nothing was changed.');
    const before = await tasksOf(c.var.db, type);
    const saved = await saveTasks(c.var.db, type, body.tasks);
    await recordAudit(c, {
      action: 'pricing.tasks',
      subjectType: 'pricing',
      subjectId: type,
      summary: `Changed the task library for ${labelOf(type)} (${saved.length} task${saved.length === 1 ? '' : 's'})`,
      detail: { before: libraryOf(before), after: libraryOf(saved) },
    });
    return c.json(tasksAnswer(type, saved));
  })
  .get('/terms', needs('settings', 'read the proposal terms'), async (c) => {
    const setting = await termsSetting(c.var.db);
    const terms = storedTerms(setting?.value);
    return c.json({
      terms: terms ?? [...DEFAULT_TERMS],
      is_default: !terms,
      updated_at: terms ? setting!.updated_at : null,
      updated_by: terms ? setting!.updated_by : '',
    });
  })
  .put('/terms', needs('settings', 'change the proposal terms'), limit(64), async (c) => {
    const { terms } = await parsed(c, TermsBody, 'Send {"terms": ["a paragraph", …]}. Nothing was changed.');
    const before = storedTerms((await termsSetting(c.var.db))?.value);
    const by = timelineName(c.var.actor);
    await saveTermsSetting(c.var.db, terms, by);
    await recordAudit(c, {
      action: 'pricing.terms',
      subjectType: 'pricing',
      subjectId: 'terms',
      summary: `Changed the proposal terms (${terms.length} paragraph${terms.length === 1 ? '' : 's'})`,
      detail: { before: before ?? [...DEFAULT_TERMS], after: terms },
    });
    const setting = await termsSetting(c.var.db);
    return c.json({ terms, is_default: false, updated_at: setting?.updated_at ?? null, updated_by: by });
  })
  .post('/quote', needs('leads', 'price a proposal'), limit(512), async (c) => {
    const input = await parsed(c, ProposalBody, 'Send a proposal’s body, as POST /staff/api/proposals takes it.');
    return c.json(await priceProposal(c.var.db, input));
  })
  .all('/tasks/:facility_type', onlyMethods('GET, PUT'))
  .all('/terms', onlyMethods('GET, PUT'))
  .all('/quote', onlyMethods('POST'));
