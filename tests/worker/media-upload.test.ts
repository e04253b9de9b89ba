/**
 * POST /staff/api/media: staff only; the type comes from the bytes, never the name or the
 * declared type (JPEG, PNG, WebP, AVIF; anything else 415); at most 5 MB (413); at most 8000
 * pixels a side and 40 megapixels as the header declares them (422); stored in R2 under
 * <16 hex of sha-256>-<w>x<h>.<ext> with its content type; the same bytes land on the same key.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_BYTES } from '../../shared/posts/media';
import { fromIp, isPgError, staffHeaders } from './api-helpers';
import { avif, jpeg, png, storedKeys, upload, webpExtended, webpLossless } from './media-helpers';

const IP = '203.0.113.71';

async function sha16(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A PNG that is only its signature, a header chunk declaring `width` x `height` and the end
 * chunk: the size a reader of dimensions sees, with no pixels behind it (a decompression bomb
 * declares its size the same way).
 */
function pngClaiming(width: number, height: number): Uint8Array<ArrayBuffer> {
  const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  const crc32 = (bytes: number[]) => {
    let crc = 0xffffffff;
    for (const b of bytes) {
      crc ^= b;
      for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: number[]) => {
    const body = [...new TextEncoder().encode(type), ...data];
    return [...be32(data.length), ...body, ...be32(crc32(body))];
  };
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
    ...chunk('IEND', []),
  ]);
}

/** The bytes with `total` bytes in all: a valid header, then zeros. */
function padded(bytes: Uint8Array, total: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(total);
  out.set(bytes);
  return out;
}

