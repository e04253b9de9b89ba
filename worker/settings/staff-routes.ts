/**
 * Company-wide choices, for owners (`settings`), behind the staff gate:
 *   GET /staff/api/settings/follow-up   {personId, title, phone, signer}: who prospects hear from
 *                                       and the signature their emails carry now
 *   PUT /staff/api/settings/follow-up   {personId, title, phone}, or {personId: null} for the
 *                                       company's team: 400 naming each field that is wrong
 *                                       (an owner or editor who is active; a one-line title; a US
 *                                       number), and nothing changes then
 *   GET /staff/api/settings/on-call     {first, second}: who is on call for new leads, each
 *                                       {personId, phone, name} or null
 *   PUT /staff/api/settings/on-call     {first, second}, each {personId, phone} or null: 400
 *                                       naming what is wrong (an active owner or editor, a US
 *                                       mobile number, two different people), nothing changed then
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
import { onCallErrors, type OnCallPerson } from '../../shared/staff/on-call';
import { followUp, onCall, setFollowUp, setOnCall } from './store';

const PATH = '/settings/follow-up';
const ON_CALL_PATH = '/settings/on-call';

/** An on-call slot as sent: {personId, phone} or null. */
function slotOf(value: unknown): OnCallPerson | null | undefined {
  if (value === null) return null;
  if (!value || typeof value !== 'object') return undefined;
  const { personId, phone } = value as Record<string, unknown>;
  return typeof personId === 'string' && typeof phone === 'string' ? { personId: personId.slice(0, 64), phone: phone.trim().slice(0, 40) } : undefined;
}

const publicView = async (db: Parameters<typeof onCall>[0]) => {
  const { first, second } = await onCall(db);
  return { first, second };
};

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
  .all(PATH, onlyMethods('GET, PUT'))
  .use(ON_CALL_PATH, requireStaff('settings'))
  .get(ON_CALL_PATH, needs('settings', 'read the settings'), async (c) => c.json(await publicView(c.var.db)))
  .put(ON_CALL_PATH, needs('settings', 'change the settings'), limitBody, async (c) => {
    const body = await jsonObject(c, '{"first", "second"}');
    const [first, second] = [slotOf(body.first ?? null), slotOf(body.second ?? null)];
    if (first === undefined || second === undefined) {
      throw new ApiError(400, '22023', 'Send {"first", "second"}, each {"personId", "phone"} or null', null, 'Nothing was changed.');
    }
    const errors: Record<string, string> = { ...onCallErrors({ first, second }) };
    const people = await Promise.all([first, second].map((p) => (p ? activePerson(c.var.db, p.personId) : null)));
    (['first', 'second'] as const).forEach((slot, i) => {
      const person = people[i];
      if ((slot === 'first' ? first : second) && (person?.kind !== 'person' || person.role === 'author')) errors[slot] ??= 'Choose an active owner or editor.';
    });
    if (Object.keys(errors).length > 0) throw new ApiError(400, '22023', Object.values(errors).join(' '), null, 'Nothing was changed.');
    const formatted = (p: OnCallPerson | null) => (p ? { personId: p.personId, phone: usPhone(p.phone)!.phone } : null);
    await setOnCall(c.var.db, { first: formatted(first), second: formatted(second) }, c.var.actor ? actorLabel(c.var.actor) : '');
    const names = people.map((p) => (p?.kind === 'person' ? p.name : null));
    await recordAudit(c, {
      action: 'settings.on-call',
      subjectType: 'settings',
      subjectId: 'on-call',
      summary: names[0] ? `On call for new leads: ${names[0]}${names[1] ? `, then ${names[1]}` : ''}` : 'Nobody is on call for new leads',
    });
    return c.json(await publicView(c.var.db));
  })
  .all(ON_CALL_PATH, onlyMethods('GET, PUT'));
