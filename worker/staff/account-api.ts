/**
 * A person's own account (signed in as a person; the staff key has none, 403):
 *   GET    /staff/api/account/passkeys          [{id, name, createdAt, lastUsedAt}]
 *   POST   /staff/api/account/passkeys/options  registration options for another passkey
 *   POST   /staff/api/account/passkeys          {response}: stores it (201 {id, name})
 *   DELETE /staff/api/account/passkeys/:id      204 (404 when it is not theirs)
 */
import { needs } from './permissions';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { recordAudit } from '../audit/record';
import { ApiError } from '../http/errors';
import { requireStaff, staffApiError } from './door';
import { jsonObject, limitBody } from './json-body';
import { deviceName, registrationOptions, verifyRegistration } from './passkeys';
import type { PersonActor } from './staff-identity';
import { addPasskey, listPasskeys, removePasskey } from './store/passkeys';

function person(c: Context<AppEnv>): PersonActor {
  const actor = c.var.actor;
  if (actor?.kind !== 'person') throw new ApiError(403, '42501', 'Only a person signed in has passkeys', null, 'The staff key is for automation.');
  return actor;
}

export const accountApi = new Hono<AppEnv>()
  .use('/account/*', needs('open', 'change their account'), requireStaff('account'))
  .get('/account/passkeys', async (c) => c.json(await listPasskeys(c.var.db, person(c).id)))
  .post('/account/passkeys/options', async (c) => c.json(await registrationOptions(c, person(c))))
  .post('/account/passkeys', limitBody, async (c) => {
    const me = person(c);
    const passkey = await verifyRegistration(c, me.id, (await jsonObject(c, '{"response"}')).response);
    if (!passkey) throw new ApiError(400, '22023', 'The passkey could not be verified', null, 'Try adding it again.');
    const name = deviceName(c.req.header('user-agent'));
    await addPasskey(c.var.db, { ...passkey, personId: me.id, name });
    await recordAudit(c, { action: 'passkey.add', subjectType: 'person', subjectId: me.id, summary: `Added a passkey (${name})` });
    return c.json({ id: passkey.id, name }, 201);
  })
  .delete('/account/passkeys/:id', async (c) => {
    const me = person(c);
    if (!(await removePasskey(c.var.db, me.id, c.req.param('id')))) throw new ApiError(404, 'PGRST116', 'No such passkey on your account');
    await recordAudit(c, { action: 'passkey.remove', subjectType: 'person', subjectId: me.id, summary: 'Removed one of their passkeys' });
    return c.body(null, 204);
  })
  .onError(staffApiError);