describe('POST /staff/api/media: each accepted type', () => {
  const cases = [
    { label: 'PNG', bytes: png(3, 2), type: 'image/png', ext: 'png', width: 3, height: 2 },
    { label: 'JPEG', bytes: jpeg(640, 480), type: 'image/jpeg', ext: 'jpg', width: 640, height: 480 },
    { label: 'WebP (extended)', bytes: webpExtended(1200, 630), type: 'image/webp', ext: 'webp', width: 1200, height: 630 },
    { label: 'WebP (lossless)', bytes: webpLossless(17, 9), type: 'image/webp', ext: 'webp', width: 17, height: 9 },
    { label: 'AVIF', bytes: avif(800, 600), type: 'image/avif', ext: 'avif', width: 800, height: 600 },
    {
      label: 'AVIF with avif as a compatible brand only',
      bytes: avif(64, 48, { major: 'mif1', compatible: ['mif1', 'avif'] }),
      type: 'image/avif',
      ext: 'avif',
      width: 64,
      height: 48,
    },
    {
      label: 'AVIF image sequence (avis)',
      bytes: avif(320, 180, { major: 'avis', compatible: ['avis', 'msf1'] }),
      type: 'image/avif',
      ext: 'avif',
      width: 320,
      height: 180,
    },
  ];
  for (const { label, bytes, type, ext, width, height } of cases) {
    it(`${label}: 201 with its size, type and key; stored with its content type`, async () => {
      const res = await upload(IP, bytes, { name: `photo.${ext}`, type });
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as Record<string, unknown>;
      const key = `${await sha16(bytes)}-${width}x${height}.${ext}`;
      expect(body).toEqual({ url: `/media/${key}`, width, height, type, bytes: bytes.byteLength });
      expect(res.headers.get('location')).toBe(`/media/${key}`);
      const stored = await env.IMAGES.get(key);
      expect(stored?.httpMetadata?.contentType).toBe(type);
      expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);
    });
  }

  it('a JPEG turned a quarter by its EXIF orientation gets its displayed size (sides swapped)', async () => {
    const bytes = jpeg(640, 480, 6);
    const body = (await (await upload(IP, bytes)).json()) as { url: string; width: number; height: number };
    expect([body.width, body.height]).toEqual([480, 640]);
    expect(body.url).toMatch(/-480x640\.jpg$/);
    const upright = (await (await upload(IP, jpeg(640, 480, 1))).json()) as { width: number; height: number };
    expect([upright.width, upright.height]).toEqual([640, 480]);
  });

  it('the same bytes twice: the same key, one object', async () => {
    const bytes = png(5, 4);
    const first = (await (await upload(IP, bytes, { name: 'a.png' })).json()) as { url: string };
    const before = await storedKeys(env.IMAGES);
    const again = await upload(IP, bytes, { name: 'other-name.webp', type: 'image/webp' });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { url: string }).url).toBe(first.url);
    expect(await storedKeys(env.IMAGES)).toEqual(before);
  });

  it('a PNG named .jpg and declared image/jpeg is stored and served as a PNG', async () => {
    const bytes = png(7, 3);
    const res = await upload(IP, bytes, { name: 'holiday.jpg', type: 'image/jpeg' });
    const body = (await res.json()) as { url: string; type: string };
    expect(body.type).toBe('image/png');
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{16}-7x3\.png$/);
    const served = await SELF.fetch(`http://localhost${body.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    await served.arrayBuffer();
  });
});

describe('POST /staff/api/media: refusals store nothing', () => {
  async function refused(res: Response, status: number, before: string[]) {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(isPgError(await res.json())).toBe(true);
    expect(await storedKeys(env.IMAGES)).toEqual(before);
  }

  const unsupported: Array<[string, Uint8Array<ArrayBuffer>, string, string]> = [
    ['a text file named x.png', new TextEncoder().encode('just some text\n'), 'x.png', 'image/png'],
    ['an HTML page named .png', new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), 'x.png', 'image/png'],
    [
      'an SVG image',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG with an XML declaration named .webp',
      new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.webp',
      'image/webp',
    ],
    ['a GIF', new Uint8Array([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0, 0, 0]), 'x.gif', 'image/gif'],
    ['a HEIC photo (ftyp heic)', avif(100, 100, { major: 'heic', compatible: ['mif1', 'heic'] }), 'x.avif', 'image/avif'],
    ['a JPEG with no frame header (no size)', new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'x.jpg', 'image/jpeg'],
    ['a PNG cut short before its size', png(3, 2).slice(0, 14), 'x.png', 'image/png'],
  ];
  for (const [label, bytes, name, type] of unsupported) {
    it(`${label}: 415`, async () => {
      const before = await storedKeys(env.IMAGES);
      await refused(await upload(IP, bytes, { name, type }), 415, before);
    });
  }

  const oversized: Array<[string, Uint8Array<ArrayBuffer>, string]> = [
    [`a ${pngClaiming(1, 1).byteLength}-byte PNG declaring 100000 x 100000`, pngClaiming(100_000, 100_000), '100000 × 100000'],
    ['a JPEG one pixel wider than 8000', jpeg(8001, 10), '8001 × 10'],
    ['a PNG one pixel taller than 8000', pngClaiming(10, 8001), '10 × 8001'],
    ['a WebP of 7000 x 7000 (49 megapixels)', webpExtended(7000, 7000), '7000 × 7000'],
    ['an AVIF of 8000 x 5001 (just over 40 megapixels)', avif(8000, 5001), '8000 × 5001'],
  ];
  for (const [label, bytes, size] of oversized) {
    it(`${label}: 422 naming its size and the limits`, async () => {
      const before = await storedKeys(env.IMAGES);
      const res = await upload(IP, bytes, { name: 'huge.png' });
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as { code: string; message: string; details: string | null; hint: string | null };
      expect(isPgError(body)).toBe(true);
      expect(body.message).toBe('The image is too large in pixels: at most 8,000 pixels a side and 40 megapixels');
      expect(body.details).toBe(`${size} pixels`);
      expect(body.hint).toMatch(/smaller/);
      expect(await storedKeys(env.IMAGES)).toEqual(before);
    });
  }

  it('8000 x 5000 (40 megapixels exactly) and 8000 on the long side of a turned photo are taken', async () => {
    for (const [bytes, url] of [
      [jpeg(8000, 5000), /-8000x5000\.jpg$/],
      [jpeg(8000, 4000, 6), /-4000x8000\.jpg$/],
      [pngClaiming(1, 8000), /-1x8000\.png$/],
    ] as const) {
      const res = await upload(IP, bytes);
      expect(res.status).toBe(201);
      expect(((await res.json()) as { url: string }).url).toMatch(url);
    }
  });

  it('exactly 5 MB is taken; 5 MB + 1 byte is 413', async () => {
    const exact = await upload(IP, padded(png(2, 2), MAX_MEDIA_BYTES));
    expect(exact.status).toBe(201);
    expect(((await exact.json()) as { bytes: number }).bytes).toBe(MAX_MEDIA_BYTES);
    const before = await storedKeys(env.IMAGES);
    await refused(await upload(IP, padded(png(2, 3), MAX_MEDIA_BYTES + 1)), 413, before);
  });

  it('a body far over the limit is refused from its Content-Length: 413', async () => {
    const before = await storedKeys(env.IMAGES);
    await refused(await upload(IP, padded(png(2, 4), 6 * 1024 * 1024)), 413, before);
  });

  it('an empty file, no file field, or a body that is not multipart: 400', async () => {
    const before = await storedKeys(env.IMAGES);
    await refused(await upload(IP, new Uint8Array(0)), 400, before);
    await refused(await upload(IP, png(3, 2), { field: 'image' }), 400, before);
    const form = new FormData();
    form.append('file', 'not a file');
    const headers = { origin: 'http://localhost', ...staffHeaders(IP) };
    await refused(await SELF.fetch('http://localhost/staff/api/media', { method: 'POST', headers, body: form }), 400, before);
    const json = await SELF.fetch('http://localhost/staff/api/media', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'x' }),
    });
    await refused(json, 400, before);
  });

  it('anonymous, the public key or a wrong key: 401 and nothing stored', async () => {
    const before = await storedKeys(env.IMAGES);
    await refused(await upload(IP, png(9, 9), { headers: fromIp(IP) }), 401, before);
    await refused(await upload(IP, png(9, 9), { headers: fromIp(IP, { apikey: 'test-anon-key', Authorization: 'Bearer test-anon-key' }) }), 401, before);
    await refused(await upload('203.0.113.72', png(9, 9), { headers: fromIp('203.0.113.72', { Authorization: 'Bearer not-the-key' }) }), 401, before);
  });

  it('the staff upload route takes POST only', async () => {
    const res = await SELF.fetch('http://localhost/staff/api/media', { headers: staffHeaders(IP) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    await res.arrayBuffer();
  });
});

describe('POST /staff/api/media: the declared length', () => {
  it('a Content-Length over the limit is refused before the body is read', async () => {
    const { default: worker } = await import('../../worker/index');
    let pulled = 0;
    // A body that would never end: only an answer given before reading it can finish this test.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const headers = {
      ...staffHeaders(IP),
      origin: 'http://localhost',
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(50 * 1024 * 1024),
    };
    const before = await storedKeys(env.IMAGES);
    const res = await worker.request('http://localhost/staff/api/media', { method: 'POST', headers, body: endless, duplex: 'half' } as RequestInit, env);
    expect(res.status).toBe(413);
    expect(isPgError(await res.json())).toBe(true);
    expect(pulled).toBeLessThanOrEqual(1);
    expect(await storedKeys(env.IMAGES)).toEqual(before);
  });

  it('a body longer than the limit without a Content-Length is cut off while reading: 413', async () => {
    const { default: worker } = await import('../../worker/index');
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const headers = { ...staffHeaders(IP), origin: 'http://localhost', 'content-type': 'multipart/form-data; boundary=x' };
    const res = await worker.request('http://localhost/staff/api/media', { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit, env);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(MAX_MEDIA_BYTES + 1024 * 1024);
    await res.arrayBuffer();
  });
});
