/**
 * Walkthrough availability for staff who handle leads (`leads`), behind the staff gate:
 *   GET /staff/api/availability               {people: AvailabilityView[]}: every active owner and
 *                                             editor, the defaults until their entry is saved
 *   PUT /staff/api/availability/:personId     an AvailabilityInput: 400 naming each wrong field
 *                                             (nothing saved then), 404 for someone who is not an
 *                                             active owner or editor
 *   GET /staff/api/walkthrough-times[?zip=]   {times}: the open times with who could attend, by name
 */
import { Hono } from 'hono';
import { type AvailabilityInput, availabilityErrors, type StaffOpenTimes, tidyAvailability } from '../../shared/booking/availability';
import { actorLabel } from '../../shared/staff/staff-roles';
import { recordAudit } from '../audit/record';
import type { AppEnv } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { requireStaff } from '../staff/door';
import { jsonObject, limitBody } from '../staff/json-body';
import { needs } from '../staff/permissions';
import { currentOpenTimes } from './open-times';
import { listAvailability, saveAvailability } from './store';

const LIST = '/availability';
const ONE = '/availability/:personId';
const TIMES = '/walkthrough-times';

export const availabilityStaffApi = new Hono<AppEnv>()
  .use(LIST, requireStaff('walkthrough_availability'))
  .use(ONE, requireStaff('walkthrough_availability'))
  .use(TIMES, requireStaff('walkthrough_times'))
  .get(LIST, needs('leads', 'read walkthrough availability'), async (c) => c.json({ people: await listAvailability(c.var.db) }))
  .put(ONE, needs('leads', 'change walkthrough availability'), limitBody, async (c) => {
    const personId = c.req.param('personId');
    const person = (await listAvailability(c.var.db)).find((p) => p.person_id === personId);
    if (!person) throw new ApiError(404, 'PGRST116', 'No active owner or editor with this id', null, 'Ids come from GET /staff/api/availability.');
    const body = await jsonObject(c, 'the availability {weekly, days_off, slot_minutes, buffer_minutes, notice_hours, zips, phone, active}');
    const errors = availabilityErrors(body);
    if (Object.keys(errors).length > 0) throw new ApiError(400, '22023', Object.values(errors).join(' '), JSON.stringify(errors), 'Nothing was saved.');
    const input = tidyAvailability(body as unknown as AvailabilityInput);
    await saveAvailability(c.var.db, personId, input, c.var.actor ? actorLabel(c.var.actor) : '');
    await recordAudit(c, {
      action: 'availability.change',
      subjectType: 'person',
      subjectId: personId,
      summary: `${input.active ? 'Set' : 'Paused'} ${person.name}’s walkthrough availability`,
    });
    return c.json((await listAvailability(c.var.db)).find((p) => p.person_id === personId));
  })
  .get(TIMES, needs('leads', 'read open walkthrough times'), async (c) => {
    const zip = c.req.query('zip')?.trim();
    const { times } = await currentOpenTimes(c.var.db, zip && /^\d{5}$/.test(zip) ? { zip } : {});
    const names = new Map((await listAvailability(c.var.db)).map((p) => [p.person_id, p.name]));
    const body: StaffOpenTimes = {
      times: times.map((t) => ({ starts_at: t.starts_at, ends_at: t.ends_at, people: t.person_ids.map((id) => ({ id, name: names.get(id) ?? '' })) })),
    };
    return c.json(body);
  })
  .all(LIST, onlyMethods('GET'))
  .all(ONE, onlyMethods('PUT'))
  .all(TIMES, onlyMethods('GET'));
