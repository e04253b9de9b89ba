/**
 * How people become staff in the browser, all open (the gate lets them through; each checks for
 * itself), all same-origin for writes:
 *   POST /staff/api/setup                        {key, name, email}: the first owner, with the staff
 *                                                key, only while nobody has an account (then 409);
 *                                                emails them a sign-in link. 201 {person}
 *   POST /staff/api/sign-in/email                {email}: 202 whatever the address; an active
 *                                                person's gets a sign-in link (15 minutes, once).
 *                                                Rate-limited per client and per address (429)
 *   GET  /staff/api/sign-in/links/:token         what a link is: {state, purpose, person, expiresAt}
 *                                                (state valid, used, expired, unknown, disabled)
 *   POST /staff/api/sign-in/link                 {token}: uses a sign-in link up and signs in (204)
 *   POST /staff/api/sign-in/invitation/options   {token}: passkey registration options for the invited
 *   POST /staff/api/sign-in/invitation/verify    {token, response}: stores the passkey, uses the
 *                                                invitation up, signs in (204)
 *   POST /staff/api/sign-in/passkey/options      authentication options (any passkey of this site)
 *   POST /staff/api/sign-in/passkey/verify       {response}: signs in as the passkey's person (204)
 * A link that is used, expired or unknown answers 410/404 with what to do; failed sign-ins count
 * towards the client's lockout (429).
 */
import { needs } from './permissions';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { normalizeEmail } from '../../shared/newsletter/email';
import type { AppEnv } from '../env';
import { recordAuditAs } from '../audit/record';
import { clientIp, clientKey } from '../http/client-ip';
import { ApiError, errors } from '../http/errors';
import { emailStaffLink } from '../people/emails';
import { KEY_ACTOR } from './actor';
import { staffApiError } from './door';
import { jsonObject, limitBody, text } from './json-body';
import { timingSafeEqualStrings } from './keys';
import { recordFailedKey } from './lockout';
import { authenticationOptions, deviceName, registrationOptions, responseCredentialId, verifyAuthentication, verifyRegistration } from './passkeys';
import { failedSignIn, lockedOut, startSession } from './sign-in';
import type { PersonActor } from './staff-identity';
import { createLink, type LinkLook, type LinkState, lookUpLink, useLink } from './store/links';
import { addPasskey, findPasskey, recordPasskeyUse } from './store/passkeys';
import { activePerson, activePersonByEmail, anyPerson, createPerson } from '../people/store';
import { siteOrigin } from '../http/site-origin';
import { hashIp } from '../intake/ip-hash';
import { isOneLine } from '../../shared/sanitize/one-line';

export const MAX_NAME = 100;

const linkRefusal = (state: LinkState, purpose: 'invitation' | 'sign-in'): ApiError => {
  const again = purpose === 'invitation' ? 'Ask an owner to send a new invitation.' : 'Ask for a new sign-in link at /staff/sign-in.';
  if (state === 'used') return new ApiError(410, 'PGRST301', 'This link has been used already', null, again);
  if (state === 'expired') return new ApiError(410, 'PGRST301', 'This link has expired', null, again);
  if (state === 'disabled') return new ApiError(403, '42501', 'This account is disabled', null, 'Ask an owner if you should still have access.');
  return new ApiError(404, 'PGRST116', 'This link is not valid', null, again);
};

const origin = (c: Context<AppEnv>) => siteOrigin(c.env);

/** The person an invitation token is for, while it can still be used; else the refusal. */
async function invited(c: Context<AppEnv>, token: string): Promise<{ person: PersonActor; look: LinkLook }> {
  const look = await lookUpLink(c.var.db, token);
  if (look.state !== 'valid' || look.purpose !== 'invitation' || !look.person) throw linkRefusal(look.state === 'valid' ? 'unknown' : look.state, 'invitation');
  return { person: { kind: 'person', ...look.person }, look };
}

