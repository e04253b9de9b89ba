/**
 * Staff people, for owners (`can(role, 'people')`; anyone else 403), behind the staff gate:
 *   GET    /staff/api/people                    [{id, name, email, role, createdAt, lastSignInAt,
 *                                                disabledAt, passkeys, invitationExpiresAt}]
 *   POST   /staff/api/people                    {name, email, role}: adds them and emails an
 *                                                invitation (48 hours, once). 201; 409 when the
 *                                                address has an account already
 *   POST   /staff/api/people/:id/invitation     a new invitation (the old ones stop working)
 *   PATCH  /staff/api/people/:id                {role} and/or {disabled}: disabling ends their
 *                                                sessions at once
 *   DELETE /staff/api/people/:id/passkeys       removes every passkey of theirs
 * The last active owner cannot be demoted or disabled (409, saying why): someone must be able to
 * manage people.
 */
import { needs } from '../staff/permissions';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { normalizeEmail } from '../../shared/newsletter/email';
import { can, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../shared/staff/staff-roles';
import type { AppEnv } from '../env';
import { recordAudit } from '../audit/record';
import { ApiError } from '../http/errors';
import { requireStaff, staffApiError } from '../staff/door';
import { jsonObject, limitBody, text } from '../staff/json-body';
import { MAX_NAME } from '../staff/sign-in-api';
import { createLink, retireInvitations } from '../staff/store/links';
import { removeAllPasskeys } from '../staff/store/passkeys';
import { createPerson, listPeople, otherActiveOwners, personById, setDisabled, setRole } from './store';
import { revokePersonSessions } from '../staff/store/sessions';
import { emailStaffLink } from './emails';
import { siteOrigin } from '../http/site-origin';
import { isOneLine } from '../../shared/sanitize/one-line';

const isRole = (v: unknown): v is StaffRole => typeof v === 'string' && (STAFF_ROLES as readonly string[]).includes(v);

const notFound = () => new ApiError(404, 'PGRST116', 'No such person');

const lastOwner = (what: string) =>
  new ApiError(409, '23514', `You cannot ${what} the last active owner`, null, 'Make someone else an owner first, so somebody can still manage people.');

async function inviteBy(c: Context<AppEnv>, person: { kind: 'person'; id: string; name: string; email: string; role: StaffRole }): Promise<string> {
  await retireInvitations(c.var.db, person.id);
  const link = await createLink(c.var.db, person.id, 'invitation');
  const actor = c.var.actor;
  await emailStaffLink(c.env, c.var.db, person, {
    purpose: 'invitation',
    token: link.token,
    origin: siteOrigin(c.env),
    invitedBy: actor?.kind === 'person' ? actor.name : 'An owner',
  });
  return link.expiresAt;
}

export const peopleStaffApi = new Hono<AppEnv>()
  .use('/people', needs('people', 'manage people'), requireStaff('people'))
  .use('/people/*', needs('people', 'manage people'), requireStaff('people'))
  .use('/people', async (c, next) => {
    if (!c.var.actor || !can(c.var.actor.role, 'people')) throw new ApiError(403, '42501', 'Only owners manage people');
    await next();
  })
  .use('/people/*', async (c, next) => {
    if (!c.var.actor || !can(c.var.actor.role, 'people')) throw new ApiError(403, '42501', 'Only owners manage people');
    await next();
  })
  .get('/people', async (c) => c.json(await listPeople(c.var.db)))
  .post('/people', limitBody, async (c) => {
    const body = await jsonObject(c, '{"name", "email", "role"}');
    const name = text(body.name);
    const email = normalizeEmail(body.email);
    if (!name || name.length > MAX_NAME || !isOneLine(name))
      throw new ApiError(400, '22023', `Enter a name of 1 to ${MAX_NAME} characters, on one line`, 'name');
    if (!email) throw new ApiError(400, '22023', 'Enter a valid email address', 'email');
    if (!isRole(body.role)) throw new ApiError(400, '22023', 'Choose owner, editor or author', 'role');
    const person = await createPerson(c.var.db, { name, email, role: body.role });
    if (person?.kind !== 'person') throw new ApiError(409, '23505', 'This address already has an account', 'email');
    const expiresAt = await inviteBy(c, person);
    await recordAudit(c, {
      action: 'person.invite',
      subjectType: 'person',
      subjectId: person.id,
      summary: `Invited ${name} as ${ROLE_LABELS[person.role].toLowerCase()}`,
      detail: { email, role: person.role },
    });
    return c.json({ id: person.id, name, email, role: person.role, invitationExpiresAt: expiresAt }, 201);
  })
  .post('/people/:id/invitation', async (c) => {
    const row = await personById(c.var.db, c.req.param('id'));
    if (!row) throw notFound();
    if (row.disabled_at) throw new ApiError(409, '23514', 'This person is disabled', null, 'Enable them first.');
    const expiresAt = await inviteBy(c, { kind: 'person', id: row.id, name: row.name, email: row.email, role: row.role });
    await recordAudit(c, {
      action: 'person.invite',
      subjectType: 'person',
      subjectId: row.id,
      summary: `Sent ${row.name} a new invitation`,
      detail: { email: row.email, resend: true },
    });
    return c.json({ invitationExpiresAt: expiresAt });
  })
  .patch('/people/:id', limitBody, async (c) => {
    const row = await personById(c.var.db, c.req.param('id'));
    if (!row) throw notFound();
    const body = await jsonObject(c, '{"role"} or {"disabled"}');
    if (body.role !== undefined && !isRole(body.role)) throw new ApiError(400, '22023', 'role must be owner, editor or author');
    if (body.disabled !== undefined && typeof body.disabled !== 'boolean') throw new ApiError(400, '22023', 'disabled must be true or false');
    if (body.role === undefined && body.disabled === undefined) throw new ApiError(400, '22023', 'Send {"role"} or {"disabled"}');
    const demoting = isRole(body.role) && body.role !== 'owner' && row.role === 'owner';
    const disabling = body.disabled === true && !row.disabled_at;
    if ((demoting || (disabling && row.role === 'owner')) && !row.disabled_at && (await otherActiveOwners(c.var.db, row.id)) === 0) {
      throw lastOwner(demoting ? 'change the role of' : 'disable');
    }
    if (isRole(body.role) && body.role !== row.role) {
      await setRole(c.var.db, row.id, body.role);
      await recordAudit(c, {
        action: 'person.role',
        subjectType: 'person',
        subjectId: row.id,
        summary: `Changed ${row.name} from ${ROLE_LABELS[row.role].toLowerCase()} to ${ROLE_LABELS[body.role].toLowerCase()}`,
        detail: { from: row.role, to: body.role },
      });
    }
    if (disabling) {
      await setDisabled(c.var.db, row.id, true);
      await revokePersonSessions(c.var.db, row.id);
      await recordAudit(c, { action: 'person.disable', subjectType: 'person', subjectId: row.id, summary: `Disabled ${row.name}` });
    } else if (body.disabled === false && row.disabled_at) {
      await setDisabled(c.var.db, row.id, false);
      await recordAudit(c, { action: 'person.enable', subjectType: 'person', subjectId: row.id, summary: `Enabled ${row.name}` });
    }
    const people = await listPeople(c.var.db);
    return c.json(people.find((p) => p.id === row.id));
  })
  .delete('/people/:id/passkeys', async (c) => {
    const row = await personById(c.var.db, c.req.param('id'));
    if (!row) throw notFound();
    const removed = await removeAllPasskeys(c.var.db, row.id);
    await recordAudit(c, {
      action: 'passkey.remove',
      subjectType: 'person',
      subjectId: row.id,
      summary: `Removed ${row.name}'s passkeys (${removed})`,
      detail: { removed },
    });
    return c.json({ removed });
  })
  .onError(staffApiError);
