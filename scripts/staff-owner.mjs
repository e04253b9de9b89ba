/**
 * The first staff owner on a fresh local database: once the server answers, POST /staff/api/setup
 * with the staff key from .dev.vars (it works only while nobody has an account) and print the
 * single-use sign-in link it emailed, read back from the local outbox. The owner is "Site Owner",
 * owner@localhost.test unless STAFF_OWNER_NAME / STAFF_OWNER_EMAIL say otherwise. The link is
 * printed on localhost: a passkey's relying party must be a domain name, never an IP address.
 */
import { readFileSync } from 'node:fs';

function serviceKey() {
  const line = readFileSync('.dev.vars', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('SERVICE_KEY='));
  return line?.slice('SERVICE_KEY='.length).trim().replace(/^"|"$/g, '') ?? '';
}

/**
 * When nobody has walkthrough availability yet, the first owner gets the sample one
 * (seed/availability.ts), so /schedule offers real times on a fresh local site.
 */
async function ensureSampleAvailability(origin, key) {
  const auth = { authorization: `Bearer ${key}`, origin };
  const res = await fetch(`${origin}/staff/api/availability`, { headers: auth });
  if (!res.ok) return;
  const { people } = await res.json();
  const owner = people.find((p) => !p.saved);
  if (!owner || people.some((p) => p.saved)) return;
  const { SAMPLE_AVAILABILITY } = await import('../seed/availability.ts');
  const put = await fetch(`${origin}/staff/api/availability/${owner.person_id}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(SAMPLE_AVAILABILITY),
  });
  if (put.ok) console.log(`Staff: ${owner.name} can be booked for walkthroughs on weekdays (sample availability; change it under Leads → Availability).`);
}

export async function ensureStaffOwner(origin) {
  const key = serviceKey();
  const name = process.env.STAFF_OWNER_NAME ?? 'Site Owner';
  const email = (process.env.STAFF_OWNER_EMAIL ?? 'owner@localhost.test').toLowerCase();
  let res;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      res = await fetch(`${origin}/staff/api/setup`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ key, name, email }),
      });
      break;
    } catch {
      // The server is still starting.
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  if (!res) return console.log('Staff: the server did not answer; create the first owner with POST /staff/api/setup.');
  await ensureSampleAvailability(origin, key).catch((err) => console.log(`Staff: sample availability not set (${err.message}).`));
  if (res.status === 409) return console.log(`Staff: sign in at ${origin}/staff/sign-in (passkey, or a sign-in link from ${origin}/staff/outbox).`);
  if (res.status !== 201) return console.log(`Staff: the first owner was not created (${res.status} ${await res.text()}).`);
  const outbox = await fetch(`${origin}/api/outbox?to=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${key}` } });
  const message = outbox.ok ? (await outbox.json()).find((m) => m.kind === 'staff-sign-in-link') : null;
  const link = message && /https?:\/\/\S+?[?&]token=[A-Za-z0-9_-]{43}/.exec(message.text)?.[0];
  console.log(`Staff: created the owner ${name} <${email}>.`);
  // Passkeys need a domain, not an address: localhost is this same server.
  const local = link?.replace('://127.0.0.1', '://localhost');
  console.log(`Staff: sign in once with ${local ?? 'the link in the local outbox'} (valid 15 minutes), then add a passkey.`);
}