/** An address as the audit shows a try for it: `a•••@example.com`. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••';
};

/** Per client and per address: asking for links is cheap for the asker, an email for the site. */
async function linkRequestsLimited(c: Context<AppEnv>, email: string): Promise<boolean> {
  for (const key of [`staff-link-ip:${clientKey(c.req.raw.headers)}`, `staff-link-to:${email}`]) {
    try {
      if (!(await c.env.AUTH_LIMITER.limit({ key })).success) return true;
    } catch {
      /* the limiter out of reach limits nothing */
    }
  }
  return false;
}

export const signInApi = new Hono<AppEnv>()
  .post('/setup', needs('open', 'set up the first owner'), limitBody, async (c) => {
    const refused = await lockedOut(c);
    if (refused) throw refused;
    const body = await jsonObject(c, '{"key", "name", "email"}');
    const key = typeof body.key === 'string' ? body.key : '';
    if (!c.env.SERVICE_KEY || !timingSafeEqualStrings(key, c.env.SERVICE_KEY)) {
      const lockout = await recordFailedKey(c.env.AUTH_LIMITER, clientIp(c.req.raw.headers));
      throw lockout > 0
        ? errors.tooManyRequests(lockout)
        : new ApiError(401, 'PGRST301', 'The staff key is not valid', null, 'Setup takes the staff key (SERVICE_KEY).');
    }
    if (await anyPerson(c.var.db)) {
      throw new ApiError(409, '23505', 'Staff accounts are set up already', null, 'Owners invite people on the People screen; sign in at /staff/sign-in.');
    }
    const name = text(body.name);
    const email = normalizeEmail(body.email);
    if (!name || name.length > MAX_NAME || !isOneLine(name) || !email)
      throw new ApiError(400, '22023', `Send a name (1 to ${MAX_NAME} characters, one line) and a valid email address`);
    const person = await createPerson(c.var.db, { name, email, role: 'owner' });
    if (person?.kind !== 'person') throw new ApiError(409, '23505', 'Staff accounts are set up already');
    const link = await createLink(c.var.db, person.id, 'sign-in');
    await emailStaffLink(c.env, c.var.db, person, { purpose: 'sign-in', token: link.token, origin: origin(c) });
    await recordAuditAs(
      c.var.db,
      KEY_ACTOR,
      { action: 'person.invite', subjectType: 'person', subjectId: person.id, summary: `Set up the first owner, ${name}`, detail: { email, role: 'owner' } },
      clientIp(c.req.raw.headers),
    );
    return c.json({ person: { id: person.id, name, email, role: 'owner' } }, 201);
  })
  .post('/sign-in/email', needs('open', 'sign in'), limitBody, async (c) => {
    const email = normalizeEmail((await jsonObject(c, '{"email"}')).email);
    if (!email) throw new ApiError(400, '22023', 'Enter a valid email address');
    if (await linkRequestsLimited(c, email)) throw errors.tooManyRequests(60);
    const person = await activePersonByEmail(c.var.db, email);
    const work =
      person?.kind === 'person'
        ? createLink(c.var.db, person.id, 'sign-in').then((link) =>
            emailStaffLink(c.env, c.var.db, person, { purpose: 'sign-in', token: link.token, origin: origin(c) }),
          )
        : // The address tried, not kept in clear: masked to read, and a salted hash to tell repeats apart.
          hashIp(c.env, `email:${email}`).then((hash) =>
            recordAuditAs(
              c.var.db,
              null,
              {
                action: 'sign-in.failed',
                summary: 'Sign-in link asked for an address with no active account',
                detail: { address: maskEmail(email), address_hash: hash },
              },
              clientIp(c.req.raw.headers),
              maskEmail(email),
            ),
          );
    // The same answer either way, at the same moment: neither its words nor its timing tell who has
    // an account. The link is written and emailed (or the try recorded) after the answer has gone.
    const logged = work.catch((err: unknown) => console.error('sign-in link: not sent', err instanceof Error ? err.message : err));
    try {
      c.executionCtx.waitUntil(logged);
    } catch {
      await logged; // no execution context (in-process tests)
    }
    return c.json({ sent: true, message: 'If the address has a staff account, a sign-in link is on its way. It works once, for 15 minutes.' }, 202);
  })
  .get('/sign-in/links/:token', needs('open', 'sign in'), async (c) => {
    const look = await lookUpLink(c.var.db, c.req.param('token'));
    const person = look.state === 'valid' && look.person ? { name: look.person.name, email: look.person.email, role: look.person.role } : null;
    return c.json({ state: look.state, purpose: look.purpose, person, expiresAt: look.state === 'valid' ? look.expiresAt : null });
  })
  .post('/sign-in/link', needs('open', 'sign in'), limitBody, async (c) => {
    const refused = await lockedOut(c);
    if (refused) throw refused;
    const token = text((await jsonObject(c, '{"token"}')).token);
    const used = await useLink(c.var.db, token, 'sign-in');
    if ('refused' in used) throw await failedSignIn(c, linkRefusal(used.refused, 'sign-in'), 'an emailed link');
    const person = await activePerson(c.var.db, used.personId);
    if (person?.kind !== 'person') throw linkRefusal('disabled', 'sign-in');
    await startSession(c, person, 'an emailed link');
    return c.body(null, 204);
  })
  .post('/sign-in/invitation/options', needs('open', 'sign in'), limitBody, async (c) => {
    const { person } = await invited(c, text((await jsonObject(c, '{"token"}')).token));
    return c.json(await registrationOptions(c, person));
  })
  .post('/sign-in/invitation/verify', needs('open', 'sign in'), limitBody, async (c) => {
    const refused = await lockedOut(c);
    if (refused) throw refused;
    const body = await jsonObject(c, '{"token", "response"}');
    const token = text(body.token);
    const { person } = await invited(c, token);
    const passkey = await verifyRegistration(c, person.id, body.response);
    if (!passkey) throw new ApiError(400, '22023', 'The passkey could not be verified', null, 'Try again: the invitation still works until it is used.');
    const used = await useLink(c.var.db, token, 'invitation');
    if ('refused' in used) throw linkRefusal(used.refused, 'invitation');
    await addPasskey(c.var.db, { ...passkey, personId: person.id, name: deviceName(c.req.header('user-agent')) });
    await recordAuditAs(
      c.var.db,
      person,
      { action: 'passkey.add', subjectType: 'person', subjectId: person.id, summary: 'Added a passkey (invitation accepted)' },
      clientIp(c.req.raw.headers),
    );
    await startSession(c, person, 'a new passkey');
    return c.body(null, 204);
  })
  .post('/sign-in/passkey/options', needs('open', 'sign in'), async (c) => c.json(await authenticationOptions(c)))
  .post('/sign-in/passkey/verify', needs('open', 'sign in'), limitBody, async (c) => {
    const refused = await lockedOut(c);
    if (refused) throw refused;
    const response = (await jsonObject(c, '{"response"}')).response;
    const notRecognised = new ApiError(401, 'PGRST301', 'That passkey did not sign you in', null, 'Try again, or ask for a sign-in link by email.');
    const credentialId = responseCredentialId(response);
    const passkey = credentialId ? await findPasskey(c.var.db, credentialId) : null;
    if (!passkey) throw await failedSignIn(c, notRecognised, 'a passkey');
    const person = await activePerson(c.var.db, passkey.person_id);
    if (person?.kind !== 'person') throw await failedSignIn(c, linkRefusal('disabled', 'sign-in'), 'a passkey');
    const verified = await verifyAuthentication(c, passkey, response);
    if (!verified) throw await failedSignIn(c, notRecognised, 'a passkey', person.email);
    await recordPasskeyUse(c.var.db, passkey.id, verified.counter);
    await startSession(c, person, 'a passkey');
    return c.body(null, 204);
  })
  .onError(staffApiError);
