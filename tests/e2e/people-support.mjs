/**
 * Staff people for browser tests: `signInAs(context, role)` creates a person of that role straight
 * in the local D1 with a session, and gives the browser context the session cookie signed as the
 * Worker signs it (hono's signed cookie: HMAC-SHA256 with `staff-session:<SERVICE_KEY>`, the secret
 * when SESSION_SECRET is unset, as in the e2e server).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { executeSql, RUN_ID, SERVICE_KEY, sqlText } from './blog-support.mjs';
import { BASE_URL } from './browser.mjs';

const COOKIE = 'oakbright_staff';

/** The cookie value hono's setSignedCookie writes for `value`. */
function signed(value) {
  const signature = createHmac('sha256', `staff-session:${SERVICE_KEY}`).update(value).digest('base64');
  return encodeURIComponent(`${value}.${signature}`);
}

/** A person of `role` signed in in `context`; returns their id, name and email. */
export async function signInAs(context, role, name = `E2E ${role} ${RUN_ID}`) {
  const id = randomUUID();
  const session = randomUUID();
  const email = `${role}-${RUN_ID}-${id.slice(0, 6)}@example.com`;
  const expires = new Date(Date.now() + 12 * 60 * 60 * 1000).toISOString();
  await executeSql(
    `INSERT INTO staff_people (id, name, email, role) VALUES (${[id, name, email, role].map(sqlText).join(', ')}); ` +
      `INSERT INTO staff_sessions (id, expires_at, person_id) VALUES (${[session, expires, id].map(sqlText).join(', ')});`,
  );
  await context.addCookies([{ name: COOKIE, value: signed(session), url: `${BASE_URL}/staff`, httpOnly: true, sameSite: 'Strict' }]);
  return { id, name, email };
}

/** Removes the people this run created (and their sessions). */
export async function removePeople(ids) {
  if (ids.length === 0) return;
  const list = ids.map(sqlText).join(', ');
  await executeSql(`DELETE FROM staff_sessions WHERE person_id IN (${list}); DELETE FROM staff_people WHERE id IN (${list});`);
}
