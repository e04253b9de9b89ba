/** Helpers the staff app's browser tests share: signing in, and real image files to upload. */
import { crc32, deflateSync } from 'node:zlib';
import { SERVICE_KEY } from './blog-support.mjs';

/** Signs in on /staff with the staff key and waits for the posts list. */
export async function signIn(page) {
  await page.goto('/staff');
  await page.getByLabel('Staff key').fill(SERVICE_KEY);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
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
