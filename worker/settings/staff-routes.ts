/**
 * Company-wide choices, for owners (`settings`), behind the staff gate:
 *   GET /staff/api/settings/follow-up   {personId, title, phone, signer}: who prospects hear from
 *                                       and the signature their emails carry now
 *   PUT /staff/api/settings/follow-up   {personId, title, phone}, or {personId: null} for the
 *                                       company's team: 400 naming each field that is wrong
 *                                       (an owner or editor who is active; a one-line title; a US
 *                                       number), and nothing changes then
 */
import { Hono } from 'hono';
import { actorLabel } from '../../shared/staff/staff-roles';
import { followUpErrors, usPhone } from '../../shared/staff/follow-up';
import { recordAudit } from '../audit/record';
import type { AppEnv } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { requireStaff } from '../staff/door';
import { jsonObject, limitBody, text } from '../staff/json-body';
import { needs } from '../staff/permissions';
import { activePerson } from '../people/store';
import { followUp, setFollowUp } from './store';

const PATH = '/settings/follow-up';

export const settingsStaffApi = new Hono<AppEnv>()
  .use(PATH, requireStaff('settings'))
  .get(PATH, needs('settings', 'read the settings'), async (c) => c.json(await followUp(c.var.db)))
  .put(PATH, needs('settings', 'change the settings'), limitBody, async (c) => {
    const body = await jsonObject(c, '{"personId", "title", "phone"}');
    const by = c.var.actor ? actorLabel(c.var.actor) : '';
    if (body.personId === null) {
      await setFollowUp(c.var.db, null, by);
      await recordAudit(c, {
        action: 'settings.follow-up',
        subjectType: 'settings',
        subjectId: 'follow-up',
        summary: 'Prospects now hear from the client care team',
      });
      return c.json(await followUp(c.var.db));
    }
    const personId = typeof body.personId === 'string' ? body.personId.slice(0, 64) : '';
    const person = personId ? await activePerson(c.var.db, personId) : null;
    const title = text(body.title);
    const errors: Record<string, string> = { ...followUpErrors({ title, phone: text(body.phone) }) };
    if (person?.kind !== 'person' || person.role === 'author') errors.personId = 'Choose an active owner or editor.';
    const line = usPhone(text(body.phone));
    if (Object.keys(errors).length > 0 || !line || person?.kind !== 'person') {
      throw new ApiError(400, '22023', Object.values(errors).join(' '), null, 'Nothing was changed.');
    }
    await setFollowUp(c.var.db, { personId: person.id, title, phone: line.phone }, by);
    await recordAudit(c, {
      action: 'settings.follow-up',
      subjectType: 'settings',
      subjectId: 'follow-up',
      summary: `Prospects now hear from ${person.name}${title ? `, ${title}` : ''}, on ${line.phone}`,
    });
    return c.json(await followUp(c.var.db));
  })
  .all(PATH, onlyMethods('GET, PUT'));
