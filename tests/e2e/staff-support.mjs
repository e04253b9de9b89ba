/** Helpers the staff app's browser tests share: signing in, and real image files to upload. */
import { crc32, deflateSync } from 'node:zlib';
import { api, RUN_ID, SERVICE_KEY } from './blog-support.mjs';
import { BASE_URL } from './browser.mjs';

const staffKey = { authorization: `Bearer ${SERVICE_KEY}` };
let signIns = 0;

/** A JSON call to the staff API as automation does (the staff key), from the site's own origin, from an address of its own. */
function staffApi(path, body, ip) {
  return api(path, {
    method: 'POST',
    headers: { ...staffKey, 'content-type': 'application/json', origin: new URL(BASE_URL).origin, 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  });
}

/** The newest staff link emailed to `to`, read from the local outbox with the staff key. */
export async function emailedLink(to, kind = 'staff-sign-in-link') {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await api(`/api/outbox?to=${encodeURIComponent(to)}&limit=20`, { headers: staffKey });
    if (!res.ok) throw new Error(`outbox: ${res.status}`);
    const message = (await res.json()).find((m) => m.kind === kind);
    const link = message && /https?:\/\/\S+?[?&]token=[A-Za-z0-9_-]{43}/.exec(message.text)?.[0];
    if (link) return new URL(link);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} email to ${to}`);
}

/**
 * Signs in on /staff as a person, the way staff without a passkey do: the first owner is set up
 * once (POST /staff/api/setup with the staff key, 409 once done), then each call adds an owner of
 * its own with the staff key (sign-in links are rate-limited per address, and a file may sign in
 * more often than that), asks for a sign-in link from an address of its own, follows the link from
 * the outbox, and waits for the posts list. The page's requests come from that address too
 * (cf-connecting-ip, as Cloudflare sets it), so files signing in at once never share a rate limit
 * or a lockout. Returns the person signed in: `{ email, name }`.
 */
export async function signIn(page, { role = 'owner' } = {}) {
  signIns += 1;
  const ip = `198.18.${Math.floor(Math.random() * 250) + 1}.${signIns % 250}`;
  const setup = await staffApi('/staff/api/setup', { key: SERVICE_KEY, name: 'Site Owner', email: 'owner@localhost.test' }, ip);
  if (setup.status !== 201 && setup.status !== 409) throw new Error(`setup: ${setup.status} ${await setup.text()}`);
  const email = `e2e-${role}-${RUN_ID}-${signIns}@localhost.test`;
  const name = `E2E ${role} ${signIns}`;
  const added = await staffApi('/staff/api/people', { name, email, role }, ip);
  if (added.status !== 201) throw new Error(`adding ${email}: ${added.status} ${await added.text()}`);
  const asked = await staffApi('/staff/api/sign-in/email', { email }, ip);
  if (asked.status !== 202) throw new Error(`sign-in link: ${asked.status} ${await asked.text()}`);
  const link = await emailedLink(email);
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': ip });
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: /^Sign in as / }).click();
  await page.getByRole('link', { name: 'Not now, go to the back office' }).click();
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
  return { email, name };
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A real PNG of the given size in two colours (top half, bottom half). */
export function pngImage(width, height, [r1, g1, b1] = [31, 122, 76], [r2, g2, b2] = [230, 240, 235]) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height / 2 ? [r1, g1, b1] : [r2, g2, b2];
    for (let x = 0; x < width; x++) rows.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A `datetime-local` value `ms` from now, to the second, on the company's clock (SITE.timeZone):
 * the schedule field reads Ocala time whatever the browser's zone (the tests' browser runs in UTC).
 */
export function companyInputValue(ms) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(Date.now() + ms);
  const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}
